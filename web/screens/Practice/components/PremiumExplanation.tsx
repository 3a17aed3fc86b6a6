import { AiExplanation } from './AiExplanation.tsx';

/**
 * Paid learners' explanation of the answered question. Practice shows it only after an answer and
 * only to paid learners, and resets it on Next; the server refuses anyone else (premium-scoped).
 */
export function PremiumExplanation({ questionId }: { questionId: string }) {
  return <AiExplanation questionId={questionId} />;
}
