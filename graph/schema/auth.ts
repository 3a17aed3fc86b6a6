/**
 * Everything the API says about accounts: registration, e-mail links, sign-in (password, second
 * factor, demo, Google), the devices signed in, password and profile. The rules live in
 * graph/auth/; each mutation lists only the typed errors it can return, and every payload that
 * changes the viewer carries it.
 */
import {
  changePassword,
  keepDemoProgress,
  register,
  requestPasswordReset,
  resetPassword,
  type SignInOutcome,
  signInAsDemo,
  signInWithCode,
  signInWithPassword,
  verifyEmail,
} from '../auth/accounts.ts';
import type { SignedIn } from '../auth/device.ts';
import { refreshSession, revokeSession, SESSION_EXPIRED_MESSAGE, signOut, signOutEverywhereElse } from '../auth/deviceSessions.ts';
import { InvalidCodeError, InvalidCredentialsError, InvalidLinkError, NotAllowedError, UnavailableError } from '../auth/errors.ts';
import { googleIdentity, signInWithGoogle, startGoogleSignIn } from '../auth/google.ts';
import { RateLimitedError } from '../auth/limits.ts';
import { updateProfile } from '../auth/profile.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { InputError } from '../errors.ts';
import { resultOf } from './errors.ts';
import { deviceOf, forgetGoogleFlow, forgetRefreshCookie, googleFlowOf, keepGoogleFlow, signInHere, signOutHere } from './session.ts';
import { type ViewerChange, viewerPayload } from './users.ts';

interface SignInShape {
  accessToken: string | null;
  userId: string | null;
  mfaRequired: boolean;
}

const SignInPayload = builder.objectRef<SignInShape>('SignInPayload').implement({
  description: 'A signed-in session (accessToken, with the refresh token in an HttpOnly cookie), or the request for a second factor.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', { nullable: true, description: 'Short-lived bearer token; null while a second factor is required.' }),
    mfaRequired: t.exposeBoolean('mfaRequired'),
    userId: t.exposeString('userId', { nullable: true, description: 'The account id to send with the two-factor code.' }),
    viewer: t.prismaField({
      type: 'User',
      nullable: true,
      description: 'The signed-in user; null while a second factor is required.',
      resolve: (query, payload, _args, ctx) =>
        payload.accessToken && payload.userId ? ctx.prisma.user.findUnique({ ...query, where: { id: payload.userId } }) : null,
    }),
  }),
});

function sessionPayload(ctx: Context, signedIn: Pick<SignedIn, 'issued' | 'newDeviceCookie'>): SignInShape {
  const issued = signInHere(ctx, signedIn);
  return { accessToken: issued.accessToken, userId: issued.user.id, mfaRequired: false };
}

function outcomePayload(ctx: Context, outcome: SignInOutcome): SignInShape {
  return outcome.kind === 'signedIn' ? sessionPayload(ctx, outcome) : { accessToken: null, userId: outcome.userId, mfaRequired: true };
}

const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const VerifyEmailPayload = builder.objectRef<{ message: string }>('VerifyEmailPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    viewer: t.prismaField({
      type: 'User',
      nullable: true,
      description: 'The signed-in user after the change (null when the link was opened signed out).',
      resolve: (query, _payload, _args, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null),
    }),
  }),
});

const ChangePasswordPayload = viewerPayload<ViewerChange & { message: string }>(
  'ChangePasswordPayload',
  'The new password is set and other devices are signed out: the viewer carries the sessions left.',
  (t) => ({ message: t.exposeString('message') }),
);
const RevokeSessionPayload = viewerPayload<ViewerChange & { message: string; sessionId: string }>(
  'RevokeSessionPayload',
  'The session ended, and the viewer with the sessions left.',
  (t) => ({
    message: t.exposeString('message'),
    revokedSessionId: t.globalID({
      description: 'The global id of the session ended.',
      resolve: (payload: { sessionId: string }) => ({ type: 'Session', id: payload.sessionId }),
    }),
  }),
);
const SignOutEverywhereElsePayload = viewerPayload<ViewerChange & { revokedCount: number }>(
  'SignOutEverywhereElsePayload',
  'How many sessions ended, and the viewer with the one left (this device).',
  (t) => ({ revokedCount: t.exposeInt('revokedCount') }),
);
const KeepDemoProgressPayload = viewerPayload<ViewerChange & { message: string }>(
  'KeepDemoProgressPayload',
  'The demo learner is a registered account now (isDemo false), with its history; the message says to verify the address.',
  (t) => ({ message: t.exposeString('message') }),
);
const UpdateProfilePayload = viewerPayload<ViewerChange>('UpdateProfilePayload', 'The viewer with the profile as saved.');

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (f) => ({ email: f.string({ required: true }), password: f.string({ required: true }), name: f.string({ required: true }) }),
});
const VerifyEmailInput = builder.inputType('VerifyEmailInput', { fields: (f) => ({ token: f.string({ required: true }) }) });
const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', { fields: (f) => ({ email: f.string({ required: true }) }) });
const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (f) => ({ token: f.string({ required: true }), newPassword: f.string({ required: true }) }),
});
const SignInInput = builder.inputType('SignInInput', {
  fields: (f) => ({ email: f.string({ required: true }), password: f.string({ required: true }) }),
});
const VerifyTwoFactorSignInInput = builder.inputType('VerifyTwoFactorSignInInput', {
  fields: (f) => ({ userId: f.string({ required: true }), code: f.string({ required: true }) }),
});
const RevokeSessionInput = builder.inputType('RevokeSessionInput', {
  fields: (f) => ({ sessionId: f.globalID({ required: true, description: "The Session's global id." }) }),
});
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (f) => ({ currentPassword: f.string({ required: true }), newPassword: f.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  register: t.field({
    type: MessagePayload,
    description: 'Creates an account and e-mails a verification link. Answers the same for an address already registered.',
    errors: resultOf('RegisterResult', [InputError, RateLimitedError]),
    args: { input: t.arg({ required: true, type: RegisterInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await register(ctx, deviceOf(ctx), input) }),
  }),
  verifyEmail: t.field({
    type: VerifyEmailPayload,
    errors: resultOf('VerifyEmailResult', [InputError, InvalidLinkError]),
    args: { input: t.arg({ required: true, type: VerifyEmailInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await verifyEmail(ctx, input.token) }),
  }),
  requestPasswordReset: t.field({
    type: MessagePayload,
    description: 'E-mails a single-use reset link valid for 30 minutes. Answers the same whether or not the account exists.',
    errors: resultOf('RequestPasswordResetResult', [InputError, RateLimitedError]),
    args: { input: t.arg({ required: true, type: RequestPasswordResetInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await requestPasswordReset(ctx, deviceOf(ctx), input.email) }),
  }),
  resetPassword: t.field({
    type: MessagePayload,
    errors: resultOf('ResetPasswordResult', [InputError, InvalidLinkError]),
    args: { input: t.arg({ required: true, type: ResetPasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await resetPassword(ctx, input) }),
  }),
  signIn: t.field({
    type: SignInPayload,
    description: 'The password step. With two-factor on, answers mfaRequired and the userId for verifyTwoFactorSignIn.',
    errors: resultOf('SignInResult', [InputError, RateLimitedError, InvalidCredentialsError, NotAllowedError]),
    args: { input: t.arg({ required: true, type: SignInInput }) },
    resolve: async (_root, { input }, ctx) => outcomePayload(ctx, await signInWithPassword(ctx, deviceOf(ctx), input)),
  }),
  verifyTwoFactorSignIn: t.field({
    type: SignInPayload,
    description: 'The second step: a current code or an unused backup code, within 5 minutes of the first step.',
    errors: resultOf('VerifyTwoFactorSignInResult', [InputError, RateLimitedError, InvalidCodeError, NotAllowedError]),
    args: { input: t.arg({ required: true, type: VerifyTwoFactorSignInInput }) },
    resolve: async (_root, { input }, ctx) => sessionPayload(ctx, await signInWithCode(ctx, deviceOf(ctx), input)),
  }),
  signInAsDemo: t.field({
    type: SignInPayload,
    description: 'Signs in the demo learner when DEMO_LOGIN is on.',
    errors: resultOf('SignInAsDemoResult', [UnavailableError, RateLimitedError]),
    resolve: async (_root, _args, ctx) => sessionPayload(ctx, await signInAsDemo(ctx, deviceOf(ctx))),
  }),
  startGoogleSignIn: t.field({
    type: builder.objectRef<{ state: string; nonce: string; authorizationUrl: string; clientId: string }>('GoogleSignInStart').implement({
      fields: (f) => ({
        state: f.exposeString('state'),
        nonce: f.exposeString('nonce'),
        authorizationUrl: f.exposeString('authorizationUrl'),
        clientId: f.exposeString('clientId'),
      }),
    }),
    errors: resultOf('StartGoogleSignInResult', [UnavailableError]),
    resolve: async (_root, _args, ctx) => {
      const { start, flow } = await startGoogleSignIn(ctx);
      keepGoogleFlow(ctx, flow);
      return start;
    },
  }),
  signInWithGoogle: t.field({
    type: SignInPayload,
    description: "A one-tap ID token, or the redirect flow's code and state.",
    errors: resultOf('SignInWithGoogleResult', [InputError, UnavailableError, NotAllowedError]),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SignInWithGoogleInput', {
          fields: (f) => ({ idToken: f.string(), code: f.string(), state: f.string() }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const identity = await googleIdentity(ctx, googleFlowOf(ctx), input);
      forgetGoogleFlow(ctx);
      return outcomePayload(ctx, await signInWithGoogle(ctx, deviceOf(ctx), identity));
    },
  }),
  refreshSession: t.field({
    type: SignInPayload,
    description: 'Exchanges the refresh cookie for a new access token and a new refresh cookie. A reused refresh token ends its session.',
    errors: resultOf('RefreshSessionResult', [NotAllowedError]),
    resolve: async (_root, _args, ctx) => {
      const issued = await refreshSession(ctx, deviceOf(ctx));
      if (!issued) {
        forgetRefreshCookie(ctx);
        throw new NotAllowedError(SESSION_EXPIRED_MESSAGE);
      }
      return sessionPayload(ctx, { issued, newDeviceCookie: null });
    },
  }),
  signOut: t.field({
    type: MessagePayload,
    description: "Ends this device's session (named by the refresh cookie or the access token).",
    resolve: async (_root, _args, ctx) => {
      await signOut(ctx, deviceOf(ctx));
      signOutHere(ctx);
      return { message: 'Signed out.' };
    },
  }),
  signOutEverywhereElse: t.withAuth({ loggedIn: true }).field({
    type: SignOutEverywhereElsePayload,
    description: 'Ends every other session of the signed-in user.',
    resolve: async (_root, _args, ctx) => ({ userId: ctx.viewer.id, revokedCount: await signOutEverywhereElse(ctx, deviceOf(ctx), ctx.viewer) }),
  }),
  revokeSession: t.withAuth({ loggedIn: true }).field({
    type: RevokeSessionPayload,
    errors: resultOf('RevokeSessionResult', [InputError]),
    args: { input: t.arg({ required: true, type: RevokeSessionInput }) },
    resolve: async (_root, { input }, ctx) => ({
      userId: ctx.viewer.id,
      sessionId: await revokeSession(ctx, ctx.viewer, input.sessionId),
      message: 'Signed out of that device.',
    }),
  }),
  changePassword: t.withAuth({ loggedIn: true }).field({
    type: ChangePasswordPayload,
    errors: resultOf('ChangePasswordResult', [InputError, RateLimitedError, InvalidCredentialsError, NotAllowedError]),
    args: { input: t.arg({ required: true, type: ChangePasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ userId: ctx.viewer.id, message: await changePassword(ctx, deviceOf(ctx), ctx.viewer, input) }),
  }),
  keepDemoProgress: t.withAuth({ loggedIn: true }).field({
    type: KeepDemoProgressPayload,
    description: 'Turns the signed-in demo learner into a registered account (the rules of register apply), keeping its history.',
    errors: resultOf('KeepDemoProgressResult', [InputError, RateLimitedError, NotAllowedError]),
    args: { input: t.arg({ required: true, type: RegisterInput }) },
    resolve: async (_root, { input }, ctx) => ({ userId: ctx.viewer.id, message: await keepDemoProgress(ctx, deviceOf(ctx), ctx.viewer, input) }),
  }),
  updateProfile: t.withAuth({ loggedIn: true }).field({
    type: UpdateProfilePayload,
    errors: resultOf('UpdateProfileResult', [InputError]),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateProfileInput', {
          fields: (f) => ({
            name: f.string(),
            notifyWeeklyProgress: f.boolean(),
            notifyProductUpdates: f.boolean(),
            notifyDailyReminder: f.boolean(),
            notifyReviewDue: f.boolean(),
            reminderHour: f.int({ description: "0-23, in the learner's time zone." }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ userId: (await updateProfile(ctx, ctx.viewer, input)).id }),
  }),
}));

builder.queryField('googleSignIn', (t) =>
  t.field({
    type: builder.objectRef<{ enabled: boolean; clientId: string | null }>('GoogleSignInOptions').implement({
      fields: (f) => ({ enabled: f.exposeBoolean('enabled'), clientId: f.exposeString('clientId', { nullable: true }) }),
    }),
    description: 'Whether Google sign-in is configured, and the client id for the one-tap button.',
    resolve: (_root, _args, ctx) => ({ enabled: Boolean(ctx.config.google), clientId: ctx.config.google?.clientId ?? null }),
  }),
);

builder.queryField('demoSignIn', (t) =>
  t.boolean({ description: 'Whether the demo learner sign-in is on.', resolve: (_root, _args, ctx) => ctx.config.demoLogin }),
);
