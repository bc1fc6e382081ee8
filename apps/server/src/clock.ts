/** The wall clock, passed in so tests can freeze time (domain code never calls Date.now()). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * The wall clock moved by `offsetMs`, still at the real pace (CLOCK_OFFSET_MS): the browser
 * tests run their servers at one fixed date and hour, whatever the day they run on.
 */
export function shiftedClock(offsetMs: number): Clock {
  if (offsetMs === 0) return systemClock;
  return { now: () => new Date(Date.now() + offsetMs) };
}
