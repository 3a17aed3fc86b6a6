/** The bank question shown on the landing page. */
export const SAMPLE_QUESTION_ID = 'd1-001';
