import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ExamResult_exam$key } from '../../../__generated__/ExamResult_exam.graphql.ts';
import type { useFinishExamMutation as Mutation } from '../../../__generated__/useFinishExamMutation.graphql.ts';

/** Ends the exam now (or settles it when the clock has run out); the payload is its result. */
export function useFinishExamMutation(): [
  (examId: string, callbacks: { onFinished: (exam: ExamResult_exam$key) => void; onError: (message: string) => void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useFinishExamMutation($input: FinishExamInput!) {
      finishExam(input: $input) {
        __typename
        ... on ExamPayload {
          exam {
            id
            status
            ...ExamResult_exam
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const finish = useCallback(
    (examId: string, { onFinished, onError }: { onFinished: (exam: ExamResult_exam$key) => void; onError: (message: string) => void }) =>
      commit({
        variables: { input: { examId } },
        onCompleted: ({ finishExam }) => {
          if (finishExam.exam) onFinished(finishExam.exam);
          else onError(finishExam.message ?? 'The exam could not be ended. Please try again.');
        },
        onError: () => onError('The exam could not be ended. Please try again.'),
      }),
    [commit],
  );
  return [finish, isInFlight];
}
