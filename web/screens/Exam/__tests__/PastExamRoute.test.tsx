import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { AppRoutes } from '../../../app/AppRoutes.tsx';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';

const DOMAINS = [
  { domain: 'SECURITY_AND_RISK_MANAGEMENT', name: 'Security and Risk Management', scoredItems: 4, correct: 3, standing: 'ABOVE' },
  { domain: 'ASSET_SECURITY', name: 'Asset Security', scoredItems: 3, correct: 1, standing: 'BELOW' },
  { domain: 'SECURITY_OPERATIONS', name: 'Security Operations', scoredItems: 2, correct: 0, standing: 'BELOW' },
  { domain: 'SOFTWARE_DEVELOPMENT_SECURITY', name: 'Software Development Security', scoredItems: 0, correct: 0, standing: null },
];

const answered = (number: number, isCorrect: boolean) => ({
  id: `item-${number}`,
  number,
  text: `Question text ${number}`,
  options: ['Alpha', 'Bravo'],
  type: 'SINGLE_CHOICE',
  interaction: null,
  interactionOutcome: null,
  answered: true,
  chosenOption: isCorrect ? 'Alpha' : 'Bravo',
  correctAnswer: 'Alpha',
  isCorrect,
  rationales: [`Alpha is right in ${number}`, `Bravo is wrong in ${number}`],
  domainName: 'Asset Security',
  question: { id: `question-${number}`, viewerFlag: null, statistics: null },
});
// The time ran out on the third item: the server keeps its key and rationales.
const unanswered = {
  id: 'item-3',
  number: 3,
  text: 'Question text 3',
  options: ['Alpha', 'Bravo'],
  type: 'SINGLE_CHOICE',
  interaction: null,
  interactionOutcome: null,
  answered: false,
  chosenOption: null,
  correctAnswer: null,
  isCorrect: null,
  rationales: null,
  domainName: 'Security Operations',
  question: null,
};

const pastExam = (operation: OperationDescriptor) =>
  MockPayloadGenerator.generate(operation, {
    Node: () => ({ __typename: 'Exam', id: 'RXhhbTox' }),
    Exam: () => ({
      id: 'RXhhbTox',
      status: 'FINISHED',
      itemsAnswered: 2,
      startedAt: '2026-11-20T10:00:00.000Z',
      finishedAt: '2026-11-20T11:02:03.000Z',
      timeLimitSeconds: 10_800,
      result: { passed: false, scaledScore: 640, passingScore: 700, endReason: 'TIME', domains: DOMAINS },
      review: [answered(1, true), answered(2, false), unanswered],
    }),
  });

async function openAt(route: string) {
  const rendered = renderWithProviders(<AppRoutes />, { auth: signedIn, route });
  const { environment } = rendered;
  const query = () => environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'PastExamRouteQuery');
  await waitFor(() => expect(query()).toBeDefined());
  return { ...rendered, query: query()! };
}

describe('a past exam', () => {
  it('opens at /exams/:id with its result, raw count, time used, report, every item and the domains to practise', async () => {
    const { environment, query } = await openAt('/exams/RXhhbTox');
    expect(query.request.variables).toEqual({ id: 'RXhhbTox' });
    act(() => environment.mock.resolve(query, pastExam(query)));

    const result = await screen.findByRole('region', { name: 'Result' });
    expect(result).toHaveTextContent('Fail (estimate)');
    expect(result).toHaveTextContent('Scaled score 640 of 1000; the passing standard is 700.');
    expect(result).toHaveTextContent('1 of 2 answered right');
    expect(result).toHaveTextContent('time used 1:02:03');
    // The weakest domain below the standard first; the others below it are named beside.
    expect(within(result).getByRole('link', { name: 'Practise these domains' })).toHaveAttribute('href', '/practice?domain=SECURITY_OPERATIONS');
    expect(result).toHaveTextContent('Security Operations, Asset Security');

    const report = screen.getByRole('table', { name: 'Report by domain' });
    expect(
      within(report)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DomainStanding',
      'Security and Risk ManagementAbove the standard',
      'Asset SecurityBelow the standard',
      'Security OperationsBelow the standard',
      'Software Development SecurityNot enough items',
    ]);

    const second = screen.getByRole('article', { name: 'Question 2' });
    expect(second).toHaveTextContent('Question 2 · Asset Security · Wrong');
    expect(second).toHaveTextContent('Bravo is wrong in 2');
    expect(second).toHaveTextContent('Your answer');
    expect(second).toHaveTextContent('Correct answer');
    const third = screen.getByRole('article', { name: 'Question 3' });
    expect(third).toHaveTextContent('Not answered');
    expect(third).not.toHaveTextContent('Correct answer');
    expect(screen.getByRole('link', { name: 'Back to exams' })).toHaveAttribute('href', '/exam');
  });

  it("says so when the exam is not found (or not the learner's)", async () => {
    const { environment, query } = await openAt('/exams/nope');
    act(() => environment.mock.resolve(query, { data: { node: null } }));
    expect(await screen.findByText('This exam was not found.')).toBeInTheDocument();
  });

  it('is listed on /exam once ended, as a link to it', async () => {
    const { environment } = renderWithProviders(<AppRoutes />, { auth: signedIn, route: '/exam' });
    const query = () => environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'ExamRouteQuery');
    await waitFor(() => expect(query()).toBeDefined());
    act(() =>
      environment.mock.resolve(
        query()!,
        MockPayloadGenerator.generate(query()!, {
          User: () => ({
            id: 'VXNlcjox',
            examInProgress: null,
            exams: {
              edges: [
                { node: { id: 'RXhhbToy', status: 'FINISHED', startedAt: '2026-11-21T10:00:00.000Z', result: { passed: true, scaledScore: 760 } } },
                { node: { id: 'RXhhbTox', status: 'FINISHED', startedAt: '2026-11-20T10:00:00.000Z', result: { passed: false, scaledScore: 640 } } },
              ],
            },
          }),
        }),
      ),
    );
    const list = await screen.findByRole('region', { name: 'Recent exams' });
    expect(within(list).getByRole('link', { name: /Fail · 640 \/ 1000/ })).toHaveAttribute('href', '/exams/RXhhbTox');
    expect(within(list).getByRole('link', { name: /Pass · 760 \/ 1000/ })).toHaveAttribute('href', '/exams/RXhhbToy');
  });
});
