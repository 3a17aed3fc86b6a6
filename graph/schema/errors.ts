/**
 * The typed errors of the API. The domain throws plain error classes (graph/errors.ts,
 * graph/auth/errors.ts, ...); here each becomes a GraphQL type implementing Error. Mutations list
 * only the ones they can return, in their own result union.
 */
import {
  InvalidCodeError,
  InvalidCredentialsError,
  InvalidLinkError,
  NotAllowedError,
  TwoFactorAlreadyEnabledError,
  UnavailableError,
} from '../auth/errors.ts';
import { RateLimitedError } from '../auth/limits.ts';
import { builder, ErrorInterface } from '../builder.ts';
import { InputError } from '../errors.ts';

builder.objectType(InputError, {
  name: 'InputError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InputError,
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});

for (const [type, name] of [
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [InvalidCodeError, 'InvalidCodeError'],
  [InvalidLinkError, 'InvalidLinkError'],
  [UnavailableError, 'UnavailableError'],
  [NotAllowedError, 'NotAllowedError'],
  [TwoFactorAlreadyEnabledError, 'TwoFactorAlreadyEnabledError'],
] as const) {
  builder.objectType(type as typeof Error, { name, interfaces: [ErrorInterface], isTypeOf: (value) => value instanceof type });
}

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitedError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

/** A mutation's result: its payload, or one of the typed errors it lists. */
export const resultOf = (name: string, types: (new (...args: any[]) => Error)[]) => ({ types, directResult: true, union: { name } }) as const;

// Schema files name InputError from here as well as from the domain.
export { InputError };
