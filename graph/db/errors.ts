/**
 * Database errors that are not faults of ours: a race lost to another transaction, a row that went
 * away meanwhile, or an id that names nothing. Read through Prisma's wrapping of the driver's error
 * (meta.driverAdapterError.cause), whose names differ between pg and PGlite.
 */

type ErrorLink = { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown; meta?: { driverAdapterError?: unknown }; cause?: unknown };

function someInChain(error: unknown, test: (e: ErrorLink) => boolean): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as ErrorLink;
    if (test(e)) return true;
    current = e.meta?.driverAdapterError ?? e.cause;
  }
  return false;
}

const hasCode = (codes: ReadonlySet<string>) => (e: ErrorLink) =>
  (typeof e.code === 'string' && codes.has(e.code)) || (typeof e.originalCode === 'string' && codes.has(e.originalCode));

const CONFLICT_CODES = new Set(['P2034', '40P01', '40001']);
const FOREIGN_KEY_CODES = new Set(['P2003', '23503']);
const MALFORMED_ID_CODES = new Set(['22P02', 'P2023']);

/** A transaction that lost a race (a deadlock, a serialization failure): running it again may succeed. */
function isTransactionConflict(error: unknown): boolean {
  return someInChain(error, (e) => hasCode(CONFLICT_CODES)(e) || e.kind === 'TransactionWriteConflict');
}

/**
 * A row the statement refers to is gone: a foreign key to it failed. Questions are never deleted,
 * so for a signed-in caller it is their account, deleted while the request was on its way.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return someInChain(error, (e) => hasCode(FOREIGN_KEY_CODES)(e) || e.kind === 'ForeignKeyConstraintViolation');
}

/** An id that reaches the database but is not an id at all (PostgreSQL: invalid_text_representation). */
export function isMalformedIdError(error: unknown): boolean {
  return someInChain(error, (e) => hasCode(MALFORMED_ID_CODES)(e) || (typeof e.message === 'string' && /invalid input syntax for type uuid/i.test(e.message)));
}

/** A row that a findUniqueOrThrow (or an update of one row) did not find (Prisma: P2025). */
export function isRecordNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2025';
}

/**
 * Runs a transaction, and again when it lost a race with another (PostgreSQL rolled it back whole),
 * up to `attempts` times in all.
 */
export async function retryingConflicts<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
    }
  }
}
