/** A GraphQL error as the server sends it: the message is for people, the code is for code. */
export interface ServerError {
  message: string;
  extensions?: { code?: string };
}

/**
 * A request that failed, carrying the server's errors the way Relay's own network errors do (on
 * `source.errors`), so a screen decides from `extensions.code`, never from a message's wording.
 */
export class RequestError extends Error {
  readonly source: { errors: readonly ServerError[] };
  constructor(message: string, errors: readonly ServerError[]) {
    super(message);
    this.name = 'RequestError';
    this.source = { errors };
  }
}

/** The codes (`extensions.code`) of the GraphQL errors behind an error from Relay or our network layer. */
export function errorCodes(error: unknown): string[] {
  const errors = (error as { source?: { errors?: unknown } } | null | undefined)?.source?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((e: ServerError | null) => e?.extensions?.code).filter((code): code is string => typeof code === 'string');
}

/**
 * The server's own words when a request was refused for a limit the learner reached (RATE_LIMITED,
 * such as the day's new questions): they say which limit and when it lifts. Null otherwise.
 */
export function limitMessage(error: unknown): string | null {
  const errors = (error as { source?: { errors?: unknown } } | null | undefined)?.source?.errors;
  if (!Array.isArray(errors)) return null;
  const limited = errors.find((e: ServerError | null) => e?.extensions?.code === 'RATE_LIMITED') as ServerError | undefined;
  return limited?.message ?? null;
}

/** The session ended (no token, or one the server no longer accepts): the login guard and the banner handle it. */
export function isUnauthenticated(error: unknown): boolean {
  return errorCodes(error).includes('UNAUTHENTICATED');
}
