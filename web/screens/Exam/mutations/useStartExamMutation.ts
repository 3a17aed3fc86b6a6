import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ExamSession_exam$key } from '../../../__generated__/ExamSession_exam.graphql.ts';
import type { useStartExamMutation as Mutation } from '../../../__generated__/useStartExamMutation.graphql.ts';

/** Starts an exam; the payload carries its first item. */
export function useStartExamMutation(): [
  (callbacks: { onStarted: (exam: ExamSession_exam$key) => void; onError: (message: string) => void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useStartExamMutation {
      startExam {
        __typename
        ... on ExamPayload {
          exam {
            id
            ...ExamSession_exam
          }
          # The top bar shows the exam in progress from now on, on every screen.
          viewer {
            id
            examInProgress {
              id
              ...ExamInProgressChip_exam
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const start = useCallback(
    ({ onStarted, onError }: { onStarted: (exam: ExamSession_exam$key) => void; onError: (message: string) => void }) =>
      commit({
        variables: {},
        onCompleted: ({ startExam }) => {
          if (startExam.exam) onStarted(startExam.exam);
          else onError(startExam.message ?? 'The exam could not start. Please try again.');
        },
        onError: () => onError('The exam could not start. Please try again.'),
      }),
    [commit],
  );
  return [start, isInFlight];
}
