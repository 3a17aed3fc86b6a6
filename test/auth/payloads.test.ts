/**
 * Every account mutation answers with the nodes it changed (the viewer, its sessions as a
 * connection), so a client's normalized store updates itself; and each lists only the typed errors
 * it can return.
 */
import { assertObjectType, getNamedType, type GraphQLField, isUnionType, validate } from 'graphql';
import { schema } from '../../graph/schema/index.ts';
import { restRoutes } from '../../rest-adapter/plugin.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAccount, PASSWORD, totp } from '../support/accounts.ts';

/** The typed errors each account and two-factor mutation can return: no more, no fewer. */
const ERRORS: Record<string, string[]> = {
  register: ['InputError', 'RateLimitedError'],
  verifyEmail: ['InputError', 'InvalidLinkError'],
  requestPasswordReset: ['InputError', 'RateLimitedError'],
  resetPassword: ['InputError', 'InvalidLinkError'],
  signIn: ['InputError', 'InvalidCredentialsError', 'NotAllowedError', 'RateLimitedError'],
  verifyTwoFactorSignIn: ['InputError', 'InvalidCodeError', 'NotAllowedError', 'RateLimitedError'],
  signInAsDemo: ['RateLimitedError', 'UnavailableError'],
  startGoogleSignIn: ['UnavailableError'],
  signInWithGoogle: ['InputError', 'NotAllowedError', 'UnavailableError'],
  refreshSession: ['NotAllowedError'],
  revokeSession: ['InputError'],
  changePassword: ['InputError', 'InvalidCredentialsError', 'NotAllowedError', 'RateLimitedError'],
  updateProfile: ['InputError'],
  startTwoFactorSetup: ['NotAllowedError', 'TwoFactorAlreadyEnabledError'],
  enableTwoFactor: ['InputError', 'InvalidCodeError', 'NotAllowedError', 'RateLimitedError', 'TwoFactorAlreadyEnabledError'],
  disableTwoFactor: ['InputError', 'InvalidCodeError', 'InvalidCredentialsError', 'RateLimitedError'],
  regenerateBackupCodes: ['InputError', 'InvalidCodeError', 'InvalidCredentialsError', 'NotAllowedError', 'RateLimitedError'],
};

const mutations = () => schema.getMutationType()!.getFields();

/** A mutation's payload type and the typed errors of its result union, sorted. */
function resultOf(field: GraphQLField<unknown, unknown>) {
  const type = getNamedType(field.type);
  if (!isUnionType(type)) return { payload: type.name, errors: [] };
  const members = type.getTypes();
  const errors = members.filter((member) => member.getInterfaces().some((i) => i.name === 'Error')).map((member) => member.name);
  return { payload: members.find((member) => !errors.includes(member.name))!.name, errors: errors.sort() };
}

describe('account mutation payloads', () => {
  describe('the schema', () => {
    it.each(Object.entries(ERRORS))('%s lists only the errors it can return', (name, expected) => {
      expect(resultOf(mutations()[name]).errors).toEqual([...expected].sort());
    });

    it('carries the viewer on every payload that changes it', () => {
      for (const name of [
        'updateProfile',
        'changePassword',
        'revokeSession',
        'signOutEverywhereElse',
        'enableTwoFactor',
        'disableTwoFactor',
        'regenerateBackupCodes',
        'verifyEmail',
        'signIn',
        'createCheckoutSession',
        'syncSubscription',
        'cancelSubscription',
        'submitAnswer',
      ]) {
        const { payload } = resultOf(mutations()[name]);
        const viewer = assertObjectType(schema.getType(payload)).getFields().viewer;
        expect([name, viewer ? getNamedType(viewer.type).name : 'no viewer']).toEqual([name, 'User']);
      }
    });

    // A REST route selecting an error its mutation no longer lists would fail on every call.
    it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route.document] as const))(
      'the REST route %s runs a valid operation',
      (_route, document) => {
        expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      },
    );

    it("lists a user's sessions as a Relay connection", () => {
      const { sessions } = assertObjectType(schema.getType('User')).getFields();
      expect(String(sessions.type)).toBe('UserSessionsConnection!');
      expect(sessions.args.map((arg) => arg.name)).toEqual(expect.arrayContaining(['first', 'after']));
    });
  });

  describe('over GraphQL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    const SESSIONS = 'sessions(first: 10) { edges { node { id current } } }';

    async function signIn(email: string, password = PASSWORD) {
      const out = await t.graphql(
        `mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on SignInPayload { accessToken viewer { email ${SESSIONS} } } } }`,
        {
          input: { email, password },
        },
      );
      const payload = out.data.signIn;
      expect(payload.__typename).toBe('SignInPayload');
      return { headers: { authorization: `Bearer ${payload.accessToken}` }, viewer: payload.viewer };
    }

    it("signs in with the viewer and this device's session in the answer", async () => {
      const user = await createAccount(t.db.prisma);
      const { viewer } = await signIn(user.email);
      expect(viewer.email).toBe(user.email);
      expect(viewer.sessions.edges.map((e: { node: { current: boolean } }) => e.node.current)).toEqual([true]);
    });

    it('answers a profile change with the viewer as saved', async () => {
      const user = await createAccount(t.db.prisma);
      const { headers } = await signIn(user.email);
      const out = await t.graphql(
        `mutation { updateProfile(input: { name: "  Ada  ", notifyProductUpdates: true }) { __typename ... on UpdateProfilePayload { viewer { name notifyProductUpdates } } ... on Error { message } } }`,
        {},
        headers,
      );
      expect(out.data.updateProfile).toEqual({ __typename: 'UpdateProfilePayload', viewer: { name: 'Ada', notifyProductUpdates: true } });
      const blank = await t.graphql(`mutation { updateProfile(input: { name: " " }) { __typename ... on InputError { field message } } }`, {}, headers);
      expect(blank.data.updateProfile).toEqual({ __typename: 'InputError', field: 'name', message: 'Name is required' });
    });

    it('answers ending sessions with the sessions left', async () => {
      const user = await createAccount(t.db.prisma);
      const laptop = await signIn(user.email);
      const phone = await signIn(user.email);
      await signIn(user.email);
      const phoneSessionId = phone.viewer.sessions.edges.find((e: { node: { current: boolean } }) => e.node.current).node.id;

      const revoked = await t.graphql(
        `mutation($id: ID!) { revokeSession(input: { sessionId: $id }) { __typename ... on RevokeSessionPayload { revokedSessionId viewer { ${SESSIONS} } } } }`,
        { id: phoneSessionId },
        laptop.headers,
      );
      expect(revoked.data.revokeSession.revokedSessionId).toBe(phoneSessionId);
      const left = revoked.data.revokeSession.viewer.sessions.edges.map((e: { node: { id: string } }) => e.node.id);
      expect(left).toHaveLength(2);
      expect(left).not.toContain(phoneSessionId);

      const others = await t.graphql(`mutation { signOutEverywhereElse { revokedCount viewer { ${SESSIONS} } } }`, {}, laptop.headers);
      expect(others.data.signOutEverywhereElse.revokedCount).toBe(1);
      expect(others.data.signOutEverywhereElse.viewer.sessions.edges.map((e: { node: { current: boolean } }) => e.node.current)).toEqual([true]);
    });

    it('answers a password change with the viewer, other devices signed out', async () => {
      const user = await createAccount(t.db.prisma);
      const laptop = await signIn(user.email);
      await signIn(user.email);
      const wrong = await t.graphql(
        `mutation { changePassword(input: { currentPassword: "not-it", newPassword: "Another-Horse-43" }) { __typename ... on Error { message } } }`,
        {},
        laptop.headers,
      );
      expect(wrong.data.changePassword).toEqual({ __typename: 'InvalidCredentialsError', message: 'Incorrect password. Please try again.' });
      const out = await t.graphql(
        `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on ChangePasswordPayload { message viewer { hasPassword ${SESSIONS} } } } }`,
        { input: { currentPassword: PASSWORD, newPassword: 'Another-Horse-43' } },
        laptop.headers,
      );
      expect(out.data.changePassword.__typename).toBe('ChangePasswordPayload');
      expect(out.data.changePassword.viewer.hasPassword).toBe(true);
      expect(out.data.changePassword.viewer.sessions.edges.map((e: { node: { current: boolean } }) => e.node.current)).toEqual([true]);
    });

    it("answers each two-factor change with the viewer's new two-factor status, and says by type when it is already on", async () => {
      const user = await createAccount(t.db.prisma);
      const { headers } = await signIn(user.email);
      const STATUS = 'viewer { mfaEnabled twoFactor { enabled remainingBackupCodes } }';
      const setup = await t.graphql(`mutation { startTwoFactorSetup { __typename ... on TwoFactorSetup { secret } } }`, {}, headers);
      const { secret } = setup.data.startTwoFactorSetup;

      const enabled = await t.graphql(
        `mutation($code: String!) { enableTwoFactor(input: { code: $code }) { __typename ... on BackupCodesPayload { backupCodes ${STATUS} } } }`,
        { code: await totp(secret) },
        headers,
      );
      const { backupCodes, viewer } = enabled.data.enableTwoFactor;
      expect(viewer).toEqual({ mfaEnabled: true, twoFactor: { enabled: true, remainingBackupCodes: 10 } });

      const again = await t.graphql(`mutation { startTwoFactorSetup { __typename ... on Error { message } } }`, {}, headers);
      expect(again.data.startTwoFactorSetup).toEqual({ __typename: 'TwoFactorAlreadyEnabledError', message: 'MFA is already enabled' });

      // A backup code confirms the regeneration; the answer counts the new set.
      const regenerated = await t.graphql(
        `mutation($input: TwoFactorCodeAndPasswordInput!) { regenerateBackupCodes(input: $input) { __typename ... on BackupCodesPayload { backupCodes remainingCount ${STATUS} } } }`,
        { input: { code: backupCodes[0], password: PASSWORD } },
        headers,
      );
      const fresh = regenerated.data.regenerateBackupCodes.backupCodes;
      expect(fresh).not.toContain(backupCodes[1]);
      expect(regenerated.data.regenerateBackupCodes).toEqual({
        __typename: 'BackupCodesPayload',
        backupCodes: fresh,
        remainingCount: 10,
        viewer: { mfaEnabled: true, twoFactor: { enabled: true, remainingBackupCodes: 10 } },
      });

      const disabled = await t.graphql(
        `mutation($input: TwoFactorCodeAndPasswordInput!) { disableTwoFactor(input: $input) { __typename ... on DisableTwoFactorPayload { ${STATUS} } ... on Error { message } } }`,
        { input: { code: fresh[0], password: PASSWORD } },
        headers,
      );
      expect(disabled.data.disableTwoFactor).toEqual({
        __typename: 'DisableTwoFactorPayload',
        viewer: { mfaEnabled: false, twoFactor: { enabled: false, remainingBackupCodes: 0 } },
      });
    });
  });
});
