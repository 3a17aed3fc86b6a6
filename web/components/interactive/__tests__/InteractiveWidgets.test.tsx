import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { HotspotPicker } from '../HotspotPicker.tsx';
import { type Matches, MatchingBoard } from '../MatchingBoard.tsx';
import { OrderingList } from '../OrderingList.tsx';

const STEPS = [
  { id: 'a', text: 'Prepare' },
  { id: 'b', text: 'Conduct' },
  { id: 'c', text: 'Communicate' },
];

function Ordering() {
  const [order, setOrder] = useState(STEPS.map((s) => s.id));
  return (
    <>
      <p id="stem">Order the steps</p>
      <OrderingList elements={STEPS} value={order} onChange={setOrder} labelledBy="stem" />
    </>
  );
}

const PROMPTS = [
  { id: 'p1', text: 'Insurance' },
  { id: 'p2', text: 'Retire FTP' },
];
const TARGETS = [
  { id: 't1', text: 'Transfer' },
  { id: 't2', text: 'Avoid' },
  { id: 't3', text: 'Accept' },
];

function Matching({ onChange }: { onChange: (m: Matches) => void }) {
  const [matches, setMatches] = useState<Matches>({});
  return (
    <>
      <p id="stem">Match them</p>
      <MatchingBoard
        prompts={PROMPTS}
        targets={TARGETS}
        value={matches}
        onChange={(m) => {
          setMatches(m);
          onChange(m);
        }}
        labelledBy="stem"
      />
    </>
  );
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><g data-region="r1"><rect x="0" y="0" width="90" height="90"/><text x="10" y="50">Web</text></g>' +
  '<g data-region="r2"><rect x="100" y="0" width="90" height="90"/><text x="110" y="50">Database</text></g></svg>';

function Hotspot({ onChange }: { onChange: (r: string) => void }) {
  const [region, setRegion] = useState<string | null>(null);
  return (
    <>
      <p id="stem">Pick the region</p>
      <HotspotPicker
        image={SVG}
        regions={[
          { id: 'r1', text: 'Web server' },
          { id: 'r2', text: 'Database server' },
        ]}
        value={region}
        onChange={(r) => {
          setRegion(r);
          onChange(r);
        }}
        labelledBy="stem"
      />
    </>
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Order the steps' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+\./, ''));

describe('the ordering list', () => {
  it('moves a step with the Move up and Move down buttons and says where it went', async () => {
    const user = userEvent.setup();
    render(<Ordering />);
    expect(order()).toEqual(['Prepare', 'Conduct', 'Communicate']);
    expect(screen.getByRole('button', { name: 'Move up: Prepare' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move down: Prepare' }));
    expect(order()).toEqual(['Conduct', 'Prepare', 'Communicate']);
    await user.click(screen.getByRole('button', { name: 'Move up: Communicate' }));
    expect(order()).toEqual(['Conduct', 'Communicate', 'Prepare']);
    expect(screen.getByText('"Communicate" moved to position 2 of 3.')).toBeInTheDocument();
  });
});

describe('the matching board', () => {
  it('places a prompt from its menu, and a second prompt on a taken target swaps them', async () => {
    const user = userEvent.setup();
    const changes: Matches[] = [];
    render(<Matching onChange={(m) => changes.push(m)} />);
    await user.click(screen.getByRole('button', { name: 'Choose a match for: Insurance' }));
    await user.click(screen.getByRole('menuitem', { name: 'Transfer' }));
    expect(changes.at(-1)).toEqual({ p1: 't1' });
    expect(screen.getByRole('button', { name: 'Insurance, placed on Transfer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a match for: Retire FTP' }));
    await user.click(screen.getByRole('menuitem', { name: 'Avoid' }));
    expect(changes.at(-1)).toEqual({ p1: 't1', p2: 't2' });
    // Onto the taken target: the prompt there goes to where the moved one came from.
    await user.click(screen.getByRole('button', { name: 'Choose a match for: Retire FTP' }));
    await user.click(screen.getByRole('menuitem', { name: 'Transfer' }));
    expect(changes.at(-1)).toEqual({ p1: 't2', p2: 't1' });
    await user.click(screen.getByRole('button', { name: 'Choose a match for: Insurance' }));
    await user.click(screen.getByRole('menuitem', { name: 'Not placed' }));
    expect(changes.at(-1)).toEqual({ p2: 't1' });
    expect(screen.getByRole('button', { name: 'Insurance, not placed' })).toBeInTheDocument();
  });
});

describe('a finger on a drag handle', () => {
  // Unconsumed, a finger's moves are a scroll to Chrome even where touch-action: none keeps the page still:
  // lifted while moving, the finger starts a fling, and a tap while it runs only stops it (no click).
  const moveFinger = (target: Element) => {
    const move = new TouchEvent('touchmove', { bubbles: true, cancelable: true });
    target.dispatchEvent(move);
    return move.defaultPrevented;
  };

  it('has its moves consumed on the handles of both boards (and on the icon in them), not on their buttons', () => {
    render(<Ordering />);
    const step = screen.getByRole('button', { name: 'Step in position 1: Prepare' });
    expect(moveFinger(step)).toBe(true);
    expect(moveFinger(step.querySelector('svg')!)).toBe(true);
    expect(moveFinger(screen.getByRole('button', { name: 'Move down: Prepare' }))).toBe(false);
    render(<Matching onChange={() => {}} />);
    expect(moveFinger(screen.getByRole('button', { name: 'Insurance, not placed' }))).toBe(true);
    expect(moveFinger(screen.getByRole('button', { name: 'Choose a match for: Insurance' }))).toBe(false);
  });
});

describe('the hotspot picker', () => {
  it('chooses a region by a click on the drawing or by its radio button, named by its label', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    const { container } = render(<Hotspot onChange={(r) => chosen.push(r)} />);
    await user.click(container.querySelector('[data-region="r2"] rect')!);
    expect(chosen).toEqual(['r2']);
    expect(screen.getByRole('radio', { name: 'Database server' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Web server' }));
    expect(chosen).toEqual(['r2', 'r1']);
    // A click on the drawing outside any region chooses nothing.
    await user.click(container.querySelector('svg')!);
    expect(chosen).toEqual(['r2', 'r1']);
  });
});
