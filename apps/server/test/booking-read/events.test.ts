import { EventStatusLabel } from '@dekka/contracts/enums';
import { EventsOnDateResponse, UpcomingXmasResponse } from '@dekka/contracts/event';
import { RestaurantResponse } from '@dekka/contracts/restaurant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createBooking,
  createRestaurant,
  frozenClock,
  occurrencesOf,
} from '../helpers/restaurant-factories.ts';

const clock = frozenClock('2030-03-01T12:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const occurrence = (start: string, end: string, ticketCapacity: number) => ({
  startsAt: new Date(start),
  endsAt: new Date(end),
  ticketCapacity,
});

async function restaurantWithEvents() {
  return createRestaurant(t.database.db, {
    city: 'Oslo',
    restaurant: { timeZone: 'Europe/Oslo', country: 'no', currency: 'NOK', locale: 'nb-NO' },
    events: [
      {
        slug: 'jazz',
        name: 'Jazzkveld',
        shortDescription: 'Live jazz',
        occurrences: [
          // 20:00 Oslo time on 5 March is 19:00 UTC; 00:30 on 6 March local is still 5 March UTC.
          occurrence('2030-03-05T19:00:00Z', '2030-03-05T21:00:00Z', 10),
          occurrence('2030-03-05T23:30:00Z', '2030-03-06T01:00:00Z', 10),
        ],
      },
      {
        slug: 'julebord',
        name: 'Julebord',
        isChristmas: true,
        pricePerGuest: 89_500,
        occurrences: [occurrence('2030-12-06T17:00:00Z', '2030-12-06T21:00:00Z', 50)],
      },
    ],
  });
}

describe('GET /api/web/event/{restaurantId}/{date}', () => {
  it('lists events with occurrences on the local date and the tickets left', async () => {
    const { restaurant, events } = await restaurantWithEvents();
    const jazz = events.find((event) => event.slug === 'jazz');
    if (!jazz) throw new Error('no jazz event');
    const [first] = await occurrencesOf(t.database.db, jazz.id);
    await createBooking(t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [],
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      guests: 4,
      status: 'confirmed',
      eventId: jazz.id,
      eventOccurrenceId: first?.id ?? null,
    });
    const res = await t.app.inject({ url: `/api/web/event/${restaurant.id}/2030-03-05` });
    expect(res.statusCode).toBe(200);
    const body = EventsOnDateResponse.parse(res.json());
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ name: 'Jazzkveld', slug: 'jazz' });
    expect(body[0]?.occurrences).toEqual([
      {
        id: first?.id,
        start: '2030-03-05T19:00:00.000Z',
        end: '2030-03-05T21:00:00.000Z',
        ticketsLeft: 6,
      },
    ]);
    const nextDay = EventsOnDateResponse.parse(
      (await t.app.inject({ url: `/api/web/event/${restaurant.id}/2030-03-06` })).json(),
    );
    expect(nextDay[0]?.occurrences.map((o) => o.start)).toEqual(['2030-03-05T23:30:00.000Z']);
    const empty = await t.app.inject({ url: `/api/web/event/${restaurant.id}/2030-03-07` });
    expect(empty.json()).toEqual([]);
  });

  it('answers 404 for an unknown restaurant and 400 for bad dates or ids', async () => {
    expect((await t.app.inject({ url: '/api/web/event/2000000000/2030-03-05' })).statusCode).toBe(
      404,
    );
    for (const [path, field] of [
      ['1/2030-02-30', 'date'],
      ['1/05-03-2030', 'date'],
      ['1/2030-03-05T19:00', 'date'],
      ['x/2030-03-05', 'restaurantId'],
      ['-1/2030-03-05', 'restaurantId'],
    ]) {
      const res = await t.app.inject({ url: `/api/web/event/${path}` });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
    }
  });
});

describe('GET /api/web/event/upcomingxmas', () => {
  it('lists upcoming Christmas events across restaurants with the restaurant', async () => {
    const { restaurant } = await restaurantWithEvents();
    const res = await t.app.inject({ url: '/api/web/event/upcomingxmas' });
    expect(res.statusCode).toBe(200);
    const body = UpcomingXmasResponse.parse(res.json());
    const ours = body.find((event) => event.restaurantId === restaurant.id);
    expect(ours).toMatchObject({
      name: 'Julebord',
      restaurantSlug: restaurant.slug,
      restaurantName: restaurant.name,
      city: 'Oslo',
      currency: 'NOK',
      pricePerGuest: 89_500,
    });
    expect(ours?.occurrences).toHaveLength(1);
    expect(body.some((event) => event.name === 'Jazzkveld')).toBe(false);
  });
});

describe('an event’s status label', () => {
  it('comes with the event wherever it is listed: the day’s events, Christmas, the restaurant', async () => {
    const { restaurant } = await createRestaurant(t.database.db, {
      events: [
        {
          slug: 'vinsmokkun',
          name: 'Vínsmökkun',
          statusLabel: EventStatusLabel.FewTicketsLeft,
          occurrences: [occurrence('2030-03-09T16:00:00Z', '2030-03-09T18:00:00Z', 16)],
        },
        {
          slug: 'jolahladbord',
          name: 'Jólahlaðborð',
          isChristmas: true,
          statusLabel: EventStatusLabel.SoldOut,
          occurrences: [occurrence('2030-12-05T18:30:00Z', '2030-12-05T22:30:00Z', 80)],
        },
        {
          slug: 'spurningakeppni',
          name: 'Spurningakeppni',
          occurrences: [occurrence('2030-03-09T20:00:00Z', '2030-03-09T22:00:00Z', 60)],
        },
      ],
    });
    const labels = (list: { slug: string; statusLabel: number | null }[]) =>
      Object.fromEntries(list.map((event) => [event.slug, event.statusLabel]));

    const onDay = EventsOnDateResponse.parse(
      (await t.app.inject({ url: `/api/web/event/${restaurant.id}/2030-03-09` })).json(),
    );
    expect(labels(onDay)).toEqual({ vinsmokkun: 1, spurningakeppni: null });

    const christmas = UpcomingXmasResponse.parse(
      (await t.app.inject({ url: '/api/web/event/upcomingxmas' })).json(),
    ).filter((event) => event.restaurantId === restaurant.id);
    expect(labels(christmas)).toEqual({ jolahladbord: 2 });

    const page = RestaurantResponse.parse(
      (await t.app.inject({ url: `/api/web/restaurant/${restaurant.slug}` })).json(),
    );
    expect(labels(page.upcomingEvents)).toEqual({
      vinsmokkun: 1,
      spurningakeppni: null,
      jolahladbord: 2,
    });
  });
});
