import { builder, ErrorInterface } from '../builder.ts';

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

builder.objectType(InputError, {
  name: 'InputError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InputError,
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});
