import type { Client, RequestParams } from 'graphql-sse';
import { type GraphQLResponse, Observable, type SubscribeFunction } from 'relay-runtime';
import { RequestError, type ServerError } from './requestErrors.ts';
import { CSRF_HEADER, readCsrfToken } from './session.ts';

// GraphQL errors keep their codes (as from queries and mutations); anything else keeps its message.
const asError = (error: unknown) =>
  error instanceof Error
    ? error
    : Array.isArray(error)
      ? new RequestError(error.map((e: ServerError) => e.message).join('; '), error as ServerError[])
      : new Error(String(error));

/**
 * Relay's subscriptions over server-sent events, which Yoga serves at /graphql ("distinct
 * connections": one request per subscription). `token` gives the bearer token to send, renewed
 * first when it is about to expire. The SSE client is loaded with the first subscription (the
 * practice screen's explanations), not with the first page.
 */
export function subscribeOverSse(url: string, token: () => Promise<string | null>): SubscribeFunction {
  let client: Promise<Client> | null = null;
  const connect = () =>
    (client ??= import('graphql-sse').then(({ createClient }) =>
      createClient({
        url: () => new URL(url, window.location.href).toString(),
        credentials: 'same-origin',
        // A subscription that failed is not silently restarted: the screen offers to try again.
        retryAttempts: 0,
        headers: async () => {
          const headers: Record<string, string> = {};
          const bearer = await token();
          if (bearer) headers.authorization = `Bearer ${bearer}`;
          const csrf = readCsrfToken();
          if (csrf) headers[CSRF_HEADER] = csrf;
          return headers;
        },
      }),
    ));
  return (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let dispose: (() => void) | null = null;
      let closed = false;
      connect().then(
        (sse) => {
          if (closed) return;
          dispose = sse.subscribe(
            // A persisted operation goes by its id, as queries and mutations do (RelayEnvironment).
            operation.id
              ? ({
                  operationName: operation.name,
                  extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
                  variables,
                } as unknown as RequestParams)
              : { operationName: operation.name, query: operation.text ?? '', variables },
            {
              next: (value) => sink.next(value as GraphQLResponse),
              error: (error) => sink.error(asError(error)),
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(asError(error)),
      );
      return () => {
        closed = true;
        dispose?.();
      };
    });
}
