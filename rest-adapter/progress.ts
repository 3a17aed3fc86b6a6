/**
 * GET /api/progress for a session's caller, answered without the GraphQL executor: the caller's
 * per-domain totals are the whole answer, so the session check and the totals are ONE statement
 * on the driver (no Prisma runtime, no envelop pipeline, no in-process GraphQL request), where the
 * document path made two (the viewer, then its totals) through both.
 *
 * The caller is checked as graph/context.ts checks it: the access token verified (HS256, issuer,
 * audience, expiry), its session open (not revoked, not expired) and its user there; anything else
 * is "Please sign in." as the document path answers a null viewer. A personal access token is not
 * answered here (null): its request budget and scopes are the GraphQL pipeline's (graph/context.ts,
 * graph/apiTokenPolicy.ts), and the row's document runs for it as before. A database fault is ours
 * (500, the route's message, logged and reported by the adapter), as Yoga's masking answers it.
 */
import { isApiTokenSecret } from '../graph/analytics/apiTokens.ts';
import { bearerToken, sessionClaims } from '../graph/auth/tokens.ts';
import { userWithOpenSession } from '../graph/context.ts';
import { rawQuery } from '../graph/db/database.ts';
import { Prisma, type PrismaClient } from '../graph/generated/prisma/client.ts';
import type { Domain } from '../graph/generated/prisma/enums.ts';
import { progressFromTallies } from '../graph/practice/progress.ts';
import { legacyProgress } from './legacy.ts';
import { fail, ok, type RestResponse } from './responses.ts';

export interface SessionTalliesRow {
  tallies: { topic: Domain; answered: number; correct: number }[];
}

/**
 * The learner's per-domain totals, one row, only while the session is open and names that user
 * (graph/context.ts `userWithOpenSession`, the viewer's condition); no row otherwise. The bench's bare handler runs it too.
 */
export const sessionTalliesSql = (userId: string, sessionId: string, now: Date) => Prisma.sql`
  SELECT coalesce((SELECT json_agg(json_build_object('topic', t."topic", 'answered', t."answered", 'correct', t."correct"))
                     FROM "DomainTally" t WHERE t."userId" = u."id"), '[]') AS "tallies"
    FROM "User" u
   WHERE ${userWithOpenSession(userId, sessionId, now)}`;

const SIGN_IN = 'Please sign in.';

/**
 * What the direct read needs: the token secret and the database client, whose driver runs the
 * statement (graph/db/database.ts `rawQuery`: on PostgreSQL a named statement, planned once per connection).
 */
export interface DirectServices {
  config: { jwtSecret: Uint8Array };
  prisma: PrismaClient;
}

/**
 * The spec's progress response for the caller of `authorization`, or null for a personal access
 * token (the document path answers it, with its budget and scopes).
 */
export async function sessionProgress(authorization: string | undefined, services: DirectServices, now = new Date()): Promise<RestResponse | null> {
  const token = bearerToken(authorization);
  if (token && isApiTokenSecret(token)) return null;
  const claims = token ? await sessionClaims(services.config.jwtSecret, token) : null;
  if (!claims) return fail(401, SIGN_IN);
  const [row] = await rawQuery<SessionTalliesRow>(services.prisma, sessionTalliesSql(claims.userId, claims.sessionId, now));
  if (!row) return fail(401, SIGN_IN);
  return ok(legacyProgress(progressFromTallies(row.tallies)));
}
