import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type {
  useSubmitAnswerMutation as Mutation,
  useSubmitAnswerMutation$data,
} from '../../../__generated__/useSubmitAnswerMutation.graphql.ts';

export type SubmittedAnswer = NonNullable<useSubmitAnswerMutation$data['submitAnswer']['answer']>;

/** What a graded answer earned: its points, and what to celebrate. */
export interface AnswerAward {
  pointsEarned: number;
  streakBonus: number;
  levelUp: boolean;
  level: number;
  title: string;
  dailyChallengeCompleted: boolean;
  newBadges: ReadonlyArray<{ readonly id: string; readonly name: string; readonly description: string }>;
}

const SubmitAnswerMutation = graphql`
  mutation useSubmitAnswerMutation($input: SubmitAnswerInput!, $connections: [ID!]!) {
    submitAnswer(input: $input) {
      __typename
      ... on SubmitAnswerPayload {
        recorded
        pointsEarned
        streakBonus
        levelUp
        level
        dailyChallengeCompleted
        newBadges {
          id
          name
          description
        }
        answer @appendNode(connections: $connections, edgeTypeName: "UserAnswersConnectionEdge") {
          id
          isCorrect
          ...QuestionCard_answer
          ...AnswerFeedback_answer
          ...AnswerLesson_answer
          ...SetSummary_answer
          ...AnswerListItem_answer
        }
        viewer {
          id
          reviewQueue {
            dueCount
            cardCount
            nextDueAt
          }
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
          stats {
            totalPoints
            level
            title
            experiencePoints
            currentLevelXP
            nextLevelXP
            currentStreak
            longestStreak
            lastActivityDate
            questionsAnswered
            correctAnswers
            accuracy
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface Callbacks {
  onGraded: (answer: SubmittedAnswer, award: AnswerAward) => void;
  onError: (message: string) => void;
}

/**
 * Sends an answer to be graded. The payload updates the store without a refetch: the viewer's
 * progress and gamification figures (shown here, in the top bar and on the dashboard) and the
 * dashboard's answer history (appended).
 */
export function useSubmitAnswerMutation(viewerId: string | null): [
  (input: { questionId: string; answer: string; idempotencyKey: string; timeSpentMs?: number }, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(SubmitAnswerMutation);
  const submit = useCallback(
    (input: { questionId: string; answer: string; idempotencyKey: string; timeSpentMs?: number }, { onGraded, onError }: Callbacks) => {
      const variables = { input, connections: viewerId ? [ConnectionHandler.getConnectionID(viewerId, 'AnswerList_answers')] : [] };
      commit({
        variables,
        onCompleted: ({ submitAnswer: payload }) => {
          if (payload.answer) {
            onGraded(payload.answer, {
              pointsEarned: payload.pointsEarned ?? 0,
              streakBonus: payload.streakBonus ?? 0,
              levelUp: payload.levelUp ?? false,
              level: payload.level ?? 1,
              title: payload.viewer?.stats.title ?? '',
              dailyChallengeCompleted: payload.dailyChallengeCompleted ?? false,
              newBadges: payload.newBadges ?? [],
            });
          }
          else onError(payload.message ?? 'Failed to record progress');
        },
        onError: () => onError('Failed to record progress'),
      });
    },
    [commit, viewerId],
  );
  return [submit, isInFlight];
}
