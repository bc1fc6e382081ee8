import { randomUUID } from 'node:crypto';
import {
  FiltersInUseResponse,
  GlobalSearchResponse,
  SearchResultsResponse,
} from '@dekka/contracts/search';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { demoCategories } from '../../seed/demo/catalogue.ts';
import { demoRestaurants } from '../../seed/demo/restaurants.ts';
import { seed } from '../../seed/seed.ts';
import { restaurants } from '../../src/db/schema.ts';
import { refreshSearchText } from '../../src/modules/search/search-text-refresh.ts';
import { restaurantSearchText } from '../../src/modules/restaurants/search-text.ts';
import { createCity, createRestaurant, frozenClock } from '../helpers/restaurant-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Free-text search (docs/decisions/025-free-text-search.md) on the demo restaurants and on
// restaurants of the tests' own, in the real database.

const clock = frozenClock('2030-03-01T12:00:00Z');
const RESULTS = '/api/web/search/results?dateTime=2030-03-05T19:00&guests=2';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

async function results(query: string) {
  const res = await t.app.inject({ url: `${RESULTS}${query}` });
  expect(res.statusCode, query).toBe(200);
  return SearchResultsResponse.parse(res.json());
}

async function resultNames(q: string, more = '') {
  return (await results(`&q=${encodeURIComponent(q)}${more}`)).restaurants.map((r) => r.name);
}

async function globalNames(text: string) {
  const res = await t.app.inject({
    url: `/api/web/search/globalsearch/${encodeURIComponent(text)}`,
  });
  expect(res.statusCode, text).toBe(200);
  return GlobalSearchResponse.parse(res.json()).restaurants.map((r) => r.name);
}

/** Demo restaurants with a cuisine, by slug. */
function demoWith(category: (typeof demoCategories)[number]['slug']): string[] {
  return demoRestaurants.filter((r) => r.categories.includes(category)).map((r) => r.name);
}

describe('GET /api/web/search/results with q', () => {
  it('lists only the restaurants the text matches, with their times', async () => {
    const body = await results('&q=sushi');
    expect(body.restaurants.map((r) => r.name)).toEqual(['Sushi Sjór']);
    expect(body.total).toBe(1);
    expect(body.restaurants[0]?.timeSuggestions.length).toBeGreaterThan(0);
    // Cuisine and city text match too (other tests' restaurants may join the demo ones).
    const tapas = await results('&q=tapas');
    expect(tapas.restaurants.map((r) => r.name)).toEqual(expect.arrayContaining(demoWith('tapas')));
    expect(tapas.restaurants.every((r) => r.categories.includes('Tapas'))).toBe(true);
    const akureyri = await results('&q=akureyri');
    const inAkureyri = demoRestaurants.filter((r) => r.city === 'Akureyri').map((r) => r.name);
    expect(akureyri.restaurants.map((r) => r.name)).toEqual(expect.arrayContaining(inAkureyri));
    expect(akureyri.restaurants.every((r) => r.city === 'Akureyri')).toBe(true);
  });

  it('treats blank text as no text, and answers no restaurants when nothing matches', async () => {
    const all = (await results('')).total;
    expect(all).toBeGreaterThanOrEqual(demoRestaurants.length);
    expect((await results('&q=')).total).toBe(all);
    expect((await results('&q=%20%20%20')).total).toBe(all);
    const none = await results('&q=qqqxxzz');
    expect(none).toMatchObject({ total: 0, restaurants: [] });
    // A LIKE wildcard is text like any other, not "everything".
    expect((await results('&q=%25')).total).toBe(0);
    expect((await results('&q=_')).total).toBe(0);
  });

  it('needs every word somewhere in name, city or cuisine', async () => {
    expect(await resultNames('pizza akureyri')).toEqual(['Pollurinn Pizza']);
    expect(await resultNames('akureyri  pizza')).toEqual(['Pollurinn Pizza']);
    expect(await resultNames('kol salt')).toEqual(['Kol og Salt']);
    expect(await resultNames('sushi akureyri')).toEqual([]);
  });

  it('combines the text with the filters', async () => {
    const filters = FiltersInUseResponse.parse(
      (await t.app.inject({ url: '/api/web/filter/inuse' })).json(),
    );
    const akureyri = filters.cities
      .flatMap((region) => region.cities)
      .find((city) => city.name === 'Akureyri');
    const pizza = filters.categories.find((category) => category.name === 'Pizza');
    expect(await resultNames('pizza', `&filters=${akureyri?.id};city`)).toEqual([
      'Pollurinn Pizza',
    ]);
    // Every restaurant with the pizza cuisine has "pizza" in its search text.
    const withCuisine = (await results(`&filters=${pizza?.id};category`)).total;
    expect(withCuisine).toBeGreaterThanOrEqual(demoWith('pizza').length);
    const page = await results(`&q=pizza&filters=${pizza?.id};category&limit=2&page=2`);
    expect(page.total).toBe(withCuisine);
    expect(page.restaurants).toHaveLength(2);
    // A page past the end still counts the matches.
    expect((await results(`&q=pizza&filters=${pizza?.id};category&page=99`)).total).toBe(
      withCuisine,
    );
  });

  it('refuses text over 200 characters, naming the field', async () => {
    const res = await t.app.inject({ url: `${RESULTS}&q=${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: ['q'] });
  });
});

describe('ranking', () => {
  // Other test files share the database and add restaurants of their own (an "Ofnpizza" among
  // them), ranked with the demo's by their list order: the demo's order is what is checked.
  const demoNames = new Set(demoRestaurants.map((r) => r.name));
  const demoOnly = (names: string[]) => names.filter((name) => demoNames.has(name));

  it('puts a name starting with the text first, then other name matches, then the rest', async () => {
    for (const names of [await resultNames('kol'), await globalNames('kol')].map(demoOnly)) {
      expect(names.slice(0, 2)).toEqual(['Kol og Salt', 'Skólavörðuhús']);
    }

    // "Pizzería Eldofn" is not named "pizza": it comes with the other pizza cuisines.
    const pizzaCuisine = demoWith('pizza').filter((name) => name !== 'Pollurinn Pizza');
    for (const names of [await resultNames('pizza'), await globalNames('pizza')].map(demoOnly)) {
      expect(names[0]).toBe('Pollurinn Pizza');
      expect(names.slice(1)).toEqual(expect.arrayContaining(pizzaCuisine));
    }
  });

  it('ranks within a city of its own: prefix, name, then cuisine, each by list order', async () => {
    const city = await createCity(t.database.db);
    const token = randomUUID().slice(0, 6);
    const make = (name: string, listIndex: number, categorySlugs = ['seafood']) =>
      createRestaurant(t.database.db, {
        city: city.name,
        categorySlugs,
        restaurant: { name, listIndex },
      });
    // Inserted out of order: the list order decides within a rank, never the insert order.
    await make(`Strandkrá ${token}`, 0, ['tapas']);
    await make(`Tapasbar ${token}`, 1, ['tapas']);
    await make(`Góðir Tapas ${token}`, 5);
    await make(`Tapas Hornið ${token}`, 9);
    await make(`Tapas Höfnin ${token}`, 3);
    await make(`Pasta ${token}`, 2);
    const filter = `&filters=${city.id};city`;
    const ranked = [
      `Tapasbar ${token}`,
      `Tapas Höfnin ${token}`,
      `Tapas Hornið ${token}`,
      `Góðir Tapas ${token}`,
      `Strandkrá ${token}`,
    ];
    expect(await resultNames('tapas', filter)).toEqual(ranked);
    // Several words: the name must hold them all, and starting with the first ranks first.
    expect(await globalNames(`tapas ${token}`)).toEqual(ranked);
    expect(await resultNames(`${token} tapas`)).toEqual([
      `Tapasbar ${token}`,
      `Tapas Höfnin ${token}`,
      `Góðir Tapas ${token}`,
      `Tapas Hornið ${token}`,
      `Strandkrá ${token}`,
    ]);
    // Without text the list order alone, as before.
    expect(await resultNames('', filter)).toEqual([
      `Strandkrá ${token}`,
      `Tapasbar ${token}`,
      `Pasta ${token}`,
      `Tapas Höfnin ${token}`,
      `Góðir Tapas ${token}`,
      `Tapas Hornið ${token}`,
    ]);
  });
});

describe('accents and Icelandic letters', () => {
  it('match either way, in the header search and on the results page', async () => {
    for (const text of ['skolavorduhus', 'Skólavörðuhús', 'skolavörðuhus', 'SKÓLAVÖRÐUHÚS']) {
      expect(await globalNames(text), text).toEqual(['Skólavörðuhús']);
      expect(await resultNames(text), text).toEqual(['Skólavörðuhús']);
    }
    expect(await resultNames('hafnarljos')).toEqual(['Hafnarljós']);
    expect(await resultNames('grillhusid vid tjornina')).toEqual(['Grillhúsið við Tjörnina']);
    expect(await resultNames('fjordkjokken')).toEqual(['Fjordkjøkken']);
    expect(await resultNames('kobenhavn')).toEqual(
      demoRestaurants.filter((r) => r.city === 'København').map((r) => r.name),
    );

    const token = randomUUID().slice(0, 6);
    const thing = await createRestaurant(t.database.db, {
      restaurant: { name: `Þingvallabúð Æsa ${token}` },
    });
    for (const text of [
      `thingvallabud aesa ${token}`,
      `Þingvallabúð Æsa ${token}`,
      `thing ${token}`,
      `ÞING ${token}`,
      `aesa ${token}`,
      `æsa ${token}`,
    ]) {
      expect(
        (await results(`&q=${encodeURIComponent(text)}`)).restaurants.map((r) => r.id),
      ).toEqual([thing.restaurant.id]);
      expect(await globalNames(text), text).toEqual([thing.restaurant.name]);
    }
  });
});

describe('stored search text', () => {
  it('is what the seed and the factories store, so the start-up refresh changes nothing', async () => {
    expect(await refreshSearchText(t.database.db)).toBe(0);
  });

  it('is recomputed for rows stored before the folding or the name column', async () => {
    const token = randomUUID().slice(0, 6);
    const { restaurant } = await createRestaurant(t.database.db, {
      restaurant: { name: `Ölstofa Þórs ${token}` },
      categorySlugs: ['pizza', 'brunch'],
    });
    // As an older server left it: no name column yet and text folded the old way.
    await t.database.db
      .update(restaurants)
      .set({ searchText: `olstofa þors ${token}`, searchName: '' })
      .where(eq(restaurants.id, restaurant.id));
    expect(await resultNames(`thors ${token}`)).toEqual([]);

    expect(await refreshSearchText(t.database.db)).toBe(1);
    const [row] = await t.database.db
      .select({ searchText: restaurants.searchText, searchName: restaurants.searchName })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id));
    expect(row).toEqual(
      restaurantSearchText({
        name: restaurant.name,
        city: 'Reykjavík',
        categories: ['Pizza', 'Bröns'],
      }),
    );
    expect(await resultNames(`thors ${token}`)).toEqual([restaurant.name]);
    expect(await refreshSearchText(t.database.db)).toBe(0);
  });

  it('is filled in for every restaurant by the next start (a data directory from before 0016)', async () => {
    await t.database.db.execute(sql`update ${restaurants} set search_name = ''`);
    expect(await resultNames('kol')).toEqual(['Skólavörðuhús', 'Kol og Salt']);
    await seed(t.database, t.config, clock);
    expect(await refreshSearchText(t.database.db)).toBe(0);
    expect(await resultNames('kol')).toEqual(['Kol og Salt', 'Skólavörðuhús']);
  });
});
