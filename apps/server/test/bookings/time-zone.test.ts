import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBearer,
  createBookingRestaurant,
  createEventWithOccurrence,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClient, completeBody } from './booking-client.ts';

const clock = createTestClock();

describe('the restaurant’s time zone in every answer with a booking or event time', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    client = bookingClient(t.app, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends Europe/Madrid with a Madrid booking: complete, confirmation and payment link', async () => {
    const madrid = await createBookingRestaurant(t.database.db, {
      tables: [{ min: 1, max: 4 }],
      overrides: { timeZone: 'Europe/Madrid', country: 'es', currency: 'EUR', locale: 'es-ES' },
    });
    const { guid } = await client.reserveOk({
      date: '2030-03-02T20:00',
      guests: 2,
      restaurantId: madrid.id,
      eventId: null,
      source: 2,
      menus: [],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });
    const forComplete = (await client.infoForComplete(guid ?? '')).json();
    // 20:00 in Madrid in March (CET) is 19:00 UTC; the zone says how to show it.
    expect(forComplete).toMatchObject({
      start: '2030-03-02T19:00:00.000Z',
      timeZone: 'Europe/Madrid',
    });
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/web/booking/paymentlink/${guid}/`,
    });
    expect(link.json()).toMatchObject({ timeZone: 'Europe/Madrid' });

    expect((await client.complete(completeBody(guid ?? ''))).statusCode).toBe(200);
    const confirmation = (await client.infoForConfirmation(guid ?? '')).json();
    expect(confirmation).toMatchObject({
      start: '2030-03-02T19:00:00.000Z',
      timeZone: 'Europe/Madrid',
    });
  });

  it('sends the zone with every event', async () => {
    const oslo = await createBookingRestaurant(t.database.db, {
      overrides: { timeZone: 'Europe/Oslo', country: 'no' },
    });
    await createEventWithOccurrence(t.database.db, oslo.id, {
      startsAt: '2030-03-05T18:00:00Z',
      endsAt: '2030-03-05T21:00:00Z',
      ticketCapacity: 20,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/web/event/${oslo.id}/2030-03-05/` });
    expect(res.statusCode).toBe(200);
    const events = res.json() as { timeZone: string }[];
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.timeZone).toBe('Europe/Oslo');
  });
});
