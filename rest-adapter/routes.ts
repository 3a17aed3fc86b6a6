/**
 * The REST adapter's one table: each route of the spec's table of calls, the named GraphQL
 * operation it runs through the same Yoga instance, and how the result is shaped into the
 * spec's response. Feature work adds rows here.
 */
import type { ExecutionResult, GraphQLInterfaceType } from 'graphql';
import type { AppServices } from '../graph/context.ts';
import { schema } from '../graph/schema/index.ts';
import { legacyAnswerKeys, legacyProgress, legacyQuestionFilter } from '../graph/practice/legacy.ts';

export interface RestRequest {
  query: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

export interface RestResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a row may use beside its operation's result: the domain, for what no public field gives. */
type RestServices = Pick<AppServices, 'prisma' | 'config'>;

export interface RestRoute {
  method: 'GET' | 'POST';
  path: string;
  /** A named GraphQL document; the adapter runs it as the caller, with the caller's headers. */
  operation: string;
  variables?: (request: RestRequest) => Record<string, unknown> | RestResponse;
  /** Shapes GraphQL data into the spec's response. */
  respond: (data: any, request: RestRequest, services: RestServices) => RestResponse | Promise<RestResponse>;
  /** The catalogue message when the operation fails unexpectedly. */
  failure: string;
  /** The catalogue message when the caller is signed in but not allowed (403); `failure` otherwise. */
  forbidden?: string;
}

export const ok = (data: unknown, status = 200): RestResponse => ({ status, body: { success: true, data } });
export const fail = (status: number, error: string): RestResponse => ({ status, body: { success: false, error } });

export function isRestResponse(value: unknown): value is RestResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/**
 * HTTP status of each typed GraphQL error: every type implementing Error has one (a test reads
 * the schema's implementors, so a new error type without a status fails it).
 */
export const ERROR_STATUS: Record<string, number> = {
  InputError: 400,
  InvalidLinkError: 400,
  InvalidCodeError: 401,
  InvalidCredentialsError: 401,
  NotAllowedError: 403,
  TwoFactorAlreadyEnabledError: 403,
  // A feature this server is not configured for (Google, demo sign-in): not here, rather than a
  // fault of ours or a passing outage (5xx).
  UnavailableError: 404,
  RateLimitedError: 429,
  ExplanationInputError: 400,
  ExplanationLimitError: 429,
  // The model failed, not our server and not the learner: 424 (a failed dependency) keeps it
  // apart from a fault of ours, which alone answers 5xx.
  ExplanationFailedError: 424,
  InvalidPlanError: 400,
  NoSubscriptionError: 404,
  BillingProviderError: 502,
  // An exam already in progress, an item already answered, an exam that has ended: the request
  // conflicts with the exam's state.
  ExamError: 409,
  ReviewInputError: 400,
};

/** The schema's error types, so one missing from the table is not taken for a success. */
const ERROR_TYPES = new Set(schema.getPossibleTypes(schema.getType('Error') as GraphQLInterfaceType).map((type) => type.name));

type Payload = { __typename: string; message?: string; retryAfterSeconds?: number } & Record<string, any>;

interface ExplanationResult {
  text: string;
  whyCorrect: string;
  otherOptions: { option: string; whyWrong: string }[];
  whyTempting: string | null;
  principle: string | null;
  references: string[];
  chosenOption: string | null;
  correctAnswer: string;
  source: 'MODEL' | 'BANK';
  cached: boolean;
}

/** A typed error payload as the spec's error response, or the success shape. */
export function shapePayload(payload: Payload, success: (payload: Payload) => RestResponse): RestResponse {
  let status = ERROR_STATUS[payload.__typename];
  if (status === undefined) {
    if (!ERROR_TYPES.has(payload.__typename)) return success(payload);
    // A typed error is an expected refusal: without its own status it is still not a success.
    status = 400;
  }
  const response = fail(status, payload.message ?? 'An unexpected error occurred');
  if (payload.retryAfterSeconds) response.headers = { 'retry-after': String(payload.retryAfterSeconds) };
  return response;
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

/** The fields every error payload selects. */
export const ERROR_FIELDS = '__typename ... on Error { message }';
/**
 * The same, for a mutation that can be rate-limited (its union lists RateLimitedError; a spread on
 * a type the union does not hold is a validation error, so only those routes select it).
 */
export const LIMITED_ERROR_FIELDS = `${ERROR_FIELDS} ... on RateLimitedError { retryAfterSeconds }`;

interface ProductNode {
  productId: string;
  name: string;
  description: string;
  features: string[];
  prices: { priceId: string; unitAmount: number; currency: string; interval: string; intervalCount: number; nickname: string | null }[];
}

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/stripe/products',
    operation: /* GraphQL */ `
      query RestProducts {
        products(first: 50) {
          edges { node { productId name description features prices { priceId unitAmount currency interval intervalCount nickname } } }
        }
      }`,
    respond: (data: { products: { edges: { node: ProductNode }[] } }) =>
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
  },
  {
    method: 'GET',
    path: '/api/questions',
    // A practice set in the legacy shape. Its clients grade locally, so while they are served
    // (LEGACY_CLIENT on) the shape carries the key, read from the domain for exactly the questions
    // served: no GraphQL field gives a key before the answer.
    operation: /* GraphQL */ `
      query RestQuestions($domain: Domain, $difficulty: Difficulty, $first: Int!) {
        practiceSet(domain: $domain, difficulty: $difficulty, first: $first) {
          questionId text options topicName difficulty
        }
      }`,
    variables: ({ query }) => {
      const filter = legacyQuestionFilter(query);
      return 'problem' in filter ? fail(400, filter.problem) : filter;
    },
    respond: async (data: { practiceSet: { questionId: string; text: string; options: string[]; topicName: string; difficulty: string }[] }, _request, services) => {
      const keys = services.config.legacyClient ? await legacyAnswerKeys(services.prisma, data.practiceSet.map((q) => q.questionId)) : null;
      return ok(
        data.practiceSet.map((q) => ({
          id: q.questionId,
          text: q.text,
          options: q.options,
          ...(keys ? { correctAnswer: keys.get(q.questionId) } : {}),
          topic: q.topicName,
          difficulty: q.difficulty,
        })),
      );
    },
    failure: 'Failed to fetch questions. Please try again.',
  },
  {
    method: 'GET',
    path: '/api/progress',
    operation: /* GraphQL */ `
      query RestProgress {
        viewer { progress { totalAnswered correctAnswers byDomain { name totalAnswered correctAnswers } } }
      }`,
    respond: (data) => (data.viewer ? ok(legacyProgress(data.viewer.progress)) : fail(401, 'Please sign in.')),
    failure: 'Failed to fetch progress data',
  },
  {
    method: 'POST',
    path: '/api/progress',
    operation: /* GraphQL */ `
      mutation RestRecordProgress($input: RecordProgressInput!) {
        recordProgress(input: $input) {
          __typename
          ... on Error { message }
          ... on SubmitAnswerPayload { recorded progress { totalAnswered correctAnswers byDomain { name totalAnswered correctAnswers } } }
        }
      }`,
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
  },
  {
    method: 'POST',
    path: '/api/ai/explanation',
    operation: /* GraphQL */ `
      mutation RestExplanation($input: ExplainAnswerInput!) {
        explainAnswer(input: $input) {
          __typename
          ... on Error { message }
          ... on ExplanationLimitError { retryAfterSeconds }
          ... on ExplainAnswerPayload {
            explanation {
              text whyCorrect otherOptions { option whyWrong } whyTempting principle references chosenOption correctAnswer source cached
            }
          }
        }
      }`,
    variables: ({ body }) => {
      const { questionId, includeReferences } = body;
      if (typeof questionId !== 'string' || !questionId.trim() || questionId.length > 200) return fail(400, 'questionId (text) is required.');
      if (includeReferences !== undefined && typeof includeReferences !== 'boolean') return fail(400, 'includeReferences must be true or false.');
      return { input: { questionId } };
    },
    // The spec's shape (explanation, references), with the sections beside it for clients that lay them out.
    respond: (data, { body }) =>
      shapePayload(data.explainAnswer, (payload) => {
        const explanation = payload.explanation as ExplanationResult;
        return {
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
        };
      }),
    failure: 'Failed to generate explanation. Please try again.',
    forbidden: 'Premium subscription required for AI explanations',
  },
];

export type GraphQLResult = ExecutionResult<Record<string, unknown>>;
