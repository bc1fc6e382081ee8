import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_THEME } from '@dekka/contracts/default-theme';
import { JoinCitiesResponse } from '@dekka/contracts/joining';
import { ORDERS_PER_SLOT_MAX } from '@dekka/contracts/restaurant-ordering';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { API_ROUTES, type RouteName } from '@dekka/contracts/routes';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../src/db/client.ts';
import { orderingCategories, restaurants, tables } from '../src/db/schema.ts';
import { createTokenService } from '../src/modules/auth/auth-tokens.ts';
import { accountClient } from './accounts/account-client.ts';
import { mailbox } from './accounts/mailbox.ts';
import { addStaff } from './accounts/staff-fixtures.ts';
import { completeBody } from './bookings/booking-client.ts';
import { insertPaidGiftCard, purchaseBody } from './gift-cards/gift-card-client.ts';
import { createTestClock, first } from './helpers/booking-factories.ts';
import { createUser } from './helpers/factories.ts';
import { createBooking } from './helpers/restaurant-factories.ts';
import { fieldPaths, sampleOf, withField } from './helpers/schema-samples.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.ts';
import { createOrderRestaurant, orderBody } from './orders/order-fixture.ts';

/*
 * Every route of the contract table, each field of its path, query and body swapped in turn for
 * a boundary value while the others stay valid: whatever the input, the answer is never 5xx. A
 * value out of its column's range (an id of 2^31) or with a NUL byte fails the SQL statement it
 * reaches, and that must have been refused as a 400 before. Deterministic: the same requests in
 * the same order on every run, about nine thousand of them.
 *
 * No route is skipped. Headers are left alone: an HTTP header cannot carry a NUL, and the one a
 * contract reads (Idempotency-Key) is a bounded string. The photo upload's body is the image
 * itself, not JSON, so only its path is fuzzed here. Where a baseline names a row the fixture
 * does not have (a menu, an event, a photo), the handler answers 404, and the fields are still
 * checked up to that point.
 */

const BOUNDARY_VALUES: [label: string, value: unknown][] = [
  ['0', 0],
  ['-1', -1],
  ['2^31-1', 2 ** 31 - 1],
  ['2^31', 2 ** 31],
  ['1e300', 1e300],
  ['""', ''],
  ['NUL', '\u0000'],
  ['10 kB', 'x'.repeat(10 * 1024)],
  ['[]', []],
  ['{}', {}],
  ['null', null],
  ['true', true],
];

/** Friday 2030-03-01 12:00 in Reykjavík: the order fixture's slots and menu are that day's. */
const clock = createTestClock();

type Part = 'params' | 'querystring' | 'body';
type Request = {
  params: Record<string, unknown>;
  querystring: Record<string, unknown>;
  body?: unknown;
};
type Caller = 'diner' | 'account' | 'owner' | 'admin';

/** Who calls a route: the staff for a restaurant's routes, an administrator for theirs. */
function callerOf(route: RouteName): Caller {
  const { path: routePath } = API_ROUTES[route];
  if (routePath.startsWith('/restaurant/') || routePath.startsWith('/web/staff/')) return 'owner';
  if (routePath.startsWith('/admin/')) return 'admin';
  return 'diner';
}

/** A value as a URL carries it: an array as a repeated key, an object as a bracketed key. */
function urlValues(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.length === 0 ? ['1', '2'] : value.map(String);
  if (value !== null && typeof value === 'object') return null;
  return [String(value)];
}

function urlOf(route: RouteName, request: Request): string {
  const filled = API_ROUTES[route].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent((urlValues(request.params[key]) ?? []).join(',')),
  );
  const query = new URLSearchParams();
  for (const [key, raw] of Object.entries(request.querystring)) {
    const values = urlValues(raw);
    if (values === null) query.append(`${key}[a]`, '1');
    else for (const value of values) query.append(key, value);
  }
  const search = query.toString();
  return `/api${filled}${search ? `?${search}` : ''}`;
}

/**
 * A restaurant taking bookings and food orders (order-fixture.ts) with two tables, a confirmed
 * booking tomorrow evening and the ids a request about it names.
 */
async function fuzzRestaurant(db: AppDatabase) {
  const r = await createOrderRestaurant(db, { ordersPerSlot: ORDERS_PER_SLOT_MAX });
  const restaurantId = r.restaurantId;
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  const [table] = await db.select().from(tables).where(eq(tables.restaurantId, restaurantId));
  const [category] = await db
    .select()
    .from(orderingCategories)
    .where(eq(orderingCategories.restaurantId, restaurantId));
  if (!restaurant || !table || !category) throw new Error('the order fixture changed');
  const second = first(
    await db
      .insert(tables)
      .values({
        restaurantId,
        floorPlanId: table.floorPlanId,
        name: 'T2',
        minGuests: 1,
        maxGuests: 4,
      })
      .returning(),
    'tables',
  );
  const booking = await createBooking(db, {
    restaurantId,
    tableIds: [second.id],
    startAt: new Date('2030-03-02T19:00:00Z'),
    endAt: new Date('2030-03-02T21:00:00Z'),
    status: 'confirmed',
  });
  return {
    r,
    hints: {
      restaurantId,
      id: restaurantId,
      restaurantSlug: restaurant.slug,
      idOrSlug: restaurant.slug,
      guid: booking.guid,
      bookingId: booking.id,
      tableIds: [table.id, second.id],
      tableId: table.id,
      floorPlanId: table.floorPlanId,
      floorPlanIds: [table.floorPlanId],
      categoryId: category.id,
      itemId: r.items.pizza,
      packageId: r.buffet,
    },
  };
}

describe('every route of the contract table, fuzzed field by field', () => {
  let t: TestApp;
  let dataDir: string;
  /** What a request names by field name: the staff's restaurant, or the diners'. */
  let hints: { staff: Record<string, unknown>; diner: Record<string, unknown> };
  /** Valid field values that need more than their schema to pass the handler's own checks. */
  const common: Record<string, unknown> = {
    ...DEFAULT_THEME,
    country: 'is',
    mode: 'takeaway',
    date: '2030-03-02',
    dateTime: '2030-03-02T19:00',
    slot: '2030-03-01T13:00',
    startsAt: '2030-03-02T19:00',
    endsAt: '2030-03-02T21:00',
    starts: '18:00',
    ends: '22:00',
    availableFrom: null,
    availableTo: null,
    guests: 2,
    keepBookings: true,
    areaId: null,
    eventId: null,
    photoId: null,
  };
  const tokens: Partial<Record<Caller, string>> = {};
  let issueAccount: () => Promise<string>;
  /** The parts that change from one request to the next, where a valid request uses them up. */
  let fresh: Partial<Record<RouteName, (index: number) => Promise<Partial<Request>>>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-fuzz-'));
    const mail = mailbox();
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAILS: 'fuzz-admin@example.com',
        RATE_LIMIT_MAX: '1000000',
        RESERVE_RATE_LIMIT_MAX: '1000000',
        SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000000',
        SIGN_IN_RATE_LIMIT_PER_ADDRESS: '1000000',
        JOIN_RATE_LIMIT_MAX: '1000000',
        GIFT_CARD_LOOKUP_LIMIT_MAX: '1000000',
        GIFT_CARD_PURCHASE_LIMIT_MAX: '1000000',
      },
    });
    const db = t.database.db;
    // Two restaurants: the owner's settings requests would otherwise close the diners' one.
    const staffSide = await fuzzRestaurant(db);
    const dinerSide = await fuzzRestaurant(db);
    const code = await insertPaidGiftCard(db, { amount: 1_000_000, now: clock.now() });
    const cities = await t.app.inject({ url: '/api/web/join/cities' });
    const cityId = JoinCitiesResponse.parse(cities.json()).countries[0]?.cities[0]?.id;
    hints = {
      staff: { ...common, code, cityId, ...staffSide.hints },
      diner: { ...common, code, cityId, ...dinerSide.hints },
    };

    const client = accountClient(t.app, mail);
    await addStaff(db, staffSide.r.restaurantId, 'owner', 'fuzz-owner@example.com');
    tokens.owner = await client.signIn('fuzz-owner@example.com');
    tokens.admin = await client.signIn('fuzz-admin@example.com');
    tokens.diner = await client.anonymous();
    const signer = createTokenService({ secret: TEST_JWT_SECRET, clock });
    issueAccount = async () =>
      (await signer.issue({ userId: (await createUser(db)).id, isAnonymous: false })).token;

    const restaurantId = dinerSide.r.restaurantId;
    const day = (index: number) => new Date(Date.UTC(2030, 2, 2 + (index % 80))).toISOString();
    /** A held booking, as reserve leaves it for the complete page. */
    const hold = async (index: number) => {
      const startAt = new Date(`${day(index).slice(0, 10)}T19:00:00Z`);
      const booking = await createBooking(db, {
        restaurantId,
        tableIds: [],
        startAt,
        endAt: new Date(startAt.getTime() + 2 * 3600_000),
        status: 'held',
        holdExpiresAt: new Date('2030-03-01T13:00:00Z'),
      });
      return booking.guid;
    };
    const staffTable = staffSide.hints.tableId;
    fresh = {
      complete: async (index) => ({ body: completeBody(await hold(index)) }),
      createStaffBooking: async (index) => ({
        body: {
          kind: 'phone',
          startsAt: `${day(index).slice(0, 10)}T12:00`,
          guests: 2,
          tableIds: [staffTable],
          firstName: 'Guðrún',
          lastName: 'Jónsdóttir',
          phone: '+354 555 1234',
          email: 'gudrun@example.is',
          specialRequest: 'Við gluggann',
          internalNote: 'Fastagestur',
          language: 'is',
        },
      }),
      createOrder: async () => ({ body: orderBody(dinerSide.r) }),
      buyGiftCard: async () => ({ body: purchaseBody({ restaurantId }) }),
      redeemGiftCard: async () => ({ body: { code, amount: 100 } }),
      reserve: async (index) => ({
        body: { restaurantId, dateTime: `${day(index).slice(0, 10)}T18:00`, guests: 2 },
      }),
    };
  });

  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function baselineOf(route: RouteName, caller: Caller): Request {
    const schemas: Partial<Record<Part | 'response', z.ZodType>> = ROUTE_SCHEMAS[route];
    const side = caller === 'owner' || caller === 'admin' ? hints.staff : hints.diner;
    const sample = (part: Part) => {
      const schema = schemas[part];
      return schema ? sampleOf(schema, side) : undefined;
    };
    return {
      params: (sample('params') as Record<string, unknown> | undefined) ?? {},
      querystring: (sample('querystring') as Record<string, unknown> | undefined) ?? {},
      ...(schemas.body ? { body: sample('body') } : {}),
    };
  }

  function send(route: RouteName, token: string, request: Request) {
    const hasBody = request.body !== undefined;
    return t.app.inject({
      method: API_ROUTES[route].method,
      url: urlOf(route, request),
      headers: {
        authorization: `Bearer ${token}`,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
    });
  }

  const routes = Object.keys(API_ROUTES) as RouteName[];

  it.each(routes)('%s never answers 5xx', async (route) => {
    const caller = callerOf(route);
    const stable = baselineOf(route, caller);
    let token = tokens[caller] ?? '';
    // A diner's route that wants an account gets a signed-in diner of its own (one route
    // deletes its account).
    if (caller === 'diner' && (await send(route, token, stable)).statusCode === 401) {
      token = await issueAccount();
    }
    let index = 0;
    const next = async (): Promise<Request> => {
      const changing = await fresh[route]?.(index);
      index += 1;
      return { ...stable, ...changing };
    };
    const baseline = await next();
    const answer = await send(route, token, baseline);
    expect.soft(answer.statusCode, 'the baseline request').toBeLessThan(500);
    for (const part of ['params', 'querystring', 'body'] as const) {
      for (const field of fieldPaths(baseline[part])) {
        for (const [label, value] of BOUNDARY_VALUES) {
          const request = await next();
          const swapped = withField(request[part], field, value);
          const res = await send(route, token, { ...request, [part]: swapped });
          // Soft, so that one run lists every failing case of the route.
          expect.soft(res.statusCode, `${part}.${field.join('.')} = ${label}`).toBeLessThan(500);
        }
      }
    }
  });
});
