import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { CONSENT_STORAGE_KEY, PRIVACY_POLICY_UPDATED_EVENT } from '../consent.ts';
import { CookieConsent } from '../CookieConsent.tsx';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

describe('the cookie-consent dialog', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  });

  it("appears for a visitor with no record and saves the spec's record on Accept all", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toEqual({
      version: '1.0',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      preferences: { necessary: true, functional: true, analytics: true, marketing: true, authentication: true },
    });
  });

  it('keeps necessary and authentication on when everything else is rejected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(stored().preferences).toEqual({ necessary: true, functional: false, analytics: false, marketing: false, authentication: true });
  });

  it('lets the visitor choose each category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(await screen.findByRole('switch', { name: 'Necessary (always on)' })).toBeDisabled();
    // Nothing that tracks is pre-ticked.
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('switch', { name: 'Functional' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(stored().preferences).toEqual({ necessary: true, functional: false, analytics: true, marketing: true, authentication: true });
  });

  it('turns analytics and marketing off under Do Not Track, even on Accept all', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    const user = userEvent.setup();
    renderWithProviders(<CookieConsent />);
    expect(screen.getByText(/asks not to be tracked/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored().preferences).toMatchObject({ functional: true, analytics: false, marketing: false });
  });

  it('stays hidden with a valid record, shows again for an old version or a policy update', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '1.0', timestamp: 'x', preferences: {} }));
    const { unmount } = renderWithProviders(<CookieConsent />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(PRIVACY_POLICY_UPDATED_EVENT));
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    unmount();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '0.9', timestamp: 'x', preferences: {} }));
    renderWithProviders(<CookieConsent />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
