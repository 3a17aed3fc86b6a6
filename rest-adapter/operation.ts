/**
 * How the REST adapter runs its documents: as the caller, through the envelop pipeline Yoga
 * serves /graphql with (the context and its caller checks, the API token policy on execute, error
 * masking), with each document parsed once when the module loads and validated once when the
 * adapter starts. The per-request steps of Yoga's HTTP handling that only concern documents from
 * outside (the persisted-operation gate, the parse and validation caches, graphql-armor's limits)
 * have nothing to decide for these fixed documents and are not run.
 */
import { type DocumentNode, type ExecutionResult, getOperationAST, GraphQLError, validate } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import type { Yoga } from '../graph/yoga.ts';
import { errorStatus } from './errors.ts';
import { fail, type RestResponse } from './routes.ts';

/** A document whose result type is known (gql.tada's documents carry it); a plain one's is a record. */
type Typed<Result> = DocumentNode & { __apiType?: (variables: never) => Result };

/** Refuses, at start-up, a document the schema does not accept (a test also runs every one). */
export function checkDocument(schema: GraphQLSchema, document: DocumentNode): void {
  const operation = getOperationAST(document);
  if (!operation?.name) throw new Error('A REST document must hold one named operation.');
  if (operation.operation === 'subscription') throw new Error(`${operation.name.value}: a REST route answers once; subscriptions are not served here.`);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`${operation.name.value} does not validate: ${errors.map((e) => e.message).join('; ')}`);
}

/** One document as the caller of `request` (its headers carry the caller), one result. */
export async function runOperation<Result = Record<string, unknown>>(
  yoga: Yoga,
  request: Request,
  ip: string,
  document: Typed<Result>,
  variables: Record<string, unknown>,
): Promise<ExecutionResult<Result>> {
  const enveloped = yoga.getEnveloped({ request, ip, params: { variables } });
  let contextValue;
  try {
    contextValue = await enveloped.contextFactory();
  } catch (error) {
    // The context refused the caller (an API token unknown or past its budget): masked as Yoga
    // masks it (a GraphQLError with its code), answered as a result.
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
  const result = await enveloped.execute({ schema: enveloped.schema, document, contextValue, variableValues: variables });
  if (isAsyncIterable(result)) return { errors: [new GraphQLError('The operation did not answer with one result.')] };
  // Variables that do not coerce stop the operation before it runs (no `data`): the caller's mistake.
  if (!('data' in result) && result.errors?.length) {
    return {
      errors: result.errors.map((error: GraphQLError) =>
        error.extensions?.code ? error : new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } }),
      ),
    };
  }
  // The result of the document executed: its data has the document's type.
  return result as ExecutionResult<Result>;
}

/**
 * A result's first error as the spec's error response, its status from the one table
 * (rest-adapter/errors.ts): null for an error the table does not hold (a fault of ours), which
 * the caller answers with 500 and its own message. `messages` word the refusals the adapter words itself.
 */
export function errorResponse(error: GraphQLError, messages: { unauthenticated?: string; forbidden?: string } = {}): RestResponse | null {
  const code = error.extensions?.code;
  const status = errorStatus(code);
  if (status === undefined) return null;
  const response = fail(
    status,
    code === 'UNAUTHENTICATED' && messages.unauthenticated
      ? messages.unauthenticated
      : code === 'FORBIDDEN' && messages.forbidden
        ? messages.forbidden
        : error.message,
  );
  const retryAfter = Number(error.extensions?.retryAfterSeconds);
  if (retryAfter > 0) response.headers = { 'retry-after': String(Math.ceil(retryAfter)) };
  return response;
}

function isAsyncIterable(value: object): value is AsyncIterable<unknown> {
  return Symbol.asyncIterator in value;
}
