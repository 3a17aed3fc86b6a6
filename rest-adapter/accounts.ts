/**
 * The /api/auth/* and /api/mfa/* routes, each a named operation of the account
 * schema, shaped into the spec's responses.
 */
import { ERROR_FIELDS, fail, LIMITED_ERROR_FIELDS, ok, type RestResponse, type RestRoute, shapePayload, strings } from './routes.ts';

const USER_FIELDS = 'userId email name picture mfaEnabled subscriptionStatus createdAt';

/** The User object of the REST responses. */
const restUser = (user: { userId: string; email: string; name: string; picture: string | null; mfaEnabled: boolean; subscriptionStatus: string; createdAt: string }) => ({
  id: user.userId,
  email: user.email,
  name: user.name,
  picture: user.picture,
  mfa_enabled: user.mfaEnabled,
  subscriptionStatus: user.subscriptionStatus,
  createdAt: user.createdAt,
});

const SIGN_IN_PAYLOAD = `... on SignInPayload { accessToken mfaRequired userId viewer { ${USER_FIELDS} } }`;
const SIGN_IN_FIELDS = `${ERROR_FIELDS} ${SIGN_IN_PAYLOAD}`;
const LIMITED_SIGN_IN_FIELDS = `${LIMITED_ERROR_FIELDS} ${SIGN_IN_PAYLOAD}`;

/** The token fields the spec's client reads: access_token, token or data.access_token. */
function signedIn(payload: { accessToken: string | null; mfaRequired: boolean; userId: string | null; viewer: Parameters<typeof restUser>[0] | null }): RestResponse {
  if (payload.mfaRequired) return { status: 200, body: { success: true, mfaRequired: true, userId: payload.userId } };
  const user = payload.viewer ? restUser(payload.viewer) : null;
  return {
    status: 200,
    body: { success: true, access_token: payload.accessToken, token: payload.accessToken, user, data: { access_token: payload.accessToken, token: payload.accessToken, user } },
  };
}

const message = (payload: { message: string }) => ok({ message: payload.message });

export const accountRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/refresh',
    operation: `mutation RestRefresh { refreshSession { ${SIGN_IN_FIELDS} } }`,
    respond: (data) => {
      const shaped = shapePayload(data.refreshSession, signedIn as never);
      return shaped.status === 403 ? fail(401, 'Session expired') : shaped;
    },
    failure: 'An unexpected error occurred',
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    operation: `mutation RestLogin($input: SignInInput!) { signIn(input: $input) { ${LIMITED_SIGN_IN_FIELDS} } }`,
    variables: (request) => {
      const body = strings(request, ['email', 'password'] as const, 'Email and password are required');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.signIn, signedIn as never),
    failure: 'An unexpected error occurred. Please try again.',
  },
  {
    method: 'POST',
    path: '/api/auth/google',
    operation: `mutation RestGoogle($input: SignInWithGoogleInput!) { signInWithGoogle(input: $input) { ${SIGN_IN_FIELDS} } }`,
    variables: (request) => {
      const { token, code, state } = request.body as Record<string, unknown>;
      if (typeof token === 'string' && token) return { input: { idToken: token } };
      if (typeof code === 'string' && code) return { input: { code, state: typeof state === 'string' ? state : null } };
      return fail(400, 'OAuth callback requires authorization code');
    },
    respond: (data) => shapePayload(data.signInWithGoogle, signedIn as never),
    failure: 'Authentication failed',
  },
  {
    method: 'GET',
    path: '/api/auth/google/start',
    operation: `mutation RestGoogleStart { startGoogleSignIn { ${ERROR_FIELDS} ... on GoogleSignInStart { state nonce authorizationUrl clientId } } }`,
    respond: (data) => shapePayload(data.startGoogleSignIn, ({ __typename: _t, ...start }) => ok(start)),
    failure: 'Authentication failed',
  },
  {
    method: 'POST',
    path: '/api/auth/demo',
    operation: `mutation RestDemo { signInAsDemo { ${LIMITED_SIGN_IN_FIELDS} } }`,
    respond: (data) => shapePayload(data.signInAsDemo, signedIn as never),
    failure: 'Demo authentication failed. Please try again.',
  },
  {
    method: 'GET',
    path: '/api/auth/status',
    operation: `query RestStatus { viewer { ${USER_FIELDS} } }`,
    respond: (data) => {
      if (!data.viewer) return fail(401, 'Not signed in');
      const user = restUser(data.viewer);
      return { status: 200, body: { success: true, data: user, user } };
    },
    failure: 'An unexpected error occurred',
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    operation: 'mutation RestLogout { signOut { message } }',
    respond: (data) => message(data.signOut),
    failure: 'An unexpected error occurred',
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    operation: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { ${LIMITED_ERROR_FIELDS} ... on MessagePayload { message } } }`,
    variables: (request) => {
      const body = strings(request, ['email', 'password', 'name'] as const, 'Name, email and password are required');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.register, message as never),
    failure: 'Failed to register user',
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset-request',
    operation: `mutation RestResetRequest($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ${LIMITED_ERROR_FIELDS} ... on MessagePayload { message } } }`,
    variables: (request) => {
      const body = strings(request, ['email'] as const, 'Email is required');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.requestPasswordReset, message as never),
    failure: 'Failed to request password reset',
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset',
    operation: `mutation RestReset($input: ResetPasswordInput!) { resetPassword(input: $input) { ${ERROR_FIELDS} ... on MessagePayload { message } } }`,
    variables: (request) => {
      if (typeof request.body.token !== 'string' || !request.body.token) return fail(400, 'Invalid password reset link. No token provided.');
      const body = strings(request, ['token', 'newPassword'] as const, 'Password is required');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.resetPassword, message as never),
    failure: 'Failed to reset password',
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    operation: `mutation RestVerifyEmail($input: VerifyEmailInput!) { verifyEmail(input: $input) { ${ERROR_FIELDS} ... on VerifyEmailPayload { message } } }`,
    variables: (request) => (request.query.token ? { input: { token: request.query.token } } : fail(400, 'Invalid verification link. No token provided.')),
    respond: (data) => shapePayload(data.verifyEmail, message as never),
    failure: 'Failed to verify email',
  },
  {
    method: 'POST',
    path: '/api/mfa/setup',
    operation: `mutation RestMfaSetup($input: StartTwoFactorSetupInput) { startTwoFactorSetup(input: $input) { ${ERROR_FIELDS} ... on TwoFactorSetup { secret uri algorithm } } }`,
    variables: (request) => {
      const requested = request.body.algorithm ?? 'SHA256';
      if (typeof requested !== 'string') return fail(400, 'algorithm must be SHA256 or SHA1');
      const algorithm = requested.toUpperCase().replace('-', '');
      if (algorithm !== 'SHA256' && algorithm !== 'SHA1') return fail(400, 'algorithm must be SHA256 or SHA1');
      return { input: { algorithm } };
    },
    respond: (data) =>
      shapePayload(data.startTwoFactorSetup, ({ secret, uri, algorithm }) => ({ status: 200, body: { success: true, secret, uri, algorithm, data: { secret, uri, algorithm } } })),
    failure: 'Failed to setup MFA',
  },
  {
    method: 'POST',
    path: '/api/mfa/enable',
    operation: `mutation RestMfaEnable($input: TwoFactorCodeInput!) { enableTwoFactor(input: $input) { ${LIMITED_ERROR_FIELDS} ... on BackupCodesPayload { backupCodes remainingCount } } }`,
    variables: (request) => {
      const body = strings(request, ['code'] as const, 'Please enter a valid 6-digit code');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.enableTwoFactor, ({ backupCodes }) => ok({ backupCodes, enabled: true })),
    failure: 'Failed to verify and enable MFA',
  },
  {
    method: 'POST',
    path: '/api/mfa/verify',
    operation: `mutation RestMfaVerify($input: VerifyTwoFactorSignInInput!) { verifyTwoFactorSignIn(input: $input) { ${LIMITED_SIGN_IN_FIELDS} } }`,
    variables: (request) => {
      const body = strings(request, ['userId', 'code'] as const, 'Please enter a valid 6-digit code');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.verifyTwoFactorSignIn, signedIn as never),
    failure: 'Invalid MFA code',
  },
  {
    method: 'GET',
    path: '/api/mfa/backup-codes',
    operation: 'query RestBackupCodes { viewer { twoFactor { enabled remainingBackupCodes } } }',
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
  },
  {
    method: 'POST',
    path: '/api/mfa/regenerate-backup-codes',
    operation: `mutation RestRegenerate($input: TwoFactorCodeAndPasswordInput!) { regenerateBackupCodes(input: $input) { ${LIMITED_ERROR_FIELDS} ... on BackupCodesPayload { backupCodes remainingCount } } }`,
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
  },
  {
    method: 'GET',
    path: '/api/mfa/status',
    operation: 'query RestMfaStatus { viewer { twoFactor { enabled remainingBackupCodes } } }',
    respond: (data) => (data.viewer ? ok(data.viewer.twoFactor) : fail(401, 'Not signed in')),
    failure: 'Failed to get MFA status',
  },
  {
    method: 'POST',
    path: '/api/mfa/disable',
    operation: `mutation RestMfaDisable($input: TwoFactorCodeAndPasswordInput!) { disableTwoFactor(input: $input) { ${LIMITED_ERROR_FIELDS} ... on DisableTwoFactorPayload { viewer { twoFactor { enabled } } } } }`,
    variables: (request) => {
      if (typeof request.body.password !== 'string' || !request.body.password) return fail(400, 'Please enter your current password');
      const body = strings(request, ['code', 'password'] as const, 'Please enter a valid 6-digit code');
      return 'status' in body ? body : { input: body };
    },
    respond: (data) => shapePayload(data.disableTwoFactor, ({ viewer }) => ok({ enabled: viewer.twoFactor.enabled })),
    failure: 'Failed to disable MFA',
  },
];
