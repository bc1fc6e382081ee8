/** SQLSTATEs the booking code reacts to. */
export const SqlState = {
  /** An EXCLUDE constraint fired: another booking already holds the table for that period. */
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  /** Our own (migration 0007): the holder already has as many live holds as allowed. */
  tooManyHolds: 'DK429',
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

/** A deadlock or serialization failure: the same transaction run again may well succeed. */
export function isTransient(error: unknown): boolean {
  const state = sqlState(error);
  return state === SqlState.deadlockDetected || state === SqlState.serializationFailure;
}

/** Runs `attempt` (a whole transaction) again after a transient failure, up to `times` in all. */
export async function retryTransient<T>(attempt: () => Promise<T>, times = 3): Promise<T> {
  for (let attemptNo = 1; ; attemptNo += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransient(error) || attemptNo >= times) throw error;
    }
  }
}

/**
 * The counts a refused hold carries in its error's DETAIL (`by_user;by_client;first_lapse_ms`),
 * or null when `error` is not that refusal.
 */
export function tooManyHoldsCounts(
  error: unknown,
): { byUser: number; byClient: number; firstLapseMs: number } | null {
  if (sqlState(error) !== SqlState.tooManyHolds) return null;
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ('detail' in current && typeof current.detail === 'string') {
      const [byUser, byClient, firstLapseMs] = current.detail.split(';').map(Number);
      return { byUser: byUser ?? 0, byClient: byClient ?? 0, firstLapseMs: firstLapseMs ?? 0 };
    }
    current = current.cause;
  }
  return { byUser: 0, byClient: 0, firstLapseMs: 0 };
}
