/**
 * The /api/auth/* and /api/mfa/* routes, each a named operation of the account
 * schema, shaped into the spec's responses.
 */
import { graphql, type ResultOf } from './graphql.ts';
import { fail, ok, type RestResponse, type RestRoute, route, shapePayload, strings } from './routes.ts';

const UserFields = graphql(`
  fragment RestUser on User {
    userId
    email
    name
    picture
    twoFactor {
      enabled
    }
    subscriptionStatus
    createdAt
  }
`);

/** The User object of the REST responses. */
const restUser = (user: ResultOf<typeof UserFields>) => ({
  id: user.userId,
  email: user.email,
  name: user.name,
  picture: user.picture,
  // The spec's REST name for two-factor (docs/decisions/016-one-word-per-concept.md).
  mfa_enabled: user.twoFactor.enabled,
  subscriptionStatus: user.subscriptionStatus,
  createdAt: user.createdAt,
});

const SignInFields = graphql(
  `
    fragment RestSignIn on SignInPayload {
      accessToken
      mfaRequired
      userId
      viewer {
        ...RestUser
      }
    }
  `,
  [UserFields],
);

/** The token fields the spec's client reads: access_token, token or data.access_token. */
function signedIn(payload: ResultOf<typeof SignInFields>): RestResponse {
  if (payload.mfaRequired) return { status: 200, body: { success: true, mfaRequired: true, userId: payload.userId } };
  const user = payload.viewer ? restUser(payload.viewer) : null;
  return {
    status: 200,
    body: {
      success: true,
      access_token: payload.accessToken,
      token: payload.accessToken,
      user,
      data: { access_token: payload.accessToken, token: payload.accessToken, user },
    },
  };
}

const TOTP_ALGORITHMS = ['SHA256', 'SHA1'] as const;

const message = (payload: { message: string }) => ok({ message: payload.message });

export const accountRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/api/auth/refresh',
    document: graphql(
      `
        mutation RestRefresh {
          refreshSession {
            __typename
            ... on Error {
              message
            }
            ...RestSignIn
          }
        }
      `,
      [SignInFields],
    ),
    respond: (data) => {
      const shaped = shapePayload(data.refreshSession, signedIn);
      return shaped.status === 403 ? fail(401, 'Session expired') : shaped;
    },
    failure: 'An unexpected error occurred',
  }),
  route({
    method: 'POST',
    path: '/api/auth/login',
    document: graphql(
      `
        mutation RestLogin($input: SignInInput!) {
          signIn(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on RateLimitedError {
              retryAfterSeconds
            }
            ...RestSignIn
          }
        }
      `,
      [SignInFields],
    ),
    variables: (request) => {
      const body = strings(request, ['email', 'password'] as const, 'Email and password are required');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.signIn, signedIn),
    failure: 'An unexpected error occurred. Please try again.',
  }),
  route({
    method: 'POST',
    path: '/api/auth/google',
    document: graphql(
      `
        mutation RestGoogle($input: SignInWithGoogleInput!) {
          signInWithGoogle(input: $input) {
            __typename
            ... on Error {
              message
            }
            ...RestSignIn
          }
        }
      `,
      [SignInFields],
    ),
    variables: (request) => {
      const { token, code, state } = request.body as Record<string, unknown>;
      if (typeof token === 'string' && token) return { input: { idToken: token } };
      if (typeof code === 'string' && code) return { input: { code, state: typeof state === 'string' ? state : null } };
      return fail(400, 'OAuth callback requires authorization code');
    },
    respond: (data) => shapePayload(data.signInWithGoogle, signedIn),
    failure: 'Authentication failed',
  }),
  route({
    method: 'GET',
    path: '/api/auth/google/start',
    document: graphql(`
      mutation RestGoogleStart {
        startGoogleSignIn {
          __typename
          ... on Error {
            message
          }
          ... on GoogleSignInStart {
            state
            nonce
            authorizationUrl
            clientId
          }
        }
      }
    `),
    respond: (data) => shapePayload(data.startGoogleSignIn, ({ __typename: _t, ...start }) => ok(start)),
    failure: 'Authentication failed',
  }),
  route({
    method: 'POST',
    path: '/api/auth/demo',
    document: graphql(
      `
        mutation RestDemo {
          signInAsDemo {
            __typename
            ... on Error {
              message
            }
            ... on RateLimitedError {
              retryAfterSeconds
            }
            ...RestSignIn
          }
        }
      `,
      [SignInFields],
    ),
    respond: (data) => shapePayload(data.signInAsDemo, signedIn),
    failure: 'Demo authentication failed. Please try again.',
  }),
  route({
    method: 'GET',
    path: '/api/auth/status',
    document: graphql(
      `
        query RestStatus {
          viewer {
            ...RestUser
          }
        }
      `,
      [UserFields],
    ),
    respond: (data) => {
      if (!data.viewer) return fail(401, 'Not signed in');
      const user = restUser(data.viewer);
      return { status: 200, body: { success: true, data: user, user } };
    },
    failure: 'An unexpected error occurred',
  }),
  route({
    method: 'POST',
    path: '/api/auth/logout',
    document: graphql(`
      mutation RestLogout {
        signOut {
          message
        }
      }
    `),
    respond: (data) => message(data.signOut),
    failure: 'An unexpected error occurred',
  }),
  route({
    method: 'POST',
    path: '/api/auth/register',
    document: graphql(`
      mutation RestRegister($input: RegisterInput!) {
        register(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RateLimitedError {
            retryAfterSeconds
          }
          ... on MessagePayload {
            message
          }
        }
      }
    `),
    variables: (request) => {
      const body = strings(request, ['email', 'password', 'name'] as const, 'Name, email and password are required');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.register, message),
    failure: 'Failed to register user',
  }),
  route({
    method: 'POST',
    path: '/api/auth/password-reset-request',
    document: graphql(`
      mutation RestResetRequest($input: RequestPasswordResetInput!) {
        requestPasswordReset(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RateLimitedError {
            retryAfterSeconds
          }
          ... on MessagePayload {
            message
          }
        }
      }
    `),
    variables: (request) => {
      const body = strings(request, ['email'] as const, 'Email is required');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.requestPasswordReset, message),
    failure: 'Failed to request password reset',
  }),
  route({
    method: 'POST',
    path: '/api/auth/password-reset',
    document: graphql(`
      mutation RestReset($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MessagePayload {
            message
          }
        }
      }
    `),
    variables: (request) => {
      if (typeof request.body.token !== 'string' || !request.body.token) return fail(400, 'Invalid password reset link. No token provided.');
      const body = strings(request, ['token', 'newPassword'] as const, 'Password is required');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.resetPassword, message),
    failure: 'Failed to reset password',
  }),
  route({
    method: 'GET',
    path: '/api/auth/verify-email',
    document: graphql(`
      mutation RestVerifyEmail($input: VerifyEmailInput!) {
        verifyEmail(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on VerifyEmailPayload {
            message
          }
        }
      }
    `),
    variables: (request) => (request.query.token ? { input: { token: request.query.token } } : fail(400, 'Invalid verification link. No token provided.')),
    respond: (data) => shapePayload(data.verifyEmail, message),
    failure: 'Failed to verify email',
  }),
  route({
    method: 'POST',
    path: '/api/mfa/setup',
    document: graphql(`
      mutation RestMfaSetup($input: StartTwoFactorSetupInput) {
        startTwoFactorSetup(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on TwoFactorSetup {
            secret
            uri
            algorithm
          }
        }
      }
    `),
    variables: (request) => {
      const requested = request.body.algorithm ?? 'SHA256';
      if (typeof requested !== 'string') return fail(400, 'algorithm must be SHA256 or SHA1');
      const algorithm = TOTP_ALGORITHMS.find((name) => name === requested.toUpperCase().replace('-', ''));
      return algorithm ? { input: { algorithm } } : fail(400, 'algorithm must be SHA256 or SHA1');
    },
    respond: (data) =>
      shapePayload(data.startTwoFactorSetup, ({ secret, uri, algorithm }) => ({
        status: 200,
        body: { success: true, secret, uri, algorithm, data: { secret, uri, algorithm } },
      })),
    failure: 'Failed to setup MFA',
  }),
  route({
    method: 'POST',
    path: '/api/mfa/enable',
    document: graphql(`
      mutation RestMfaEnable($input: TwoFactorCodeInput!) {
        enableTwoFactor(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RateLimitedError {
            retryAfterSeconds
          }
          ... on BackupCodesPayload {
            backupCodes
            remainingCount
          }
        }
      }
    `),
    variables: (request) => {
      const body = strings(request, ['code'] as const, 'Please enter a valid 6-digit code');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.enableTwoFactor, ({ backupCodes }) => ok({ backupCodes, enabled: true })),
    failure: 'Failed to verify and enable MFA',
  }),
  route({
    method: 'POST',
    path: '/api/mfa/verify',
    document: graphql(
      `
        mutation RestMfaVerify($input: VerifyTwoFactorSignInInput!) {
          verifyTwoFactorSignIn(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on RateLimitedError {
              retryAfterSeconds
            }
            ...RestSignIn
          }
        }
      `,
      [SignInFields],
    ),
    variables: (request) => {
      const body = strings(request, ['userId', 'code'] as const, 'Please enter a valid 6-digit code');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.verifyTwoFactorSignIn, signedIn),
    failure: 'Invalid MFA code',
  }),
  route({
    method: 'GET',
    path: '/api/mfa/backup-codes',
    document: graphql(`
      query RestBackupCodes {
        viewer {
          twoFactor {
            enabled
            remainingBackupCodes
          }
        }
      }
    `),
    respond: (data) => {
      if (!data.viewer) return fail(401, 'Not signed in');
      const { enabled, remainingBackupCodes } = data.viewer.twoFactor;
      return ok({
        backupCodes: [],
        count: remainingBackupCodes,
        remainingCount: remainingBackupCodes,
        message: enabled
          ? 'Backup codes are shown only once, when they are created. Generate new codes if you have lost yours.'
          : 'Two-factor authentication is not enabled.',
      });
    },
    failure: 'Failed to get backup codes',
  }),
  route({
    method: 'POST',
    path: '/api/mfa/regenerate-backup-codes',
    document: graphql(`
      mutation RestRegenerate($input: TwoFactorCodeAndPasswordInput!) {
        regenerateBackupCodes(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RateLimitedError {
            retryAfterSeconds
          }
          ... on BackupCodesPayload {
            backupCodes
            remainingCount
          }
        }
      }
    `),
    variables: (request) => {
      if (typeof request.body.password !== 'string' || !request.body.password) return fail(400, 'Please enter your current password');
      const body = strings(request, ['code', 'password'] as const, 'Please enter a valid 6-digit code');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) =>
      shapePayload(data.regenerateBackupCodes, ({ backupCodes, remainingCount }) => ({
        status: 200,
        body: { success: true, backupCodes, remainingCount, data: { backupCodes, remainingCount } },
      })),
    failure: 'Failed to regenerate backup codes',
  }),
  route({
    method: 'GET',
    path: '/api/mfa/status',
    document: graphql(`
      query RestMfaStatus {
        viewer {
          twoFactor {
            enabled
            remainingBackupCodes
          }
        }
      }
    `),
    respond: (data) => (data.viewer ? ok(data.viewer.twoFactor) : fail(401, 'Not signed in')),
    failure: 'Failed to get MFA status',
  }),
  route({
    method: 'POST',
    path: '/api/mfa/disable',
    document: graphql(`
      mutation RestMfaDisable($input: TwoFactorCodeAndPasswordInput!) {
        disableTwoFactor(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RateLimitedError {
            retryAfterSeconds
          }
          ... on DisableTwoFactorPayload {
            viewer {
              twoFactor {
                enabled
              }
            }
          }
        }
      }
    `),
    variables: (request) => {
      if (typeof request.body.password !== 'string' || !request.body.password) return fail(400, 'Please enter your current password');
      const body = strings(request, ['code', 'password'] as const, 'Please enter a valid 6-digit code');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.disableTwoFactor, ({ viewer }) => ok({ enabled: viewer.twoFactor.enabled })),
    failure: 'Failed to disable MFA',
  }),
];
