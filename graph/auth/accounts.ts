import { randomBytes } from 'node:crypto';
import type { User } from '../generated/prisma/client.ts';
import { serverNow } from '../services.ts';
import type { AuthServices, Device, SignedIn } from './device.ts';
import { InputError } from '../errors.ts';
import { InvalidCodeError, InvalidCredentialsError, InvalidLinkError, NotAllowedError, UnavailableError } from './errors.ts';
import { createDemoLearner, DEMO_RESTRICTED } from './demo.ts';
import { issueDeviceCookie, knownDeviceId } from './devices.ts';
import { check, consume, type Limit, RateLimitedError } from './limits.ts';
import { acceptCode } from './mfa.ts';
import { passwordProblem } from './passwords.ts';
import { hashToken, openSession, revokeOtherSessions } from './sessions.ts';

const VERIFY_LINK_HOURS = 48;
const RESET_LINK_MINUTES = 30;
/** A two-factor code must follow the password within this time. */
const CHALLENGE_MINUTES = 5;
const CHALLENGE_ATTEMPTS = 5;

const REGISTERED_MESSAGE = 'Registration successful. Check your email for a link to verify your address.';
const RESET_REQUESTED_MESSAGE = 'If an account exists for that address, we have sent a link to reset its password.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function validEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (!normalised) throw new InputError('Email is required', 'email');
  if (normalised.length > 254 || !EMAIL.test(normalised)) throw new InputError('Enter a valid email address.', 'email');
  return normalised;
}

function validNewPassword(password: string, field = 'password'): string {
  if (!password) throw new InputError('Password is required', field);
  const problem = passwordProblem(password);
  if (problem) throw new InputError(problem, field);
  return password;
}

/** Creates a single-use link token of a purpose and returns the raw token for the link. */
async function issueLinkToken(services: AuthServices, userId: string, purpose: 'verify' | 'reset', lifetimeMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await services.prisma.$transaction([
    // A new link replaces older ones of the same purpose.
    services.prisma.emailToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } }),
    services.prisma.emailToken.create({ data: { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) } }),
  ]);
  return token;
}

/** Uses a link token once; throws InvalidLinkError for unknown, used or expired tokens. */
async function redeemLinkToken(services: AuthServices, token: string, purpose: 'verify' | 'reset', message: string) {
  const row = await services.prisma.emailToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= new Date()) throw new InvalidLinkError(message);
  const { count } = await services.prisma.emailToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (count === 0) throw new InvalidLinkError(message);
  return row;
}

/**
 * Registers a learner and e-mails a verification link. An address that already has an account
 * gets the same answer (no enumeration); its owner is told by e-mail instead. The password is
 * hashed before the address is looked up, whatever the lookup finds: the hash is nearly all of the
 * time a registration takes, and skipping it for a taken address told the two apart by the clock.
 */
export async function register(services: AuthServices, device: Device, input: { email: string; password: string; name: string }): Promise<string> {
  const name = input.name.trim();
  if (!name) throw new InputError('Name is required', 'name');
  if (name.length > 100) throw new InputError('Name must be at most 100 characters.', 'name');
  const email = validEmail(input.email);
  const password = validNewPassword(input.password);
  await consume(services.limits.registrationsPerIp, device.ip);

  const passwordHash = await services.passwords.hash(password);
  const existing = await services.prisma.user.findUnique({ where: { email } });
  if (existing) {
    await services.mailer.send({
      to: email,
      subject: 'Someone tried to register with your address',
      text: `Hello ${existing.name},\n\nSomeone tried to create a CISSP Practice account with this address, which already has one. If it was you, sign in at ${services.config.appUrl}/login or reset your password at ${services.config.appUrl}/forgot-password.\n\nIf it was not you, you can ignore this message.\n`,
    });
    return REGISTERED_MESSAGE;
  }
  let user: User;
  try {
    user = await services.prisma.user.create({ data: { email, name, passwordHash, passwordChangedAt: new Date() } });
  } catch (error) {
    // A concurrent registration of the same address: answer as for any existing account.
    if ((error as { code?: string }).code === 'P2002') return REGISTERED_MESSAGE;
    throw error;
  }
  await sendVerification(services, user);
  return REGISTERED_MESSAGE;
}

export const DEMO_KEPT_MESSAGE = 'Your progress is now kept in your own account. Check your email for a link to verify your address.';
export const ADDRESS_TAKEN = 'An account with this address exists already. Sign in to it, or use another address.';

/**
 * "Keep my progress": the signed-in demo learner becomes a registered account, with the answers,
 * points and badges it has. The rules of registration apply (name, address, password), and the
 * address must be verified by the link sent to it before the next sign-in. An address that has an
 * account already is refused: the two accounts are not merged.
 */
export async function keepDemoProgress(
  services: AuthServices,
  device: Device,
  user: User,
  input: { email: string; password: string; name: string },
): Promise<string> {
  if (!user.isDemo) throw new NotAllowedError('This account is not a demo account: its progress is kept already.');
  const name = input.name.trim();
  if (!name) throw new InputError('Name is required', 'name');
  if (name.length > 100) throw new InputError('Name must be at most 100 characters.', 'name');
  const email = validEmail(input.email);
  const password = validNewPassword(input.password);
  await consume(services.limits.registrationsPerIp, device.ip);
  const passwordHash = await services.passwords.hash(password);
  if (await services.prisma.user.findUnique({ where: { email }, select: { id: true } })) throw new InputError(ADDRESS_TAKEN, 'email');
  let kept: User;
  try {
    const { count } = await services.prisma.user.updateMany({
      where: { id: user.id, isDemo: true },
      data: { email, name, passwordHash, passwordChangedAt: new Date(), emailVerifiedAt: null, isDemo: false },
    });
    if (count === 0) throw new NotAllowedError('This account is not a demo account: its progress is kept already.');
    kept = await services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  } catch (error) {
    // The address was registered between the check and the change.
    if ((error as { code?: string }).code === 'P2002') throw new InputError(ADDRESS_TAKEN, 'email');
    throw error;
  }
  await sendVerification(services, kept);
  return DEMO_KEPT_MESSAGE;
}

async function sendVerification(services: AuthServices, user: User): Promise<void> {
  const token = await issueLinkToken(services, user.id, 'verify', VERIFY_LINK_HOURS * 3600_000);
  await services.mailer.send({
    to: user.email,
    subject: 'Verify your email address',
    text: `Hello ${user.name},\n\nWelcome to CISSP Practice. Verify your address to start practising:\n\n${services.config.appUrl}/verify-email?token=${token}\n\nThe link works once and expires in ${VERIFY_LINK_HOURS} hours.\n`,
  });
}

export async function verifyEmail(services: AuthServices, token: string): Promise<string> {
  if (!token.trim()) throw new InputError('Invalid verification link. No token provided.', 'token');
  const row = await redeemLinkToken(services, token.trim(), 'verify', 'Email verification failed. The link may have expired or already been used.');
  await services.prisma.user.update({ where: { id: row.userId }, data: { emailVerifiedAt: new Date() } });
  return 'Your email address is verified. You can sign in now.';
}

/** The device id of the caller's device cookie when it was issued for this user. */
const callerDevice = (services: AuthServices, device: Device, userId: string) => knownDeviceId(services.config.jwtSecret, device.deviceCookie, userId);

/**
 * After a complete sign-in: this browser becomes a known device of the account (kept if it already
 * is). Returns the new device cookie's value for the schema layer to set, or null when it has one.
 */
async function rememberDevice(services: AuthServices, device: Device, userId: string): Promise<string | null> {
  if (await callerDevice(services, device, userId)) return null;
  return issueDeviceCookie(services.config.jwtSecret, userId);
}

/**
 * Sends a reset link if the account exists; answers the same either way. A stranger cannot
 * block the owner's reset: past a few mails an hour for requests from unknown devices no new
 * link is sent (and none of the links already sent is replaced), yet the answer stays the same;
 * a device the owner signed in on has its own allowance.
 */
export async function requestPasswordReset(services: AuthServices, device: Device, rawEmail: string): Promise<string> {
  const email = validEmail(rawEmail);
  await consume(services.limits.resetRequestsPerIp, device.ip);
  const user = await services.prisma.user.findUnique({ where: { email } });
  // A demo learner has no mailbox and may not set a password: answered as an unknown address.
  if (user && !user.isDemo) {
    const deviceId = await callerDevice(services, device, user.id);
    try {
      await consume(deviceId ? services.limits.resetMailsPerDevice : services.limits.resetMailsPerAccount, deviceId ?? user.id);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      services.logger.info({ userId: user.id }, 'password reset requested again; no new mail within the hour');
      return RESET_REQUESTED_MESSAGE;
    }
    const token = await issueLinkToken(services, user.id, 'reset', RESET_LINK_MINUTES * 60_000);
    await services.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your CISSP Practice account. To choose a new one, open:\n\n${services.config.appUrl}/reset-password?token=${token}\n\nThe link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this message: your password stays as it is.\n`,
    });
  }
  return RESET_REQUESTED_MESSAGE;
}

/**
 * Sets a new password from a reset link. Every session ends, and the learner signs in again,
 * through two-factor when it is on: a reset never bypasses the second factor.
 */
export async function resetPassword(services: AuthServices, input: { token: string; newPassword: string }): Promise<string> {
  if (!input.token.trim()) throw new InputError('Invalid password reset link. No token provided.', 'token');
  const password = validNewPassword(input.newPassword, 'newPassword');
  const row = await redeemLinkToken(services, input.token.trim(), 'reset', 'Failed to reset password. The link may have expired or already been used.');
  const user = await services.prisma.user.update({
    where: { id: row.userId },
    // Following the link proves the address, so it counts as verified.
    data: { passwordHash: await services.passwords.hash(password), passwordChangedAt: new Date(), emailVerifiedAt: new Date() },
  });
  await revokeOtherSessions(services.prisma, user.id, null);
  await services.limits.signInFailuresPerAccount.delete(user.email);
  await services.limits.codeFailuresPerUser.delete(user.id);
  return 'Your password has been reset. Sign in with your new password.';
}

export type SignInOutcome = SignedIn | { kind: 'mfaRequired'; userId: string };

/**
 * Opens a session, or asks for the second factor when the account has one. The challenge is
 * bound to the caller's address (only it may send the codes) and notes a known device, whose
 * wrong codes are counted apart from everyone else's.
 */
export async function completeFirstFactor(services: AuthServices, device: Device, user: User): Promise<SignInOutcome> {
  if (user.mfaEnabled) {
    const deviceId = await callerDevice(services, device, user.id);
    await services.prisma.loginChallenge.create({
      data: { userId: user.id, ip: device.ip, deviceId, expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) },
    });
    return { kind: 'mfaRequired', userId: user.id };
  }
  const issued = await openSession(services.prisma, services.config.jwtSecret, user, { client: device });
  return { kind: 'signedIn', issued, newDeviceCookie: await rememberDevice(services, device, user.id) };
}

/** The password step of sign-in; with two-factor on, it answers with a challenge that the code step completes. */
export async function signInWithPassword(services: AuthServices, device: Device, input: { email: string; password: string }): Promise<SignInOutcome> {
  if (!input.email.trim() || !input.password) throw new InputError('Email and password are required');
  const email = normaliseEmail(input.email);
  await consume(services.limits.signInPerIp, device.ip);
  const user = await services.prisma.user.findUnique({ where: { email } });
  // A device the owner signed in on is limited on its own; unknown devices per address and,
  // all together, per account. Strangers who exhaust the latter never lock out the former.
  const deviceId = user ? await callerDevice(services, device, user.id) : null;
  const failureLimits: [Limit, string][] = deviceId
    ? [[services.limits.signInFailuresPerDevice, deviceId]]
    : [
        [services.limits.signInFailuresPerAccountAndIp, `${email}|${device.ip}`],
        [services.limits.signInFailuresPerAccount, email],
      ];
  for (const [limit, key] of failureLimits) await check(limit, key);

  const valid = await services.passwords.verify(input.password, user?.passwordHash ?? null);
  if (!user || !valid) {
    for (const [limit, key] of failureLimits) await consume(limit, key).catch(() => {});
    throw new InvalidCredentialsError();
  }
  if (!user.emailVerifiedAt) {
    await sendVerification(services, user);
    throw new NotAllowedError('Please verify your email address first. We have sent you a new link.');
  }
  await failureLimits[0][0].delete(failureLimits[0][1]);
  return completeFirstFactor(services, device, user);
}

/**
 * The second step: a current code or an unused backup code for a user whose password (or Google)
 * step succeeded in the last few minutes. Wrong codes are limited per challenge and per user.
 */
export async function signInWithCode(services: AuthServices, device: Device, input: { userId: string; code: string }): Promise<SignedIn> {
  const code = input.code.trim();
  if (!code) throw new InputError('Please enter a valid 6-digit code', 'code');
  await consume(services.limits.codePerIp, device.ip);
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.userId);
  // Only the address that passed the first step may answer its challenge: a stranger who knows
  // the account id cannot spend the owner's attempts.
  const challenge = isUuid
    ? await services.prisma.loginChallenge.findFirst({
        where: {
          userId: input.userId,
          usedAt: null,
          expiresAt: { gt: new Date() },
          attempts: { lt: CHALLENGE_ATTEMPTS },
          OR: [{ ip: device.ip }, { ip: null }],
        },
        orderBy: { createdAt: 'desc' },
        include: { user: true },
      })
    : null;
  if (!challenge) throw new NotAllowedError('Your sign-in has expired. Enter your email and password again.');
  // Wrong codes after a known device's first step count against that device alone.
  const [limit, key]: [Limit, string] = challenge.deviceId
    ? [services.limits.codeFailuresPerDevice, challenge.deviceId]
    : [services.limits.codeFailuresPerUser, challenge.userId];
  await check(limit, key);
  try {
    await acceptCode(services.prisma, services.config.jwtSecret, challenge.user, code, serverNow(services));
  } catch (error) {
    if (error instanceof InvalidCodeError) {
      await services.prisma.loginChallenge.update({ where: { id: challenge.id }, data: { attempts: { increment: 1 } } });
      await consume(limit, key).catch(() => {});
    }
    throw error;
  }
  const { count } = await services.prisma.loginChallenge.updateMany({ where: { id: challenge.id, usedAt: null }, data: { usedAt: new Date() } });
  if (count === 0) throw new NotAllowedError('Your sign-in has expired. Enter your email and password again.');
  const issued = await openSession(services.prisma, services.config.jwtSecret, challenge.user, { viaMfa: true, client: device });
  return { kind: 'signedIn', issued, newDeviceCookie: await rememberDevice(services, device, challenge.userId) };
}

/** Signs a visitor in as a new throwaway learner of their own (limited per address: each one is a new account). */
export async function signInAsDemo(services: AuthServices, device: Device): Promise<SignedIn> {
  if (!services.config.demoLogin) throw new UnavailableError('Demo authentication failed. Please try again.');
  await consume(services.limits.demoSignInsPerIp, device.ip);
  const user = await createDemoLearner(services.prisma);
  return { kind: 'signedIn', issued: await openSession(services.prisma, services.config.jwtSecret, user, { client: device }), newDeviceCookie: null };
}

/** Checks the current password for a sensitive change; the spec's message when it is wrong. */
export async function confirmPassword(services: AuthServices, device: Device, user: User, password: string): Promise<void> {
  if (!password) throw new InputError('Please enter your current password', 'password');
  await consume(services.limits.signInPerIp, device.ip);
  if (!(await services.passwords.verify(password, user.passwordHash))) throw new InvalidCredentialsError('Incorrect password. Please try again.');
}

export async function changePassword(
  services: AuthServices,
  device: Device,
  user: User,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  if (user.isDemo) throw new NotAllowedError(DEMO_RESTRICTED);
  // An account made with Google has no password yet and may set one.
  if (user.passwordHash) await confirmPassword(services, device, user, input.currentPassword);
  const password = validNewPassword(input.newPassword, 'newPassword');
  await services.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await services.passwords.hash(password), passwordChangedAt: new Date() } });
  // Other devices must sign in again with the new password.
  await revokeOtherSessions(services.prisma, user.id, device.sessionId);
  return 'Your password has been changed.';
}
