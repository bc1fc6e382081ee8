import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import { RestaurantResponse } from '@dekka/contracts/restaurant';
import { ProfileSettingsView } from '@dekka/contracts/restaurant-profile';
import { AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, categories, cities, occasions, restaurants } from '../../src/db/schema.ts';
import { first } from '../helpers/booking-factories.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

const noTexts = { description: '', confirmationNote: '' };
const allEmpty = { is: noTexts, en: noTexts, es: noTexts, nb: noTexts, da: noTexts };

/** A restaurant with its staff, a cuisine and occasion to choose, and an area of its city. */
async function setUp() {
  const db = app.t.database.db;
  const made = await app.restaurantWithStaff();
  const unique = randomUUID().slice(0, 8);
  const [restaurant] = await db
    .select({ cityId: restaurants.cityId, slug: restaurants.slug })
    .from(restaurants)
    .where(eq(restaurants.id, made.restaurant.id));
  const cityId = restaurant?.cityId ?? 0;
  const seafood = first(
    await db
      .insert(categories)
      .values({
        name: `Sjávarréttir ${unique}`,
        slug: `seafood-${unique}`,
        translations: { en: { name: `Seafood ${unique}` } },
      })
      .returning(),
    'categories',
  );
  const date = first(
    await db
      .insert(occasions)
      .values({ name: `Stefnumót ${unique}`, slug: `date-${unique}` })
      .returning(),
    'occasions',
  );
  const harbour = first(
    await db.insert(areas).values({ name: 'Gamla höfnin', cityId }).returning(),
    'areas',
  );
  const elsewhere = first(
    await db.insert(cities).values({ name: 'Akureyri', region: 'Norðurland' }).returning(),
    'cities',
  );
  const farArea = first(
    await db.insert(areas).values({ name: 'Oddeyri', cityId: elsewhere.id }).returning(),
    'areas',
  );
  const body = {
    name: 'Höfnin',
    address: 'Geirsgata 7, 101 Reykjavík',
    lat: 64.1497,
    lon: -21.9405,
    areaId: harbour.id,
    phone: '+354 511 2300',
    website: 'https://hofnin.example.is',
    priceCategory: 4,
    texts: {
      ...allEmpty,
      is: { description: 'Fiskur við höfnina.', confirmationNote: '<p>Verið velkomin!</p>' },
      en: {
        description: 'Fish by the harbour.',
        confirmationNote: '<p>Welcome!<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      },
    },
    categoryIds: [seafood.id],
    occasionIds: [date.id],
  };
  return { ...made, slug: restaurant?.slug ?? '', seafood, date, harbour, farArea, body };
}

describe('profile settings', () => {
  it('shows the stored profile with the lists to choose from, named in the staff’s language', async () => {
    const { base, tokens, seafood, harbour } = await setUp();
    const res = await app.client.inject('GET', `${base}/profile`, tokens.manager, undefined, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const profile = ProfileSettingsView.parse(res.json());
    expect(profile).toMatchObject({
      name: 'Test Bistro',
      ownLanguage: 'is',
      city: 'Reykjavík',
      categoryIds: [],
      texts: { is: { confirmationNote: '<p>Velkomin!</p>' }, en: noTexts },
    });
    expect(profile.choices.categories).toContainEqual({
      id: seafood.id,
      name: seafood.slug.replace('seafood-', 'Seafood '),
    });
    expect(profile.choices.areas).toEqual([{ id: harbour.id, name: 'Gamla höfnin' }]);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a website without http', { website: 'javascript:alert(1)' }, 'website'],
    ['a latitude off the globe', { lat: 91 }, 'lat'],
    ['a price level of 5', { priceCategory: 5 }, 'priceCategory'],
    ['a phone number with letters', { phone: 'call us' }, 'phone'],
    ['a cuisine twice', { categoryIds: [1, 1] }, 'categoryIds'],
    [
      'a redirect address over http',
      { redirectUrl: 'http://hofnin.example.is/takk' },
      'redirectUrl',
    ],
    ['a redirect address that is script', { redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_, change, field) => {
    const { base, tokens, body, restaurant } = await setUp();
    const res = await app.client.inject('PUT', `${base}/profile`, tokens.owner, {
      ...body,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toContain(field);
    const [row] = await app.t.database.db
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id));
    expect(row?.name).toBe('Test Bistro');
  });

  it('refuses an area of another city and a cuisine that does not exist', async () => {
    const { base, tokens, body, farArea } = await setUp();
    const res = await app.client.inject('PUT', `${base}/profile`, tokens.owner, {
      ...body,
      areaId: farArea.id,
      categoryIds: [2_000_000_000],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toEqual(['areaId', 'categoryIds']);
  });

  it('saves the profile: the diner reads it in their language, sanitized, and search finds it', async () => {
    const { base, tokens, body, slug, seafood } = await setUp();
    const res = await app.client.inject('PUT', `${base}/profile`, tokens.owner, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = ProfileSettingsView.parse(res.json());
    expect(saved.texts.en.confirmationNote).toBe('<p>Welcome!</p>');
    expect(saved.texts.en.confirmationNote).not.toMatch(/script|onerror/);
    expect(saved.categoryIds).toEqual([seafood.id]);

    const page = async (language: string) => {
      const reply = await app.t.app.inject({
        url: `/api/web/restaurant/${slug}`,
        headers: { 'accept-language': language },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return RestaurantResponse.parse(reply.json());
    };
    expect(await page('en')).toMatchObject({
      name: 'Höfnin',
      address: 'Geirsgata 7, 101 Reykjavík',
      area: 'Gamla höfnin',
      phone: '+354 511 2300',
      priceCategoryId: 4,
      description: 'Fish by the harbour.',
      categories: [{ id: seafood.id, name: expect.stringMatching(/^Seafood /) }],
    });
    expect((await page('is')).description).toBe('Fiskur við höfnina.');
    // No Danish text: the restaurant's own language.
    expect((await page('da')).description).toBe('Fiskur við höfnina.');

    const search = await app.t.app.inject({ url: '/api/web/search/globalsearch/hofnin' });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).toContain('Höfnin');
  });

  it('records who changed which fields, naming each language’s text', async () => {
    const { base, tokens, body } = await setUp();
    expect((await app.client.inject('PUT', `${base}/profile`, tokens.owner, body)).statusCode).toBe(
      200,
    );
    const again = await app.client.inject('PUT', `${base}/profile`, tokens.manager, {
      ...body,
      texts: { ...body.texts, da: { description: 'Fisk ved havnen.', confirmationNote: '' } },
    });
    expect(again.statusCode, again.body).toBe(200);
    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    expect(history.entries).toHaveLength(2);
    expect(history.entries[0]).toMatchObject({
      area: 'profile',
      changes: { 'texts.da.description': { from: '', to: 'Fisk ved havnen.' } },
    });
    expect(Object.keys(history.entries[0]?.changes ?? {})).toEqual(['texts.da.description']);
    expect(history.entries[1]?.changes).toMatchObject({
      name: { from: 'Test Bistro', to: 'Höfnin' },
    });
  });

  it('saves the confirmation’s redirect address, keeps it when left out, and clears it', async () => {
    const { base, tokens, body, restaurant } = await setUp();
    const stored = async () =>
      (
        await app.t.database.db
          .select({ redirectUrl: restaurants.redirectUrl })
          .from(restaurants)
          .where(eq(restaurants.id, restaurant.id))
      )[0]?.redirectUrl;
    const save = async (change: object) => {
      const res = await app.client.inject('PUT', `${base}/profile`, tokens.owner, {
        ...body,
        ...change,
      });
      expect(res.statusCode, res.body).toBe(200);
      return ProfileSettingsView.parse(res.json());
    };

    const set = await save({ redirectUrl: '  https://hofnin.example.is/takk ' });
    expect(set.redirectUrl).toBe('https://hofnin.example.is/takk');
    expect(await stored()).toBe('https://hofnin.example.is/takk');
    const read = await app.client.inject('GET', `${base}/profile`, tokens.manager);
    expect(ProfileSettingsView.parse(read.json()).redirectUrl).toBe(
      'https://hofnin.example.is/takk',
    );

    // A page from before the field existed sends none: the address stays.
    expect((await save({})).redirectUrl).toBe('https://hofnin.example.is/takk');

    const cleared = await save({ redirectUrl: '' });
    expect(cleared.redirectUrl).toBe('');
    expect(await stored()).toBeNull();

    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    expect(history.entries[0]?.changes).toEqual({
      redirectUrl: { from: 'https://hofnin.example.is/takk', to: '' },
    });
  });
});
