import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { QueryBoundary } from '../QueryBoundary.tsx';
import { RequestError } from '../requestErrors.ts';

const LIMIT =
  'You have drawn all the new questions allowed today (1,000 a day). More from midnight UTC (2026-11-29T00:00:00.000Z); until then your mistakes and review cards stay open.';

function Refused({ error }: { error: Error }): never {
  throw error;
}

describe("a screen's query that fails", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("shows the server's message when a limit was reached, which says when it lifts", () => {
    const error = new RequestError(LIMIT, [{ message: LIMIT, extensions: { code: 'RATE_LIMITED' } }]);
    renderWithProviders(
      <QueryBoundary loading="Loading questions" failure="Failed to load questions." onRetry={() => {}}>
        <Refused error={error} />
      </QueryBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT);
    expect(screen.queryByText('Failed to load questions.')).not.toBeInTheDocument();
  });

  it('shows its own catalogue message for any other failure', () => {
    const error = new RequestError('boom', [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    renderWithProviders(
      <QueryBoundary loading="Loading questions" failure="Failed to load questions." onRetry={() => {}}>
        <Refused error={error} />
      </QueryBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load questions.');
  });
});
