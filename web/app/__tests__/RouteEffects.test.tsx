import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../../test/render.tsx';
import { ROUTE_TITLES, RouteEffects } from '../RouteEffects.tsx';

function Links() {
  return (
    <>
      <RouteEffects />
      <Link to="/privacy">Privacy</Link>
      <Link to="/dashboard">Dashboard</Link>
      <Link to="/settings/">Settings</Link>
    </>
  );
}

describe('on every navigation', () => {
  it('gives each route its own title', async () => {
    const user = userEvent.setup();
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    renderWithProviders(<Links />, { route: '/login' });
    expect(document.title).toBe('Sign in · CISSP Practice');
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(document.title).toBe('Privacy policy · CISSP Practice');
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(document.title).toBe('Settings · CISSP Practice');
    expect(new Set(Object.values(ROUTE_TITLES)).size).toBe(Object.keys(ROUTE_TITLES).length);
  });

  it('shows the new page from its top, as following the footer to /privacy does', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderWithProviders(<Links />, { route: '/' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
