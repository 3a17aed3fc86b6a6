/** Database errors that mean the caller named something that is not there, rather than a fault. */

/** An id that reaches the database but is not an id at all (PostgreSQL: invalid_text_representation). */
export function isMalformedIdError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Prisma wraps the driver's error (meta.driverAdapterError.cause); PGlite and pg name it differently.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown; meta?: { driverAdapterError?: unknown }; cause?: unknown };
    if (e.code === '22P02' || e.originalCode === '22P02' || e.code === 'P2023') return true;
    if (typeof e.message === 'string' && /invalid input syntax for type uuid/i.test(e.message)) return true;
    current = e.meta?.driverAdapterError ?? e.cause;
  }
  return false;
}

/** A row that a findUniqueOrThrow (or an update of one row) did not find (Prisma: P2025). */
export function isRecordNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2025';
}
