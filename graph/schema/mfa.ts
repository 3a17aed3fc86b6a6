/**
 * Everything the API says about two-factor management: setup, turning it off, backup codes and
 * the viewer's two-factor status. The rules live in graph/auth/twoFactor.ts; payloads that change
 * the viewer carry it.
 */
import { InvalidCodeError, InvalidCredentialsError, NotAllowedError, TwoFactorAlreadyEnabledError } from '../auth/errors.ts';
import { RateLimitedError } from '../auth/limits.ts';
import { remainingBackupCodes, type TotpAlgorithm } from '../auth/mfa.ts';
import { disableTwoFactor, enableTwoFactor, regenerateBackupCodes, startTwoFactorSetup } from '../auth/twoFactor.ts';
import { builder } from '../builder.ts';
import { InputError } from '../errors.ts';
import { resultOf } from './errors.ts';
import { deviceOf } from './session.ts';
import { type ViewerChange, viewerPayload } from './users.ts';

const TotpAlgorithmEnum = builder.enumType('TotpAlgorithm', {
  description: 'SHA256 as the web app asks; SHA1 for authenticator apps that compute only SHA-1.',
  values: ['SHA1', 'SHA256'] as const,
});

const TwoFactorSetup = builder.objectRef<{ secret: string; uri: string; algorithm: TotpAlgorithm }>('TwoFactorSetup').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, for typing into an authenticator app.' }),
    uri: t.exposeString('uri', { description: 'otpauth:// URI for the QR code.' }),
    algorithm: t.expose('algorithm', { type: TotpAlgorithmEnum }),
  }),
});

const BackupCodes = viewerPayload<ViewerChange & { backupCodes: string[] }>(
  'BackupCodesPayload',
  'New backup codes: shown once, stored only as hashes. The viewer carries the new two-factor status.',
  (t) => ({
    backupCodes: t.exposeStringList('backupCodes'),
    remainingCount: t.int({ resolve: (payload: { backupCodes: string[] }) => payload.backupCodes.length }),
  }),
);

const DisableTwoFactorPayload = viewerPayload<ViewerChange>('DisableTwoFactorPayload', 'Two-factor is off: the viewer carries the new status.');

// The count is read only when asked for: the app's session query selects `enabled` alone.
const TwoFactorStatus = builder.objectRef<{ userId: string; enabled: boolean }>('TwoFactorStatus').implement({
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'Whether sign-in asks for a second factor (the REST bodies call it mfa_enabled).' }),
    remainingBackupCodes: t.int({ resolve: async (status, _args, ctx) => (status.enabled ? await remainingBackupCodes(ctx.prisma, status.userId) : 0) }),
  }),
});

const codeInput = builder.inputType('TwoFactorCodeInput', { fields: (f) => ({ code: f.string({ required: true }) }) });
const codeAndPasswordInput = builder.inputType('TwoFactorCodeAndPasswordInput', {
  fields: (f) => ({ code: f.string({ required: true }), password: f.string({ required: true }) }),
});

const PASSWORD_AND_CODE_ERRORS = [InputError, RateLimitedError, InvalidCredentialsError, InvalidCodeError];

builder.mutationFields((t) => {
  const signedIn = t.withAuth({ loggedIn: true });
  return {
    startTwoFactorSetup: signedIn.field({
      type: TwoFactorSetup,
      description: 'Step 1 of setup: a new secret and its QR code URI.',
      errors: resultOf('StartTwoFactorSetupResult', [TwoFactorAlreadyEnabledError, NotAllowedError]),
      args: {
        input: t.arg({
          type: builder.inputType('StartTwoFactorSetupInput', { fields: (f) => ({ algorithm: f.field({ type: TotpAlgorithmEnum, defaultValue: 'SHA256' }) }) }),
        }),
      },
      resolve: (_root, { input }, ctx) => startTwoFactorSetup(ctx, ctx.viewer, (input?.algorithm ?? 'SHA256') as TotpAlgorithm),
    }),
    enableTwoFactor: signedIn.field({
      type: BackupCodes,
      description: 'Step 2: confirms the secret with a current code and turns two-factor on. Returns the backup codes (step 3).',
      errors: resultOf('EnableTwoFactorResult', [InputError, RateLimitedError, InvalidCodeError, NotAllowedError, TwoFactorAlreadyEnabledError]),
      args: { input: t.arg({ required: true, type: codeInput }) },
      resolve: async (_root, { input }, ctx) => ({ userId: ctx.viewer.id, backupCodes: await enableTwoFactor(ctx, ctx.viewer, input.code) }),
    }),
    disableTwoFactor: signedIn.field({
      type: DisableTwoFactorPayload,
      description: 'Turns two-factor off; needs the current password and a code.',
      errors: resultOf('DisableTwoFactorResult', PASSWORD_AND_CODE_ERRORS),
      args: { input: t.arg({ required: true, type: codeAndPasswordInput }) },
      resolve: async (_root, { input }, ctx) => {
        await disableTwoFactor(ctx, deviceOf(ctx), ctx.viewer, input);
        return { userId: ctx.viewer.id };
      },
    }),
    regenerateBackupCodes: signedIn.field({
      type: BackupCodes,
      description: 'Replaces every backup code; needs the current password and a code.',
      errors: resultOf('RegenerateBackupCodesResult', [...PASSWORD_AND_CODE_ERRORS, NotAllowedError]),
      args: { input: t.arg({ required: true, type: codeAndPasswordInput }) },
      resolve: async (_root, { input }, ctx) => ({ userId: ctx.viewer.id, backupCodes: await regenerateBackupCodes(ctx, deviceOf(ctx), ctx.viewer, input) }),
    }),
  };
});

builder.prismaObjectField('User', 'twoFactor', (t) =>
  t.field({
    type: TwoFactorStatus,
    resolve: (user) => ({ userId: user.id, enabled: user.mfaEnabled }),
  }),
);
