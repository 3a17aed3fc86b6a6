import { useCallback, useEffect } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type {
  useSubmitAnswerMutation as Mutation,
  useSubmitAnswerMutation$data,
} from '../../../__generated__/useSubmitAnswerMutation.graphql.ts';
import { type AnswerInput, forgetPending, isOffline, keepPending, OFFLINE_MESSAGE, pendingAnswers, whenOnline } from '../offlineAnswers.ts';

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
  /** The answer is kept on the device until the connection returns; it is sent, then graded, by itself. */
  onQueued?: (message: string) => void;
}

/** Answers being sent by this page, so the flush of answers left by an earlier page does not send them twice. */
const sending = new Set<string>();

/**
 * Sends an answer to be graded. The payload updates the store without a refetch: the viewer's
 * progress and gamification figures (shown here, in the top bar and on the dashboard) and the
 * dashboard's answer history (appended).
 */
export function useSubmitAnswerMutation(viewerId: string | null): [(input: AnswerInput, callbacks: Callbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(SubmitAnswerMutation);
  const submit = useCallback(
    (input: AnswerInput, { onGraded, onError, onQueued }: Callbacks) => {
      const variables = { input, connections: viewerId ? [ConnectionHandler.getConnectionID(viewerId, 'AnswerList_answers')] : [] };
      sending.add(input.idempotencyKey);
      const settled = () => {
        sending.delete(input.idempotencyKey);
        forgetPending(input.idempotencyKey);
      };
      const attempt = () =>
        commit({
          variables,
          onCompleted: ({ submitAnswer: payload }) => {
            settled();
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
          onError: () => {
            // No connection: the answer waits on the device and goes, with the same key, when it returns.
            if (isOffline()) {
              keepPending({ viewerId, input });
              onQueued?.(OFFLINE_MESSAGE);
              void whenOnline().then(attempt);
              return;
            }
            sending.delete(input.idempotencyKey);
            onError('Failed to record progress');
          },
        });
      attempt();
    },
    [commit, viewerId],
  );
  // Answers an earlier page kept and could not send (it was closed offline) go once this learner is online.
  useEffect(() => {
    const flush = () => {
      if (isOffline()) return;
      for (const pending of pendingAnswers()) {
        if (pending.viewerId !== viewerId || sending.has(pending.input.idempotencyKey)) continue;
        submit(pending.input, { onGraded: () => {}, onError: () => {} });
      }
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [submit, viewerId]);
  return [submit, isInFlight];
}
