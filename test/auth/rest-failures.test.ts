import { accountRoutes } from '../../rest-adapter/accounts.ts';
import { createTestApp } from '../support/app.ts';
import { createAccount } from '../support/accounts.ts';
import { authHeaders } from '../support/factories.ts';

/** A body that passes each route's own input checks, so the request reaches the database. */
const BODY: Record<string, object> = {
  '/api/auth/login': { email: 'a@example.com', password: 'Correct-Horse-42' },
  '/api/auth/google': { token: 'header.payload.signature' },
  '/api/auth/register': { email: 'a@example.com', password: 'Correct-Horse-42', name: 'A' },
  '/api/auth/password-reset-request': { email: 'a@example.com' },
  '/api/auth/password-reset': { token: 'abc', newPassword: 'Brand-New-Pass-9' },
  '/api/mfa/setup': { algorithm: 'SHA256' },
  '/api/mfa/enable': { code: '123456' },
  '/api/mfa/verify': { userId: '00000000-0000-0000-0000-000000000000', code: '123456' },
  '/api/mfa/regenerate-backup-codes': { code: '123456', password: 'Correct-Horse-42' },
  '/api/mfa/disable': { code: '123456', password: 'Correct-Horse-42' },
};

describe('REST account routes when something unexpected fails', () => {
  it("answer 500 with the spec's message for that call, and never leak the cause", async () => {
    const t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' } });
    const user = await createAccount(t.db.prisma);
    const headers = await authHeaders(t, user.id);
    await t.db.close(); // from here every query fails
    const seen: Record<string, unknown>[] = [];
    for (const route of accountRoutes) {
      const url = route.path === '/api/auth/verify-email' ? `${route.path}?token=abc` : route.path;
      const response = await t.app.inject({ method: route.method, url, headers, ...(route.method === 'POST' ? { payload: BODY[route.path] ?? {} } : {}) });
      seen.push({ path: route.path, status: response.statusCode, body: response.json() });
    }
    expect(seen).toEqual(accountRoutes.map((route) => ({ path: route.path, status: 500, body: { success: false, error: route.failure } })));
    expect(accountRoutes.map((r) => r.failure)).toEqual(
      expect.arrayContaining([
        'Failed to setup MFA',
        'Failed to verify and enable MFA',
        'Failed to get backup codes',
        'Failed to get MFA status',
        'Failed to regenerate backup codes',
        'Failed to disable MFA',
        'Failed to register user',
        'Failed to request password reset',
        'Failed to reset password',
        'Failed to verify email',
      ]),
    );
    await t.app.close();
  });

  it('asks for the authorization code of the redirect flow', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { state: 'abc' } });
    expect(response.json()).toEqual({ success: false, error: 'OAuth callback requires authorization code' });
    await t.close();
  });
});
