/**
 * One-click unsubscribe (RFC 8058): every reminder carries a link with a token that names the
 * learner and the kind of mail, signed with the server's key, so the link unsubscribes without a
 * sign-in. It does not expire: an old e-mail's link must still work.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const REMINDER_KINDS = ['weekly', 'daily', 'review'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The user column each kind's switch is kept in. */
export const SWITCH_OF: Record<ReminderKind, 'notifyWeeklyProgress' | 'notifyDailyReminder' | 'notifyReviewDue'> = {
  weekly: 'notifyWeeklyProgress',
  daily: 'notifyDailyReminder',
  review: 'notifyReviewDue',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function mac(key: Uint8Array, payload: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${payload}`).digest().subarray(0, 18);
}

export function unsubscribeToken(key: Uint8Array, userId: string, kind: ReminderKind): string {
  const payload = `${userId}.${kind}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

/** The learner and kind a token names, or null for anything not signed by this server. */
export function readUnsubscribeToken(key: Uint8Array, token: unknown): { userId: string; kind: ReminderKind } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind] = payload.split('.');
  if (!UUID.test(userId ?? '') || !REMINDER_KINDS.includes(kind as ReminderKind)) return null;
  return { userId, kind: kind as ReminderKind };
}
