import { OrderMenuResponse, OrderRestaurantsResponse } from '@dekka/contracts/order-menu';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orderingItems, restaurantPhotos } from '../../src/db/schema.ts';
import type { OrderingTree } from '../../seed/demo/ordering.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createCity, createRestaurant, frozenClock } from '../helpers/restaurant-factories.ts';

// The diner's ordering pages' two endpoints (docs/decisions/046-diner-ordering-pages.md), on
// restaurants in a city of their own. Wednesday 2 December 2026, 12:00 in Reykjavík (UTC).

const NOW = '2026-12-02T12:00:00Z';

const settings = (change: Partial<OrderingTree['settings']> = {}): OrderingTree['settings'] => ({
  takeaway: true,
  delivery: false,
  catering: false,
  paused: false,
  ordersPerSlot: 6,
  takeawayLeadMinutes: 20,
  deliveryLeadMinutes: 45,
  cateringLeadHours: 48,
  cateringMinGuests: 10,
  cateringPayment: 'full',
  cateringDepositPercent: null,
  ...change,
});

const burger = {
  name: 'Hamborgari',
  description: 'Með osti',
  translations: { en: { name: 'Burger', description: 'With cheese' } },
  price: 2990,
  allergens: ['gluten' as const, 'milk' as const],
  dietary: [],
  weekdays: null,
  availableFrom: null,
  availableTo: null,
  modes: ['takeaway' as const, 'delivery' as const],
  groups: [
    {
      name: 'Stærð',
      translations: { en: { name: 'Size' } },
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { name: 'Venjulegur', translations: {}, priceDelta: 0 },
        { name: 'Tvöfaldur', translations: { en: { name: 'Double' } }, priceDelta: 900 },
      ],
    },
  ],
};

const ordering = (change: Partial<OrderingTree> = {}): OrderingTree => ({
  settings: settings(),
  zones: [],
  categories: [{ name: 'Borgarar', translations: { en: { name: 'Burgers' } }, items: [burger] }],
  packages: [],
  ...change,
});

let t: TestApp;
let cityId: number;
let otherCityId: number;
let pizzaId: number;

async function list(query = '', language = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/web/ordering/restaurants${query}`,
    headers: { 'accept-language': language },
  });
  return res;
}

async function namesIn(query: string) {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return OrderRestaurantsResponse.parse(res.json()).restaurants.map((r) => r.name);
}

async function menu(slug: string, language?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/web/ordering/menu/${slug}`,
    headers: language ? { 'accept-language': language } : {},
  });
}

beforeAll(async () => {
  t = await buildTestApp({ clock: frozenClock(NOW) });
  const db = t.database.db;
  const city = await createCity(db);
  const other = await createCity(db);
  cityId = city.id;
  otherCityId = other.id;
  const [pizza] = await db.select().from(categories).where(eq(categories.slug, 'pizza'));
  pizzaId = pizza?.id ?? 0;
  await createRestaurant(db, {
    city: city.name,
    categorySlugs: ['pizza'],
    restaurant: { slug: 'om-pizza', name: 'Ofnpizza' },
    ordering: ordering({
      settings: settings({ delivery: true }),
      zones: [
        {
          name: 'Nálægt',
          maxDistanceKm: 3,
          postcodes: [],
          fee: 990,
          minimumOrder: 3000,
          estimatedMinutes: 35,
        },
        {
          name: '101',
          maxDistanceKm: null,
          postcodes: ['101'],
          fee: 500,
          minimumOrder: 4000,
          estimatedMinutes: 30,
        },
      ],
    }),
  });
  await createRestaurant(db, {
    city: city.name,
    categorySlugs: ['seafood'],
    restaurant: { slug: 'om-grill', name: 'Grillið' },
    ordering: ordering({
      settings: settings({
        takeaway: false,
        catering: true,
        cateringPayment: 'deposit',
        cateringDepositPercent: 30,
      }),
      packages: [
        {
          name: 'Veisla',
          description: 'Lambakjöt',
          translations: { en: { name: 'Feast' } },
          pricePerPerson: 5900,
          minGuests: 12,
        },
      ],
    }),
  });
  await createRestaurant(db, {
    city: other.name,
    categorySlugs: ['pizza'],
    restaurant: { slug: 'om-paused', name: 'Hléið' },
    ordering: ordering({ settings: settings({ paused: true }) }),
  });
  // Neither is listed: one is unpublished, the other has every mode off.
  await createRestaurant(db, {
    city: city.name,
    restaurant: { slug: 'om-hidden', name: 'Falið', published: false },
    ordering: ordering(),
  });
  await createRestaurant(db, {
    city: city.name,
    restaurant: { slug: 'om-off', name: 'Slökkt' },
    ordering: ordering({ settings: settings({ takeaway: false }) }),
  });
  await createRestaurant(db, { city: city.name, restaurant: { slug: 'om-none', name: 'Ekkert' } });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/web/ordering/restaurants', () => {
  it('lists published restaurants with a mode on, with what a card needs', async () => {
    const res = await list(`?city=${cityId}`);
    expect(res.statusCode).toBe(200);
    const body = OrderRestaurantsResponse.parse(res.json());
    expect(body.restaurants.map((r) => r.name).sort()).toEqual(['Grillið', 'Ofnpizza']);
    const pizza = body.restaurants.find((r) => r.slug === 'om-pizza');
    expect(pizza).toMatchObject({
      modes: ['takeaway', 'delivery'],
      paused: false,
      currency: 'ISK',
      cuisines: ['Pizza'],
      delivery: { feeFrom: 500, minimumOrderFrom: 3000 },
      // Opens 17:00 every day: at noon it is closed and opens at five.
      openNow: false,
      opensAt: '2026-12-02T17:00',
    });
    expect(body.restaurants.find((r) => r.slug === 'om-grill')?.delivery).toBeNull();
    // The filters' choices hold every city and cuisine that takes orders, here and elsewhere.
    expect(body.cities.map((c) => c.id)).toEqual(expect.arrayContaining([cityId, otherCityId]));
    expect(body.cuisines.some((c) => c.id === pizzaId)).toBe(true);
  });

  it('filters by mode, city and cuisine, which narrow each other', async () => {
    expect(await namesIn(`?city=${cityId}&mode=catering`)).toEqual(['Grillið']);
    expect(await namesIn(`?city=${cityId}&mode=delivery`)).toEqual(['Ofnpizza']);
    expect((await namesIn(`?city=${cityId}&mode=takeaway`)).sort()).toEqual(['Ofnpizza']);
    expect(await namesIn(`?city=${otherCityId}`)).toEqual(['Hléið']);
    expect(await namesIn(`?city=${cityId}&cuisine=${pizzaId}`)).toEqual(['Ofnpizza']);
    const allPizza = await namesIn(`?cuisine=${pizzaId}`);
    expect(allPizza).toEqual(expect.arrayContaining(['Ofnpizza', 'Hléið']));
    expect(allPizza).not.toContain('Grillið');
  });

  it('shows a paused restaurant as paused', async () => {
    const res = await list(`?city=${otherCityId}`);
    expect(OrderRestaurantsResponse.parse(res.json()).restaurants[0]?.paused).toBe(true);
  });

  it('lists the demo restaurants that take orders and none that do not', async () => {
    const slugs = (await namesIn('')).length;
    expect(slugs).toBeGreaterThan(0);
    const body = OrderRestaurantsResponse.parse((await list('')).json());
    const demo = body.restaurants.map((r) => r.slug);
    expect(demo).toEqual(
      expect.arrayContaining([
        'kaffi-krummi',
        'pizzeria-eldofn',
        'grillhusid-vid-tjornina',
        'harpaveitingasala',
      ]),
    );
    expect(demo).not.toContain('om-hidden');
    expect(demo).not.toContain('om-off');
    expect(demo).not.toContain('om-none');
  });

  it.each([['?mode=lunch'], ['?city=abc'], ['?city=0'], ['?cuisine=-1'], ['?city=99999999999']])(
    'refuses %s with 400',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('GET /api/web/ordering/menu/:restaurantSlug', () => {
  it('gives the menu in the diner’s language, falling back to the restaurant’s own', async () => {
    const res = await menu('om-pizza', 'en');
    expect(res.statusCode).toBe(200);
    const body = OrderMenuResponse.parse(res.json());
    expect(body).toMatchObject({
      restaurant: { slug: 'om-pizza', name: 'Ofnpizza', timeZone: 'Atlantic/Reykjavik' },
      currency: 'ISK',
      modes: ['takeaway', 'delivery'],
      paused: false,
      catering: null,
      packages: [],
      openNow: false,
      opensAt: '2026-12-02T17:00',
    });
    expect(body.categories.map((c) => c.name)).toEqual(['Burgers']);
    const [item] = body.items;
    expect(item).toMatchObject({
      name: 'Burger',
      description: 'With cheese',
      price: 2990,
      allergens: ['gluten', 'milk'],
      soldOut: false,
      modes: ['takeaway', 'delivery'],
    });
    const [group] = item?.optionGroups ?? [];
    expect(group).toMatchObject({ name: 'Size', required: true, minChoices: 1, maxChoices: 1 });
    // "Venjulegur" has no English: it falls back to the restaurant's own text.
    expect(group?.choices.map((c) => [c.name, c.priceDelta])).toEqual([
      ['Venjulegur', 0],
      ['Double', 900],
    ]);
    expect(body.zones.map((z) => [z.name, z.fee, z.minimumOrder, z.estimatedMinutes])).toEqual([
      ['Nálægt', 990, 3000, 35],
      ['101', 500, 4000, 30],
    ]);
    expect(body.zones[1]?.postcodes).toEqual(['101']);
  });

  it('reads the restaurant’s own texts in a language it did not write, or with none asked', async () => {
    for (const language of ['es', undefined]) {
      const body = OrderMenuResponse.parse((await menu('om-pizza', language)).json());
      expect(body.items[0]?.name).toBe('Hamborgari');
      expect(body.categories[0]?.name).toBe('Borgarar');
    }
  });

  it('gives catering packages and terms, and no items of modes the restaurant does not offer', async () => {
    const body = OrderMenuResponse.parse((await menu('om-grill', 'en')).json());
    expect(body.modes).toEqual(['catering']);
    expect(body.catering).toEqual({
      leadHours: 48,
      minGuests: 10,
      payment: 'deposit',
      depositPercent: 30,
    });
    expect(body.packages).toEqual([
      {
        id: expect.any(Number),
        name: 'Feast',
        description: 'Lambakjöt',
        pricePerPerson: 5900,
        minGuests: 12,
      },
    ]);
    // The burger is takeaway and delivery only, neither of which this restaurant offers.
    expect(body.items).toEqual([]);
    expect(body.categories).toEqual([]);
    expect(body.zones).toEqual([]);
  });

  it('holds no staff-only data', async () => {
    const body = (await menu('om-pizza', 'en')).json<Record<string, unknown>>();
    const text = JSON.stringify(body);
    for (const secret of ['ordersPerSlot', 'translations', 'position', 'photoId']) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives an item its photo with alt text in the diner’s language, and null once the photo is gone', async () => {
    const db = t.database.db;
    const city = await createCity(db);
    const { restaurant } = await createRestaurant(db, {
      city: city.name,
      restaurant: { slug: 'om-photo', name: 'Myndin' },
      ordering: ordering(),
    });
    const key = (width: number, format: string) => `r${restaurant.id}/burger-${width}.${format}`;
    const [photo] = await db
      .insert(restaurantPhotos)
      .values({
        restaurantId: restaurant.id,
        kind: 'gallery',
        width: 1200,
        height: 900,
        variants: [
          { format: 'webp', width: 640, height: 480, key: key(640, 'webp') },
          { format: 'avif', width: 320, height: 240, key: key(320, 'avif') },
        ],
        alt: { is: 'Hamborgari með osti', en: 'A cheeseburger' },
      })
      .returning();
    const photoId = photo?.id ?? 0;
    await db
      .update(orderingItems)
      .set({ photoId })
      .where(eq(orderingItems.restaurantId, restaurant.id));

    const english = OrderMenuResponse.parse((await menu('om-photo', 'en')).json());
    expect(english.items[0]?.photo).toEqual({
      id: photoId,
      width: 1200,
      height: 900,
      alt: 'A cheeseburger',
      variants: [
        { format: 'avif', width: 320, height: 240, url: `/media/${key(320, 'avif')}` },
        { format: 'webp', width: 640, height: 480, url: `/media/${key(640, 'webp')}` },
      ],
    });
    // Spanish has no alt text: the restaurant's own language's.
    const spanish = OrderMenuResponse.parse((await menu('om-photo', 'es')).json());
    expect(spanish.items[0]?.photo?.alt).toBe('Hamborgari með osti');
    // Items without a photo have null.
    const other = OrderMenuResponse.parse((await menu('om-pizza', 'en')).json());
    expect(other.items[0]?.photo).toBeNull();

    await db.delete(restaurantPhotos).where(eq(restaurantPhotos.id, photoId));
    const after = OrderMenuResponse.parse((await menu('om-photo', 'en')).json());
    expect(after.items[0]?.photo).toBeNull();
    expect(after.items[0]?.name).toBe('Burger');
  });

  it.each(['om-unknown', 'om-hidden', 'om-off', 'om-none'])('answers 404 for %s', async (slug) => {
    const res = await menu(slug, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
