import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type {
  useSubmitAnswerMutation as Mutation,
  useSubmitAnswerMutation$data,
} from '../../../__generated__/useSubmitAnswerMutation.graphql.ts';

export type SubmittedAnswer = NonNullable<useSubmitAnswerMutation$data['submitAnswer']['answer']>;

interface Callbacks {
  onGraded: (answer: SubmittedAnswer) => void;
  onError: (message: string) => void;
}

/**
 * Sends an answer to be graded. The payload updates the store without a refetch: the viewer's
 * progress (shown here and on the dashboard) and the dashboard's answer history (appended).
 */
export function useSubmitAnswerMutation(viewerId: string | null): [
  (input: { questionId: string; answer: string; idempotencyKey: string }, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSubmitAnswerMutation($input: SubmitAnswerInput!, $connections: [ID!]!) {
      submitAnswer(input: $input) {
        __typename
        ... on SubmitAnswerPayload {
          recorded
          answer @appendNode(connections: $connections, edgeTypeName: "UserAnswersConnectionEdge") {
            id
            isCorrect
            ...QuestionCard_answer
            ...AnswerFeedback_answer
            ...AnswerListItem_answer
          }
          viewer {
            id
            progress {
              totalAnswered
              correctAnswers
              percent
              byDomain {
                domain
                name
                totalAnswered
                correctAnswers
                percent
              }
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (input: { questionId: string; answer: string; idempotencyKey: string }, { onGraded, onError }: Callbacks) => {
      commit({
        variables: { input, connections: viewerId ? [ConnectionHandler.getConnectionID(viewerId, 'AnswerList_answers')] : [] },
        onCompleted: ({ submitAnswer: payload }) => {
          if (payload.answer) onGraded(payload.answer);
          else onError(payload.message ?? 'Failed to record progress');
        },
        onError: () => onError('Failed to record progress'),
      });
    },
    [commit, viewerId],
  );
  return [submit, isInFlight];
}
