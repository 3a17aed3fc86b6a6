import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { BACKUP_CODES_FILE } from '../components/BackupCodes.tsx';
import { ALREADY_ENABLED_REDIRECT_MS } from '../components/TwoFactorSetup.tsx';
import { RouteQuery } from '../../../app/RouteQuery.tsx';
import { SettingsRoute } from '../SettingsRoute.tsx';

const SettingsRouteQuery = () => import('../../../__generated__/SettingsRouteQuery.graphql.ts');

const CODES = [
  'AAAAA-BBBBB',
  'CCCCC-DDDDD',
  'EEEEE-FFFFF',
  'GGGGG-HHHHH',
  'JJJJJ-KKKKK',
  'LLLLL-MMMMM',
  'NNNNN-PPPPP',
  'QQQQQ-RRRRR',
  'SSSSS-TTTTT',
  'UUUUU-VVVVV',
];
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';

const THIS_DEVICE = {
  id: 'U2Vzc2lvbjox',
  current: true,
  userAgent: CHROME,
  ip: '10.0.0.1',
  createdAt: '2026-11-20T10:00:00Z',
  lastUsedAt: '2026-11-21T10:00:00Z',
  viaTwoFactor: false,
};
const OTHER_DEVICE = {
  id: 'U2Vzc2lvbjoy',
  current: false,
  userAgent: FIREFOX,
  ip: '10.0.0.2',
  createdAt: '2026-11-19T10:00:00Z',
  lastUsedAt: '2026-11-20T09:00:00Z',
  viaTwoFactor: false,
};

/** The viewer as the server answers it, in queries and in mutation payloads alike. */
function viewer({ enabled = false, remaining = 0, name = 'Ada', notifyProductUpdates = false, sessions = [THIS_DEVICE, OTHER_DEVICE] } = {}) {
  return {
    id: 'VXNlcjox',
    name,
    email: 'ada@example.com',
    hasPassword: true,
    notifyWeeklyProgress: true,
    notifyProductUpdates,
    notifyDailyReminder: true,
    notifyReviewDue: true,
    reminderHour: 18,
    timeZone: 'Europe/Berlin',
    twoFactor: { enabled, remainingBackupCodes: remaining },
    apiTokens: [],
    sessions: { edges: sessions.map((node) => ({ node })) },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">at {location.pathname + location.search}</p>;
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

async function renderSettings(route = '/settings', data = viewer()) {
  const view = renderWithProviders(
    <Suspense fallback="loading">
      <Where />
      <Routes>
        <Route path="/settings" element={<RouteQuery query={SettingsRouteQuery} screen={SettingsRoute} />} />
      </Routes>
    </Suspense>,
    { auth: signedIn, route },
  );
  await resolve(view.environment, 'SettingsRouteQuery', { viewer: data });
  await screen.findByRole('heading', { name: 'Settings' });
  return view;
}

const typed = (typename: string, message: string) => ({ __typename: typename, __isError: typename, message });

describe('settings', () => {
  it('has the Security, Profile, Notifications and API tabs', async () => {
    const user = userEvent.setup();
    await renderSettings();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Security', 'Profile', 'Notifications', 'API']);
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByTestId('where')).toHaveTextContent('at /settings?tab=profile');
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada');
  });

  it('sets up two-factor in three steps: QR and secret, a code, backup codes to copy and download', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { environment } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Set Up 2FA' }));
    expect(screen.getByTestId('where')).toHaveTextContent('at /settings?setup=two-factor');

    const start = await resolve(environment, 'useStartTwoFactorSetupMutation', {
      startTwoFactorSetup: {
        __typename: 'TwoFactorSetup',
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/CISSP%20Practice:ada?secret=JBSWY3DPEHPK3PXP',
        algorithm: 'SHA1',
      },
    });
    // SHA-1, which every authenticator app computes (several ignore the URI's algorithm).
    expect(start.request.variables).toEqual({ input: { algorithm: 'SHA1' } });
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const code = screen.getByLabelText('Verification code');
    await user.type(code, '12x');
    await user.click(screen.getByRole('button', { name: 'Verify and Enable' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit code');
    await user.type(code, '3456');
    await user.click(screen.getByRole('button', { name: 'Verify and Enable' }));
    await resolve(environment, 'useEnableTwoFactorMutation', { enableTwoFactor: typed('InvalidCodeError', 'Invalid MFA code') });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid 2FA code. Please try again.');

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and Enable' }));
    const enable = await resolve(environment, 'useEnableTwoFactorMutation', {
      enableTwoFactor: { __typename: 'BackupCodesPayload', backupCodes: CODES, viewer: viewer({ enabled: true, remaining: 10 }) },
    });
    expect(enable.request.variables).toEqual({ input: { code: '654321' } });
    const list = screen.getByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(screen.getByRole('status')).toHaveTextContent('Backup codes copied to the clipboard.');
    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(clicked).toEqual([BACKUP_CODES_FILE]);
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/plain');
    click.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^at \/settings$/);
    expect(screen.getByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(screen.getByText('10 unused backup codes left.')).toBeInTheDocument();
  });

  it("says 'MFA is already enabled' and returns to /settings", async () => {
    jest.useFakeTimers();
    try {
      const { environment } = await renderSettings('/settings?setup=two-factor');
      await resolve(environment, 'useStartTwoFactorSetupMutation', { startTwoFactorSetup: typed('TwoFactorAlreadyEnabledError', 'MFA is already enabled') });
      expect(screen.getByRole('alert')).toHaveTextContent('MFA is already enabled');
      act(() => jest.advanceTimersByTime(ALREADY_ENABLED_REDIRECT_MS));
      expect(screen.getByTestId('where')).toHaveTextContent(/^at \/settings$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says setup could not start when the request fails', async () => {
    const { environment } = await renderSettings('/settings?setup=two-factor');
    await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to initialize MFA setup. Please try again.');
  });

  it('disables two-factor behind a confirm panel needing the current password and a code', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSettings('/settings', viewer({ enabled: true, remaining: 7 }));
    expect(screen.getByText('7 unused backup codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    const panel = screen.getByRole('region', { name: 'Disable two-factor authentication' });
    const confirm = within(panel).getByRole('button', { name: 'Disable 2FA' });
    await user.click(confirm);
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please enter your current password');
    await user.type(within(panel).getByLabelText('Current password'), 'wrong');
    await user.click(confirm);
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit code');
    await user.type(within(panel).getByLabelText('Authentication code'), '123456');
    await user.click(confirm);
    await resolve(environment, 'useDisableTwoFactorMutation', { disableTwoFactor: typed('InvalidCredentialsError', 'Incorrect password. Please try again.') });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');

    await user.type(within(panel).getByLabelText('Authentication code'), '654321');
    await user.click(confirm);
    await resolve(environment, 'useDisableTwoFactorMutation', { disableTwoFactor: typed('InvalidCodeError', 'Invalid MFA code') });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Invalid 2FA code. Please try again.');

    await user.click(within(panel).getByRole('button', { name: 'Use a backup code instead' }));
    await user.type(within(panel).getByLabelText('Backup code'), 'AAAAA-BBBBB');
    await user.click(confirm);
    const op = await resolve(environment, 'useDisableTwoFactorMutation', { disableTwoFactor: { __typename: 'DisableTwoFactorPayload', viewer: viewer() } });
    expect(op.request.variables).toEqual({ input: { password: 'wrong', code: 'AAAAA-BBBBB' } });
    expect(await screen.findByRole('button', { name: 'Set Up 2FA' })).toBeInTheDocument();
  });

  it("says 'Failed to disable MFA' when the request fails", async () => {
    const user = userEvent.setup();
    const { environment } = await renderSettings('/settings', viewer({ enabled: true, remaining: 7 }));
    await user.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    const panel = screen.getByRole('region', { name: 'Disable two-factor authentication' });
    await user.type(within(panel).getByLabelText('Current password'), 'pw');
    await user.type(within(panel).getByLabelText('Authentication code'), '123456');
    await user.click(within(panel).getByRole('button', { name: 'Disable 2FA' }));
    await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Failed to disable MFA');
  });

  it('generates new backup codes behind a confirm panel and shows them once, with download and close', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSettings('/settings', viewer({ enabled: true, remaining: 2 }));
    await user.click(screen.getByRole('button', { name: 'Generate New Backup Codes' }));
    const panel = screen.getByRole('region', { name: 'Generate new backup codes' });
    await user.type(within(panel).getByLabelText('Current password'), 'Correct-Horse-1!');
    await user.type(within(panel).getByLabelText('Authentication code'), '123456');
    await user.click(within(panel).getByRole('button', { name: 'Generate codes' }));
    await resolve(environment, 'useRegenerateBackupCodesMutation', {
      regenerateBackupCodes: { __typename: 'BackupCodesPayload', backupCodes: CODES, viewer: viewer({ enabled: true, remaining: 10 }) },
    });
    expect(within(screen.getByRole('list', { name: 'Backup codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('list', { name: 'Backup codes' })).not.toBeInTheDocument();
    expect(screen.getByText('10 unused backup codes left.')).toBeInTheDocument();
  });

  it('lists the signed-in sessions, signs out one, and everywhere else', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSettings();
    const sessions = screen.getByRole('list', { name: 'Signed-in sessions' });
    expect(within(sessions).getByRole('listitem', { name: 'Chrome on Linux (this device)' })).toBeInTheDocument();
    const firefox = within(sessions).getByRole('listitem', { name: 'Firefox on Windows' });
    await user.click(within(firefox).getByRole('button', { name: /^Sign out Firefox on Windows/ }));
    const revoke = await resolve(environment, 'useRevokeSessionMutation', {
      revokeSession: { __typename: 'RevokeSessionPayload', message: 'Signed out of that device.', viewer: viewer({ sessions: [THIS_DEVICE] }) },
    });
    expect(revoke.request.variables).toEqual({ input: { sessionId: 'U2Vzc2lvbjoy' } });
    expect(screen.getByText('Signed out of that device.')).toBeInTheDocument();
    expect(within(sessions).queryByRole('listitem', { name: 'Firefox on Windows' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('signs out everywhere else', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await resolve(environment, 'useSignOutEverywhereElseMutation', { signOutEverywhereElse: { revokedCount: 1, viewer: viewer({ sessions: [THIS_DEVICE] }) } });
    expect(screen.getByText('Signed out of 1 other session.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('changes the display name, and the password with the current one', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSettings('/settings?tab=profile');
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    const op = await resolve(environment, 'useUpdateProfileMutation', {
      updateProfile: { __typename: 'UpdateProfilePayload', viewer: viewer({ name: 'Ada King' }) },
    });
    expect(op.request.variables).toEqual({ input: { name: 'Ada King' } });
    expect(screen.getByText('Your name has been saved.')).toBeInTheDocument();

    const change = screen.getByRole('button', { name: 'Change Password' });
    await user.type(screen.getByLabelText('New password'), 'Tidal-Granite-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'Tidal-Granite-4');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(change).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm new password'), '2');
    const section = screen.getByRole('region', { name: 'Change password' });
    await user.click(change);
    expect(within(section).getByRole('alert')).toHaveTextContent('Please enter your current password');
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(change);
    const pw = await resolve(environment, 'useChangePasswordMutation', {
      changePassword: typed('InvalidCredentialsError', 'Incorrect password. Please try again.'),
    });
    expect(pw.request.variables).toEqual({ input: { currentPassword: 'wrong', newPassword: 'Tidal-Granite-42' } });
    expect(within(section).getByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
  });

  it('saves the reminder switches, hour and time zone, and says when each has saved', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSettings('/settings?tab=notifications');
    const daily = screen.getByRole('switch', { name: 'Daily reminder' });
    const review = screen.getByRole('switch', { name: 'Review-due reminder' });
    expect(daily).toBeChecked();
    expect(review).toBeChecked();
    expect(screen.getByLabelText('Reminder hour')).toHaveValue('18');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');

    await user.click(daily);
    const status = () =>
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .filter(Boolean);
    expect(status()).toEqual(['Saving...']);
    const op = await resolve(environment, 'useUpdateNotificationsMutation', {
      updateProfile: { __typename: 'UpdateProfilePayload', viewer: { ...viewer(), notifyDailyReminder: false } },
    });
    expect(op.request.variables).toEqual({ input: { notifyDailyReminder: false } });
    expect(daily).not.toBeChecked();
    expect(document.getElementById('notifyDailyReminder-saved')).toHaveTextContent('Saved');

    await user.selectOptions(screen.getByLabelText('Reminder hour'), '07:00');
    const hour = await resolve(environment, 'useUpdateNotificationsMutation', {
      updateProfile: { __typename: 'UpdateProfilePayload', viewer: { ...viewer(), notifyDailyReminder: false, reminderHour: 7 } },
    });
    expect(hour.request.variables).toEqual({ input: { reminderHour: 7 } });
    expect(screen.getByLabelText('Reminder hour')).toHaveValue('7');
    expect(document.getElementById('reminderHour-saved')).toHaveTextContent('Saved');

    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    const zone = await resolve(environment, 'useSetReminderTimeZoneMutation', {
      updateTimeZone: { __typename: 'UpdateTimeZonePayload', viewer: { id: 'VXNlcjox', timeZone: 'Asia/Tokyo' } },
    });
    expect(zone.request.variables).toEqual({ input: { timeZone: 'Asia/Tokyo' } });
    expect(document.getElementById('timeZone-saved')).toHaveTextContent('Saved');
    // The top bar stops replacing a chosen zone with the device's.
    expect(localStorage.getItem('time-zone-chosen')).toBe('Asia/Tokyo');

    // A refused hour is said, and the "Saved" of another control is not claimed for it.
    await user.selectOptions(screen.getByLabelText('Reminder hour'), '09:00');
    await resolve(environment, 'useUpdateNotificationsMutation', {
      updateProfile: { __typename: 'InputError', __isError: 'InputError', message: 'The reminder hour must be a whole hour from 0 to 23.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The reminder hour must be a whole hour from 0 to 23.');
    expect(document.getElementById('reminderHour-saved')).not.toHaveTextContent('Saved');
  });

  it('switches the two e-mail preferences', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSettings('/settings?tab=notifications');
    const weekly = screen.getByRole('switch', { name: 'Weekly progress e-mails' });
    const updates = screen.getByRole('switch', { name: 'Product updates' });
    expect(weekly).toBeChecked();
    expect(updates).not.toBeChecked();
    await user.click(updates);
    expect(updates).toBeChecked();
    const op = await resolve(environment, 'useUpdateNotificationsMutation', {
      updateProfile: { __typename: 'UpdateProfilePayload', viewer: viewer({ notifyProductUpdates: true }) },
    });
    expect(op.request.variables).toEqual({ input: { notifyProductUpdates: true } });
    expect(updates).toBeChecked();

    // The switch moves at once; a save that fails puts it back and says so.
    await user.click(weekly);
    expect(weekly).not.toBeChecked();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(weekly).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });
});
