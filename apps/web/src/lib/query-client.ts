import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';
import { reportError } from './error-reporting';

const FIVE_MINUTES_MS = 5 * 60_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s, … never more than 30 s between attempts. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

/**
 * The library-level defaults of docs/product.md, "Timings and limits": unused data is kept 5 minutes and a failed query
 * is retried 3 times with exponential back-off.
 */
export const baseQueryDefaults = {
  gcTime: FIVE_MINUTES_MS,
  retry: 3,
  retryDelay,
} satisfies DefaultOptions['queries'];

/**
 * The app's shared client narrows those defaults (docs/product.md, "The API" and "Timings and limits"): no retries, because a
 * retried reserve or a 429 would only make things worse, and no refetch when the tab regains
 * focus, because a booking step must not change under the diner's cursor.
 */
export const sharedQueryDefaults = {
  ...baseQueryDefaults,
  retry: false,
  refetchOnWindowFocus: false,
} satisfies DefaultOptions['queries'];

/** A new client; the app makes one at start, each test makes its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Failed queries are reported here once, instead of by every component that reads them.
    queryCache: new QueryCache({ onError: (error) => reportError(error) }),
    defaultOptions: { queries: sharedQueryDefaults },
  });
}
