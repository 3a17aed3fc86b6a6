/** Expected failures of the account flows; the schema exposes each as a typed error. */
export class InvalidCredentialsError extends Error {
  constructor(message = 'Invalid email or password') {
    super(message);
    this.name = 'InvalidCredentialsError';
  }
}

/** A wrong or replayed two-factor code ('Invalid MFA code' in the lower layer of the spec). */
export class InvalidCodeError extends Error {
  constructor(message = 'Invalid MFA code') {
    super(message);
    this.name = 'InvalidCodeError';
  }
}

/** A verification or reset link that is unknown, used or expired. */
export class InvalidLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidLinkError';
  }
}

/** A feature switched off by configuration (demo sign-in, Google without a client id). */
export class UnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnavailableError';
  }
}

/** The signed-in user may not do this now (e.g. two-factor already on). */
export class NotAllowedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAllowedError';
  }
}

/** Two-factor setup asked for when two-factor is already on: the client explains and moves on. */
export class TwoFactorAlreadyEnabledError extends Error {
  constructor(message = 'MFA is already enabled') {
    super(message);
    this.name = 'TwoFactorAlreadyEnabledError';
  }
}
