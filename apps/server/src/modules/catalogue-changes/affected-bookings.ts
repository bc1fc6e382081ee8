import { servicesForDate } from '@dekka/availability/opening-hours';
import { addDays, utcToZoned } from '@dekka/time/local-time';
import type { RestaurantRules } from '@dekka/availability/types';
import { clockMinutes, serviceSpan } from '@dekka/contracts/restaurant-settings';

type Hours = Pick<RestaurantRules, 'services' | 'specialDays'>;

/** A future booking as the conflict check needs it. */
export type FutureBooking = { id: number; startAt: Date; endAt: Date };

/**
 * Whether a sitting [start, end) lies within the hours: it starts between a service's opening and
 * last seating and ends by its closing, on the day it started or in the previous day's service
 * that runs past midnight. Lengths are elapsed minutes, as the availability engine counts them.
 */
function fitsHours(hours: Hours, booking: FutureBooking, timeZone: string): boolean {
  const local = utcToZoned(booking.startAt.getTime(), timeZone);
  const start = clockMinutes(local.time);
  const length = Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60_000);
  const days = [
    { date: local.date, weekday: local.weekday, offset: 0 },
    { date: addDays(local.date, -1), weekday: (local.weekday + 6) % 7, offset: 1440 },
  ];
  return days.some(({ date, weekday, offset }) =>
    servicesForDate(hours, date, weekday).some((service) => {
      const span = serviceSpan(service);
      const at = start + offset;
      return at >= span.opens && at <= span.last && at + length <= span.closes;
    }),
  );
}

/**
 * The bookings that fit the current hours but not the new ones: those a change would leave
 * outside. A booking already outside (a host's late table) is not the change's doing.
 */
export function bookingsLeftOutside<B extends FutureBooking>(
  bookings: readonly B[],
  current: Hours,
  next: Hours,
  timeZone: string,
): B[] {
  return bookings.filter(
    (booking) => fitsHours(current, booking, timeZone) && !fitsHours(next, booking, timeZone),
  );
}
