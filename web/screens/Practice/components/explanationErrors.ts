import { errorCodes } from '../../../app/requestErrors.ts';

export const PREMIUM_REQUIRED = 'Premium subscription required for AI explanations';
export const LOAD_FAILED = 'Failed to load explanation. Please try again.';

/** A failed subscription's message for the learner, chosen by the server's error code (FORBIDDEN: not a paid plan). */
export function explanationErrorMessage(error: Error): string {
  return errorCodes(error).includes('FORBIDDEN') ? PREMIUM_REQUIRED : LOAD_FAILED;
}
