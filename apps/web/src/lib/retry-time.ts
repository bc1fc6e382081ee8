const ONE_MINUTE_MS = 60_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * When a rate-limited visitor may try again: one minute from `now` unless the server said how
 * long (Retry-After, seconds), as HH:mm:ss on the visitor's own clock (docs/product.md,
 * "Errors"). 23:59:30 → 00:00:30.
 */
export function formatRetryTime(now: Date, afterMs = ONE_MINUTE_MS): string {
  const at = new Date(now.getTime() + afterMs);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}
