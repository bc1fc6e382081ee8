import { RESERVED_SLUGS, RestaurantSlug } from '@dekka/contracts/restaurant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRestaurants } from '../../seed/demo/restaurants.ts';
import { seed } from '../../seed/seed.ts';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openEmptyPglite } from '../helpers/pglite-snapshot.ts';
import { frozenClock } from '../helpers/restaurant-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { testConfig } from '../helpers/test-app.ts';

const SEEDED_AT = '2026-11-22T09:00:00Z';
const TABLES = [
  'cities',
  'areas',
  'categories',
  'occasions',
  'restaurants',
  'restaurant_categories',
  'restaurant_occasions',
  'opening_hours',
  'special_periods',
  'special_days',
  'duration_rules',
  'floor_plans',
  'tables',
  'table_combinations',
  'table_combination_tables',
  'events',
  'event_occurrences',
  'menus',
  'menu_floor_plans',
  'ordering_settings',
  'ordering_delivery_zones',
  'ordering_categories',
  'ordering_items',
  'ordering_option_groups',
  'ordering_option_choices',
  'catering_packages',
];

/** Always fresh PGlite: what a first start sees, whatever database the run uses. */
async function seededDatabase(): Promise<Database> {
  const config = testConfig({ DATABASE_URL: undefined });
  const database = await openEmptyPglite(config);
  await migrate(database);
  await seed(database, config, frozenClock(SEEDED_AT));
  return database;
}

async function dump(database: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    // created_at is the insert time, the one column that may differ between two runs.
    out[table] = (
      await queryRows(database.db, sql.raw(`select * from ${table} order by 1, 2`))
    ).map(({ created_at: _createdAt, ...row }) => row);
  }
  return out;
}

const one = async (database: Database, query: string) =>
  (await queryRows(database.db, sql.raw(query)))[0]?.n;

let first: Database;
let second: Database;
// Two whole seeds, one after the other: on PostgreSQL on a slow, busy machine that passed the
// project's 60 s hook budget.
beforeAll(async () => {
  first = await seededDatabase();
  second = await seededDatabase();
}, 240_000);
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('demo seed', () => {
  it('is deterministic: two seeds at the same moment store identical rows', async () => {
    expect(await dump(second)).toEqual(await dump(first));
  });

  it('inserts nothing on the next start', async () => {
    await seed(first, testConfig(), frozenClock('2027-01-01T00:00:00Z'));
    expect(await one(first, 'select count(*)::int as n from restaurants')).toBe(
      demoRestaurants.length,
    );
  });

  it('leaves an empty database without restaurants when SEED_DEMO is off, settings included', async () => {
    const config = testConfig({ DATABASE_URL: undefined, SEED_DEMO: 'false' });
    const empty = await openEmptyPglite(config);
    try {
      await migrate(empty);
      await seed(empty, config, frozenClock(SEEDED_AT));
      expect(await one(empty, 'select count(*)::int as n from restaurants')).toBe(0);
      expect(await one(empty, 'select count(*)::int as n from site_settings')).toBe(1);
    } finally {
      await empty.close();
    }
  });

  it('has at least 30 restaurants with the variety the demo needs', async () => {
    const n = (query: string) => one(first, query);
    expect(await n('select count(*)::int as n from restaurants')).toBeGreaterThanOrEqual(30);
    const foreign = await queryRows(
      first.db,
      sql`select distinct c.name, r.currency, r.time_zone, r.country, r.locale
          from restaurants r join cities c on c.id = r.city_id
          where r.country <> 'is' order by c.name`,
    );
    expect(foreign).toEqual([
      {
        name: 'København',
        currency: 'DKK',
        time_zone: 'Europe/Copenhagen',
        country: 'dk',
        locale: 'da-DK',
      },
      {
        name: 'Madrid',
        currency: 'EUR',
        time_zone: 'Europe/Madrid',
        country: 'es',
        locale: 'es-ES',
      },
      { name: 'Oslo', currency: 'NOK', time_zone: 'Europe/Oslo', country: 'no', locale: 'nb-NO' },
    ]);
    expect(
      await n(`select count(*)::int as n from restaurants
               where country = 'is' and (currency <> 'ISK' or time_zone <> 'Atlantic/Reykjavik')`),
    ).toBe(0);
    expect(
      await n('select count(distinct city_id)::int as n from restaurants'),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await n('select count(distinct area_id)::int as n from restaurants'),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await n('select count(*)::int as n from restaurants where waiting_list_enabled'),
    ).toBeGreaterThan(0);
    expect(
      await n(
        'select count(*)::int as n from restaurants where pacing_max_covers_per_slot is not null',
      ),
    ).toBeGreaterThan(0);
    expect(
      await n(
        'select count(*)::int as n from restaurants where require_policy_accept and policy_text is not null',
      ),
    ).toBeGreaterThan(0);
    expect(await n('select count(distinct payment_rule)::int as n from restaurants')).toBe(3);
    expect(
      await n(
        `select count(*)::int as n from restaurants where confirmation_note = '' or logo_url not like 'data:image/svg+xml,%'`,
      ),
    ).toBe(0);
    expect(
      await n('select count(*)::int as n from restaurants where online_menu_mandatory'),
    ).toBeGreaterThan(0);
    expect(await n('select count(*)::int as n from menus where is_exclusive')).toBeGreaterThan(0);
    expect(
      await n('select count(*)::int as n from menus where event_id is not null'),
    ).toBeGreaterThan(0);
    // The single-menu restaurant whose menu the client preselects.
    expect(
      await n(`select count(*)::int as n from (select restaurant_id from menus where is_available
               group by restaurant_id having count(*) = 1) one_menu`),
    ).toBeGreaterThan(0);
    // Several services a day, special days, sitting lengths, tables and combinations.
    expect(
      await n(`select count(*)::int as n from (select restaurant_id, weekday from opening_hours
               group by 1, 2 having count(*) > 1) two_services`),
    ).toBeGreaterThan(0);
    expect(
      await n("select count(*)::int as n from special_days where date = '2026-12-25' and closed"),
    ).toBe(demoRestaurants.length);
    expect(await n('select count(*)::int as n from special_days where not closed')).toBeGreaterThan(
      0,
    );
    // Each in a named period of its own, as the settings show it.
    expect(
      await n(`select count(*)::int as n from special_days d left join special_periods p
               on p.id = d.period_id where p.name is null or p.name = ''`),
    ).toBe(0);
    expect(await n('select count(distinct minutes)::int as n from duration_rules')).toBeGreaterThan(
      3,
    );
    expect(
      await n(`select count(*)::int as n from (select restaurant_id from tables group by 1
               having count(*) not between 8 and 25) odd`),
    ).toBe(0);
    expect(await n('select count(*)::int as n from table_combinations')).toBeGreaterThan(30);
    expect(await n('select count(distinct name)::int as n from floor_plans')).toBe(3);
  });

  it('has events in the coming weeks and a Christmas buffet in December', async () => {
    const n = (query: string) => one(first, query);
    expect(
      await n(`select count(*)::int as n from event_occurrences o join events e on e.id = o.event_id
               where e.is_christmas and o.starts_at >= '2026-12-01' and o.starts_at < '2027-01-01'`),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*)::int as n from event_occurrences o join events e on e.id = o.event_id
               where not e.is_christmas and o.starts_at > '${SEEDED_AT}'
               and o.starts_at < timestamptz '${SEEDED_AT}' + interval '60 days'`),
    ).toBeGreaterThan(10);
    expect(
      await n('select count(*)::int as n from event_occurrences where ticket_capacity <= 0'),
    ).toBe(0);
  });
});

describe('restaurant slugs', () => {
  it('lets four Reykjavík restaurants take food orders, Harpa veitingasala for pickup only', async () => {
    const settings = await queryRows(
      first.db,
      sql`select r.slug, o.takeaway, o.delivery, o.catering, o.paused,
            (select count(*)::int from ordering_delivery_zones z where z.restaurant_id = r.id) as zones,
            (select count(*)::int from catering_packages p where p.restaurant_id = r.id) as packages,
            (select count(*)::int from ordering_items i where i.restaurant_id = r.id) as items
          from ordering_settings o join restaurants r on r.id = o.restaurant_id order by r.slug`,
    );
    expect(settings).toEqual([
      {
        slug: 'grillhusid-vid-tjornina',
        takeaway: true,
        delivery: false,
        catering: true,
        paused: false,
        zones: 0,
        packages: 2,
        items: 2,
      },
      {
        slug: 'harpaveitingasala',
        takeaway: true,
        delivery: false,
        catering: false,
        paused: false,
        zones: 0,
        packages: 0,
        items: 11,
      },
      {
        slug: 'kaffi-krummi',
        takeaway: true,
        delivery: false,
        catering: false,
        paused: false,
        zones: 0,
        packages: 0,
        items: 4,
      },
      {
        slug: 'pizzeria-eldofn',
        takeaway: true,
        delivery: true,
        catering: false,
        paused: false,
        zones: 2,
        packages: 0,
        items: 5,
      },
    ]);
    // Harpa's interval menu: drinks and small plates, every item for pickup, in ISK.
    const harpa = await queryRows(
      first.db,
      sql`select c.name as category, i.name, i.price, i.modes, i.translations
          from ordering_items i join ordering_categories c on c.id = i.category_id
          join restaurants r on r.id = i.restaurant_id
          where r.slug = 'harpaveitingasala' order by c.position, i.position`,
    );
    expect(new Set(harpa.map((row) => row.category))).toEqual(new Set(['Drykkir', 'Smáréttir']));
    expect(harpa.every((row) => JSON.stringify(row.modes) === '["takeaway"]')).toBe(true);
    expect(harpa[0]).toMatchObject({
      name: 'Kampavínsglas',
      price: 3400,
      translations: { en: { name: 'Glass of champagne' } },
    });
    // A required group asks for as many choices as it says, and no more than it has.
    const groups = await queryRows(
      first.db,
      sql`select g.required, g.min_choices, g.max_choices,
            (select count(*)::int from ordering_option_choices c where c.group_id = g.id) as choices
          from ordering_option_groups g`,
    );
    expect(groups.length).toBeGreaterThan(5);
    for (const row of groups) {
      const min = Number(row.min_choices);
      const max = Number(row.max_choices);
      expect(row.required ? min >= 1 : min === 0).toBe(true);
      expect(max).toBeGreaterThanOrEqual(min);
      expect(max).toBeLessThanOrEqual(Number(row.choices));
    }
  });

  it('never shadow a top-level web route', () => {
    for (const route of [
      'results',
      'book',
      'checkout',
      'terms',
      'event',
      'events',
      'signup',
      'survey',
      'giftcard',
      'nearby',
      'restaurant',
      'api',
    ]) {
      expect(RESERVED_SLUGS.has(route), route).toBe(true);
      expect(RestaurantSlug.safeParse(route).success, route).toBe(false);
    }
    expect(RestaurantSlug.safeParse('hafnarljos').success).toBe(true);
    expect(RestaurantSlug.safeParse('Hafnarljós').success).toBe(false);
    for (const spec of demoRestaurants) {
      expect(RestaurantSlug.safeParse(spec.slug).success, spec.slug).toBe(true);
    }
    expect(new Set(demoRestaurants.map((spec) => spec.slug)).size).toBe(demoRestaurants.length);
  });
});
