/**
 * Expected failures shared by every domain. Domain code throws these; the schema (graph/schema/errors.ts)
 * exposes each as a typed error, and each mutation lists only the ones it can return.
 */

/** Bad input the learner can fix; `field` names the input field when there is one. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
