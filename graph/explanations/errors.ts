/** The learner asked for more explanations this hour than the quota allows. */
export class ExplanationLimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Rate limit exceeded. Please try again later.');
    this.name = 'ExplanationLimitError';
  }
}

/** The model could not answer (after its retries, or in time); nothing was cached. */
export class ExplanationFailedError extends Error {
  constructor() {
    super('Failed to generate explanation. Please try again.');
    this.name = 'ExplanationFailedError';
  }
}

/** A request the learner can fix: an unknown question, an empty or overlong follow-up. */
export class ExplanationInputError extends Error {
  constructor(
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ExplanationInputError';
  }
}
