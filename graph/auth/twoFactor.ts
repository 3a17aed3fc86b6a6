/**
 * Two-factor management by the signed-in learner: setup (secret, then a code to turn it on),
 * turning it off and new backup codes. Turning off and new codes need the current password and a
 * code; wrong codes are counted per learner and limited.
 */
import { serverNow } from '../services.ts';
import { InputError } from '../errors.ts';
import type { User } from '../generated/prisma/client.ts';
import { confirmPassword } from './accounts.ts';
import type { AuthServices, Device } from './device.ts';
import { InvalidCodeError } from './errors.ts';
import { check, consume } from './limits.ts';
import { acceptCode, disable, enable, regenerateBackupCodes as newBackupCodes, startSetup, type TotpAlgorithm } from './mfa.ts';

const SIX_DIGITS = /^\d{6}$/;
const INVALID_CODE_FORMAT = 'Please enter a valid 6-digit code';

/** Runs a code check, counting a wrong code against the learner's limit. */
async function countingWrongCodes<T>(services: AuthServices, user: User, attempt: () => Promise<T>): Promise<T> {
  await check(services.limits.codeFailuresPerUser, user.id);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof InvalidCodeError) await consume(services.limits.codeFailuresPerUser, user.id).catch(() => {});
    throw error;
  }
}

/** Step 1: a new secret and its otpauth:// URI; nothing changes until step 2. */
export function startTwoFactorSetup(services: AuthServices, user: User, algorithm: TotpAlgorithm) {
  return startSetup(services.prisma, user, algorithm);
}

/** Step 2: a current code confirms the secret and turns two-factor on; returns the backup codes (shown once). */
export async function enableTwoFactor(services: AuthServices, user: User, rawCode: string): Promise<string[]> {
  const code = rawCode.trim();
  if (!SIX_DIGITS.test(code)) throw new InputError(INVALID_CODE_FORMAT, 'code');
  return countingWrongCodes(services, user, () => enable(services.prisma, services.config.jwtSecret, user, code, serverNow(services)));
}

/** Turning off and new backup codes need the current password and a code (an authenticator's or a backup code). */
async function confirmPasswordAndCode(services: AuthServices, device: Device, user: User, input: { code: string; password: string }) {
  if (!input.password) throw new InputError('Please enter your current password', 'password');
  const code = input.code.trim();
  if (!SIX_DIGITS.test(code) && code.length < 10) throw new InputError(INVALID_CODE_FORMAT, 'code');
  await countingWrongCodes(services, user, async () => {
    await confirmPassword(services, device, user, input.password);
    await acceptCode(services.prisma, services.config.jwtSecret, user, code, serverNow(services));
  });
}

export async function disableTwoFactor(services: AuthServices, device: Device, user: User, input: { code: string; password: string }): Promise<void> {
  await confirmPasswordAndCode(services, device, user, input);
  await disable(services.prisma, user);
}

/** Replaces every backup code; returns the new ones (shown once). */
export async function regenerateBackupCodes(services: AuthServices, device: Device, user: User, input: { code: string; password: string }): Promise<string[]> {
  await confirmPasswordAndCode(services, device, user, input);
  return newBackupCodes(services.prisma, services.config.jwtSecret, user);
}
