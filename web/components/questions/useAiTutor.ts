import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useAiTutorQuery as Query } from '../../__generated__/useAiTutorQuery.graphql.ts';

const AiTutorQuery = graphql`
  query useAiTutorQuery {
    aiTutor
  }
`;

/**
 * Whether the AI tutor is on offer (a language model is configured): null until known, false
 * when the question fails. Asked once, then read from the store; never suspends, so the bank's
 * explanation never waits for it.
 */
export function useAiTutor(): boolean | null {
  const environment = useRelayEnvironment();
  const [aiTutor, setAiTutor] = useState<boolean | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<Query>(environment, AiTutorQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => setAiTutor(data.aiTutor),
      error: () => setAiTutor(false),
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  return aiTutor;
}
