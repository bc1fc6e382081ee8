/*
 * The guest list's days are the restaurant's calendar dates, "YYYY-MM-DD", as the address and
 * the API write them. Arithmetic is on the calendar alone (UTC noon), so no zone or daylight
 * saving change ever moves a day.
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

function format(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A real calendar date in the "YYYY-MM-DD" form ("2026-02-30" is not one). */
export function isLocalDate(value: string | null | undefined): value is string {
  const match = LOCAL_DATE.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return format(new Date(Date.UTC(year, month - 1, day, 12))) === value;
}

/** "2026-12-31" + 1 → "2027-01-01". */
export function addDays(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return format(new Date(Date.UTC(year, month - 1, day + days, 12)));
}

/** The browser's own date: a first guess at the restaurant's today, until the server says. */
export function browserToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
