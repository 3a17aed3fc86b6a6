/**
 * Deleting an account (privacy policy, terms: "You can delete your account at any time").
 *
 * The rule for proving it is the owner (documented in README, "Account data"):
 * - an account with a password: the current password, and a current two-factor code (or an
 *   unused backup code) when two-factor is on;
 * - an account without a password (made with Google): a 6-digit code e-mailed to its address by
 *   requestAccountDeletionCode (valid 15 minutes, single use; wrong codes count against the
 *   learner's code limit), and a two-factor code when two-factor is on;
 * - a demo learner: nothing more (it has no password or address and is a throwaway learner
 *   deleted after a day idle anyway); its own session is the proof.
 *
 * Then an active paid subscription is cancelled at once with the billing service (a live one at
 * Stripe: when Stripe refuses, nothing is deleted, so no one is charged for a deleted account),
 * and the user row is deleted: every table of learner data references it ON DELETE CASCADE, so
 * the rows go in the same statement. The schema layer then signs this device out (its refresh
 * cookie is cleared).
 */
import { randomInt } from 'node:crypto';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { type AppServices, serverNow } from '../services.ts';
import { InputError } from '../errors.ts';
import type { User } from '../generated/prisma/client.ts';
import { confirmPassword } from '../auth/accounts.ts';
import type { AuthServices, Device } from '../auth/device.ts';
import { InvalidCodeError, NotAllowedError } from '../auth/errors.ts';
import { check, consume, type Limit, RATE_LIMIT_TABLE } from '../auth/limits.ts';
import { acceptCode } from '../auth/mfa.ts';
import { hashToken } from '../auth/sessions.ts';
import { cancelSubscription, viewerSubscription } from '../billing/subscriptions.ts';
import { entitles } from '../billing/plans.ts';
import { retryingConflicts } from '../db/errors.ts';

const DELETION_CODE_MINUTES = 15;
export const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted.';
const DELETION_CODE_SENT_MESSAGE = 'We have e-mailed you a code to confirm the deletion. It expires in 15 minutes.';
const DELETION_PURPOSE = 'delete';

/** What a deletion needs: the auth services, and the API tokens' limiter to forget their counts. */
export type DeletionServices = AuthServices & Pick<AppServices, 'apiTokenLimiter'>;

/** The code's hash names its owner too, so two learners given the same 6 digits never collide. */
const deletionCodeHash = (userId: string, code: string) => hashToken(`${DELETION_PURPOSE}:${userId}:${code}`);

/** How this account proves it is the owner: password, emailCode or nothing (demo); plus twoFactor. */
export function deletionProof(user: Pick<User, 'isDemo' | 'passwordHash' | 'mfaEnabled'>): { method: 'password' | 'emailCode' | 'none'; twoFactor: boolean } {
  if (user.isDemo) return { method: 'none', twoFactor: false };
  return { method: user.passwordHash ? 'password' : 'emailCode', twoFactor: user.mfaEnabled };
}

/** E-mails a single-use code to an account without a password; a new code replaces the old. */
export async function requestAccountDeletionCode(services: Pick<AuthServices, 'prisma' | 'mailer' | 'limits'>, user: User): Promise<string> {
  if (deletionProof(user).method !== 'emailCode') throw new NotAllowedError('Confirm the deletion with your password instead.');
  await consume(services.limits.resetMailsPerAccount, `delete:${user.id}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await services.prisma.$transaction([
    services.prisma.emailToken.updateMany({ where: { userId: user.id, purpose: DELETION_PURPOSE, usedAt: null }, data: { usedAt: new Date() } }),
    services.prisma.emailToken.create({
      data: {
        userId: user.id,
        purpose: DELETION_PURPOSE,
        tokenHash: deletionCodeHash(user.id, code),
        expiresAt: new Date(Date.now() + DELETION_CODE_MINUTES * 60_000),
      },
    }),
  ]);
  await services.mailer.send({
    to: user.email,
    subject: 'Your code to delete your account',
    text: `Hello ${user.name},\n\nSomeone signed in to your CISSP Practice account asked to delete it. To confirm, enter this code:\n\n${code}\n\nIt works once and expires in ${DELETION_CODE_MINUTES} minutes. If it was not you, do not share the code, and sign out of your other devices in Settings.\n`,
  });
  return DELETION_CODE_SENT_MESSAGE;
}

/** Counts a wrong code (two-factor or e-mailed) against the learner's limit. */
async function countingWrongCodes(services: Pick<AuthServices, 'limits'>, user: User, attempt: () => Promise<void>): Promise<void> {
  await check(services.limits.codeFailuresPerUser, user.id);
  try {
    await attempt();
  } catch (error) {
    if (error instanceof InvalidCodeError) await consume(services.limits.codeFailuresPerUser, user.id).catch(() => {});
    throw error;
  }
}

async function acceptEmailCode(services: Pick<AuthServices, 'prisma'>, user: User, code: string): Promise<void> {
  const { count } = await services.prisma.emailToken.updateMany({
    where: { userId: user.id, purpose: DELETION_PURPOSE, tokenHash: deletionCodeHash(user.id, code), usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (count !== 1) throw new InvalidCodeError('That code is wrong or has expired. Ask for a new one.');
}

export interface DeleteAccountInput {
  password?: string | null;
  /** A current two-factor code or an unused backup code, when two-factor is on. */
  twoFactorCode?: string | null;
  /** The code e-mailed by requestAccountDeletionCode (accounts without a password). */
  emailCode?: string | null;
}

/** Proves ownership as the rule above says; throws the typed error of the first failing step. */
async function confirmOwner(services: AuthServices, device: Device, user: User, input: DeleteAccountInput): Promise<void> {
  const proof = deletionProof(user);
  const twoFactorCode = input.twoFactorCode?.trim() ?? '';
  if (proof.twoFactor && !/^\d{6}$/.test(twoFactorCode) && twoFactorCode.length < 10) {
    throw new InputError('Please enter a valid 6-digit code', 'twoFactorCode');
  }
  if (proof.method === 'password') {
    await confirmPassword(services, device, user, input.password ?? '');
  } else if (proof.method === 'emailCode') {
    const emailCode = input.emailCode?.trim() ?? '';
    if (!/^\d{6}$/.test(emailCode)) throw new InputError('Enter the 6-digit code we e-mailed you.', 'emailCode');
    await countingWrongCodes(services, user, () => acceptEmailCode(services, user, emailCode));
  }
  if (proof.twoFactor) {
    await countingWrongCodes(services, user, async () => {
      await acceptCode(services.prisma, services.config.jwtSecret, user, twoFactorCode, serverNow(services));
    });
  }
}

/**
 * Forgets the counts kept under the account: its id, its address and its tokens. Those per
 * address and IP name the account too; where the database keeps the counts they are found by
 * their prefix, in memory they expire within their window.
 */
async function forgetLimits(services: DeletionServices, user: User, tokenIds: string[]): Promise<void> {
  const keyed: [Limit, string][] = [
    [services.limits.signInFailuresPerAccount, user.email],
    [services.limits.codeFailuresPerUser, user.id],
    [services.limits.resetMailsPerAccount, user.id],
    [services.limits.resetMailsPerAccount, `delete:${user.id}`],
    [services.limits.accountExportsPerUser, user.id],
    ...tokenIds.map((id): [Limit, string] => [services.apiTokenLimiter, id]),
  ];
  await Promise.all(keyed.map(([limit, key]) => limit.delete(key)));
  const perAddressAndIp = services.limits.signInFailuresPerAccountAndIp;
  if (perAddressAndIp instanceof RateLimiterPostgres) {
    await services.prisma.$executeRawUnsafe(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE starts_with(key, $1)`, perAddressAndIp.getKey(`${user.email}|`));
  }
}

/** Deletes the viewer's account and every row of their data (the caller then signs this device out). */
export async function deleteAccount(services: DeletionServices, device: Device, user: User, input: DeleteAccountInput): Promise<string> {
  if (device.viaApiToken) throw new NotAllowedError('An API token cannot delete an account.');
  await confirmOwner(services, device, user, input);

  const subscription = await viewerSubscription(services, user);
  if (subscription && entitles(subscription)) {
    // At once, not at the period's end: there will be no account to serve. A provider failure
    // (BillingProviderError) stops here, before anything is deleted.
    await cancelSubscription(services, user, true);
  }

  const tokens = await services.prisma.apiToken.findMany({ where: { userId: user.id }, select: { id: true } });
  // The learner's answers may be in flight: their transactions and the cascade lock the same rows
  // in different orders, and PostgreSQL ends a deadlock by rolling one back. Run it again then.
  // A deletion that finds the account already gone (a second click) has nothing left to do.
  await retryingConflicts(() => services.prisma.user.deleteMany({ where: { id: user.id } }));
  await forgetLimits(
    services,
    user,
    tokens.map((token) => token.id),
  ).catch((error: unknown) => services.logger.warn({ err: error }, 'could not clear the limits of a deleted account'));
  services.logger.info({ userId: user.id }, 'account deleted by its owner');
  return ACCOUNT_DELETED_MESSAGE;
}
