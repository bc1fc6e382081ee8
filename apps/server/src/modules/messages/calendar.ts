import { ZonedDate } from '@dekka/time/zoned-date';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingMessageLines } from './message-lines.ts';
import type { BookingMessage } from './message-payload.ts';

/**
 * The booking as an iCalendar file. The UID is the same for every message about one booking, so
 * a calendar updates its entry instead of adding another: each change raises the SEQUENCE, and a
 * cancellation is METHOD:CANCEL with a SEQUENCE above every change. Start and end are written in the restaurant's zone with its VTIMEZONE, so the
 * entry shows the right local time wherever the diner's phone is.
 */
export function bookingCalendar(
  message: BookingMessage,
  lines: BookingMessageLines,
  uidDomain: string,
): string {
  const cancelled = message.kind === 'booking_cancelled';
  // Messages render from the booking as it is when they are sent, so a late confirmation may
  // already show a changed time: it stays SEQUENCE 0, below every change's update.
  const sequence = cancelled
    ? message.changes + 1
    : message.kind === 'booking_confirmed'
      ? 0
      : message.changes;
  const zone = message.restaurant.timeZone;
  const calendar = ical({
    prodId: { company: 'Dekka', product: 'Bookings', language: message.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: zone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `booking-${message.bookingId}@${uidDomain}`,
    sequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // A zoned date: ical-generator writes a plain Date's wall-clock in the server's own zone.
    start: new ZonedDate(message.startAt, zone),
    end: new ZonedDate(message.endAt, zone),
    timezone: zone,
    summary: message.restaurant.name,
    location: `${message.restaurant.name}, ${message.restaurant.address}`,
    url: message.manageUrl,
    description: [lines.intro, ...lines.details.map((d) => `${d.label}: ${d.value}`)].join('\n'),
  });
  return calendar.toString();
}
