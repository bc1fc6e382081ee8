import type { ManageBookingResponse } from '@dekka/contracts/booking';
import { apiPath } from '@dekka/contracts/routes';
import { apiUrl } from '../../../lib/api-client';

/** 2030-03-05T19:00:00.000Z → 20300305T190000Z, the form Google Calendar's dates take. */
function compactUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The booking's calendar file, the same entry its e-mails carry. */
export function calendarFileUrl(guid: string): string {
  return apiUrl(apiPath('bookingCalendar', { guid }));
}

/** Google Calendar's "add event" page, filled in (times in UTC, so every zone reads them right). */
export function googleCalendarUrl(booking: ManageBookingResponse, pageUrl: string): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', booking.restaurant.name);
  url.searchParams.set('dates', `${compactUtc(booking.start)}/${compactUtc(booking.end)}`);
  url.searchParams.set('ctz', booking.timeZone);
  const address = booking.restaurant.address;
  url.searchParams.set(
    'location',
    address ? `${booking.restaurant.name}, ${address}` : booking.restaurant.name,
  );
  url.searchParams.set('details', pageUrl);
  return url.toString();
}
