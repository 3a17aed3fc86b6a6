import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { RouteQuery } from '../../../app/RouteQuery.tsx';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { ExamRoute } from '../ExamRoute.tsx';

const ExamRouteQuery = () => import('../../../__generated__/ExamRouteQuery.graphql.ts');

const OPTIONS = ['Accept the risk', 'Transfer the risk', 'Mitigate the risk', 'Avoid the risk'];
const IN_PROGRESS = {
  id: 'RXhhbTox',
  status: 'IN_PROGRESS',
  itemsAnswered: 99,
  minItems: 100,
  maxItems: 150,
  secondsRemaining: 3_600,
  secondsPerItem: 72,
  timeLimitSeconds: 10_800,
  currentItem: { id: 'item-100', number: 100, text: 'Which treatment fits?', options: OPTIONS, type: 'SINGLE_CHOICE', interaction: null },
  result: null,
  review: null,
};

describe('the exam route', () => {
  it("shows the exam it started from the store: the start's payload sets it on the viewer", async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<RouteQuery query={ExamRouteQuery} screen={ExamRoute} />, { auth: signedIn, route: '/exam' });
    const operation = (name: string) => environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    await waitFor(() => expect(operation('ExamRouteQuery')).toBeDefined());
    act(() =>
      environment.mock.resolve(
        operation('ExamRouteQuery')!,
        MockPayloadGenerator.generate(operation('ExamRouteQuery')!, { User: () => ({ id: 'VXNlcjox', examInProgress: null, exams: { edges: [] } }) }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Start exam' }));
    await waitFor(() => expect(operation('useStartExamMutation')).toBeDefined());
    act(() =>
      environment.mock.resolve(
        operation('useStartExamMutation')!,
        MockPayloadGenerator.generate(operation('useStartExamMutation')!, {
          ExamPayload: () => ({ __typename: 'ExamPayload' }),
          User: () => ({ id: 'VXNlcjox' }),
          Exam: () => ({ ...IN_PROGRESS, itemsAnswered: 0, currentItem: { ...IN_PROGRESS.currentItem, id: 'item-1', number: 1 } }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
  });

  it('shows the result of an exam ended here from the store, and keeps it when the store collects its garbage', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<RouteQuery query={ExamRouteQuery} screen={ExamRoute} />, { auth: signedIn, route: '/exam' });
    const operation = (name: string) => environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    await waitFor(() => expect(operation('ExamRouteQuery')).toBeDefined());
    act(() =>
      environment.mock.resolve(
        operation('ExamRouteQuery')!,
        MockPayloadGenerator.generate(operation('ExamRouteQuery')!, { User: () => ({ id: 'VXNlcjox', exams: { edges: [] } }), Exam: () => IN_PROGRESS }),
      ),
    );
    await screen.findByRole('heading', { name: 'Question 100' });
    await user.click(screen.getByRole('radio', { name: 'Avoid the risk' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(operation('useAnswerExamItemMutation')).toBeDefined());
    // The answer that settles the exam: its payload writes the end and the result into the exam's record.
    act(() =>
      environment.mock.resolve(
        operation('useAnswerExamItemMutation')!,
        MockPayloadGenerator.generate(operation('useAnswerExamItemMutation')!, {
          AnswerExamItemPayload: () => ({ __typename: 'AnswerExamItemPayload' }),
          Exam: () => ({
            ...IN_PROGRESS,
            status: 'FINISHED',
            itemsAnswered: 100,
            currentItem: null,
            result: { passed: true, scaledScore: 760, passingScore: 700, endReason: 'CONFIDENCE', domains: [] },
            review: [],
          }),
        }),
      ),
    );
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Pass (estimate)')).toBeInTheDocument();

    // Relay's collection, as the store runs it once queries are released: the route's query selects the result.
    (environment.getStore() as unknown as { scheduleGC(): void }).scheduleGC();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('region', { name: 'Result' })).toHaveTextContent('Scaled score 760 of 1000');
    expect(screen.getByRole('button', { name: 'Back to exams' })).toBeInTheDocument();
  });
});
