import { ProcessStepsResponse } from '@dekka/contracts/process-steps';
import { UpsellResponse } from '@dekka/contracts/upsell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantTree } from '../../seed/demo/tree.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createRestaurant } from '../helpers/restaurant-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Menu = RestaurantTree['menus'][number];

function menu(name: string, floorPlanNames: string[], overrides: Partial<Menu> = {}): Menu {
  return {
    name,
    shortDescription: `${name} description`,
    price: 5000,
    paymentType: 0,
    minGuests: 1,
    maxGuests: 0,
    isExclusive: false,
    isAvailable: true,
    availableFrom: null,
    availableTo: null,
    floorPlanNames,
    eventSlug: null,
    ...overrides,
  };
}

const twoRooms: RestaurantTree['floorPlans'] = [
  { name: 'Salur', tables: [{ name: 'S1', minGuests: 1, maxGuests: 4 }] },
  { name: 'Bar', tables: [{ name: 'B1', minGuests: 1, maxGuests: 2 }] },
];

async function menuRestaurant() {
  return createRestaurant(t.database.db, {
    floorPlans: twoRooms,
    restaurant: { onlineMenuMandatory: true },
    events: [
      {
        slug: 'jol',
        name: 'Jólahlaðborð',
        isChristmas: true,
        occurrences: [],
      },
      { slug: 'djass', name: 'Djasskvöld', isChristmas: false, occurrences: [] },
    ],
    menus: [
      menu('Bar bites', ['Bar'], { maxGuests: 2 }),
      menu('House menu', ['Salur', 'Bar'], { paymentType: 2, shortDescription: 'x'.repeat(400) }),
      menu('Chef table', ['Salur'], { isExclusive: true, minGuests: 4, maxGuests: 8 }),
      menu('Lunch', ['Salur'], { availableFrom: '11:30', availableTo: '14:30' }),
      menu('Withdrawn', ['Salur'], { isAvailable: false }),
      menu('Buffet', ['Salur'], { eventSlug: 'jol' }),
    ],
  });
}

async function upsell(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return UpsellResponse.parse(res.json());
}

describe('GET /api/web/upsell/{restaurantId}/{dateTime}/{guests}/{eventId}', () => {
  it('groups shared menus first, then per floor plan, and marks party-size fit', async () => {
    const { restaurant } = await menuRestaurant();
    const body = await upsell(`/api/web/upsell/${restaurant.id}/2030-03-05T19:00/3/null`);
    expect(body).toMatchObject({
      restaurantName: restaurant.name,
      currency: 'ISK',
      locale: 'is-IS',
      onlineMenuMandatory: true,
    });
    expect(body.floorPlans.map((plan) => plan.name)).toEqual(['Salur', 'Bar']);
    const [salur, bar] = body.floorPlans.map((plan) => plan.id);
    expect(body.menus.map((group) => group.floorPlanId)).toEqual([null, salur, bar]);
    expect(body.menus.map((group) => group.menus.map((m) => m.name))).toEqual([
      ['House menu'],
      ['Chef table'],
      ['Bar bites'],
    ]);
    const [house] = body.menus[0]?.menus ?? [];
    expect(house).toMatchObject({ paymentType: 2, paymentAmount: 5000, isAvailable: true });
    expect(house?.shortDescription.length).toBeLessThanOrEqual(200);
    expect(body.menus[1]?.menus[0]).toMatchObject({ isExclusive: true, isAvailable: false });
    expect(body.menus[2]?.menus[0]).toMatchObject({ isAvailable: false, maxGuests: 2 });
  });

  it('offers time-windowed menus only inside their window and event menus only for the event', async () => {
    const { restaurant, events } = await menuRestaurant();
    const names = (body: UpsellResponse) => body.menus.flatMap((g) => g.menus.map((m) => m.name));
    expect(
      names(await upsell(`/api/web/upsell/${restaurant.id}/2030-03-05T12:00/2/null`)),
    ).toContain('Lunch');
    expect(
      names(await upsell(`/api/web/upsell/${restaurant.id}/2030-03-05T19:00/2/null`)),
    ).not.toContain('Lunch');
    const eventId = events[0]?.id;
    expect(
      names(await upsell(`/api/web/upsell/${restaurant.id}/2030-03-05T19:00/2/${eventId}`)),
    ).toEqual(['Buffet']);
  });

  it('offers an event without menus of its own nothing, never the à-la-carte menus', async () => {
    const { restaurant, events } = await menuRestaurant();
    const jazz = events.find((event) => event.slug === 'djass')?.id;
    const body = await upsell(`/api/web/upsell/${restaurant.id}/2030-03-05T19:00/2/${jazz}`);
    expect(body.menus).toEqual([]);
  });

  it('answers 404 for unknown restaurants or events and 400 for bad input', async () => {
    const { restaurant } = await menuRestaurant();
    for (const url of [
      '/api/web/upsell/2000000000/2030-03-05T19:00/2/null',
      `/api/web/upsell/${restaurant.id}/2030-03-05T19:00/2/2000000000`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    for (const [path, field] of [
      ['x/2030-03-05T19:00/2/null', 'restaurantId'],
      ['1/2030-03-05 19:00/2/null', 'dateTime'],
      ['1/2030-03-05T19:00/0/null', 'guests'],
      ['1/2030-03-05T19:00/1000/null', 'guests'],
      ['1/2030-03-05T19:00/2/undefined', 'eventId'],
      ['1/2030-03-05T19:00/2/-5', 'eventId'],
    ]) {
      const res = await t.app.inject({ url: `/api/web/upsell/${path}` });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
    }
  });
});

describe('GET /api/web/booking/v4/processsteps/{restaurantId}/{eventId}/{isWaitingList}/{dateTime}', () => {
  const steps = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return ProcessStepsResponse.parse(res.json()).bookingProcessSteps;
  };

  it('starts with the upsell when menus are offered at that time', async () => {
    const { restaurant } = await menuRestaurant();
    const base = `/api/web/booking/v4/processsteps/${restaurant.id}`;
    expect(await steps(`${base}/null/false/2030-03-05T19:00`)).toEqual([5, 0, 1, 2]);
    // A waiting-list entry orders nothing ahead; 'TRUE' counts as true (docs/product.md, "The booking flow").
    expect(await steps(`${base}/null/TRUE/2030-03-05T19:00`)).toEqual([0, 1, 2]);
    expect(await steps(`${base}/null/yes/2030-03-05T19:00`)).toEqual([5, 0, 1, 2]);
  });

  it('skips the upsell for an event without menus, and keeps it for one with menus', async () => {
    const { restaurant, events } = await menuRestaurant();
    const base = `/api/web/booking/v4/processsteps/${restaurant.id}`;
    const id = (slug: string) => events.find((event) => event.slug === slug)?.id;
    expect(await steps(`${base}/${id('djass')}/false/2030-03-05T19:00`)).toEqual([0, 1, 2]);
    expect(await steps(`${base}/${id('jol')}/false/2030-03-05T19:00`)).toEqual([5, 0, 1, 2]);
  });

  it('goes straight to reserve without menus', async () => {
    const { restaurant } = await createRestaurant(t.database.db);
    expect(
      await steps(`/api/web/booking/v4/processsteps/${restaurant.id}/null/false/2030-03-05T19:00`),
    ).toEqual([0, 1, 2]);
  });

  it('answers 404 for an unknown restaurant and 400 for bad input', async () => {
    const unknown = await t.app.inject({
      url: '/api/web/booking/v4/processsteps/2000000000/null/false/2030-03-05T19:00',
    });
    expect(unknown.statusCode).toBe(404);
    for (const [path, field] of [
      ['abc/null/false/2030-03-05T19:00', 'restaurantId'],
      ['1/nil/false/2030-03-05T19:00', 'eventId'],
      ['1/null/false/2030-03-05', 'dateTime'],
      ['1/null/falsetrue/2030-03-05T19:00', 'isWaitingList'],
    ]) {
      const res = await t.app.inject({ url: `/api/web/booking/v4/processsteps/${path}` });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
    }
  });
});
