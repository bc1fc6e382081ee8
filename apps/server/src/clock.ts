/** The wall clock, passed in so tests can freeze time (domain code never calls Date.now()). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
