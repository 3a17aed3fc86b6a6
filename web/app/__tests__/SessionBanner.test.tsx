import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render.tsx';
import { BANNER_HIDE_MS, SessionBanner } from '../SessionBanner.tsx';
import { AUTH_ERROR_EVENT } from '../session.ts';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const renderBanner = (route: string) =>
  renderWithProviders(
    <>
      <SessionBanner />
      <Where />
    </>,
    { route },
  );

describe('the session banner', () => {
  it.each([
    ['session_expired', 'Session Expired', 'warning'],
    ['refresh_failed', 'Session Refresh Failed', 'warning'],
    ['session_invalid', 'Session Invalid', 'error'],
    ['anything_else', 'Login Required', 'error'],
  ])('shows ?error=%s as %s (%s) and removes the parameter from the URL', async (value, title, severity) => {
    renderBanner(`/login?error=${value}&keep=1`);
    // The snackbar is its own chunk, loaded with the first banner.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert.className).toMatch(new RegExp(`MuiAlert-color${severity[0].toUpperCase()}${severity.slice(1)}`));
    expect(screen.getByText('at /login?keep=1')).toBeInTheDocument();
  });

  it('leaves /login its own oauth_not_supported parameter', () => {
    renderBanner('/login?error=oauth_not_supported');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('at /login?error=oauth_not_supported')).toBeInTheDocument();
  });

  it('shows an auth-error event, and hides itself after 6 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderBanner('/dashboard');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      act(() => {
        window.dispatchEvent(
          new CustomEvent(AUTH_ERROR_EVENT, { detail: { reason: 'session_expired', message: 'Your session has expired. Please sign in again.' } }),
        );
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Session ExpiredYour session has expired. Please sign in again.');
      act(() => {
        window.dispatchEvent(new CustomEvent(AUTH_ERROR_EVENT));
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Authentication Error');
      act(() => jest.advanceTimersByTime(BANNER_HIDE_MS - 100));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(BANNER_HIDE_MS).toBe(6000);
      act(() => jest.runOnlyPendingTimers());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
