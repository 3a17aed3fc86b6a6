import { Alert } from '@mui/material';

/**
 * The seam for paid learners' explanations. The billing and explanations work replaces this body
 * with its own query for the answered question (the GraphQL side of POST /api/ai/explanation,
 * premium-scoped on the server); practice already shows it only after an answer and only to
 * paid learners, and resets it on Next.
 */
export function PremiumExplanation({ questionId }: { questionId: string }) {
  return (
    <Alert severity="info" data-question-id={questionId}>
      Explanations for premium members are on their way: they will appear here.
    </Alert>
  );
}
