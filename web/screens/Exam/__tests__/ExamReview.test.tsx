import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { ExamResult_exam$key } from '../../../__generated__/ExamResult_exam.graphql.ts';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { ExamResult } from '../components/ExamResult.tsx';
import { useFinishExamMutation } from '../mutations/useFinishExamMutation.ts';

/** Ends an exam as the "End exam" button does, and shows the result it returns. */
function EndedExam() {
  const [finish] = useFinishExamMutation();
  const [exam, setExam] = useState<ExamResult_exam$key | null>(null);
  useEffect(() => {
    void finish({ input: { examId: 'RXhhbTox' } }).then(({ finishExam }) => setExam(finishExam.exam ?? null));
  }, [finish]);
  return exam ? <ExamResult exam={exam} /> : null;
}

const item = (number: number, statistics: unknown, viewerFlag: unknown = null) => ({
  id: `item-${number}`,
  number,
  text: `Question text ${number}`,
  options: ['Alpha', 'Bravo'],
  type: 'SINGLE_CHOICE',
  interaction: null,
  interactionOutcome: null,
  chosenOption: 'Alpha',
  correctAnswer: 'Alpha',
  isCorrect: true,
  rationales: ['Right because', 'Wrong because'],
  domainName: 'Asset Security',
  question: { id: `question-${number}`, viewerFlag, statistics },
});

describe('the exam review', () => {
  it('shows how others answered each item and lets the learner flag it', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<EndedExam />, { auth: signedIn });
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Exam: () => ({
            id: 'RXhhbTox',
            status: 'FINISHED',
            itemsAnswered: 2,
            result: { passed: true, scaledScore: 760, passingScore: 700, endReason: 'ENDED', domains: [] },
            review: [
              item(1, {
                responses: 40,
                pValue: 0.25,
                discrimination: -0.3,
                quarantined: true,
                options: [
                  { option: 'Alpha', share: 0.25, correct: true },
                  { option: 'Bravo', share: 0.75, correct: false },
                ],
              }),
              item(2, null, { reason: 'TYPO' }),
            ],
          }),
        }),
      ),
    );
    const first = await screen.findByRole('article', { name: 'Question 1' });
    const stats = within(first).getByRole('region', { name: 'How others answered' });
    expect(stats).toHaveTextContent('25% of 40 learners chose the correct answer; stronger learners miss it more often than others.');
    expect(stats).toHaveTextContent('This question is under review by the editors');
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Alpha: 25% (correct answer)', 'Bravo: 75%']);

    const second = screen.getByRole('article', { name: 'Question 2' });
    expect(second).toHaveTextContent('How others answered: not enough answers yet to compare.');
    expect(within(second).getByRole('button', { name: 'Flagged: edit your flag' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Flag question' }));
    const dialog = screen.getByRole('dialog', { name: 'Flag this question' });
    await user.click(within(dialog).getByRole('radio', { name: 'The marked answer is wrong' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('FlagQuestionMutation');
    expect(operation.request.variables).toEqual({ input: { questionId: 'question-1', reason: 'WRONG_KEY', comment: null } });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          flagQuestion: {
            __typename: 'FlagQuestionPayload',
            updated: false,
            question: { id: 'question-1', viewerFlag: { reason: 'WRONG_KEY', comment: null } },
          },
        },
      }),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Thank you: your flag was sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The payload updated the question in the store: its button now says it is flagged.
    expect(within(first).getByRole('button', { name: 'Flagged: edit your flag' })).toBeInTheDocument();
  });
});
