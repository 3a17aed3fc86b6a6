import { decodeGlobalID } from '@pothos/plugin-relay';
import { changePassword, register, requestPasswordReset, resetPassword, type SignInOutcome, signInAsDemo, signInWithCode, signInWithPassword, verifyEmail } from '../auth/accounts.ts';
import { clearedCookieOptions, REFRESH_COOKIE, refreshCookieOptions } from '../auth/cookies.ts';
import { InvalidCodeError, InvalidCredentialsError, InvalidLinkError, NotAllowedError, UnavailableError } from '../auth/errors.ts';
import { signInWithGoogle, startGoogleSignIn } from '../auth/google.ts';
import { RateLimitedError } from '../auth/limits.ts';
import { type Issued, revokeByRefreshToken, revokeOtherSessions, rotateSession } from '../auth/sessions.ts';
import { builder, ErrorInterface } from '../builder.ts';
import type { Context } from '../context.ts';
import { InputError } from './errors.ts';

// Expected failures of the account flows, as typed errors.
for (const [type, name] of [
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [InvalidCodeError, 'InvalidCodeError'],
  [InvalidLinkError, 'InvalidLinkError'],
  [UnavailableError, 'UnavailableError'],
  [NotAllowedError, 'NotAllowedError'],
] as const) {
  builder.objectType(type as typeof Error, { name, interfaces: [ErrorInterface], isTypeOf: (value) => value instanceof type });
}
builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitedError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

export const ACCOUNT_ERRORS = [InputError, InvalidCredentialsError, InvalidCodeError, InvalidLinkError, UnavailableError, NotAllowedError, RateLimitedError];

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
    user: t.prismaField({
      type: 'User',
      nullable: true,
      resolve: (query, payload, _args, ctx) =>
        payload.accessToken && payload.userId ? ctx.prisma.user.findUnique({ ...query, where: { id: payload.userId } }) : null,
    }),
  }),
});

/** Sets the refresh cookie of a new session and shapes the payload. */
function sessionPayload(ctx: Context, issued: Issued): SignInShape {
  // From here on this request acts as the signed-in user (so the payload may show the user).
  ctx.viewer = issued.user;
  ctx.sessionId = issued.sessionId;
  ctx.setCookie(REFRESH_COOKIE, issued.refreshToken, refreshCookieOptions(ctx.config.production, issued.expiresAt));
  return { accessToken: issued.accessToken, userId: issued.user.id, mfaRequired: false };
}

function outcomePayload(ctx: Context, outcome: SignInOutcome): SignInShape {
  return outcome.kind === 'signedIn' ? sessionPayload(ctx, outcome.issued) : { accessToken: null, userId: outcome.userId, mfaRequired: true };
}

const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

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
const RevokeSessionInput = builder.inputType('RevokeSessionInput', { fields: (f) => ({ sessionId: f.id({ required: true }) }) });
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (f) => ({ currentPassword: f.string({ required: true }), newPassword: f.string({ required: true }) }),
});

const result = (name: string) => ({ types: ACCOUNT_ERRORS, directResult: true, union: { name } }) as const;

builder.mutationFields((t) => ({
  register: t.field({
    type: MessagePayload,
    description: 'Creates an account and e-mails a verification link. Answers the same for an address already registered.',
    errors: result('RegisterResult'),
    args: { input: t.arg({ required: true, type: RegisterInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await register(ctx, input) }),
  }),
  verifyEmail: t.field({
    type: MessagePayload,
    errors: result('VerifyEmailResult'),
    args: { input: t.arg({ required: true, type: VerifyEmailInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await verifyEmail(ctx, input.token) }),
  }),
  requestPasswordReset: t.field({
    type: MessagePayload,
    description: 'E-mails a single-use reset link valid for 30 minutes. Answers the same whether or not the account exists.',
    errors: result('RequestPasswordResetResult'),
    args: { input: t.arg({ required: true, type: RequestPasswordResetInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await requestPasswordReset(ctx, input.email) }),
  }),
  resetPassword: t.field({
    type: MessagePayload,
    errors: result('ResetPasswordResult'),
    args: { input: t.arg({ required: true, type: ResetPasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await resetPassword(ctx, input) }),
  }),
  signIn: t.field({
    type: SignInPayload,
    description: 'The password step. With two-factor on, answers mfaRequired and the userId for verifyTwoFactorSignIn.',
    errors: result('SignInResult'),
    args: { input: t.arg({ required: true, type: SignInInput }) },
    resolve: async (_root, { input }, ctx) => outcomePayload(ctx, await signInWithPassword(ctx, input)),
  }),
  verifyTwoFactorSignIn: t.field({
    type: SignInPayload,
    description: 'The second step: a current code or an unused backup code, within 5 minutes of the first step.',
    errors: result('VerifyTwoFactorSignInResult'),
    args: { input: t.arg({ required: true, type: VerifyTwoFactorSignInInput }) },
    resolve: async (_root, { input }, ctx) => sessionPayload(ctx, await signInWithCode(ctx, input)),
  }),
  signInAsDemo: t.field({
    type: SignInPayload,
    description: 'Signs in the demo learner when DEMO_LOGIN is on.',
    errors: result('SignInAsDemoResult'),
    resolve: async (_root, _args, ctx) => sessionPayload(ctx, await signInAsDemo(ctx)),
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
    errors: result('StartGoogleSignInResult'),
    resolve: (_root, _args, ctx) => startGoogleSignIn(ctx),
  }),
  signInWithGoogle: t.field({
    type: SignInPayload,
    description: 'A one-tap ID token, or the redirect flow\'s code and state.',
    errors: result('SignInWithGoogleResult'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SignInWithGoogleInput', {
          fields: (f) => ({ idToken: f.string(), code: f.string(), state: f.string() }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => outcomePayload(ctx, await signInWithGoogle(ctx, input)),
  }),
  refreshSession: t.field({
    type: SignInPayload,
    description: 'Exchanges the refresh cookie for a new access token and a new refresh cookie. A reused refresh token ends its session.',
    errors: result('RefreshSessionResult'),
    resolve: async (_root, _args, ctx) => {
      const token = ctx.cookies[REFRESH_COOKIE];
      const issued = token ? await rotateSession(ctx.prisma, ctx.config.jwtSecret, token, ctx) : null;
      if (!issued) {
        ctx.setCookie(REFRESH_COOKIE, '', clearedCookieOptions(ctx.config.production));
        throw new NotAllowedError('Your session has expired. Please sign in again.');
      }
      return sessionPayload(ctx, issued);
    },
  }),
  signOut: t.field({
    type: MessagePayload,
    resolve: async (_root, _args, ctx) => {
      const token = ctx.cookies[REFRESH_COOKIE];
      if (token) await revokeByRefreshToken(ctx.prisma, token);
      if (ctx.sessionId) await ctx.prisma.session.updateMany({ where: { id: ctx.sessionId }, data: { revokedAt: new Date() } });
      ctx.setCookie(REFRESH_COOKIE, '', clearedCookieOptions(ctx.config.production));
      return { message: 'Signed out.' };
    },
  }),
  signOutEverywhereElse: t.field({
    type: builder.objectRef<{ revokedCount: number }>('SignOutEverywhereElsePayload').implement({
      fields: (f) => ({ revokedCount: f.exposeInt('revokedCount') }),
    }),
    authScopes: { loggedIn: true },
    description: 'Ends every other session of the signed-in user.',
    resolve: async (_root, _args, ctx) => ({ revokedCount: await revokeOtherSessions(ctx.prisma, ctx.viewer!.id, ctx.sessionId) }),
  }),
  revokeSession: t.field({
    type: MessagePayload,
    authScopes: { loggedIn: true },
    errors: result('RevokeSessionResult'),
    args: { input: t.arg({ required: true, type: RevokeSessionInput }) },
    resolve: async (_root, { input }, ctx) => {
      let id = '';
      try {
        const decoded = decodeGlobalID(String(input.sessionId));
        if (decoded.typename === 'Session' && /^[0-9a-f-]{36}$/i.test(decoded.id)) id = decoded.id;
      } catch {}
      const { count } = id
        ? await ctx.prisma.session.updateMany({ where: { id, userId: ctx.viewer!.id, revokedAt: null }, data: { revokedAt: new Date() } })
        : { count: 0 };
      if (count === 0) throw new InputError('No such session.', 'sessionId');
      return { message: 'Signed out of that device.' };
    },
  }),
  changePassword: t.field({
    type: MessagePayload,
    authScopes: { loggedIn: true },
    errors: result('ChangePasswordResult'),
    args: { input: t.arg({ required: true, type: ChangePasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await changePassword(ctx, ctx.viewer!, input) }),
  }),
  updateProfile: t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    errors: result('UpdateProfileResult'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateProfileInput', {
          fields: (f) => ({ name: f.string(), notifyWeeklyProgress: f.boolean(), notifyProductUpdates: f.boolean() }),
        }),
      }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const name = input.name?.trim();
      if (input.name !== undefined && input.name !== null && !name) throw new InputError('Name is required', 'name');
      if (name && name.length > 100) throw new InputError('Name must be at most 100 characters.', 'name');
      return ctx.prisma.user.update({
        ...query,
        where: { id: ctx.viewer!.id },
        data: {
          ...(name ? { name } : {}),
          ...(typeof input.notifyWeeklyProgress === 'boolean' ? { notifyWeeklyProgress: input.notifyWeeklyProgress } : {}),
          ...(typeof input.notifyProductUpdates === 'boolean' ? { notifyProductUpdates: input.notifyProductUpdates } : {}),
        },
      });
    },
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
