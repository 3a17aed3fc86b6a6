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
 * the rows go in the same statement. The device's refresh cookie is cleared.
 */
import { randomInt } from 'node:crypto';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { type Context, serverNow } from '../context.ts';
import { InputError } from '../errors.ts';
import type { User } from '../generated/prisma/client.ts';
import { confirmPassword } from '../auth/accounts.ts';
import { clearedCookieOptions, REFRESH_COOKIE } from '../auth/cookies.ts';
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

/** The code's hash names its owner too, so two learners given the same 6 digits never collide. */
const deletionCodeHash = (userId: string, code: string) => hashToken(`${DELETION_PURPOSE}:${userId}:${code}`);

/** How this account proves it is the owner: password, emailCode or nothing (demo); plus twoFactor. */
export function deletionProof(user: Pick<User, 'isDemo' | 'passwordHash' | 'mfaEnabled'>): { method: 'password' | 'emailCode' | 'none'; twoFactor: boolean } {
  if (user.isDemo) return { method: 'none', twoFactor: false };
  return { method: user.passwordHash ? 'password' : 'emailCode', twoFactor: user.mfaEnabled };
}

/** E-mails a single-use code to an account without a password; a new code replaces the old. */
export async function requestAccountDeletionCode(ctx: Context, user: User): Promise<string> {
  if (deletionProof(user).method !== 'emailCode') throw new NotAllowedError('Confirm the deletion with your password instead.');
  await consume(ctx.limits.resetMailsPerAccount, `delete:${user.id}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.prisma.$transaction([
    ctx.prisma.emailToken.updateMany({ where: { userId: user.id, purpose: DELETION_PURPOSE, usedAt: null }, data: { usedAt: new Date() } }),
    ctx.prisma.emailToken.create({
      data: { userId: user.id, purpose: DELETION_PURPOSE, tokenHash: deletionCodeHash(user.id, code), expiresAt: new Date(Date.now() + DELETION_CODE_MINUTES * 60_000) },
    }),
  ]);
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your code to delete your account',
    text: `Hello ${user.name},\n\nSomeone signed in to your CISSP Practice account asked to delete it. To confirm, enter this code:\n\n${code}\n\nIt works once and expires in ${DELETION_CODE_MINUTES} minutes. If it was not you, do not share the code, and sign out of your other devices in Settings.\n`,
  });
  return DELETION_CODE_SENT_MESSAGE;
}

/** Counts a wrong code (two-factor or e-mailed) against the learner's limit. */
async function countingWrongCodes(ctx: Context, user: User, attempt: () => Promise<void>): Promise<void> {
  await check(ctx.limits.codeFailuresPerUser, user.id);
  try {
    await attempt();
  } catch (error) {
    if (error instanceof InvalidCodeError) await consume(ctx.limits.codeFailuresPerUser, user.id).catch(() => {});
    throw error;
  }
}

async function acceptEmailCode(ctx: Context, user: User, code: string): Promise<void> {
  const { count } = await ctx.prisma.emailToken.updateMany({
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
async function confirmOwner(ctx: Context, user: User, input: DeleteAccountInput): Promise<void> {
  const proof = deletionProof(user);
  const twoFactorCode = input.twoFactorCode?.trim() ?? '';
  if (proof.twoFactor && !/^\d{6}$/.test(twoFactorCode) && twoFactorCode.length < 10) {
    throw new InputError('Please enter a valid 6-digit code', 'twoFactorCode');
  }
  if (proof.method === 'password') {
    await confirmPassword(ctx, user, input.password ?? '');
  } else if (proof.method === 'emailCode') {
    const emailCode = input.emailCode?.trim() ?? '';
    if (!/^\d{6}$/.test(emailCode)) throw new InputError('Enter the 6-digit code we e-mailed you.', 'emailCode');
    await countingWrongCodes(ctx, user, () => acceptEmailCode(ctx, user, emailCode));
  }
  if (proof.twoFactor) {
    await countingWrongCodes(ctx, user, async () => {
      await acceptCode(ctx.prisma, ctx.config.jwtSecret, user, twoFactorCode, serverNow(ctx));
    });
  }
}

/**
 * Forgets the counts kept under the account: its id, its address and its tokens. Those per
 * address and IP name the account too; where the database keeps the counts they are found by
 * their prefix, in memory they expire within their window.
 */
async function forgetLimits(ctx: Context, user: User, tokenIds: string[]): Promise<void> {
  const keyed: [Limit, string][] = [
    [ctx.limits.signInFailuresPerAccount, user.email],
    [ctx.limits.codeFailuresPerUser, user.id],
    [ctx.limits.resetMailsPerAccount, user.id],
    [ctx.limits.resetMailsPerAccount, `delete:${user.id}`],
    [ctx.limits.accountExportsPerUser, user.id],
    ...tokenIds.map((id): [Limit, string] => [ctx.apiTokenLimiter, id]),
  ];
  await Promise.all(keyed.map(([limit, key]) => limit.delete(key)));
  const perAddressAndIp = ctx.limits.signInFailuresPerAccountAndIp;
  if (perAddressAndIp instanceof RateLimiterPostgres) {
    await ctx.prisma.$executeRawUnsafe(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE starts_with(key, $1)`, perAddressAndIp.getKey(`${user.email}|`));
  }
}

/** Deletes the viewer's account and every row of their data, and ends this device's session. */
export async function deleteAccount(ctx: Context, user: User, input: DeleteAccountInput): Promise<string> {
  if (ctx.apiToken) throw new NotAllowedError('An API token cannot delete an account.');
  await confirmOwner(ctx, user, input);

  const subscription = await viewerSubscription(ctx, user);
  if (subscription && entitles(subscription)) {
    // At once, not at the period's end: there will be no account to serve. A provider failure
    // (BillingProviderError) stops here, before anything is deleted.
    await cancelSubscription(ctx, user, true);
  }

  const tokens = await ctx.prisma.apiToken.findMany({ where: { userId: user.id }, select: { id: true } });
  // The learner's answers may be in flight: their transactions and the cascade lock the same rows
  // in different orders, and PostgreSQL ends a deadlock by rolling one back. Run it again then.
  // A deletion that finds the account already gone (a second click) has nothing left to do.
  await retryingConflicts(() => ctx.prisma.user.deleteMany({ where: { id: user.id } }));
  await forgetLimits(ctx, user, tokens.map((token) => token.id)).catch((error: unknown) =>
    ctx.logger.warn({ err: error }, 'could not clear the limits of a deleted account'),
  );
  ctx.logger.info({ userId: user.id }, 'account deleted by its owner');

  ctx.setCookie(REFRESH_COOKIE, '', clearedCookieOptions(ctx.config.production));
  ctx.viewer = null;
  ctx.sessionId = null;
  return ACCOUNT_DELETED_MESSAGE;
}
