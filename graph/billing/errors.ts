/** Expected failures of billing; the schema exposes each as a typed error. */

/** A plan id that is not among the catalogue's active prices. */
export class InvalidPlanError extends Error {
  constructor(message = 'Invalid plan selected') {
    super(message);
    this.name = 'InvalidPlanError';
  }
}

/** Cancelling when there is nothing to cancel: nothing changes. */
export class NoSubscriptionError extends Error {
  constructor(message = 'There is no active subscription to cancel.') {
    super(message);
    this.name = 'NoSubscriptionError';
  }
}

/** The payment provider failed or refused; the message is the one the learner is shown. */
export class BillingProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BillingProviderError';
  }
}
