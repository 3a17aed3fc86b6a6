import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, signedIn, signedOut } from '../../test/render.tsx';
import { getAccessToken, RETURN_TO_KEY, setAccessToken, USER_STORAGE_KEY } from '../session.ts';
import { RequireAuth } from '../RequireAuth.tsx';
import { TopBar } from '../TopBar.tsx';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const app = (
  <>
    <TopBar />
    <Routes>
      <Route path="/" element={<Where />} />
      <Route path="*" element={<RequireAuth><Where /></RequireAuth>} />
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
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Subscription', 'Settings', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByText('at /settings')).toBeInTheDocument();
  });

  it('logs out: calls signOut, clears the token, the cached user and session storage, and returns to /', async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(signedIn.user));
    sessionStorage.setItem('oauth_state', 'x');
    const { environment } = renderWithProviders(app, { auth: signedIn, route: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('AuthProviderSignOutMutation');
    environment.mock.resolve(operation, { data: { signOut: { message: 'Signed out.' } } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // Logging out is not a visit to come back to.
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });
});
