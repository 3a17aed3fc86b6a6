import { act, screen, within } from '@testing-library/react';
import { deserialize, serialize } from 'node:v8';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { DashboardRoute } from '../DashboardRoute.tsx';

// The chart sizes itself to its container; jsdom has no layout, so give it one.
class FixedSizeObserver {
  constructor(private callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 800, height: 340 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= FixedSizeObserver as unknown as typeof ResizeObserver;
  // jsdom leaves out structuredClone, which the chart uses.
  globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
});

const NAMES = [
  'Security and Risk Management',
  'Asset Security',
  'Security Architecture and Engineering',
  'Communication and Network Security',
  'Identity and Access Management',
  'Security Assessment and Testing',
  'Security Operations',
  'Software Development Security',
];
const DOMAINS = ['SECURITY_AND_RISK_MANAGEMENT', 'ASSET_SECURITY', 'SECURITY_ARCHITECTURE_AND_ENGINEERING', 'COMMUNICATION_AND_NETWORK_SECURITY', 'IDENTITY_AND_ACCESS_MANAGEMENT', 'SECURITY_ASSESSMENT_AND_TESTING', 'SECURITY_OPERATIONS', 'SOFTWARE_DEVELOPMENT_SECURITY'];
// 10 answered: 7 correct overall; Asset Security 7 of 8 (88%), Security Operations 0 of 2.
const counts: Record<string, [number, number, number]> = { ASSET_SECURITY: [8, 7, 88], SECURITY_OPERATIONS: [2, 0, 0] };
const byDomain = DOMAINS.map((domain, i) => {
  const [totalAnswered, correctAnswers, percent] = counts[domain] ?? [0, 0, 0];
  return { domain, name: NAMES[i], totalAnswered, correctAnswers, percent };
});

function answers(n: number, offset = 0) {
  return Array.from({ length: n }, (_, i) => ({
    cursor: `c${offset + i}`,
    node: {
      __typename: 'Answer',
      id: `answer-${offset + i}`,
      answeredAt: new Date(Date.UTC(2026, 10, 21, 9, offset + i)).toISOString(),
      isCorrect: (offset + i) % 2 === 0,
      domainName: 'Asset Security',
      difficulty: 'easy',
      question: { id: `q${offset + i}`, text: `Question number ${offset + i}` },
    },
  }));
}

function renderDashboard() {
  const environment = createMockEnvironment();
  renderWithProviders(<DashboardRoute />, { route: '/dashboard', auth: signedIn, environment });
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.operation.name).toBe('DashboardRouteQuery');
  act(() => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: 'VXNlcjox', name: 'Ada Lovelace', email: 'ada@example.com', picture: null, subscriptionStatus: 'free', createdAt: '2026-11-01T12:00:00.000Z' }),
        ViewerProgress: () => ({ totalAnswered: 10, correctAnswers: 7, percent: 70, byDomain }),
        UserAnswersConnection: () => ({ edges: answers(5, 5), pageInfo: { hasPreviousPage: true, startCursor: 'c5', hasNextPage: false, endCursor: 'c9' } }),
      }),
    );
  });
  return environment;
}

describe('the dashboard', () => {
  it('shows the profile card', async () => {
    renderDashboard();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('ada@example.com');
    expect(profile).toHaveTextContent('Free plan');
    expect(profile).toHaveTextContent('Member since November 1, 2026');
    expect(within(profile).getByRole('link', { name: 'Practise now' })).toHaveAttribute('href', '/practice');
  });

  it('shows the overall figures', async () => {
    renderDashboard();
    const overall = await screen.findByRole('region', { name: 'Overall progress' });
    expect(within(overall).getByRole('group', { name: 'Questions answered' })).toHaveTextContent('10');
    expect(within(overall).getByRole('group', { name: 'Correct answers' })).toHaveTextContent('7');
    expect(within(overall).getByRole('group', { name: 'Accuracy' })).toHaveTextContent('70%');
    expect(within(overall).getByRole('progressbar', { name: 'Overall accuracy' })).toHaveAttribute('aria-valuenow', '70');
  });

  it('shows mastery for every domain as a chart and as figures', async () => {
    renderDashboard();
    const mastery = await screen.findByRole('region', { name: 'Mastery by domain' });
    expect(within(mastery).getByRole('img', { name: /^Mastery by domain:/ })).toHaveAccessibleName(
      `Mastery by domain: ${NAMES.map((name) => `${name} ${name === 'Asset Security' ? 88 : 0}%`).join(', ')}`,
    );
    const rows = within(within(mastery).getByRole('table', { name: 'Mastery by domain' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual(
      NAMES.map((name) => (name === 'Asset Security' ? ['8', '7', '88%'] : name === 'Security Operations' ? ['2', '0', '0%'] : ['0', '0', '–'])),
    );
    expect(within(mastery).getByRole('link', { name: 'Security Operations' })).toHaveAttribute('href', '/practice?domain=SECURITY_OPERATIONS');
  });

  it('lists the recent answers newest first and pages back to older ones', async () => {
    const user = userEvent.setup();
    const environment = renderDashboard();
    const recent = await screen.findByRole('region', { name: 'Recent answers' });
    const items = within(recent).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Question number/).textContent)).toEqual([9, 8, 7, 6, 5].map((n) => `Question number ${n}`));
    expect(items[0]).toHaveTextContent('Asset Security · easy');
    expect(within(items[0]).getByText('Incorrect')).toBeInTheDocument();
    expect(within(items[1]).getByText('Correct')).toBeInTheDocument();
    await user.click(within(recent).getByRole('button', { name: 'Show older answers' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('AnswerListPaginationQuery');
    expect(operation.request.variables).toMatchObject({ count: 10, cursor: 'c5', id: 'VXNlcjox' });
    act(() => {
      environment.mock.resolve(operation, {
        data: { node: { __typename: 'User', id: 'VXNlcjox', answers: { edges: answers(5, 0), pageInfo: { hasPreviousPage: false, startCursor: 'c0', hasNextPage: true, endCursor: 'c4' } } } },
      });
    });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(10);
    expect(within(recent).queryByRole('button', { name: 'Show older answers' })).not.toBeInTheDocument();
  });

  it('names a paid plan and offers no upgrade', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(<DashboardRoute />, { route: '/dashboard', auth: signedIn, environment });
    act(() => {
      environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) =>
        MockPayloadGenerator.generate(operation, { User: () => ({ name: 'Ada', subscriptionStatus: 'lifetime', createdAt: '2026-11-01T12:00:00.000Z' }) }),
      );
    });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Premium member');
    expect(within(profile).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
