/**
 * Database errors that mean a race was lost rather than a fault: read through Prisma's wrapping of
 * the driver's error (meta.driverAdapterError.cause), whose names differ between pg and PGlite.
 */

const CONFLICT_CODES = new Set(['P2034', '40P01', '40001']);
const MISSING_REFERENCE_CODES = new Set(['P2003', 'P2025', '23503']);

function someInChain(error: unknown, test: (e: { code?: unknown; originalCode?: unknown; kind?: unknown }) => boolean): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; originalCode?: unknown; kind?: unknown; meta?: { driverAdapterError?: unknown }; cause?: unknown };
    if (test(e)) return true;
    current = e.meta?.driverAdapterError ?? e.cause;
  }
  return false;
}

const hasCode = (codes: Set<string>) => (e: { code?: unknown; originalCode?: unknown }) =>
  (typeof e.code === 'string' && codes.has(e.code)) || (typeof e.originalCode === 'string' && codes.has(e.originalCode));

/** A transaction that lost a race (a deadlock, a serialization failure): running it again may succeed. */
export function isTransactionConflict(error: unknown): boolean {
  return someInChain(error, (e) => hasCode(CONFLICT_CODES)(e) || e.kind === 'TransactionWriteConflict');
}

/** A row the statement needed is gone: a foreign key to it failed, or the record to change was not found. */
export function isMissingReference(error: unknown): boolean {
  return someInChain(error, (e) => hasCode(MISSING_REFERENCE_CODES)(e) || e.kind === 'ForeignKeyConstraintViolation');
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
