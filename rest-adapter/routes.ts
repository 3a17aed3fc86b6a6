/**
 * The REST adapter's one table: each route of the spec's table of calls, the named GraphQL
 * document it runs as the caller (typed: rest-adapter/graphql.ts), and how the result is shaped
 * into the spec's response. Feature work adds rows here, through `route`.
 */
import type { DocumentNode, GraphQLInterfaceType } from 'graphql';
import type { AppServices } from '../graph/context.ts';
import { schema } from '../graph/schema/index.ts';
import { errorStatus } from './errors.ts';
import { type ErrorTypename, graphql, type ResultOf, type TadaDocumentNode, type VariablesOf } from './graphql.ts';
import { legacyAnswerKeys, legacyProgress, legacyQuestionFilter } from './legacy.ts';
import { type DirectServices, sessionProgress } from './progress.ts';
import { fail, ok, type RestResponse } from './responses.ts';

export { fail, ok, type RestResponse };

export interface RestRequest {
  query: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

/** What a row may use beside its operation's result: the domain, for what no public field gives. */
type RestServices = Pick<AppServices, 'prisma' | 'config'>;

/** A row as written: its document's variables and result types check `variables` and `respond`. */
interface TypedRestRoute<Document extends TadaDocumentNode<unknown, never>> {
  method: 'GET' | 'POST';
  path: string;
  /** A named GraphQL document; the adapter runs it as the caller, with the caller's headers. */
  document: Document;
  variables?: (request: RestRequest) => VariablesOf<Document> | RestResponse;
  /** Shapes GraphQL data into the spec's response. */
  respond: (data: ResultOf<Document>, request: RestRequest, services: RestServices) => RestResponse | Promise<RestResponse>;
  /** The catalogue message when the operation fails unexpectedly. */
  failure: string;
  /** The catalogue message when the caller is signed in but not allowed (403); `failure` otherwise. */
  forbidden?: string;
  /**
   * A plain read answered without the document, with the same caller checks, for the callers it
   * takes; null hands the request to the document (rest-adapter/progress.ts).
   */
  direct?: (authorization: string | undefined, services: DirectServices) => Promise<RestResponse | null>;
}

/** A row as the adapter runs it: any document, its result handed to the row that typed it. */
export interface RestRoute {
  method: 'GET' | 'POST';
  path: string;
  document: DocumentNode;
  // Methods, not function properties: a typed row's narrower parameters are accepted here.
  variables?(request: RestRequest): Record<string, unknown> | RestResponse;
  respond(data: Record<string, unknown>, request: RestRequest, services: RestServices): RestResponse | Promise<RestResponse>;
  failure: string;
  forbidden?: string;
  direct?(authorization: string | undefined, services: DirectServices): Promise<RestResponse | null>;
}

/** One row of the table, its types checked against its document. */
export function route<Document extends TadaDocumentNode<unknown, never>>(row: TypedRestRoute<Document>): RestRoute {
  // Checked above against the document; the adapter hands each row its own document's result.
  return row as RestRoute;
}

export function isRestResponse(value: unknown): value is RestResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/** The schema's error types, so one missing from the table is not taken for a success. */
const ERROR_TYPES: ReadonlySet<string> = new Set(schema.getPossibleTypes(schema.getType('Error') as GraphQLInterfaceType).map((type) => type.name));

/** A typed error the table does not hold: the adapter answers 500 with the route's message. */
export class UnmappedErrorType extends Error {
  constructor(readonly typename: string) {
    super(`${typename} implements Error but has no HTTP status in rest-adapter/errors.ts`);
    this.name = 'UnmappedErrorType';
  }
}

type ErrorPayload = { __typename: ErrorTypename; message?: string; retryAfterSeconds?: number };

/**
 * A result union as the spec's response: a typed error answers its status from the one table
 * (with Retry-After when it says when to come back), anything else is the success, shaped by
 * `success` (typed as the union's members that are not errors).
 */
export function shapePayload<Payload extends { __typename: string }>(
  payload: Payload,
  success: (payload: Exclude<Payload, { __typename: ErrorTypename }>) => RestResponse,
): RestResponse {
  // Not one of the schema's errors: one of the union's other members, which is what `success` takes.
  if (!isErrorPayload(payload)) return success(payload as Exclude<Payload, { __typename: ErrorTypename }>);
  const status = errorStatus(payload.__typename);
  if (status === undefined) throw new UnmappedErrorType(payload.__typename);
  const response = fail(status, payload.message ?? 'An unexpected error occurred');
  if (payload.retryAfterSeconds) response.headers = { 'retry-after': String(payload.retryAfterSeconds) };
  return response;
}

function isErrorPayload<Payload extends { __typename: string }>(payload: Payload): payload is Extract<Payload, ErrorPayload> & ErrorPayload {
  return ERROR_TYPES.has(payload.__typename);
}

/** Reads string fields of a JSON body; a missing one answers 400 with `message`. */
export function strings<K extends string>(request: RestRequest, keys: readonly K[], message: string): Record<K, string> | RestResponse {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = request.body[key];
    if (typeof value !== 'string' || value.length === 0) return fail(400, message);
    out[key] = value;
  }
  return out;
}

export const routes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/api/stripe/products',
    document: graphql(`
      query RestProducts {
        products(first: 50) {
          edges {
            node {
              productId
              name
              description
              features
              prices {
                priceId
                unitAmount
                currency
                interval
                intervalCount
                nickname
              }
            }
          }
        }
      }
    `),
    respond: (data) =>
      ok({
        products: data.products.edges.map(({ node }) => ({
          id: node.productId,
          name: node.name,
          description: node.description,
          features: node.features,
          prices: node.prices.map((price) => ({
            id: price.priceId,
            unitAmount: price.unitAmount,
            currency: price.currency,
            interval: price.interval,
            recurring: { interval: price.interval, interval_count: price.intervalCount },
            nickname: price.nickname,
          })),
        })),
      }),
    failure: 'Failed to load products',
  }),
  route({
    method: 'GET',
    path: '/api/questions',
    // A practice set in the legacy shape. Its clients grade locally, so while they are served
    // (LEGACY_CLIENT on) the shape carries the key, read for exactly the questions served
    // (legacy.ts): no GraphQL field gives a key before the answer.
    document: graphql(`
      query RestQuestions($domain: Domain, $difficulty: Difficulty, $type: QuestionType, $first: Int!) {
        practiceSet(domain: $domain, difficulty: $difficulty, type: $type, first: $first) {
          questionId
          text
          options
          domainName
          difficulty
        }
      }
    `),
    variables: ({ query }) => {
      const filter = legacyQuestionFilter(query);
      return 'problem' in filter ? fail(400, filter.problem) : filter;
    },
    respond: async (data, _request, services) => {
      const keys = services.config.legacyClient
        ? await legacyAnswerKeys(
            services.prisma,
            data.practiceSet.map((q) => q.questionId),
          )
        : null;
      return ok(
        data.practiceSet.map((q) => ({
          id: q.questionId,
          text: q.text,
          options: q.options,
          ...(keys ? { correctAnswer: keys.get(q.questionId) } : {}),
          // The spec's REST body says topic; the API's word is domain (docs/decisions/016-one-word-per-concept.md).
          topic: q.domainName,
          difficulty: q.difficulty,
        })),
      );
    },
    failure: 'Failed to fetch questions. Please try again.',
  }),
  route({
    method: 'GET',
    path: '/api/progress',
    document: graphql(`
      query RestProgress {
        viewer {
          progress {
            totalAnswered
            correctAnswers
            byDomain {
              name
              totalAnswered
              correctAnswers
            }
          }
        }
      }
    `),
    respond: (data) => (data.viewer ? ok(legacyProgress(data.viewer.progress)) : fail(401, 'Please sign in.')),
    // A session's caller is answered in one statement on the driver; a personal access token runs
    // the document (its budget and scopes are the pipeline's).
    direct: sessionProgress,
    failure: 'Failed to fetch progress data',
  }),
  route({
    method: 'POST',
    path: '/api/progress',
    document: graphql(`
      mutation RestRecordProgress($input: RecordProgressInput!) {
        recordProgress(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on SubmitAnswerPayload {
            recorded
            progress {
              totalAnswered
              correctAnswers
              byDomain {
                name
                totalAnswered
                correctAnswers
              }
            }
          }
        }
      }
    `),
    // `answer` (the option chosen, beside the spec's payload) is graded on the server; a bare
    // isCorrect only while LEGACY_CLIENT is on (the mutation refuses it otherwise, with a 400).
    variables: ({ body }) => {
      const { questionId, answer, isCorrect, idempotencyKey } = body;
      if (typeof questionId !== 'string' || !questionId) return fail(400, 'questionId (text) and answer (the text of the option chosen) are required.');
      if (answer !== undefined && typeof answer !== 'string') return fail(400, 'answer must be the text of the option chosen.');
      if (isCorrect !== undefined && typeof isCorrect !== 'boolean') return fail(400, 'isCorrect must be true or false.');
      if (answer === undefined && isCorrect === undefined) return fail(400, 'questionId (text) and answer (the text of the option chosen) are required.');
      if (idempotencyKey !== undefined && typeof idempotencyKey !== 'string') return fail(400, 'idempotencyKey must be text.');
      return { input: { questionId, answer, isCorrect, idempotencyKey } };
    },
    respond: (data) => shapePayload(data.recordProgress, (payload) => ok({ recorded: payload.recorded, ...legacyProgress(payload.progress) })),
    failure: 'Failed to record progress',
  }),
  route({
    method: 'POST',
    path: '/api/ai/explanation',
    document: graphql(`
      mutation RestExplanation($input: ExplainAnswerInput!) {
        explainAnswer(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ExplanationLimitError {
            retryAfterSeconds
          }
          ... on ExplainAnswerPayload {
            explanation {
              text
              whyCorrect
              otherOptions {
                option
                whyWrong
              }
              whyTempting
              principle
              references
              chosenOption
              correctAnswer
              source
              cached
            }
          }
        }
      }
    `),
    variables: ({ body }) => {
      const { questionId, includeReferences } = body;
      if (typeof questionId !== 'string' || !questionId.trim() || questionId.length > 200) return fail(400, 'questionId (text) is required.');
      if (includeReferences !== undefined && typeof includeReferences !== 'boolean') return fail(400, 'includeReferences must be true or false.');
      return { input: { questionId } };
    },
    // The spec's shape (explanation, references), with the sections beside it for clients that lay them out.
    respond: (data, { body }) =>
      shapePayload(data.explainAnswer, ({ explanation }) => ({
        status: 200,
        body: {
          success: true,
          explanation: explanation.text,
          references: body.includeReferences === false ? [] : explanation.references,
          source: explanation.source.toLowerCase(),
          cached: explanation.cached,
          sections: {
            correctAnswer: explanation.correctAnswer,
            whyCorrect: explanation.whyCorrect,
            otherOptions: explanation.otherOptions,
            chosenOption: explanation.chosenOption,
            whyTempting: explanation.whyTempting,
            principle: explanation.principle,
          },
        },
      })),
    failure: 'Failed to generate explanation. Please try again.',
    forbidden: 'Premium subscription required for AI explanations',
  }),
];
