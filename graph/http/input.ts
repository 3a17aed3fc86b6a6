import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refusal of a request the server cannot take as sent, in the form its caller reads: a
 * GraphQL error for /graphql, the REST adapter's `{ success: false, error }` elsewhere.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  if (request.url.startsWith('/graphql')) {
    return reply.status(status).send({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
  }
  return reply.status(status).send({ success: false, error: message });
}

/** The first problem of a parsed body or query string that no handler could store or read. */
function inputProblem(query: unknown, body: unknown): string | null {
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      // ?topic=a&topic=b: a filter takes one value, and guessing which would hide the mistake.
      if (Array.isArray(value)) return `The query parameter "${name}" was given more than once; send it once.`;
    }
  }
  // PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input is refused up front rather
  // than failing deep in a query. Walked without recursion: nesting depth is the sender's choice.
  const pending: unknown[] = [query, body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'Text must not contain NUL (\\u0000) characters.';
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      // (A raw body, such as Stripe's signed webhook payload, is bytes for its handler to check.)
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return 'Text must not contain NUL (\\u0000) characters.';
        pending.push(item);
      }
    }
  }
  return null;
}

/** Refuses, with 400 and a clear message, input that would otherwise fail inside a handler. */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const problem = inputProblem(request.query, request.body);
    if (problem) return refuse(request, reply, 400, problem);
  });
}
