import { act, screen, waitFor, within } from '@testing-library/react';
import { deserialize, serialize } from 'node:v8';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
const DashboardRouteQuery = () => import('../../../__generated__/DashboardRouteQuery.graphql.ts');
import { RouteQuery } from '../../../app/RouteQuery.tsx';
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
const DOMAINS = [
  'SECURITY_AND_RISK_MANAGEMENT',
  'ASSET_SECURITY',
  'SECURITY_ARCHITECTURE_AND_ENGINEERING',
  'COMMUNICATION_AND_NETWORK_SECURITY',
  'IDENTITY_AND_ACCESS_MANAGEMENT',
  'SECURITY_ASSESSMENT_AND_TESTING',
  'SECURITY_OPERATIONS',
  'SOFTWARE_DEVELOPMENT_SECURITY',
];
// 10 answered: 7 correct overall; Asset Security 7 of 8 (88%), Security Operations 0 of 2.
const counts: Record<string, [number, number, number]> = { ASSET_SECURITY: [8, 7, 88], SECURITY_OPERATIONS: [2, 0, 0] };
const byDomain = DOMAINS.map((domain, i) => {
  const [totalAnswered, correctAnswers, percent] = counts[domain] ?? [0, 0, 0];
  return { domain, name: NAMES[i], totalAnswered, correctAnswers, percent };
});

// Level 3 (250 XP) on the way to level 4 (500 XP): 300 points is 20% of the way.
const STATS = {
  level: 3,
  title: 'Student',
  totalPoints: 300,
  experiencePoints: 300,
  currentLevelXP: 250,
  nextLevelXP: 500,
  currentStreak: 4,
  longestStreak: 9,
  achievements: [
    { id: 'a2', title: 'Reached level 3: Student', points: 0, achievedAt: '2026-11-21T10:00:00.000Z' },
    { id: 'a1', title: 'Badge earned: Week Warrior', points: 100, achievedAt: '2026-11-20T10:00:00.000Z' },
  ],
};
const CHALLENGE = {
  description: 'Answer 10 questions from your weaker domains and score at least 70% to earn 25 points and the Challenge Accepted badge.',
  questionIds: Array.from({ length: 10 }, (_, i) => `d2-00${i}`),
  answeredCount: 3,
  userScore: 20,
  targetScore: 70,
  completed: false,
};
const BADGES = [
  { id: 'b2', name: 'Getting Started', description: 'Answer 100 questions.', icon: 'QuestionAnswer', rarity: 'common', unlockedAt: null },
  {
    id: 'b1',
    name: 'Week Warrior',
    description: 'Practise 7 days in a row.',
    icon: 'LocalFireDepartment',
    rarity: 'common',
    unlockedAt: '2026-11-20T10:00:00.000Z',
  },
];

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

const domain = (d: string) => ({ domain: d, name: NAMES[DOMAINS.indexOf(d)], weight: 10, answers: 30, ability: 0, standardError: 0.3, gain: 5 });
const READY = {
  status: 'READY',
  answers: 240,
  answersNeeded: 0,
  domainsNeeded: [],
  passProbability: 0.6612,
  ability: 0.08,
  standardError: 0.1,
  interval: { low: 0.581, high: 0.7384, level: 0.8 },
  domains: DOMAINS.map(domain),
  studyNext: [
    { ...domain('SECURITY_OPERATIONS'), weight: 13 },
    { ...domain('SECURITY_AND_RISK_MANAGEMENT'), weight: 16 },
    { ...domain('ASSET_SECURITY'), weight: 10 },
  ],
  narrowing: { answers: 60, domains: ['SECURITY_OPERATIONS', 'ASSET_SECURITY'], interval: { low: 0.6149, high: 0.7012, level: 0.8 } },
};
const NOT_ENOUGH = {
  status: 'NOT_ENOUGH_EVIDENCE',
  answers: 63,
  answersNeeded: 37,
  domainsNeeded: ['ASSET_SECURITY', 'SOFTWARE_DEVELOPMENT_SECURITY'],
  passProbability: null,
  ability: null,
  standardError: null,
  interval: null,
  domains: DOMAINS.map((d) => ({ ...domain(d), ability: null, standardError: null, gain: null })),
  studyNext: [],
  narrowing: null,
};

// A learner 10 answers in, with an exam date and behind by 12 over the last three days.
const PLAN = {
  status: 'ACTIVE',
  examDate: '2027-01-10',
  planExamDate: '2027-01-10',
  suggestedExamDate: '2027-01-22',
  today: '2026-11-27',
  daysLeft: 44,
  dailyGoal: 29,
  pace: 25,
  catchUp: 4,
  catchUpDays: 3,
  shortfall: 12,
  doneToday: 8,
  days: [
    { date: '2026-11-27', domain: 'SECURITY_OPERATIONS', name: 'Security Operations', goal: 29 },
    { date: '2026-11-28', domain: 'ASSET_SECURITY', name: 'Asset Security', goal: 29 },
    { date: '2026-11-29', domain: 'SECURITY_AND_RISK_MANAGEMENT', name: 'Security and Risk Management', goal: 29 },
    { date: '2026-11-30', domain: 'SECURITY_OPERATIONS', name: 'Security Operations', goal: 25 },
  ],
};

async function renderDashboard(
  review: { examDate?: string | null; dueCount?: number; cardCount?: number } = {},
  readiness: object = NOT_ENOUGH,
  examOutcomeReports: object[] = [],
  { plan = PLAN, totalAnswered = 10 }: { plan?: object; totalAnswered?: number } = {},
) {
  const environment = createMockEnvironment();
  renderWithProviders(<RouteQuery query={DashboardRouteQuery} screen={DashboardRoute} />, { route: '/dashboard', auth: signedIn, environment });
  // The route starts the query once its artifact has loaded.
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.operation.name).toBe('DashboardRouteQuery');
  act(() => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        User: () => ({
          id: 'VXNlcjox',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          picture: null,
          subscriptionStatus: 'free',
          createdAt: '2026-11-01T12:00:00.000Z',
          examDate: review.examDate ?? null,
          examOutcomeReports,
        }),
        ReviewQueue: () => ({ dueCount: review.dueCount ?? 0, cardCount: review.cardCount ?? 0, nextDueAt: null }),
        Readiness: () => readiness,
        ViewerProgress: () => ({ totalAnswered, correctAnswers: 7, percent: 70, passLine: 71, byDomain }),
        StudyPlan: () => plan,
        UserAnswersConnection: () => ({ edges: answers(5, 5), pageInfo: { hasPreviousPage: true, startCursor: 'c5', hasNextPage: false, endCursor: 'c9' } }),
        UserStats: () => STATS,
        DailyChallenge: () => CHALLENGE,
        Query: () => ({ badges: BADGES }),
      }),
    );
  });
  return environment;
}

describe('the dashboard', () => {
  it('offers the review of mistakes due now, aimed at the exam date', async () => {
    await renderDashboard({ examDate: '2027-03-14', dueCount: 12, cardCount: 30 });
    const review = await screen.findByRole('region', { name: 'Review of mistakes' });
    expect(review).toHaveTextContent('12 of 30 missed questions are due for review.');
    expect(review).toHaveTextContent('Scheduled to finish before your exam on Mar 14, 2027.');
    expect(within(review).getByRole('link', { name: 'Review due (12)' })).toHaveAttribute('href', '/practice?review=1');
  });

  it('says when nothing is due and where to set the exam date', async () => {
    await renderDashboard({ dueCount: 0, cardCount: 0 });
    const review = await screen.findByRole('region', { name: 'Review of mistakes' });
    expect(review).toHaveTextContent('Questions you answer wrongly come back here for review');
    expect(within(review).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings?tab=profile');
    expect(within(review).getByRole('link', { name: 'Review due (0)' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the chance to pass, what it rests on and what to study next', async () => {
    await renderDashboard({}, READY);
    const readiness = await screen.findByRole('region', { name: 'Readiness' });
    expect(readiness).toHaveTextContent('Readiness: 66% chance to pass');
    expect(readiness).toHaveTextContent('Based on 240 answers; 80% interval 58–74%.');
    const next = within(readiness).getByRole('list', { name: 'Study next' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Security Operations (13% of the exam)', 'Security and Risk Management (16% of the exam)', 'Asset Security (10% of the exam)']);
    expect(within(next).getByRole('link', { name: 'Security Operations' })).toHaveAttribute('href', '/practice?domain=SECURITY_OPERATIONS');
  });

  it("says the chance is on this app's scale, and what would narrow the interval", async () => {
    await renderDashboard({}, READY);
    const readiness = await screen.findByRole('region', { name: 'Readiness' });
    expect(readiness).toHaveTextContent(
      'About 60 more answers, mostly in Security Operations and Asset Security, would narrow it to about 61–70% if your level holds.',
    );
    expect(readiness).toHaveTextContent("On this app's scale:");
    expect(readiness).toHaveTextContent('not yet checked against real results');
  });

  it('lets a learner report their real exam outcome, by choice, and delete it', async () => {
    const environment = await renderDashboard({}, READY, [{ id: 'RXhhbU91dGNvbWVSZXBvcnQ6MQ==', passed: false, examDate: '2026-06-01', reportedScore: 640 }]);
    const readiness = await screen.findByRole('region', { name: 'Readiness' });
    const earlier = within(readiness).getByRole('list', { name: 'Your exam results' });
    expect(earlier).toHaveTextContent('Did not pass on 2026-06-01 (score 640)');
    const user = userEvent.setup();
    await user.click(within(readiness).getByRole('button', { name: 'Took the real exam? Tell us how it went' }));
    const form = within(readiness).getByRole('form', { name: 'Took the real exam? Tell us how it went' });
    await user.click(within(form).getByRole('radio', { name: 'Passed' }));
    await user.type(within(form).getByLabelText(/Exam date/), '2026-11-20');
    await user.type(within(form).getByLabelText(/Scaled score/), '812');
    // Nothing is sent without the learner's agreement.
    const send = within(form).getByRole('button', { name: 'Send my result' });
    expect(send).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: /Keep my result with my readiness today/ }));
    await user.click(send);
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.operation.name).toBe('useExamOutcomeMutationsReportMutation');
      return pending;
    });
    expect(operation.request.variables).toEqual({ input: { passed: true, examDate: '2026-11-20', reportedScore: 812, consent: true } });
    act(() => {
      environment.mock.resolve(operation, {
        data: { reportExamOutcome: { __typename: 'ReportExamOutcomePayload', viewer: { id: 'VXNlcjox', examOutcomeReports: [] } } },
      });
    });
    expect(await within(readiness).findByText('Thank you: your result is stored with your readiness today.')).toBeInTheDocument();
  });

  it('deletes a reported exam outcome', async () => {
    const id = 'RXhhbU91dGNvbWVSZXBvcnQ6MQ==';
    const environment = await renderDashboard({}, READY, [{ id, passed: true, examDate: '2026-06-01', reportedScore: null }]);
    const readiness = await screen.findByRole('region', { name: 'Readiness' });
    expect(within(readiness).getByRole('list', { name: 'Your exam results' })).toHaveTextContent('Passed on 2026-06-01');
    await userEvent.setup().click(within(readiness).getByRole('button', { name: 'Delete the result of 2026-06-01' }));
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.operation.name).toBe('useExamOutcomeMutationsDeleteMutation');
      return pending;
    });
    expect(operation.request.variables).toEqual({ input: { id } });
    act(() => {
      environment.mock.resolve(operation, {
        data: { deleteExamOutcomeReport: { __typename: 'DeleteExamOutcomeReportPayload', viewer: { id: 'VXNlcjox', examOutcomeReports: [] } } },
      });
    });
    expect(await within(readiness).findByText('Your report has been deleted.')).toBeInTheDocument();
    expect(within(readiness).queryByRole('list', { name: 'Your exam results' })).not.toBeInTheDocument();
  });

  it('gives no number when too little is known, only how many more answers and where', async () => {
    await renderDashboard();
    const readiness = await screen.findByRole('region', { name: 'Readiness' });
    expect(readiness).toHaveTextContent('Readiness: not enough answers yet.');
    expect(readiness).toHaveTextContent(
      'Answer 37 more questions, including some from Asset Security and Software Development Security, for an estimate of your chance to pass.',
    );
    expect(readiness).not.toHaveTextContent('%');
    expect(within(readiness).queryByRole('list')).not.toBeInTheDocument();
  });

  it('asks a learner with no answers for some in every domain', async () => {
    await renderDashboard({}, { ...NOT_ENOUGH, answers: 0, answersNeeded: 100, domainsNeeded: DOMAINS });
    const readiness = await screen.findByRole('region', { name: 'Readiness' });
    expect(readiness).toHaveTextContent('Answer 100 more questions across every domain for an estimate of your chance to pass.');
  });

  it('shows the profile card', async () => {
    await renderDashboard();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('ada@example.com');
    expect(profile).toHaveTextContent('Free plan');
    expect(profile).toHaveTextContent('Member since November 1, 2026');
    expect(within(profile).getByRole('link', { name: 'Practise now' })).toHaveAttribute('href', '/practice');
  });

  it('shows the level and title with the progress to the next, the points and both streaks', async () => {
    await renderDashboard();
    const level = await screen.findByRole('region', { name: 'Level 3: Student' });
    expect(level).toHaveTextContent('300 points');
    expect(within(level).getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('aria-valuenow', '20');
    expect(level).toHaveTextContent('200 XP to level 4');
    expect(within(level).getByRole('group', { name: 'Current streak' })).toHaveTextContent('4');
    expect(within(level).getByRole('group', { name: 'Longest streak' })).toHaveTextContent('9');
  });

  it("shows today's daily challenge with its score and a button to go on with it", async () => {
    await renderDashboard();
    const challenge = await screen.findByRole('region', { name: 'Daily challenge' });
    expect(challenge).toHaveTextContent(CHALLENGE.description);
    expect(within(challenge).getByLabelText('Challenge progress')).toHaveTextContent('3 of 10 answered · score 20% (target 70%)');
    expect(within(challenge).getByRole('link', { name: 'Continue challenge' })).toHaveAttribute('href', '/practice?challenge=daily');
  });

  it('lists the recent achievements and every badge, earned first, locked ones with how to earn them', async () => {
    await renderDashboard();
    const recent = await screen.findByRole('region', { name: 'Recent achievements' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Reached level 3: Student/), expect.stringMatching(/^Badge earned: Week Warrior.*\+100 points$/)]);
    const badges = screen.getByRole('region', { name: 'Badges (1 of 2)' });
    // The badges to earn are folded away until asked for: they do not fill a newcomer's first view.
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Week Warrior: earned']);
    await userEvent.setup().click(within(badges).getByRole('button', { name: 'Show 1 badges to earn' }));
    const items = within(badges).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Week Warrior: earned', 'Getting Started: locked']);
    expect(items[0]).toHaveTextContent('Earned Nov 20, 2026');
    expect(items[1]).toHaveTextContent('Answer 100 questions.');
  });

  it('shows the overall figures', async () => {
    await renderDashboard();
    const overall = await screen.findByRole('region', { name: 'Overall progress' });
    expect(within(overall).getByRole('group', { name: 'Questions answered' })).toHaveTextContent('10');
    expect(within(overall).getByRole('group', { name: 'Correct answers' })).toHaveTextContent('7');
    expect(within(overall).getByRole('group', { name: 'Accuracy' })).toHaveTextContent('70%');
    expect(within(overall).getByRole('progressbar', { name: 'Overall accuracy' })).toHaveAttribute('aria-valuenow', '70');
  });

  it('shows mastery for every domain as a chart and as figures', async () => {
    await renderDashboard();
    const mastery = await screen.findByRole('region', { name: 'Mastery by domain' });
    // Each bar with the answers it rests on, and the pass line.
    const figures = (name: string) =>
      name === 'Asset Security' ? '88% of 8 answers' : name === 'Security Operations' ? '0% of 2 answers' : 'no answers of 0 answers';
    expect(within(mastery).getByRole('img', { name: /^Mastery by domain/ })).toHaveAccessibleName(
      `Mastery by domain, pass line 71%: ${NAMES.map((name) => `${name} ${figures(name)}`).join(', ')}`,
    );
    expect(mastery).toHaveTextContent('The dashed line at 71% is about where a candidate at the passing standard lands');
    // The bars' names carry their answers (the dashed line itself is drawn in a browser: e2e/plan.test.ts).
    expect(within(mastery).getByText('Asset Security (8)')).toBeInTheDocument();
    const rows = within(within(mastery).getByRole('table', { name: 'Mastery by domain' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(NAMES.map((name) => (name === 'Asset Security' ? ['8', '7', '88%'] : name === 'Security Operations' ? ['2', '0', '0%'] : ['0', '0', '–'])));
    expect(within(mastery).getByRole('link', { name: 'Security Operations' })).toHaveAttribute('href', '/practice?domain=SECURITY_OPERATIONS');
  });

  it('lists the recent answers newest first and pages back to older ones', async () => {
    const user = userEvent.setup();
    const environment = await renderDashboard();
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
        data: {
          node: {
            __typename: 'User',
            id: 'VXNlcjox',
            answers: { edges: answers(5, 0), pageInfo: { hasPreviousPage: false, startCursor: 'c0', hasNextPage: true, endCursor: 'c4' } },
          },
        },
      });
    });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(10);
    expect(within(recent).queryByRole('button', { name: 'Show older answers' })).not.toBeInTheDocument();
  });

  it('names a paid plan and offers no upgrade', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(<RouteQuery query={DashboardRouteQuery} screen={DashboardRoute} />, { route: '/dashboard', auth: signedIn, environment });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => {
      environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) =>
        MockPayloadGenerator.generate(operation, {
          User: () => ({ name: 'Ada', subscriptionStatus: 'lifetime', createdAt: '2026-11-01T12:00:00.000Z' }),
          Readiness: () => NOT_ENOUGH,
        }),
      );
    });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Premium member');
    expect(within(profile).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});

describe('the study plan and what to do first', () => {
  it("shows today's goal with its progress, the catch-up, and the coming days' domains", async () => {
    await renderDashboard();
    const plan = await screen.findByRole('region', { name: 'Study plan' });
    expect(plan).toHaveTextContent('44 study days to your exam on Jan 10, 2027.');
    expect(plan).toHaveTextContent('Today: 8 of 29 answers');
    expect(within(plan).getByRole('progressbar', { name: "Today's goal" })).toHaveAttribute('aria-valuenow', String((8 * 100) / 29));
    expect(plan).toHaveTextContent('21 answers to go today.');
    expect(within(plan).getByRole('note')).toHaveTextContent(
      "Catching up: today's goal includes 4 more than your pace of 25 a day, because the last 3 days were 12 answers short. It is spread over the next 3 days.",
    );
    expect(within(plan).getByRole('link', { name: 'Practise Security Operations' })).toHaveAttribute('href', '/practice?domain=SECURITY_OPERATIONS');
    const days = within(plan).getByRole('list', { name: 'Coming days' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Today: Security Operations29 answers',
      'Sat, Nov 28: Asset Security29 answers',
      'Sun, Nov 29: Security and Risk Management29 answers',
      'Mon, Nov 30: Security Operations25 answers',
    ]);
    // A learner with answers is past the first steps.
    expect(screen.queryByRole('region', { name: 'Start here' })).not.toBeInTheDocument();
  });

  it('says when the goal is met, and has no catch-up when on pace', async () => {
    await renderDashboard({}, NOT_ENOUGH, [], { plan: { ...PLAN, dailyGoal: 25, catchUp: 0, shortfall: 0, doneToday: 31 } });
    const plan = await screen.findByRole('region', { name: 'Study plan' });
    expect(plan).toHaveTextContent('Today: 31 of 25 answers');
    expect(plan).toHaveTextContent("Today's goal is met.");
    expect(within(plan).queryByRole('note')).not.toBeInTheDocument();
  });

  it('asks a newcomer for the exam date with a default eight weeks out, and saves it', async () => {
    const noDate = {
      ...PLAN,
      status: 'NO_EXAM_DATE',
      examDate: null,
      planExamDate: '2027-01-22',
      daysLeft: 56,
      dailyGoal: 21,
      pace: 21,
      catchUp: 0,
      shortfall: 0,
      doneToday: 0,
    };
    const environment = await renderDashboard({}, NOT_ENOUGH, [], { plan: noDate, totalAnswered: 0 });
    // What to do first: a short set, then the exam.
    const start = await screen.findByRole('region', { name: 'Start here' });
    expect(within(start).getByRole('link', { name: 'Start the starter set' })).toHaveAttribute('href', '/practice');
    expect(within(start).getByRole('link', { name: 'About the exam' })).toHaveAttribute('href', '/exam');
    const plan = screen.getByRole('region', { name: 'Study plan' });
    expect(plan).toHaveTextContent(
      'When is your exam? Your daily goal is worked out from it. Until you say, the plan runs to Jan 22, 2027, eight weeks from today.',
    );
    const form = within(plan).getByRole('form', { name: 'Your exam date' });
    const field = within(form).getByLabelText('Exam date');
    expect(field).toHaveValue('2027-01-22');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '2027-02-01');
    await user.click(within(form).getByRole('button', { name: 'Set exam date' }));
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.operation.name).toBe('useSetPlanExamDateMutation');
      return pending;
    });
    expect(operation.request.variables).toEqual({ input: { examDate: '2027-02-01' } });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          setExamDate: {
            __typename: 'User',
            id: 'VXNlcjox',
            examDate: '2027-02-01',
            reviewQueue: { dueCount: 0, cardCount: 0, nextDueAt: null },
            studyPlan: { ...noDate, status: 'ACTIVE', examDate: '2027-02-01', planExamDate: '2027-02-01', daysLeft: 66, dailyGoal: 18, pace: 18 },
          },
        },
      });
    });
    expect(await within(plan).findByText('66 study days to your exam on Feb 1, 2027.')).toBeInTheDocument();
    expect(within(plan).queryByRole('form', { name: 'Your exam date' })).not.toBeInTheDocument();
  });

  it('says when the exam date has passed, and has nothing to plan on the exam day', async () => {
    await renderDashboard({}, NOT_ENOUGH, [], { plan: { ...PLAN, status: 'EXAM_PASSED', examDate: '2026-11-01', planExamDate: '2027-01-22' } });
    const plan = await screen.findByRole('region', { name: 'Study plan' });
    expect(plan).toHaveTextContent('Your exam date (Nov 1, 2026) has passed. When is the next one?');
  });

  it('wishes luck on the exam day', async () => {
    await renderDashboard({}, NOT_ENOUGH, [], { plan: { ...PLAN, status: 'EXAM_TODAY', examDate: '2026-11-27', daysLeft: 0, dailyGoal: 0, days: [] } });
    const plan = await screen.findByRole('region', { name: 'Study plan' });
    expect(plan).toHaveTextContent('Your exam is today.');
    expect(plan).not.toHaveTextContent('Today:');
  });
});
