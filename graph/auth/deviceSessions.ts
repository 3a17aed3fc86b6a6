/**
 * The devices a learner is signed in on: refreshing this device's session, signing out here, and
 * ending the sessions of other devices. Which cookie holds what, and who the request acts as
 * afterwards, is the schema layer's (graph/schema/session.ts).
 */
import { InputError } from '../errors.ts';
import type { User } from '../generated/prisma/client.ts';
import type { AuthServices, Device } from './device.ts';
import { type Issued, revokeByRefreshToken, revokeOtherSessions, rotateSession } from './sessions.ts';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

const UUID = /^[0-9a-f-]{36}$/i;

/** Exchanges the device's refresh token for a new pair; null when it is refused (its cookie should go). */
export async function refreshSession(services: Pick<AuthServices, 'prisma' | 'config'>, device: Device): Promise<Issued | null> {
  return device.refreshToken ? rotateSession(services.prisma, services.config.jwtSecret, device.refreshToken, device) : null;
}

/** Ends this device's session, named by its refresh token or its access token. */
export async function signOut(services: Pick<AuthServices, 'prisma'>, device: Device): Promise<void> {
  if (device.refreshToken) await revokeByRefreshToken(services.prisma, device.refreshToken);
  if (device.sessionId) await services.prisma.session.updateMany({ where: { id: device.sessionId }, data: { revokedAt: new Date() } });
}

/**
 * Ends one of the user's own open sessions, named by the decoded global id of its Session node
 * (anything else names no session); returns the id it ended.
 */
export async function revokeSession(services: Pick<AuthServices, 'prisma'>, user: User, session: { typename: string; id: string }): Promise<string> {
  const id = session.typename === 'Session' && UUID.test(session.id) ? session.id : '';
  const { count } = id
    ? await services.prisma.session.updateMany({ where: { id, userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } })
    : { count: 0 };
  if (count === 0) throw new InputError('No such session.', 'sessionId');
  return id;
}

/** Ends every session of the user but this device's; returns how many ended. */
export function signOutEverywhereElse(services: Pick<AuthServices, 'prisma'>, device: Device, user: User): Promise<number> {
  return revokeOtherSessions(services.prisma, user.id, device.sessionId);
}
