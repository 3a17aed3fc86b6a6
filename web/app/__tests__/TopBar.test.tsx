import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { act } from 'react';
import { renderWithProviders, signedIn, signedOut } from '../../test/render.tsx';
import { gamificationStorageKey } from '../gamificationStorage.ts';
import { getAccessToken, RETURN_TO_KEY, setAccessToken, USER_STORAGE_KEY } from '../session.ts';
import { RequireAuth } from '../RequireAuth.tsx';
import { TopBar } from '../TopBar.tsx';
import { useUpdateProfileMutation } from '../../screens/Settings/mutations/useUpdateProfileMutation.ts';

/** Renames the viewer through the app's own mutation, as the Profile tab does. */
function Rename() {
  const [updateProfile] = useUpdateProfileMutation();
  return <button onClick={() => void updateProfile({ input: { name: 'Ada King' } })}>Rename</button>;
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const app = (
  <>
    <TopBar />
    <Routes>
      <Route path="/" element={<Where />} />
      <Route
        path="*"
        element={
          <RequireAuth>
            <Where />
          </RequireAuth>
        }
      />
    </Routes>
  </>
);

describe('the top bar', () => {
  it('shows a Login link to signed-out visitors', () => {
    renderWithProviders(app, { auth: signedOut });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('has an avatar menu with Dashboard, Subscription, Settings and Logout', async () => {
    const user = userEvent.setup();
    renderWithProviders(app, { auth: signedIn, route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Subscription', 'Settings', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByText('at /settings')).toBeInTheDocument();
  });

  it('has a Menu button (shown on phones) that opens Practice, Exam and Dashboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(app, { auth: signedIn, route: '/dashboard' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The popup is a chunk of its own, loaded on the first press.
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Practice', 'Exam', 'Dashboard']);
    expect(items[2]).toHaveClass('Mui-selected');
    await user.click(screen.getByRole('menuitem', { name: 'Exam' }));
    expect(screen.getByText('at /exam')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('logs out: calls signOut, clears the token, the cached user and session storage, and returns to /', async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(signedIn.viewer));
    sessionStorage.setItem('oauth_state', 'x');
    const { environment } = renderWithProviders(app, { auth: signedIn, route: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    // The top bar's streak query may still be pending beside the sign-out.
    const signOut = () => environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'AuthProviderSignOutMutation');
    await waitFor(() => expect(signOut()).toBeDefined());
    const operation = signOut()!;
    environment.mock.resolve(operation, { data: { signOut: { message: 'Signed out.' } } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // Logging out is not a visit to come back to.
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it("shows the streak, keeps the browser's copy of the stats per user, and sends the browser's time zone", async () => {
    const { environment } = renderWithProviders(app, { auth: signedIn, route: '/dashboard' });
    // The streak and the avatar menu are a chunk of their own, loaded once someone is signed in.
    await screen.findByRole('button', { name: 'Account menu' });
    const query = environment.mock.getMostRecentOperation();
    expect(query.request.node.operation.name).toBe('StreakChipQuery');
    const stats = {
      totalPoints: 140,
      level: 2,
      title: 'Apprentice',
      experiencePoints: 140,
      nextLevelXP: 250,
      currentStreak: 3,
      longestStreak: 5,
      lastActivityDate: '2026-11-24',
      questionsAnswered: 12,
      correctAnswers: 9,
      accuracy: 75,
    };
    act(() =>
      environment.mock.resolve(query, { data: { viewer: { id: 'VXNlcjox', userId: 'u-1', timeZone: 'Pacific/Chatham', stats, examInProgress: null } } }),
    );
    expect(await screen.findByLabelText('Streak: 3 days')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(gamificationStorageKey('u-1'))!)).toEqual(stats);
    const zone = environment.mock.getMostRecentOperation();
    expect(zone.request.node.operation.name).toBe('useUpdateTimeZoneMutation');
    expect(zone.request.variables).toEqual({ input: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } });
  });

  it('shows the name a mutation payload returns, with no refetch, and writes it to the `user` cache from the store', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const { environment } = renderWithProviders(
      <>
        {app}
        <Rename />
      </>,
      { auth: signedIn, route: '/dashboard' },
    );
    // The cache is written from the store's viewer, in the spec's shape.
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toMatchObject({ id: 'VXNlcjox', name: 'Ada', email: 'ada@example.com', mfa_enabled: false });
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = () => environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'useUpdateProfileMutation');
    await waitFor(() => expect(rename()).toBeDefined());
    act(() =>
      environment.mock.resolve(rename()!, {
        data: {
          updateProfile: {
            __typename: 'UpdateProfilePayload',
            viewer: {
              id: 'VXNlcjox',
              name: 'Ada King',
              email: 'ada@example.com',
              hasPassword: true,
              examDate: null,
              reviewQueue: null,
              notifyWeeklyProgress: true,
              notifyProductUpdates: false,
            },
          },
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('Ada King')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toMatchObject({ id: 'VXNlcjox', name: 'Ada King' });
    // Nothing asked the server for the viewer again.
    expect(environment.mock.getAllOperations().map((op) => op.request.node.operation.name)).not.toContain('AuthProviderViewerQuery');
  });

  describe('with an exam in progress', () => {
    afterEach(() => jest.useRealTimers());
    const stats = {
      totalPoints: 0,
      level: 1,
      title: 'Novice',
      experiencePoints: 0,
      nextLevelXP: 100,
      currentStreak: 0,
      longestStreak: 0,
      lastActivityDate: null,
      questionsAnswered: 0,
      correctAnswers: 0,
      accuracy: 0,
    };
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

    it("shows it with its clock ticking, on every screen, from the top bar's one query, and links to it", async () => {
      jest.useFakeTimers();
      const { environment } = renderWithProviders(app, { auth: signedIn, route: '/dashboard' });
      await screen.findByRole('button', { name: 'Account menu' });
      const query = environment.mock.getMostRecentOperation();
      expect(query.request.node.operation.name).toBe('StreakChipQuery');
      act(() =>
        environment.mock.resolve(query, {
          data: {
            viewer: { id: 'VXNlcjox', userId: 'u-1', timeZone: zone, stats, examInProgress: { id: 'RXhhbTox', status: 'IN_PROGRESS', secondsRemaining: 5025 } },
          },
        }),
      );
      const chip = await screen.findByRole('link', { name: 'Exam in progress, 1:23:45 left: back to the exam' });
      expect(chip).toHaveTextContent('Exam in progress · 1:23:45');
      expect(chip).toHaveAttribute('href', '/exam');
      act(() => jest.advanceTimersByTime(2000));
      expect(chip).toHaveTextContent('Exam in progress · 1:23:43');

      // Another screen: the same chip, and no new request for it.
      act(() => chip.click());
      expect(screen.getByText('at /exam')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^Exam in progress/ })).toHaveTextContent('1:23:43');
      expect(environment.mock.getAllOperations().map((op) => op.request.node.operation.name)).toEqual([]);

      // An answer brings the server's clock anew; once the exam has ended the chip goes.
      act(() => environment.commitUpdate((store) => store.get('RXhhbTox')!.setValue(3600, 'secondsRemaining')));
      expect(screen.getByRole('link', { name: /^Exam in progress/ })).toHaveTextContent('1:00:00');
      act(() => environment.commitUpdate((store) => store.get('RXhhbTox')!.setValue('FINISHED', 'status')));
      expect(screen.queryByRole('link', { name: /^Exam in progress/ })).not.toBeInTheDocument();
    });

    it('shows nothing without one', async () => {
      const { environment } = renderWithProviders(app, { auth: signedIn, route: '/dashboard' });
      await screen.findByRole('button', { name: 'Account menu' });
      const query = environment.mock.getMostRecentOperation();
      act(() =>
        environment.mock.resolve(query, {
          data: { viewer: { id: 'VXNlcjox', userId: 'u-1', timeZone: zone, stats: { ...stats, currentStreak: 2 }, examInProgress: null } },
        }),
      );
      expect(await screen.findByLabelText('Streak: 2 days')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Exam in progress/ })).not.toBeInTheDocument();
    });
  });
});
