/**
 * The browser tests run at one fixed moment, whatever the day and hour they run on: the servers
 * (CLOCK_OFFSET_MS) and every page (Playwright's clock, installed by fixtures.ts) read a clock that
 * showed E2E_NOW when the run began and moves at the real pace from there. The default is a
 * Wednesday at midday in Reykjavík (UTC all year) with the demo's Christmas buffets ahead; set
 * E2E_NOW to another instant to run the whole suite then.
 */
const E2E_NOW = process.env.E2E_NOW ?? '2026-12-02T12:00:00Z';
const startsAt = Date.parse(E2E_NOW);
if (Number.isNaN(startsAt)) throw new Error(`E2E_NOW is not a date: ${E2E_NOW}`);

// Worked out once by the test runner; its workers and servers inherit the environment, so every
// process of one run agrees on the same offset to the millisecond.
process.env.E2E_CLOCK_OFFSET_MS ??= String(startsAt - Date.now());

export const CLOCK_OFFSET_MS = Number(process.env.E2E_CLOCK_OFFSET_MS);

/** Milliseconds since the epoch on the tests' clock (use instead of Date.now()). */
export function now(): number {
  return Date.now() + CLOCK_OFFSET_MS;
}

/**
 * `days` ahead in `timeZone`, as the date picker writes it (YYYY-MM-DD), moved on past weekdays in
 * `avoid` (0 = Sunday): dinner places close on Mondays, Thursdays have the jazz event.
 */
export function daysAhead(days: number, timeZone = 'Atlantic/Reykjavik', avoid: number[] = []) {
  for (let offset = days; ; offset += 1) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone }).format(
      new Date(now() + offset * 24 * 3600_000),
    );
    if (!avoid.includes(new Date(`${date}T12:00:00Z`).getUTCDay())) return date;
  }
}
