import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AnswerKeysHint, TOUCH_SCREEN } from '../answerKeys.tsx';

/** A browser whose media queries answer as a touch screen does, or as a desktop with a mouse. */
function pointer(touch: boolean) {
  const queries: string[] = [];
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      queries.push(query);
      return {
        matches: touch && query === TOUCH_SCREEN,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
    },
  });
  return queries;
}

describe('the "Keys: 1 to 4" hint', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    jest.restoreAllMocks();
  });

  it('shows with a mouse and keyboard', () => {
    pointer(false);
    render(<AnswerKeysHint optionCount={4} next />);
    expect(screen.getByText('Keys: 1 to 4 or A to D choose, Enter submits, N for the next question.')).toBeInTheDocument();
  });

  it('is not there at all on a touch screen (pointer: coarse)', () => {
    const queries = pointer(true);
    render(<AnswerKeysHint optionCount={4} next />);
    expect(screen.queryByText(/Keys: 1 to 4/)).not.toBeInTheDocument();
    expect(queries).toContain('(pointer: coarse), (hover: none)');
  });
});
