/**
 * What the auth domain is given instead of the request: its services, and the facts of the device
 * asking that a rule needs (its address, its browser, the cookies it sent, the session it holds).
 * The schema layer reads them from the request and applies what a sign-in or sign-out hands back
 * (graph/schema/session.ts); nothing here sets a cookie or changes who is signed in.
 */
import type { AppServices } from '../services.ts';
import type { Issued } from './sessions.ts';

export type AuthServices = Pick<AppServices, 'prisma' | 'config' | 'logger' | 'mailer' | 'passwords' | 'limits' | 'now'>;

/** The device asking. */
export interface Device {
  ip: string;
  userAgent: string | null;
  /** The device cookie it sent (it names a known device of one account), if any. */
  deviceCookie?: string;
  /** The refresh token of its refresh cookie, if any. */
  refreshToken?: string;
  /** The session its access token names, when it is signed in. */
  sessionId: string | null;
  /** It asks with a personal access token (a script), not a session. */
  viaApiToken?: boolean;
}

/** A complete sign-in: the session opened, and the device cookie to give a device the account did not know yet. */
export interface SignedIn {
  kind: 'signedIn';
  issued: Issued;
  newDeviceCookie: string | null;
}
