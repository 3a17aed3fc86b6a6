import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { RouteQuery } from '../../../app/RouteQuery.tsx';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { ExamRoute } from '../ExamRoute.tsx';

const ExamRouteQuery = () => import('../../../__generated__/ExamRouteQuery.graphql.ts');

const OPTIONS = ['Accept the risk', 'Transfer the risk', 'Mitigate the risk', 'Avoid the risk'];

describe('the exam by keyboard', () => {
  it('chooses with 1-4 and A-D and submits with Enter, as practice does', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<RouteQuery query={ExamRouteQuery} screen={ExamRoute} />, { auth: signedIn, route: '/exam' });
    const operation = (name: string) => environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    await waitFor(() => expect(operation('ExamRouteQuery')).toBeDefined());
    act(() =>
      environment.mock.resolve(
        operation('ExamRouteQuery')!,
        MockPayloadGenerator.generate(operation('ExamRouteQuery')!, {
          User: () => ({ id: 'VXNlcjox', exams: { edges: [] } }),
          Exam: () => ({
            id: 'RXhhbTox',
            status: 'IN_PROGRESS',
            itemsAnswered: 0,
            minItems: 100,
            maxItems: 150,
            secondsRemaining: 10_800,
            secondsPerItem: 72,
            timeLimitSeconds: 10_800,
            currentItem: { id: 'item-1', number: 1, text: 'Which treatment fits?', options: OPTIONS, type: 'SINGLE_CHOICE', interaction: null },
          }),
        }),
      ),
    );
    const radio = (name: string) => screen.getByRole('radio', { name });
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByText('Keys: 1 to 4 or A to D choose, Enter submits.')).toBeInTheDocument();

    await user.keyboard('2');
    expect(radio('Transfer the risk')).toBeChecked();
    await user.keyboard('c');
    expect(radio('Mitigate the risk')).toBeChecked();
    await user.keyboard('D');
    expect(radio('Avoid the risk')).toBeChecked();
    await user.keyboard('5');
    expect(radio('Avoid the risk')).toBeChecked();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(operation('useAnswerExamItemMutation')).toBeDefined());
    expect(operation('useAnswerExamItemMutation')!.request.variables).toEqual({ input: { itemId: 'item-1', answer: 'Avoid the risk' } });
  });
});
