/**
 * Persisted operations. The Relay compiler writes every operation of the web app into
 * persisted-operations.json (id = SHA-256 of the text); the web app sends only ids. In production
 * the server runs only those ids for browsers, so a stolen session cannot run arbitrary queries;
 * documents are accepted from personal access tokens (within the armor limits, like everything)
 * and from the REST adapter inside this process, and schema introspection (GraphiQL's docs) from
 * anyone while it is on. Outside production anything goes (GraphiQL, dev).
 */
// Renamed on import: it is an envelop plugin, not a React hook.
import { usePersistedOperations as persistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PERSISTED_OPERATIONS_FILE = fileURLToPath(new URL('../persisted-operations.json', import.meta.url));

/** Marks the REST adapter's own calls; a fresh secret each process start, never sent to a client. */
export const INTERNAL_CALLER_HEADER = 'x-internal-caller';
export const INTERNAL_CALLER_SECRET = randomBytes(32).toString('base64url');

export function loadPersistedOperations(file = PERSISTED_OPERATIONS_FILE): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export function persistedOperationsPlugin({
  production,
  operations,
  introspectionRequests,
  isApiTokenCaller,
}: {
  production: boolean;
  operations: Record<string, string>;
  /** Requests that only introspect the schema (GraphiQL's docs), marked by an earlier plugin. */
  introspectionRequests?: WeakSet<Request>;
  /**
   * Whether the request comes from a valid personal access token, as the context resolves it (an
   * invalid one is refused there with 401): the gate trusts the caller, not the header's spelling.
   */
  isApiTokenCaller: (request: Request) => Promise<boolean>;
}) {
  return persistedOperations({
    getPersistedOperation: (id: string) => operations[id] ?? null,
    allowArbitraryOperations: (request: Request) =>
      !production ||
      request.headers.get(INTERNAL_CALLER_HEADER) === INTERNAL_CALLER_SECRET ||
      Boolean(introspectionRequests?.has(request)) ||
      isApiTokenCaller(request),
    customErrors: {
      notFound: { message: 'Unknown persisted operation id.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } } },
      persistedQueryOnly: {
        message: "This server runs only the web app's persisted operations; send a document with a personal access token.",
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 403 } },
      },
      keyNotFound: { message: 'Send a query or a persisted operation id.', extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } } },
    },
  });
}
