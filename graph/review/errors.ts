/** Bad input to review, flagging or readiness that the learner can fix; `field` names the input field. */
export class ReviewInputError extends Error {
  constructor(
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ReviewInputError';
  }
}
