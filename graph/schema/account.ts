/**
 * The learner's own account as a whole: how a deletion is confirmed, the code e-mailed to
 * accounts without a password, and the deletion itself. The data export is a download
 * (GET /api/account/export, rest-adapter/accountExport.ts). Rules: graph/account/.
 */
import { ACCOUNT_DELETED_MESSAGE, deleteAccount, deletionProof, requestAccountDeletionCode } from '../account/deletion.ts';
import { InvalidCodeError, InvalidCredentialsError, NotAllowedError } from '../auth/errors.ts';
import { RateLimitedError } from '../auth/limits.ts';
import { BillingProviderError } from '../billing/errors.ts';
import { builder } from '../builder.ts';
import { InputError } from '../errors.ts';
import { resultOf } from './errors.ts';
import { deviceOf, signOutHere } from './session.ts';

const ConfirmWithEnum = builder.enumType('AccountDeletionConfirmation', {
  description: 'PASSWORD: the current password. EMAIL_CODE: a code from requestAccountDeletionCode (accounts without a password). NOTHING: a demo learner.',
  values: ['PASSWORD', 'EMAIL_CODE', 'NOTHING'] as const,
});

const METHOD = { password: 'PASSWORD', emailCode: 'EMAIL_CODE', none: 'NOTHING' } as const;

const AccountDeletionRule = builder.objectRef<{ confirmWith: 'PASSWORD' | 'EMAIL_CODE' | 'NOTHING'; twoFactorCode: boolean }>('AccountDeletionRule').implement({
  description: 'What deleteAccount asks of this account.',
  fields: (t) => ({
    confirmWith: t.expose('confirmWith', { type: ConfirmWithEnum }),
    twoFactorCode: t.exposeBoolean('twoFactorCode', { description: 'A current two-factor code (or an unused backup code) is needed too.' }),
  }),
});

builder.prismaObjectField('User', 'accountDeletion', (t) =>
  t.field({
    type: AccountDeletionRule,
    select: { isDemo: true, passwordHash: true, mfaEnabled: true },
    resolve: (user) => {
      const proof = deletionProof(user);
      return { confirmWith: METHOD[proof.method], twoFactorCode: proof.twoFactor };
    },
  }),
);

const MessageRef = builder.objectRef<{ message: string }>('AccountDeletionCodePayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const DeleteAccountPayload = builder.objectRef<{ message: string }>('DeleteAccountPayload').implement({
  description: 'The account and every row of its data are gone, and this device is signed out.',
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.mutationFields((t) => ({
  requestAccountDeletionCode: t.withAuth({ loggedIn: true }).field({
    type: MessageRef,
    description: 'E-mails a 6-digit code (valid 15 minutes) that confirms deleteAccount for an account without a password.',
    errors: resultOf('RequestAccountDeletionCodeResult', [NotAllowedError, RateLimitedError]),
    resolve: async (_root, _args, ctx) => ({ message: await requestAccountDeletionCode(ctx, ctx.viewer) }),
  }),
  deleteAccount: t.withAuth({ loggedIn: true }).field({
    type: DeleteAccountPayload,
    description:
      'Deletes the signed-in account and all its data after the confirmation viewer.accountDeletion names; an active subscription is cancelled first. Clears the refresh cookie.',
    errors: resultOf('DeleteAccountResult', [InputError, RateLimitedError, InvalidCredentialsError, InvalidCodeError, NotAllowedError, BillingProviderError]),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteAccountInput', {
          fields: (f) => ({
            password: f.string({ description: 'The current password (confirmWith PASSWORD).' }),
            emailCode: f.string({ description: 'The e-mailed code (confirmWith EMAIL_CODE).' }),
            twoFactorCode: f.string({ description: 'A current two-factor code or an unused backup code, when two-factor is on.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      await deleteAccount(ctx, deviceOf(ctx), ctx.viewer, input);
      signOutHere(ctx);
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  }),
}));
