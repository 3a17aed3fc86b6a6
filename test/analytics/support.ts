/**
 * Helpers for the analytics tests: a GraphQL call over HTTP carrying nothing but a bearer header
 * (no cookie), and creating a personal access token the way the settings page does.
 */
import type { TestApp } from '../support/app.ts';

export interface HttpResult {
  status: number;
  headers: Record<string, unknown>;
  body: { data?: any; errors?: { message: string; extensions?: Record<string, any> }[] };
}

/** POST /graphql with only `Authorization: Bearer <bearer>` (and no cookie at all). */
export async function withBearer(t: TestApp, bearer: string, query: string, variables: Record<string, unknown> = {}): Promise<HttpResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json' },
    payload: { query, variables },
  });
  expect(response.headers['set-cookie'] === undefined || !String(response.headers['set-cookie']).includes('refresh')).toBe(true);
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) };
}

const CREATE_TOKEN = `mutation CreateToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    __typename
    ... on CreateApiTokenPayload { secret apiToken { id name scopes prefix expiresAt lastUsedAt } }
    ... on InputError { message field }
  }
}`;

export type Scope = 'READ_PROGRESS' | 'READ_ANSWERS' | 'READ_STATS';

/** Creates a token through the API as the signed-in learner (session headers); returns its secret and id. */
export async function createToken(t: TestApp, sessionHeaders: Record<string, string>, scopes: Scope[], extra: { name?: string; expiresAt?: string } = {}) {
  const result = await t.graphql(
    CREATE_TOKEN,
    { input: { name: extra.name ?? `tool ${scopes.join('+')}`, scopes, expiresAt: extra.expiresAt } },
    sessionHeaders,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data.createApiToken.__typename).toBe('CreateApiTokenPayload');
  return result.data.createApiToken as { secret: string; apiToken: { id: string; name: string; scopes: Scope[]; prefix: string } };
}

/**
 * Inserts `count` answers for a learner, one every 5 minutes from 2025-01-01, cycling through the bank
 * in a fixed shuffled order (by md5 of the id), so even a short history spans every domain whatever
 * the size of the first domain file.
 */
export async function seedAnswers(t: TestApp, userId: string, count: number, prefix: string) {
  await t.db.sql.query(
    `WITH bank AS (SELECT array_agg(id ORDER BY md5(id)) AS ids, array_agg(topic ORDER BY md5(id)) AS topics, array_agg(difficulty ORDER BY md5(id)) AS levels, count(*)::int AS n FROM "Question")
     INSERT INTO "Answer" ("id", "userId", "questionId", "chosenOption", "isCorrect", "topic", "difficulty", "idempotencyKey", "answeredAt")
     SELECT gen_random_uuid(), $1::uuid, bank.ids[1 + g % bank.n], NULL, (g % 3) <> 0, bank.topics[1 + g % bank.n], bank.levels[1 + g % bank.n],
            $2 || g, timestamp '2025-01-01' + g * interval '5 minutes'
     FROM bank, generate_series(1, $3::int) AS g`,
    [userId, prefix, count],
  );
}
