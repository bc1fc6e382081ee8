import {
  BookingInfoForCompleteResponse,
  BookingInfoForConfirmationResponse,
  ManageBookingResponse,
} from '@dekka/contracts/booking';
import { EventsOnDateResponse, UpcomingXmasResponse } from '@dekka/contracts/event';
import { SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import { RestaurantResponse } from '@dekka/contracts/restaurant';
import {
  FiltersInUseResponse,
  GlobalSearchResponse,
  SearchResultsResponse,
} from '@dekka/contracts/search';
import { UpsellResponse } from '@dekka/contracts/upsell';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCategories, demoOccasions } from '../../seed/demo/catalogue.ts';
import { demoRestaurants } from '../../seed/demo/restaurants.ts';
import { floorPlans } from '../../src/db/schema.ts';
import { loadBookingMessage } from '../../src/modules/bookings/booking-message.ts';
import { renderBookingMessage } from '../../src/modules/messages/render-message.ts';
import { bookingClient, completeBody } from '../bookings/booking-client.ts';
import {
  createBearer,
  createBookingRestaurant,
  createMenu,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, language?: string | string[]) {
  const res = await t.app.inject({
    url,
    ...(language === undefined ? {} : { headers: { 'accept-language': language } }),
  });
  expect(res.statusCode, url).toBe(200);
  return res.json() as unknown;
}

const restaurantPage = async (slug: string, language?: string) =>
  RestaurantResponse.parse(await get(`/api/web/restaurant/${slug}`, language));

describe('the demo in five languages', () => {
  const demoSlugs = demoRestaurants.map((spec) => spec.slug);

  /**
   * Every row's diner-visible fields that have a text: each has it in all five languages, and
   * the row's own text is one of them (Icelandic, or Madrid's own Spanish service names).
   */
  function expectEveryLanguage(
    what: string,
    rows: Record<string, unknown>[],
    fields: readonly string[],
  ) {
    expect(rows.length, what).toBeGreaterThan(0);
    for (const row of rows) {
      const translations = row.translations as Record<string, Record<string, unknown>>;
      for (const field of fields) {
        const own = row[field];
        if (typeof own !== 'string' || own === '') continue;
        const label = `${what} ${String(row.label ?? row.id)} ${field}`;
        const texts = SUPPORTED_LANGUAGES.map((language) => translations[language]?.[field]);
        expect(
          texts.every((text) => typeof text === 'string' && text !== ''),
          label,
        ).toBe(true);
        expect(texts, label).toContain(own);
      }
    }
  }

  const inDemo = (table: string) =>
    sql.raw(`select x.*, r.slug as label from ${table} x
      join restaurants r on r.id = x.restaurant_id
      where r.slug in (${demoSlugs.map((slug) => `'${slug}'`).join(', ')})`);

  it('has every restaurant’s description, note and policy in every language', async () => {
    const rows = await queryRows(
      t.database.db,
      sql.raw(`select id, slug as label, description, policy_text, confirmation_note, translations
        from restaurants where slug in (${demoSlugs.map((slug) => `'${slug}'`).join(', ')})`),
    );
    expect(rows).toHaveLength(demoRestaurants.length);
    expectEveryLanguage(
      'restaurant',
      rows.map(({ policy_text, confirmation_note, ...row }) => ({
        ...row,
        policyText: policy_text,
        confirmationNote: confirmation_note,
      })),
      ['description', 'policyText', 'confirmationNote'],
    );
    expect(rows.filter((row) => row.policy_text !== null).length).toBeGreaterThan(0);
  });

  it('has every cuisine and occasion in every language', async () => {
    const slugs = (list: ReadonlyArray<{ slug: string }>) =>
      list.map((row) => `'${row.slug}'`).join(', ');
    const categories = await queryRows(
      t.database.db,
      sql.raw(`select slug as label, name, translations from categories
        where slug in (${slugs(demoCategories)})`),
    );
    expect(categories).toHaveLength(demoCategories.length);
    expectEveryLanguage('category', categories, ['name']);
    const occasions = await queryRows(
      t.database.db,
      sql.raw(`select slug as label, name, translations from occasions
        where slug in (${slugs(demoOccasions)})`),
    );
    expect(occasions).toHaveLength(demoOccasions.length);
    expectEveryLanguage('occasion', occasions, ['name']);
  });

  it('has every service period, floor plan, event and menu in every language', async () => {
    expectEveryLanguage('service period', await queryRows(t.database.db, inDemo('opening_hours')), [
      'name',
    ]);
    expectEveryLanguage('floor plan', await queryRows(t.database.db, inDemo('floor_plans')), [
      'name',
    ]);
    const rename = (rows: Record<string, unknown>[]) =>
      rows.map(({ short_description, ...row }) => ({
        ...row,
        shortDescription: short_description,
      }));
    expectEveryLanguage('event', rename(await queryRows(t.database.db, inDemo('events'))), [
      'name',
      'shortDescription',
      'description',
    ]);
    expectEveryLanguage('menu', rename(await queryRows(t.database.db, inDemo('menus'))), [
      'name',
      'shortDescription',
      'description',
    ]);
  });

  it('has a row of restaurants to feature in Oslo, København and Madrid', () => {
    for (const city of ['Oslo', 'København', 'Madrid']) {
      expect(
        demoRestaurants.filter((spec) => spec.city === city).length,
        city,
      ).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('search by Accept-Language', () => {
  const results = async (language?: string) =>
    SearchResultsResponse.parse(
      await get(
        '/api/web/search/results?guests=2&dateTime=2030-03-12T19:00&q=hafnarlj%C3%B3s',
        language,
      ),
    ).restaurants.find((row) => row.slug === 'hafnarljos');

  it('names the cuisines of results, suggestions and filters in the diner’s language', async () => {
    expect((await results('es'))?.categories).toEqual(['Cocina islandesa', 'Pescados y mariscos']);
    expect((await results('da'))?.categories).toEqual(['Fisk og skaldyr', 'Islandsk køkken']);
    expect((await results())?.categories?.sort()).toEqual(['Sjávarréttir', 'Íslensk matargerð']);

    const suggested = GlobalSearchResponse.parse(
      await get('/api/web/search/globalsearch/hafnarlj%C3%B3s', 'nb'),
    ).restaurants.find((row) => row.slug === 'hafnarljos');
    expect(suggested?.categories).toEqual(['Islandsk mat', 'Sjømat']);

    const filters = FiltersInUseResponse.parse(await get('/api/web/filter/inuse', 'en'));
    expect(filters.categories.map((category) => category.name)).toContain('Seafood');
    expect(filters.categories.map((category) => category.name)).not.toContain('Sjávarréttir');
  });
});

describe('GET /api/web/restaurant/{idOrSlug} by Accept-Language', () => {
  it('answers the restaurant’s texts in the diner’s language', async () => {
    const en = await restaurantPage('hafnarljos', 'en');
    expect(en.description).toBe(
      'Seafood and Icelandic produce by the old harbour, overlooking the boats.',
    );
    expect(en.categories.map((c) => c.name).sort()).toEqual(['Icelandic cuisine', 'Seafood']);
    expect(en.openingHours[1]?.services.map((s) => s.name)).toEqual(['Lunch', 'Dinner']);
    expect(en.policies.policyText).toContain('Please cancel at least 24 hours ahead.');
    expect(en.upcomingEvents.find((e) => e.slug === 'jolahladbord')).toMatchObject({
      name: 'Christmas buffet',
      shortDescription: 'A traditional Icelandic Christmas buffet with all the trimmings.',
    });

    const es = await restaurantPage('hafnarljos', 'es-ES,es;q=0.9');
    expect(es.description).toBe(
      'Pescados, mariscos y producto islandés junto al puerto viejo, con vistas a los barcos.',
    );
    expect(es.categories.map((c) => c.name).sort()).toEqual([
      'Cocina islandesa',
      'Pescados y mariscos',
    ]);
    expect(es.openingHours[1]?.services.map((s) => s.name)).toEqual(['Almuerzo', 'Cena']);
    expect(es.upcomingEvents.find((e) => e.slug === 'jolahladbord')?.name).toBe('Bufé de Navidad');

    const nb = await restaurantPage('hafnarljos', 'nb-NO');
    expect(nb.categories.map((c) => c.name).sort()).toEqual(['Islandsk mat', 'Sjømat']);
    expect(nb.openingHours[1]?.services.map((s) => s.name)).toEqual(['Lunsj', 'Middag']);
    expect(nb.policies.policyText).toContain('Avbestill senest 24 timer i forveien.');

    const da = await restaurantPage('hafnarljos', 'da');
    expect(da.description).toBe(
      'Fisk, skaldyr og islandske råvarer ved den gamle havn med udsigt over bådene.',
    );
    expect(da.categories.map((c) => c.name).sort()).toEqual(['Fisk og skaldyr', 'Islandsk køkken']);
    expect(da.openingHours[1]?.services.map((s) => s.name)).toEqual(['Frokost', 'Aften']);

    // Everything else is the same restaurant, field for field.
    const strip = ({
      description: _d,
      categories,
      openingHours: _h,
      policies,
      upcomingEvents,
      ...rest
    }: RestaurantResponse) => ({
      ...rest,
      categoryIds: categories.map((c) => c.id),
      policies: { ...policies, policyText: null },
      events: upcomingEvents.map(({ name: _n, shortDescription: _s, ...event }) => event),
    });
    expect(strip(es)).toEqual(strip(en));
    expect(strip(da)).toEqual(strip(nb));
  });

  it('answers in Icelandic without a language, and falls back for one it does not speak', async () => {
    const own = await restaurantPage('hafnarljos');
    expect(own.description).toBe(
      'Sjávarréttir og íslenskt hráefni við gömlu höfnina, með útsýni yfir bátana.',
    );
    expect(own.categories.map((c) => c.name).sort()).toEqual(['Sjávarréttir', 'Íslensk matargerð']);
    expect(own.openingHours[1]?.services.map((s) => s.name)).toEqual(['Hádegi', 'Kvöld']);
    expect(own.upcomingEvents.find((e) => e.slug === 'jolahladbord')?.name).toBe('Jólahlaðborð');
    expect(await restaurantPage('hafnarljos', 'is')).toEqual(own);
    expect(await restaurantPage('hafnarljos', 'fr-FR,fr;q=0.9')).toEqual(own);
    expect(await restaurantPage('hafnarljos', '*')).toEqual(own);
    // A language it speaks further down the list is taken.
    expect((await restaurantPage('hafnarljos', 'fr-FR,en;q=0.5')).description).toBe(
      'Seafood and Icelandic produce by the old harbour, overlooking the boats.',
    );
  });

  it('names Madrid’s own Spanish service periods in the other languages', async () => {
    expect(
      (await restaurantPage('taberna-lucia-madrid')).openingHours[0]?.services.map((s) => s.name),
    ).toEqual(['Comida', 'Cena']);
    expect(
      (await restaurantPage('taberna-lucia-madrid', 'en')).openingHours[0]?.services.map(
        (s) => s.name,
      ),
    ).toEqual(['Lunch', 'Dinner']);
    expect(
      (await restaurantPage('taberna-lucia-madrid', 'is')).openingHours[0]?.services.map(
        (s) => s.name,
      ),
    ).toEqual(['Hádegisverður', 'Kvöldverður']);
  });
});

describe('events by Accept-Language', () => {
  it('names the Christmas events and a day’s events in the diner’s language', async () => {
    const xmas = async (language?: string) =>
      UpcomingXmasResponse.parse(await get('/api/web/event/upcomingxmas', language)).filter(
        (event) => event.restaurantSlug === 'hafnarljos',
      );
    const own = await xmas();
    expect(own.map((event) => event.name)).toEqual(['Jólahlaðborð']);
    expect((await xmas('en')).map((event) => event.name)).toEqual(['Christmas buffet']);
    expect((await xmas('nb')).map((event) => event.name)).toEqual(['Islandsk julebord']);
    expect((await xmas('da-DK')).map((event) => event.shortDescription)).toEqual([
      'Traditionel islandsk julebuffet med alt, hvad dertil hører.',
    ]);
    // The same events, occurrences and tickets whatever the language.
    const withoutTexts = (events: UpcomingXmasResponse) =>
      events.map(({ name: _n, shortDescription: _s, ...event }) => event);
    expect(withoutTexts(await xmas('es'))).toEqual(withoutTexts(own));

    const restaurant = await restaurantPage('hafnarljos');
    const next = restaurant.upcomingEvents.find((e) => e.slug === 'jolahladbord')?.nextOccurrence;
    if (!next) throw new Error('no Christmas buffet ahead');
    // Reykjavík's wall clock is UTC.
    const url = `/api/web/event/${restaurant.id}/${next.slice(0, 10)}`;
    const onDate = async (language?: string) =>
      EventsOnDateResponse.parse(await get(url, language)).map((event) => event.name);
    expect(await onDate()).toContain('Jólahlaðborð');
    expect(await onDate('es')).toContain('Bufé de Navidad');
    expect(await onDate('fr')).toContain('Jólahlaðborð');
  });

  it('has a Christmas event of their own in Oslo, København and Madrid', async () => {
    const events = UpcomingXmasResponse.parse(await get('/api/web/event/upcomingxmas', 'en'));
    const names = (city: string) =>
      events.filter((event) => event.city === city).map((event) => event.name);
    expect(names('Oslo')).toEqual(['Norwegian Christmas table']);
    expect(names('København')).toEqual(['Danish Christmas feast']);
    expect(names('Madrid')).toEqual(['Spanish Christmas dinner']);
  });
});

describe('GET /api/web/upsell by Accept-Language', () => {
  it('names the menus and floor plans in the diner’s language', async () => {
    const restaurant = await restaurantPage('nordur-og-nidur');
    const url = `/api/web/upsell/${restaurant.id}/2030-03-05T19:00/2/null`;
    const upsell = async (language?: string) => UpsellResponse.parse(await get(url, language));
    const names = (body: UpsellResponse) =>
      body.menus.flatMap((group) => group.menus.map((menu) => menu.name)).sort();

    const own = await upsell();
    expect(own.floorPlans.map((plan) => plan.name)).toEqual(['Salur', 'Bar']);
    expect(names(own)).toEqual(['Barseðill', 'Borð kokksins', 'Sjávarréttaseðill', 'Smakkseðill']);

    const es = await upsell('es');
    expect(es.floorPlans.map((plan) => plan.name)).toEqual(['Comedor', 'Barra']);
    expect(names(es)).toEqual([
      'Carta de barra',
      'Menú de mar',
      'Menú degustación',
      'Mesa del chef',
    ]);
    expect(
      es.menus.flatMap((group) => group.menus).find((menu) => menu.name === 'Menú degustación')
        ?.shortDescription,
    ).toBe('Siete platos con producto islandés de temporada.');

    expect((await upsell('en')).floorPlans.map((plan) => plan.name)).toEqual([
      'Dining room',
      'Bar',
    ]);
    expect(names(await upsell('da'))).toEqual([
      'Barmenu',
      'Fiskemenu',
      'Kokkens bord',
      'Smagsmenu',
    ]);
    expect(names(await upsell('nb'))).toEqual([
      'Barmeny',
      'Kokkens bord',
      'Sjømatmeny',
      'Smaksmeny',
    ]);
    expect(await upsell('fr')).toEqual(own);

    // Same menus, prices and grouping in every language.
    const shape = (body: UpsellResponse) =>
      body.menus.map((group) => ({
        floorPlanId: group.floorPlanId,
        menus: group.menus.map(({ name: _n, shortDescription: _s, ...menu }) => menu),
      }));
    expect(shape(es)).toEqual(shape(own));
  });
});

describe('a booking’s texts by language', () => {
  const clock = createTestClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ clock, database: t.database });
  });
  afterAll(async () => {
    await app.close();
  });

  it('follow the page on the complete, confirmation and manage pages, and the booking in its e-mails', async () => {
    const restaurant = await createBookingRestaurant(t.database.db, {
      overrides: {
        confirmationNote: '<p>Velkomin!</p>',
        policyText: '<p>Afbókið með dags fyrirvara.</p>',
        requirePolicyAccept: true,
        translations: {
          en: { confirmationNote: '<p>Welcome!</p>', policyText: '<p>Cancel a day ahead.</p>' },
          es: {
            confirmationNote: '<p>¡Bienvenidos!</p>',
            policyText: '<p>Cancela con un día de antelación.</p>',
          },
          nb: { policyText: '<p>Avbestill en dag i forveien.</p>' },
          da: { policyText: '<p>Afbestil en dag i forvejen.</p>' },
        },
      },
    });
    const menu = await createMenu(t.database.db, restaurant.id, {
      name: 'Kvöldseðill',
      shortDescription: 'Þrír réttir.',
      floorPlanIds: restaurant.floorPlanIds,
      translations: {
        en: { name: 'Dinner menu' },
        es: { name: 'Menú de la cena' },
        nb: { name: 'Middagsmeny' },
        da: { name: 'Aftenmenu' },
      },
    });
    await t.database.db
      .update(floorPlans)
      .set({ translations: { es: { name: 'Comedor' } } })
      .where(eq(floorPlans.restaurantId, restaurant.id));

    const client = bookingClient(app.app, await createBearer(t.database.db, clock));
    const { guid } = await client.reserveOk({
      date: '2030-03-03T19:00',
      guests: 2,
      restaurantId: restaurant.id,
      eventId: null,
      source: 2,
      menus: [{ id: menu.id, count: 2 }],
    });
    if (!guid) throw new Error('reserve failed');
    const inject = (url: string, language?: string) =>
      app.app.inject({
        url,
        ...(language === undefined ? {} : { headers: { 'accept-language': language } }),
      });

    const complete = async (language?: string) =>
      BookingInfoForCompleteResponse.parse(
        (await inject(`/api/web/booking/v3/bookinginfoforcomplete/${guid}/false`, language)).json(),
      );
    expect((await complete()).policyText).toBe('<p>Afbókið með dags fyrirvara.</p>');
    const es = await complete('es');
    expect(es.policyText).toBe('<p>Cancela con un día de antelación.</p>');
    expect(es.prices.menus.map((line) => line.name)).toEqual(['Menú de la cena']);
    expect((await complete('fr')).prices.menus.map((line) => line.name)).toEqual(['Kvöldseðill']);

    // The diner completes in Danish: the booking's e-mails are in Danish.
    const completed = await app.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      headers: { 'accept-language': 'da' },
      payload: completeBody(guid),
    });
    expect(completed.statusCode).toBe(200);

    const confirmation = async (language?: string) =>
      BookingInfoForConfirmationResponse.parse(
        (await inject(`/api/web/booking/bookinginfoforconfirmation/${guid}`, language)).json(),
      );
    expect((await confirmation()).restaurantNote).toBe('<p>Velkomin!</p>');
    expect((await confirmation('en')).restaurantNote).toBe('<p>Welcome!</p>');
    // Norwegian has no note of its own: the restaurant's own.
    expect((await confirmation('nb')).restaurantNote).toBe('<p>Velkomin!</p>');

    const manage = async (language?: string) =>
      ManageBookingResponse.parse(
        (await inject(`/api/web/booking/manage/${guid}`, language)).json(),
      );
    expect(await manage('nb')).toMatchObject({
      menus: [{ name: 'Middagsmeny', count: 2 }],
      policyText: '<p>Avbestill en dag i forveien.</p>',
    });
    expect((await manage()).menus).toEqual([{ name: 'Kvöldseðill', count: 2 }]);

    const message = await loadBookingMessage(t.database.db, {
      kind: 'booking_confirmed',
      bookingId: (await confirmation()).bookingId,
      publicUrl: 'https://dekka.test',
    });
    if (!message) throw new Error('no message');
    expect(message.language).toBe('da');
    expect(message.menus).toEqual([{ name: 'Aftenmenu', count: 2 }]);
    expect(message.restaurant.policyText).toBe('<p>Afbestil en dag i forvejen.</p>');
    const rendered = await renderBookingMessage(message, {
      now: clock.now(),
      uidDomain: 'dekka.test',
    });
    expect(rendered.text).toContain('Aftenmenu');
    expect(rendered.text).not.toContain('Kvöldseðill');

    const upsell = UpsellResponse.parse(
      (await inject(`/api/web/upsell/${restaurant.id}/2030-03-03T19:00/2/null`, 'es')).json(),
    );
    expect(upsell.floorPlans.map((plan) => plan.name)).toEqual(['Comedor']);
    expect(upsell.menus[0]?.menus.map((m) => m.name)).toEqual(['Menú de la cena']);
  });
});
