/**
 * GET /api/export/answers.csv: the answer history as CSV, for the dashboard's download button and
 * for scripts holding a token with read:answers. The caller is checked by running a named GraphQL
 * operation as the caller (so sessions, tokens, scopes, rate limits and filter checks are the
 * API's own); the rows then stream from the domain module in batches, never held in memory whole.
 */
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { type AnswerFilter, answersCsv } from '../graph/analytics/history.ts';
import type { PrismaClient } from '../graph/generated/prisma/client.ts';
import { INTERNAL_CALLER_HEADER, INTERNAL_CALLER_SECRET } from '../graph/persistedOperations.ts';
import type { Yoga } from '../graph/yoga.ts';

const EXPORT_CHECK = `query ExportAnswersCheck($filter: AnswerFilter) {
  viewer { userId answers(first: 1, filter: $filter) { totalCount } }
}`;

type Query = Record<string, string | undefined>;

/** The query string as an AnswerFilter's variables; GraphQL checks the values. */
function filterFrom(query: Query): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const key of ['since', 'until', 'domain', 'difficulty'] as const) if (query[key]) filter[key] = query[key];
  if (query.isCorrect !== undefined && query.isCorrect !== '') filter.isCorrect = query.isCorrect === 'true' ? true : query.isCorrect === 'false' ? false : query.isCorrect;
  return filter;
}

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, RATE_LIMITED: 429 };

export async function exportRoutes(app: FastifyInstance, { yoga, prisma }: { yoga: Yoga; prisma: PrismaClient }) {
  app.get('/api/export/answers.csv', async (request, reply) => {
    const variables = { filter: filterFrom(request.query as Query) };
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', [INTERNAL_CALLER_HEADER]: INTERNAL_CALLER_SECRET };
    for (const name of ['authorization', 'user-agent']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await yoga.fetch('http://rest-adapter/graphql', { method: 'POST', headers, body: JSON.stringify({ query: EXPORT_CHECK, variables }) }, { ip: request.ip });
    const result = (await response.json()) as {
      data?: { viewer: { userId: string; answers: { totalCount: number } } | null } | null;
      errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
    };
    const error = result.errors?.[0];
    if (error) {
      const status = STATUS[error.extensions?.code ?? ''] ?? (response.status >= 500 ? 500 : 400);
      if (error.extensions?.retryAfterSeconds) reply.header('retry-after', String(error.extensions.retryAfterSeconds));
      if (status === 500) request.log.warn({ errors: result.errors }, 'answer export check failed');
      return reply.status(status).send({ success: false, error: status === 500 ? 'Failed to export answers' : error.message });
    }
    const viewer = result.data?.viewer;
    if (!viewer) return reply.status(401).send({ success: false, error: 'Please sign in.' });

    const filter = variables.filter as AnswerFilter;
    const parsed: AnswerFilter = {
      ...filter,
      since: filter.since ? new Date(String(filter.since)) : null,
      until: filter.until ? new Date(String(filter.until)) : null,
    };
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="answers.csv"')
      .header('cache-control', 'no-store')
      .header('x-total-count', String(viewer.answers.totalCount));
    return reply.send(Readable.from(answersCsv(prisma, viewer.userId, parsed)));
  });
}
