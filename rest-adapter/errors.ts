/**
 * The REST adapter's one error table: the HTTP status of every refusal GraphQL can answer with,
 * both kinds in one place.
 *
 * - A typed error (a type implementing the schema's `Error` interface, from graph/errors.ts and
 *   the domains' error classes through the Pothos errors plugin) in a mutation's result union.
 *   `satisfies` makes the compiler refuse the table while a type is missing (ErrorTypename is read
 *   from the schema's introspection), and test/http/rest-errors.test.ts walks the schema's
 *   implementors at run time.
 * - A GraphQL error's `extensions.code` (graph/builder.ts's auth scopes, graph/context.ts's API
 *   token checks, graph/apiTokenPolicy.ts, graph/yoga.ts's masking).
 *
 * What is not in the table is a fault of ours: 500, with the route's own message (never the
 * error's), and logged. An unknown error is never answered as a success.
 */
import type { ErrorTypename } from './graphql.ts';

/** GraphQL error codes the API raises on purpose. */
type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'BAD_USER_INPUT' | 'GRAPHQL_VALIDATION_FAILED' | 'GRAPHQL_PARSE_FAILED';

export const ERROR_STATUS = {
  // Typed errors.
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

  // Error codes.
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  // A limit reached (an API token's request budget, the day's new questions): Retry-After with it.
  RATE_LIMITED: 429,
  // The caller sent a value the operation's types refuse: their mistake, told as it is.
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
} satisfies Record<ErrorTypename | ErrorCode, number>;

/**
 * The status of a typed error's name or an error code; undefined for anything the table does not
 * hold, which the adapter answers as a fault of ours (500, the route's message).
 */
export function errorStatus(name: unknown): number | undefined {
  return typeof name === 'string' && Object.hasOwn(ERROR_STATUS, name) ? ERROR_STATUS[name as keyof typeof ERROR_STATUS] : undefined;
}
