/**
 * The payment hub's connection rules (docs/product.md, "The booking flow" and "Timings and limits"), kept pure so they can be tested
 * without a socket.
 */

/** docs/product.md, "The booking flow": the states a real-time connection passes through. */
export const HubConnectionState = {
  Disconnected: 'Disconnected',
  Connecting: 'Connecting',
  Connected: 'Connected',
  Disconnecting: 'Disconnecting',
  Reconnecting: 'Reconnecting',
} as const;
export type HubConnectionState = (typeof HubConnectionState)[keyof typeof HubConnectionState];

/**
 * docs/product.md, "The booking flow": null when there is no hub; Disconnected when any hub is disconnected; otherwise
 * Connecting, Reconnecting or Connected, the first that any hub is in. A hub that is
 * disconnecting is on its way to Disconnected and counts as such: nothing will arrive over it.
 *
 * ['Connected', 'Reconnecting'] → 'Reconnecting'; ['Connecting', 'Reconnecting'] → 'Connecting'.
 */
export function combinedConnectionState(
  states: readonly HubConnectionState[],
): HubConnectionState | null {
  if (states.length === 0) return null;
  const any = (state: HubConnectionState) => states.includes(state);
  if (any(HubConnectionState.Disconnected) || any(HubConnectionState.Disconnecting)) {
    return HubConnectionState.Disconnected;
  }
  if (any(HubConnectionState.Connecting)) return HubConnectionState.Connecting;
  if (any(HubConnectionState.Reconnecting)) return HubConnectionState.Reconnecting;
  return HubConnectionState.Connected;
}

/**
 * docs/product.md, "Timings and limits", the payment hub's reconnect delays: 1 s three times, 3 s eleven times, 5 s
 * eight times, then 10 s, 20 s, and 30 s from then on. Unlike the generic client it never gives
 * up: a diner may sit on the bank's page for minutes, and the hold runs until the server ends it.
 * Retry 0 waits 1 s, retry 3 waits 3 s, retry 14 waits 5 s, retry 22 waits 10 s (49 s
 * after the first drop), retry 24 and later 30 s.
 */
const SCHEDULE: readonly { delayMs: number; times: number }[] = [
  { delayMs: 1_000, times: 3 },
  { delayMs: 3_000, times: 11 },
  { delayMs: 5_000, times: 8 },
  { delayMs: 10_000, times: 1 },
  { delayMs: 20_000, times: 1 },
];
export const FINAL_RECONNECT_DELAY_MS = 30_000;

/** The wait before reconnect attempt `retry` (0 for the first after a drop). */
export function paymentHubReconnectDelay(retry: number): number {
  if (!Number.isInteger(retry) || retry < 0) throw new RangeError(`Bad retry number ${retry}`);
  let remaining = retry;
  for (const step of SCHEDULE) {
    if (remaining < step.times) return step.delayMs;
    remaining -= step.times;
  }
  return FINAL_RECONNECT_DELAY_MS;
}
