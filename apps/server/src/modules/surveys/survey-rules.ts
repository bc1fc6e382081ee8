import { utcToZoned } from '@dekka/time/local-time';
import type { BookingKind, BookingStatus } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The invitation goes out this long after the visit's end (docs/product.md, "Survey and ratings"). */
export const INVITATION_DELAY_MS = 2 * HOUR_MS;

/** The survey can be answered for this long after the visit's end. */
export const SURVEY_OPEN_MS = 30 * DAY_MS;

/**
 * How far back the invitation scan looks: visits that ended longer ago than this get no
 * invitation (a server that was down for longer does not mail a backlog of old visits).
 */
export const INVITATION_LOOKBACK_MS = 7 * DAY_MS;

/**
 * A visit: a diner's booking or a walk-in party that kept its table (confirmed, not cancelled
 * and not a no-show), not a waiting-list entry and not a block, whose end has passed.
 */
export function isVisit(
  booking: { status: BookingStatus; kind: BookingKind; isWaitingList: boolean; endAt: Date },
  now: Date,
): boolean {
  return (
    booking.status === 'confirmed' &&
    booking.kind !== 'block' &&
    !booking.isWaitingList &&
    booking.endAt.getTime() <= now.getTime()
  );
}

/** The last moment the survey of a visit that ended at `endAt` can be answered. */
export function surveyExpiresAt(endAt: Date): Date {
  return new Date(endAt.getTime() + SURVEY_OPEN_MS);
}

/** The visit's day in the restaurant's zone, YYYY-MM-DD. */
export function visitDate(startAt: Date, timeZone: string): string {
  return utcToZoned(startAt.getTime(), timeZone).date;
}

/** The visit's month in the restaurant's zone, YYYY-MM: all a published rating tells of when. */
export function visitMonth(startAt: Date, timeZone: string): string {
  return visitDate(startAt, timeZone).slice(0, 7);
}

/** An average of ratings, to one decimal; null for none. */
export function roundedAverage(value: number | string | null): number | null {
  if (value === null) return null;
  return Math.round(Number(value) * 10) / 10;
}
