import type { TypedError } from '../../../app/usePromiseMutation.ts';

export const INCORRECT_PASSWORD = 'Incorrect password. Please try again.';
export const INVALID_2FA_CODE = 'Invalid 2FA code. Please try again.';
export const MFA_ALREADY_ENABLED = 'MFA is already enabled';

/** The message shown for each typed error of two-factor management. */
export function managementMessage(error: TypedError, fallback: string): string {
  if (error.__typename === 'InvalidCredentialsError') return INCORRECT_PASSWORD;
  if (error.__typename === 'InvalidCodeError') return INVALID_2FA_CODE;
  return error.message ?? fallback;
}
