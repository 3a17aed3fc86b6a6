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
import type { Yoga } from '../graph/yoga.ts';
import { graphql } from './graphql.ts';
import { checkDocument, errorResponse, runOperation } from './operation.ts';

const EXPORT_CHECK = graphql(`
  query ExportAnswersCheck($filter: AnswerFilter) {
    viewer {
      userId
      answers(first: 1, filter: $filter) {
        totalCount
      }
    }
  }
`);

type Query = Record<string, string | undefined>;

/** The query string as an AnswerFilter's variables; GraphQL checks the values. */
function filterFrom(query: Query): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const key of ['since', 'until', 'domain', 'difficulty', 'type'] as const) if (query[key]) filter[key] = query[key];
  if (query.isCorrect !== undefined && query.isCorrect !== '')
    filter.isCorrect = query.isCorrect === 'true' ? true : query.isCorrect === 'false' ? false : query.isCorrect;
  return filter;
}

export async function exportRoutes(app: FastifyInstance, { yoga, prisma }: { yoga: Yoga; prisma: PrismaClient }) {
  checkDocument(yoga.getEnveloped().schema, EXPORT_CHECK);
  app.get('/api/export/answers.csv', async (request, reply) => {
    const variables = { filter: filterFrom(request.query as Query) };
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'user-agent']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const inner = new yoga.fetchAPI.Request('http://rest-adapter/graphql', { method: 'POST', headers });
    // The filter's values are checked by GraphQL (variables that do not coerce answer 400).
    const result = await runOperation(yoga, inner, request.ip, EXPORT_CHECK, variables);
    const error = result.errors?.[0];
    if (error) {
      const refused = errorResponse(error);
      if (!refused) request.log.warn({ errors: result.errors }, 'answer export check failed');
      if (refused?.headers) reply.headers(refused.headers);
      const response = refused ?? { status: 500, body: { success: false, error: 'Failed to export answers' } };
      return reply.status(response.status).send(response.body);
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
