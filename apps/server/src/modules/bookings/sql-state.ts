/** SQLSTATEs the booking code reacts to. */
export const SqlState = {
  /** An EXCLUDE constraint fired: another booking already holds the table for that period. */
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/**
 * The SQLSTATE of a failed query. node-postgres puts it on the error's `code`; PGlite does the
 * same; Drizzle (0.45) wraps either in a DrizzleQueryError whose `cause` is the driver's error,
 * so the chain is walked.
 */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
    current = current.cause;
  }
  return undefined;
}
