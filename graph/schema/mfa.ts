import { confirmPassword } from '../auth/accounts.ts';
import { InvalidCodeError } from '../auth/errors.ts';
import { consume, check } from '../auth/limits.ts';
import { acceptCode, disable, enable, regenerateBackupCodes, remainingBackupCodes, startSetup, type TotpAlgorithm } from '../auth/mfa.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { ACCOUNT_ERRORS } from './auth.ts';
import { InputError } from './errors.ts';

const TotpAlgorithmEnum = builder.enumType('TotpAlgorithm', {
  description: 'SHA256 as the web app asks; SHA1 for authenticator apps that compute only SHA-1.',
  values: ['SHA1', 'SHA256'] as const,
});

const result = (name: string) => ({ types: ACCOUNT_ERRORS, directResult: true, union: { name } }) as const;

const TwoFactorSetup = builder.objectRef<{ secret: string; uri: string; algorithm: TotpAlgorithm }>('TwoFactorSetup').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, for typing into an authenticator app.' }),
    uri: t.exposeString('uri', { description: 'otpauth:// URI for the QR code.' }),
    algorithm: t.expose('algorithm', { type: TotpAlgorithmEnum }),
  }),
});

const BackupCodes = builder.objectRef<{ backupCodes: string[]; remainingCount: number }>('BackupCodesPayload').implement({
  description: 'New backup codes: shown once, stored only as hashes.',
  fields: (t) => ({ backupCodes: t.exposeStringList('backupCodes'), remainingCount: t.exposeInt('remainingCount') }),
});

const TwoFactorStatus = builder.objectRef<{ enabled: boolean; remainingBackupCodes: number }>('TwoFactorStatus').implement({
  fields: (t) => ({ enabled: t.exposeBoolean('enabled'), remainingBackupCodes: t.exposeInt('remainingBackupCodes') }),
});

const codeInput = builder.inputType('TwoFactorCodeInput', { fields: (f) => ({ code: f.string({ required: true }) }) });
const codeAndPasswordInput = builder.inputType('TwoFactorCodeAndPasswordInput', {
  fields: (f) => ({ code: f.string({ required: true }), password: f.string({ required: true }) }),
});

/** Disable and regenerate need the current password and a code (spec 5); wrong codes are limited. */
async function confirmPasswordAndCode(ctx: Context, input: { code: string; password: string }) {
  const user = ctx.viewer!;
  if (!input.password) throw new InputError('Please enter your current password', 'password');
  if (!/^\d{6}$/.test(input.code.trim()) && input.code.trim().length < 10) throw new InputError('Please enter a valid 6-digit code', 'code');
  await check(ctx.limits.codeFailuresPerUser, user.id);
  await confirmPassword(ctx, user, input.password);
  try {
    await acceptCode(ctx.prisma, ctx.config.jwtSecret, user, input.code);
  } catch (error) {
    if (error instanceof InvalidCodeError) await consume(ctx.limits.codeFailuresPerUser, user.id).catch(() => {});
    throw error;
  }
}

builder.mutationFields((t) => ({
  startTwoFactorSetup: t.field({
    type: TwoFactorSetup,
    authScopes: { loggedIn: true },
    description: 'Step 1 of setup: a new secret and its QR code URI.',
    errors: result('StartTwoFactorSetupResult'),
    args: {
      input: t.arg({
        type: builder.inputType('StartTwoFactorSetupInput', { fields: (f) => ({ algorithm: f.field({ type: TotpAlgorithmEnum, defaultValue: 'SHA256' }) }) }),
      }),
    },
    resolve: (_root, { input }, ctx) => startSetup(ctx.prisma, ctx.viewer!, (input?.algorithm ?? 'SHA256') as TotpAlgorithm),
  }),
  enableTwoFactor: t.field({
    type: BackupCodes,
    authScopes: { loggedIn: true },
    description: 'Step 2: confirms the secret with a current code and turns two-factor on. Returns the backup codes (step 3).',
    errors: result('EnableTwoFactorResult'),
    args: { input: t.arg({ required: true, type: codeInput }) },
    resolve: async (_root, { input }, ctx) => {
      if (!/^\d{6}$/.test(input.code.trim())) throw new InputError('Please enter a valid 6-digit code', 'code');
      await check(ctx.limits.codeFailuresPerUser, ctx.viewer!.id);
      try {
        const backupCodes = await enable(ctx.prisma, ctx.config.jwtSecret, ctx.viewer!, input.code.trim());
        return { backupCodes, remainingCount: backupCodes.length };
      } catch (error) {
        if (error instanceof InvalidCodeError) await consume(ctx.limits.codeFailuresPerUser, ctx.viewer!.id).catch(() => {});
        throw error;
      }
    },
  }),
  disableTwoFactor: t.field({
    type: TwoFactorStatus,
    authScopes: { loggedIn: true },
    errors: result('DisableTwoFactorResult'),
    args: { input: t.arg({ required: true, type: codeAndPasswordInput }) },
    resolve: async (_root, { input }, ctx) => {
      await confirmPasswordAndCode(ctx, input);
      await disable(ctx.prisma, ctx.viewer!);
      return { enabled: false, remainingBackupCodes: 0 };
    },
  }),
  regenerateBackupCodes: t.field({
    type: BackupCodes,
    authScopes: { loggedIn: true },
    errors: result('RegenerateBackupCodesResult'),
    args: { input: t.arg({ required: true, type: codeAndPasswordInput }) },
    resolve: async (_root, { input }, ctx) => {
      await confirmPasswordAndCode(ctx, input);
      const backupCodes = await regenerateBackupCodes(ctx.prisma, ctx.config.jwtSecret, ctx.viewer!);
      return { backupCodes, remainingCount: backupCodes.length };
    },
  }),
}));

builder.prismaObjectField('User', 'twoFactor', (t) =>
  t.field({
    type: TwoFactorStatus,
    resolve: async (user, _args, ctx) => ({
      enabled: user.mfaEnabled,
      remainingBackupCodes: user.mfaEnabled ? await remainingBackupCodes(ctx.prisma, user.id) : 0,
    }),
  }),
);
