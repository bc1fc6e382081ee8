import { int, z } from './zod.ts';

/**
 * True when year, month and day name a real calendar date (leap years included) in a range the
 * product can mean: far-off years would only overflow date arithmetic further down.
 */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1970 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The restaurant's IANA time zone ('Atlantic/Reykjavik', 'Europe/Madrid'): every response with a
 * booking or event instant carries it, and the web shows times in it, never in the browser's.
 */
export const IanaTimeZone = z.string().min(1).max(100);

/** The product's URL time format `YYYY-MM-DDTHH:mm`: wall-clock time in the restaurant's zone. */
export const LocalDateTime = z
  .string()
  .max(16)
  .regex(LOCAL_DATE_TIME, 'expected YYYY-MM-DDTHH:mm')
  .refine((value) => {
    const [, y, m, d] = LOCAL_DATE_TIME.exec(value) ?? [];
    return isCalendarDate(Number(y), Number(m), Number(d));
  }, 'not a calendar date between 1970 and 2199');

/** A local calendar date `YYYY-MM-DD`. */
export const LocalDate = z
  .string()
  .max(10)
  .regex(LOCAL_DATE, 'expected YYYY-MM-DD')
  .refine((value) => {
    const [, y, m, d] = LOCAL_DATE.exec(value) ?? [];
    return isCalendarDate(Number(y), Number(m), Number(d));
  }, 'not a calendar date between 1970 and 2199');

/** Party size in a path or query: digits only, 1 to 100. */
export const GuestsParam = z
  .string()
  .max(3)
  .regex(/^\d+$/, 'expected a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1).max(100));

/** A positive id in a path or query, within its `integer` column. */
export const IdParam = z
  .string()
  .max(10)
  .regex(/^[1-9]\d*$/, 'expected a positive whole number')
  .transform(Number)
  .pipe(int().min(1));

/** An id segment the client fills with the literal `null` when there is none (eventId). */
export const NullableIdParam = z.union([z.literal('null').transform(() => null), IdParam]);

/** docs/product.md, "The booking flow": isWaitingList is true only for 'true', case-insensitively. */
export const BooleanParam = z
  .string()
  .max(5)
  .transform((value) => value.toLowerCase() === 'true');
