import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, signedIn, signedOut } from '../../test/render.tsx';
import { RequireAuth } from '../RequireAuth.tsx';
import { SessionBanner } from '../SessionBanner.tsx';
import { raiseAuthError, RETURN_TO_KEY, setAccessToken } from '../session.ts';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

const routes = () => (
  <Routes>
    <Route path="/" element={<Where />} />
    <Route
      path="*"
      element={
        <RequireAuth>
          <p>secret dashboard</p>
        </RequireAuth>
      }
    />
  </Routes>
);

describe('the login guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a spinner while the session is loading', () => {
    renderWithProviders(routes(), { auth: { status: 'loading' }, route: '/dashboard' });
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('secret dashboard')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to / and remembers where they were going', () => {
    renderWithProviders(routes(), { auth: signedOut, route: '/practice?domain=ASSET_SECURITY' });
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/practice?domain=ASSET_SECURITY');
  });

  it('tells the visitor why: the session banner says Login Required', async () => {
    setAccessToken('a.b.c');
    renderWithProviders(
      <>
        {routes()}
        <SessionBanner />
      </>,
      { auth: signedOut, route: '/settings' },
    );
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('does not cover the explanation of a session that ended by itself', () => {
    raiseAuthError({ reason: 'session_invalid' });
    renderWithProviders(
      <>
        {routes()}
        <SessionBanner />
      </>,
      { auth: signedOut, route: '/settings' },
    );
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
    setAccessToken(null);
  });

  it('shows the screen to a signed-in user', () => {
    renderWithProviders(routes(), { auth: signedIn, route: '/dashboard' });
    expect(screen.getByText('secret dashboard')).toBeInTheDocument();
  });
});
