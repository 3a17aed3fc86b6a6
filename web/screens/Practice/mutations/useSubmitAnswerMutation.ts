import { useCallback, useEffect } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useSubmitAnswerMutation as Mutation } from '../../../__generated__/useSubmitAnswerMutation.graphql.ts';
import { usePromiseMutation } from '../../../app/usePromiseMutation.ts';
import { type AnswerInput, forgetPending, isOffline, keepPending, OFFLINE_MESSAGE, pendingAnswers, whenOnline } from '../offlineAnswers.ts';

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

/** What became of an answer: graded (the grade itself is in the store, on the question) or refused. */
export type SubmitOutcome = { award: AnswerAward } | { error: string };

const FAILED = 'Failed to record progress';

/*
 * The payload spreads the fragments of what an answer changes, so the store updates every screen
 * without a refetch: the question's graded answer (the practice screen), the dashboard's answer
 * history (appended), the viewer's progress, stats and review queue (the practice score, the top
 * bar, the dashboard's cards). Not the dashboard's recent achievements: a read of its own on every
 * answer, which the dashboard's own query makes when it is shown.
 */
const SubmitAnswerMutation = graphql`
  mutation useSubmitAnswerMutation($input: SubmitAnswerInput!, $connections: [ID!]!) {
    submitAnswer(input: $input) {
      __typename
      ... on SubmitAnswerPayload {
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
        question {
          ...PracticeSession_questions
        }
        answer @appendNode(connections: $connections, edgeTypeName: "UserAnswersConnectionEdge") {
          ...AnswerListItem_answer
        }
        viewer {
          ...StreakChip_viewer
          ...ReviewDue_user
          progress {
            ...PracticeScore_progress
            ...StartHere_progress
            ...OverallProgress_progress
            ...MasteryByDomain_progress
          }
          stats {
            title
            ...LevelCard_stats
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Answers being sent by this page, so the flush of answers left by an earlier page does not send them twice. */
const sending = new Set<string>();

/**
 * Sends an answer to be graded and resolves with its outcome. Offline, the answer is kept on the
 * device (`onQueued` says so) and sent, with the same key, when the connection returns; the promise
 * resolves once it is graded.
 */
export function useSubmitAnswerMutation(
  viewerId: string | null,
): [(input: AnswerInput, onQueued?: (message: string) => void) => Promise<SubmitOutcome>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(SubmitAnswerMutation);
  const submit = useCallback(
    async (input: AnswerInput, onQueued?: (message: string) => void): Promise<SubmitOutcome> => {
      const variables = { input, connections: viewerId ? [ConnectionHandler.getConnectionID(viewerId, 'AnswerList_answers')] : [] };
      sending.add(input.idempotencyKey);
      for (;;) {
        try {
          const { submitAnswer: payload } = await commit(variables);
          sending.delete(input.idempotencyKey);
          forgetPending(input.idempotencyKey);
          if (payload.__typename !== 'SubmitAnswerPayload') return { error: payload.message ?? FAILED };
          return {
            award: {
              pointsEarned: payload.pointsEarned ?? 0,
              streakBonus: payload.streakBonus ?? 0,
              levelUp: payload.levelUp ?? false,
              level: payload.level ?? 1,
              title: payload.viewer?.stats.title ?? '',
              dailyChallengeCompleted: payload.dailyChallengeCompleted ?? false,
              newBadges: payload.newBadges ?? [],
            },
          };
        } catch {
          // No connection: the answer waits on the device and goes, with the same key, when it returns.
          if (!isOffline()) {
            sending.delete(input.idempotencyKey);
            return { error: FAILED };
          }
          keepPending({ viewerId, input });
          onQueued?.(OFFLINE_MESSAGE);
          await whenOnline();
        }
      }
    },
    [commit, viewerId],
  );
  // Answers an earlier page kept and could not send (it was closed offline) go once this learner is online.
  useEffect(() => {
    const flush = () => {
      if (isOffline()) return;
      for (const pending of pendingAnswers()) {
        if (pending.viewerId !== viewerId || sending.has(pending.input.idempotencyKey)) continue;
        void submit(pending.input);
      }
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [submit, viewerId]);
  return [submit, isInFlight];
}
