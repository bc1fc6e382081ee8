import type { ManageBookingResponse } from '@dekka/contracts/booking';
import { describe, expect, it } from 'vitest';
import { calendarFileUrl, googleCalendarUrl } from './calendar-links';

const booking = {
  start: '2030-03-05T18:00:00.000Z',
  end: '2030-03-05T20:00:00.000Z',
  timeZone: 'Europe/Madrid',
  restaurant: { name: 'Casa Lola', address: 'Calle Mayor 1, Madrid' },
} as ManageBookingResponse;

describe('calendar links', () => {
  it('fills Google Calendar with the name, UTC times, the zone, the place and the page', () => {
    const url = new URL(googleCalendarUrl(booking, 'https://dekka.test/booking?guid=g'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Casa Lola',
      dates: '20300305T180000Z/20300305T200000Z',
      ctz: 'Europe/Madrid',
      location: 'Casa Lola, Calle Mayor 1, Madrid',
      details: 'https://dekka.test/booking?guid=g',
    });
  });

  it('points the calendar file at the API with the guid', () => {
    expect(calendarFileUrl('0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10')).toBe(
      '/api/web/booking/calendar/0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10/',
    );
  });
});
