/**
 * Range checks for date parts read from text (docs/product.md, "The booking flow", "Date helper checks"), so a
 * parsed `2026-02-30` is rejected instead of rolling over into March. Months and weekdays are
 * zero-based (January 0, Sunday 0), as in JavaScript's Date.
 */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Month 0-11. */
export function isValidMonth(month: number): boolean {
  return isIntegerIn(month, 0, 11);
}

/** A day that exists in that month of that year: 29 February only in leap years. */
export function isValidDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !isValidMonth(month)) return false;
  const length = month === 1 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month] ?? 0);
  return isIntegerIn(day, 1, length);
}

/** Day of the year 1-366, or 1-365 in a non-leap year. */
export function isValidDayOfYear(year: number, dayOfYear: number): boolean {
  return Number.isInteger(year) && isIntegerIn(dayOfYear, 1, isLeapYear(year) ? 366 : 365);
}

/** ISO week 1-53. */
export function isValidWeek(week: number): boolean {
  return isIntegerIn(week, 1, 53);
}

/** Weekday 0-6. */
export function isValidWeekday(weekday: number): boolean {
  return isIntegerIn(weekday, 0, 6);
}

/**
 * Hours 0-24, minutes and seconds 0-59; 24 only as 24:00:00, the end of a day (a service
 * closing at midnight), never 24:30.
 */
export function isValidTime(hours: number, minutes = 0, seconds = 0): boolean {
  if (hours === 24) return minutes === 0 && seconds === 0;
  return isIntegerIn(hours, 0, 23) && isIntegerIn(minutes, 0, 59) && isIntegerIn(seconds, 0, 59);
}
