import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('render failed');
  return <p>recovered</p>;
}

describe('the error screens', () => {
  beforeEach(() => {
    shouldThrow = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows Something went wrong with an error ID, Try Again and Go to Home', async () => {
    renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByLabelText('Error ID')).toHaveTextContent(/Error ID: [0-9a-f]{32}/);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('asks before reloading; declining retries in place', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(confirm).toHaveBeenCalledWith('Reload the page to try again?');
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });
});
