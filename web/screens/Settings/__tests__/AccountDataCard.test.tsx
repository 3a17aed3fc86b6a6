import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { useAuth } from '../../../app/AuthProvider.tsx';
import { NoticeBanner } from '../../../app/NoticeBanner.tsx';
import { SignOutAfterLeaving } from '../../../app/SignOutAfterLeaving.tsx';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { ACCOUNT_DELETED, ACCOUNT_EXPORT_URL, BILLING_FAILED, EMAIL_CODE_REQUIRED } from '../components/AccountDataCard.tsx';
import { PASSWORD_REQUIRED } from '../components/ConfirmPanel.tsx';
import { INCORRECT_PASSWORD, INVALID_2FA_CODE } from '../components/managementErrors.ts';
import { RouteQuery } from '../../../app/RouteQuery.tsx';
import { SettingsRoute } from '../SettingsRoute.tsx';

const SettingsRouteQuery = () => import('../../../__generated__/SettingsRouteQuery.graphql.ts');

type ConfirmWith = 'PASSWORD' | 'EMAIL_CODE' | 'NOTHING';

function viewer(confirmWith: ConfirmWith = 'PASSWORD', twoFactorCode = false) {
  return {
    id: 'VXNlcjox',
    name: 'Ada',
    email: 'ada@example.com',
    hasPassword: confirmWith === 'PASSWORD',
    notifyWeeklyProgress: true,
    notifyProductUpdates: false,
    examDate: null,
    accountDeletion: { confirmWith, twoFactorCode },
    twoFactor: { enabled: twoFactorCode, remainingBackupCodes: 0 },
    apiTokens: [],
    sessions: { edges: [] },
  };
}

function Where() {
  const location = useLocation();
  const { auth } = useAuth();
  return (
    <p data-testid="where">
      at {location.pathname} {auth.status}
    </p>
  );
}

async function resolve(environment: RelayMockEnvironment, name: string, data: object) {
  let operation;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    expect(operation).toBeDefined();
  });
  await act(async () => environment.mock.resolve(operation!, { data } as never));
  return operation!;
}

async function renderProfile(data = viewer()) {
  const view = renderWithProviders(
    <Suspense fallback="loading">
      <Where />
      <Routes>
        <Route path="/" element={<p>Landing</p>} />
        <Route path="/settings" element={<RouteQuery query={SettingsRouteQuery} screen={SettingsRoute} />} />
      </Routes>
      <NoticeBanner />
      <SignOutAfterLeaving />
    </Suspense>,
    { auth: signedIn, route: '/settings?tab=profile' },
  );
  await resolve(view.environment, 'SettingsRouteQuery', { viewer: data });
  await screen.findByRole('heading', { name: 'Your data' });
  return view;
}

const typed = (typename: string, message: string) => ({ __typename: typename, __isError: typename, message });

describe('Your data (Profile tab)', () => {
  it('deletes the account after the password: a wrong one is refused, then the learner is signed out on / with a message', async () => {
    const user = userEvent.setup();
    const { environment } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText(PASSWORD_REQUIRED)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const refused = await resolve(environment, 'useDeleteAccountMutation', {
      deleteAccount: typed('InvalidCredentialsError', 'Incorrect password. Please try again.'),
    });
    expect(refused.request.variables).toEqual({ input: { password: 'wrong-password', emailCode: null, twoFactorCode: null } });
    expect(await within(dialog).findByText(INCORRECT_PASSWORD)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('at /settings signedIn');

    const field = within(dialog).getByLabelText('Current password');
    await user.clear(field);
    await user.type(field, 'Correct-Horse-42');
    environment.mock.clearCache();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await resolve(environment, 'useDeleteAccountMutation', { deleteAccount: { __typename: 'DeleteAccountPayload', message: ACCOUNT_DELETED } });
    await resolve(environment, 'AuthProviderSignOutMutation', { signOut: { message: 'Signed out.' } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('at / signedOut'));
    expect(screen.getByText('Landing')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_DELETED);
  });

  it('asks for a two-factor code too when two-factor is on, and says when Stripe could not cancel', async () => {
    const user = userEvent.setup();
    const { environment } = await renderProfile(viewer('PASSWORD', true));
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Correct-Horse-42');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Please enter a valid 6-digit code')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const sent = await resolve(environment, 'useDeleteAccountMutation', { deleteAccount: typed('InvalidCodeError', 'Invalid MFA code') });
    expect(sent.request.variables).toEqual({ input: { password: 'Correct-Horse-42', emailCode: null, twoFactorCode: '123456' } });
    expect(await within(dialog).findByText(INVALID_2FA_CODE)).toBeInTheDocument();

    environment.mock.clearCache();
    await user.type(within(dialog).getByLabelText('Authentication code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await resolve(environment, 'useDeleteAccountMutation', { deleteAccount: typed('BillingProviderError', 'Failed to cancel subscription') });
    expect(await within(dialog).findByText(BILLING_FAILED)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('at /settings signedIn');
  });

  it('confirms an account without a password with an e-mailed code', async () => {
    const user = userEvent.setup();
    const { environment } = await renderProfile(viewer('EMAIL_CODE'));
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText(EMAIL_CODE_REQUIRED)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    await resolve(environment, 'useRequestAccountDeletionCodeMutation', {
      requestAccountDeletionCode: {
        __typename: 'AccountDeletionCodePayload',
        message: 'We have e-mailed you a code to confirm the deletion. It expires in 15 minutes.',
      },
    });
    expect(await within(dialog).findByText(/We have e-mailed you a code/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '12a3456');
    expect(within(dialog).getByLabelText('Code from the e-mail')).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const sent = await resolve(environment, 'useDeleteAccountMutation', { deleteAccount: { __typename: 'DeleteAccountPayload', message: ACCOUNT_DELETED } });
    expect(sent.request.variables).toEqual({ input: { password: null, emailCode: '123456', twoFactorCode: null } });
  });

  it('downloads the data with the access token as a JSON file named by the server', async () => {
    const user = userEvent.setup();
    const calls: [string, RequestInit | undefined][] = [];
    const body = new Blob(['{"profile":{}}'], { type: 'application/json' });
    const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-disposition': 'attachment; filename="cissp-practice-data-2026-11-25.json"' }),
        blob: async () => body,
        json: async () => ({}),
      };
    });
    const originalFetch = globalThis.fetch;
    Object.assign(globalThis, { fetch: fetchMock });
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:data');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      await renderProfile();
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(downloads).toEqual(['cissp-practice-data-2026-11-25.json']));
      expect(calls[0][0]).toBe(ACCOUNT_EXPORT_URL);
      expect(createObjectURL).toHaveBeenCalledWith(body);

      // The server's limit is said in its own words.
      fetchMock.mockImplementationOnce(async () => ({
        ok: false,
        status: 429,
        headers: new Headers(),
        blob: async () => body,
        json: async () => ({ success: false, error: 'You have downloaded your data several times this hour. Try again in 60 minutes.' }),
      }));
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      expect(await screen.findByText(/several times this hour/)).toBeInTheDocument();
    } finally {
      click.mockRestore();
      Object.assign(globalThis, { fetch: originalFetch });
    }
  });
});
