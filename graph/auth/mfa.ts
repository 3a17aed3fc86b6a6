import { createHmac, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { PrismaClient, User } from '../generated/prisma/client.ts';
import { DEMO_RESTRICTED } from './demo.ts';
import { InvalidCodeError, NotAllowedError, TwoFactorAlreadyEnabledError } from './errors.ts';

const ISSUER = 'CISSP Practice';
const BACKUP_CODE_COUNT = 10;
export type TotpAlgorithm = 'SHA1' | 'SHA256';

const otpAlgorithm = (a: string | null) => (a === 'SHA256' ? 'sha256' : 'sha1') as 'sha1' | 'sha256';

/** Backup codes are random, so a keyed hash is enough; the key keeps a database dump useless alone. */
export const hashBackupCode = (secret: Uint8Array, code: string) => createHmac('sha256', secret).update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread
function newBackupCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Step 1: a new secret and its otpauth:// URI for the QR code; not active until confirmed. */
export async function startSetup(prisma: PrismaClient, user: User, algorithm: TotpAlgorithm) {
  if (user.isDemo) throw new NotAllowedError(DEMO_RESTRICTED);
  if (user.mfaEnabled) throw new TwoFactorAlreadyEnabledError();
  const secret = generateSecret();
  await prisma.user.update({ where: { id: user.id }, data: { mfaPendingSecret: secret, mfaPendingAlgorithm: algorithm } });
  const uri = generateURI({ issuer: ISSUER, label: user.email, secret, algorithm: otpAlgorithm(algorithm), digits: 6, period: 30 });
  return { secret, uri, algorithm };
}

/** Checks a 6-digit code against a secret at the time `now`, refusing a time step already used. */
async function checkTotp(secret: string, algorithm: string | null, code: string, lastTimeStep: number | null, now: Date) {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    algorithm: otpAlgorithm(algorithm),
    digits: 6,
    period: 30,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
  }).catch(() => null);
  return result?.valid ? ((result as { timeStep?: number }).timeStep ?? null) : null;
}

async function newBackupCodes(prisma: PrismaClient, key: Uint8Array, userId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await prisma.$transaction([
    prisma.backupCode.deleteMany({ where: { userId } }),
    prisma.backupCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashBackupCode(key, code) })) }),
  ]);
  return codes;
}

/** Step 2: confirms the pending secret with a code and turns two-factor on; returns the backup codes (shown once). */
export async function enable(prisma: PrismaClient, key: Uint8Array, user: User, code: string, now = new Date()): Promise<string[]> {
  if (user.isDemo) throw new NotAllowedError(DEMO_RESTRICTED);
  if (user.mfaEnabled) throw new TwoFactorAlreadyEnabledError();
  if (!user.mfaPendingSecret) throw new NotAllowedError('Start two-factor setup first.');
  const step = await checkTotp(user.mfaPendingSecret, user.mfaPendingAlgorithm, code, null, now);
  if (step === null) throw new InvalidCodeError();
  const updated = await prisma.user.updateMany({
    where: { id: user.id, mfaEnabled: false },
    data: {
      mfaEnabled: true,
      mfaSecret: user.mfaPendingSecret,
      mfaAlgorithm: user.mfaPendingAlgorithm,
      mfaPendingSecret: null,
      mfaPendingAlgorithm: null,
      mfaLastTimeStep: step,
    },
  });
  if (updated.count === 0) throw new TwoFactorAlreadyEnabledError();
  return newBackupCodes(prisma, key, user.id);
}

/**
 * Accepts a current TOTP code once (a replay within its window is refused) or an unused backup
 * code. Returns how it was accepted; throws InvalidCodeError otherwise. `now` is the server's clock
 * (serverNow), which tests move to the next window instead of waiting for it.
 */
export async function acceptCode(prisma: PrismaClient, key: Uint8Array, user: User, code: string, now = new Date()): Promise<'totp' | 'backup'> {
  const trimmed = code.trim();
  if (user.mfaSecret && /^\d{6}$/.test(trimmed)) {
    const step = await checkTotp(user.mfaSecret, user.mfaAlgorithm, trimmed, user.mfaLastTimeStep, now);
    if (step !== null) {
      // Record the step only if no other request used it or a later one first.
      const { count } = await prisma.user.updateMany({
        where: { id: user.id, OR: [{ mfaLastTimeStep: null }, { mfaLastTimeStep: { lt: step } }] },
        data: { mfaLastTimeStep: step },
      });
      if (count === 1) return 'totp';
    }
    throw new InvalidCodeError();
  }
  const codeHash = hashBackupCode(key, trimmed);
  const { count } = await prisma.backupCode.updateMany({ where: { userId: user.id, codeHash, usedAt: null }, data: { usedAt: new Date() } });
  if (count === 1) return 'backup';
  throw new InvalidCodeError();
}

export async function regenerateBackupCodes(prisma: PrismaClient, key: Uint8Array, user: User): Promise<string[]> {
  if (!user.mfaEnabled) throw new NotAllowedError('Two-factor authentication is not enabled.');
  return newBackupCodes(prisma, key, user.id);
}

export async function disable(prisma: PrismaClient, user: User): Promise<void> {
  await prisma.$transaction([
    prisma.user.update({
      where: { id: user.id },
      data: { mfaEnabled: false, mfaSecret: null, mfaAlgorithm: null, mfaPendingSecret: null, mfaPendingAlgorithm: null, mfaLastTimeStep: null },
    }),
    prisma.backupCode.deleteMany({ where: { userId: user.id } }),
  ]);
}

export async function remainingBackupCodes(prisma: PrismaClient, userId: string): Promise<number> {
  return prisma.backupCode.count({ where: { userId, usedAt: null } });
}
