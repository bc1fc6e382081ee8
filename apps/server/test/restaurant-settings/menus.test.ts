import { ErrorResponse } from '@dekka/contracts/errors';
import { MenusSettingsResponse, RemovalResponse } from '@dekka/contracts/restaurant-menus';
import { AuditLogResponse, BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import { UpsellResponse } from '@dekka/contracts/upsell';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMenus, bookings, menuFloorPlans, menus } from '../../src/db/schema.ts';
import { bookingClient } from '../bookings/booking-client.ts';
import { createBearer, createMenu } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

const noTexts = { name: '', shortDescription: '', description: '' };
const texts = (is: string, en = '') => ({
  is: { name: is, shortDescription: `${is}: þrír réttir`, description: '' },
  en: { ...noTexts, name: en },
  es: noTexts,
  nb: noTexts,
  da: noTexts,
});

/** A valid menu: lunch on every floor plan, 3 900 kr. a guest paid at the restaurant. */
const lunch = (change: object = {}) => ({
  eventId: null,
  texts: texts('Hádegisseðill', 'Lunch menu'),
  price: 3900,
  paymentType: 'none',
  minGuests: 1,
  maxGuests: 0,
  isExclusive: false,
  isAvailable: true,
  availableFrom: '11:30',
  availableTo: '14:30',
  floorPlanIds: [],
  ...change,
});

async function settingsOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/menus`, token);
  expect(res.statusCode, res.body).toBe(200);
  return MenusSettingsResponse.parse(res.json());
}

/** The menus a diner is offered for a party of two at `time` on Monday 4 March 2030. */
async function offered(restaurantId: number, time: string, language = 'is') {
  const res = await app.t.app.inject({
    url: `/api/web/upsell/${restaurantId}/2030-03-04T${time}/2/null`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return UpsellResponse.parse(res.json()).menus.flatMap((group) => group.menus);
}

async function historyOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/history`, token);
  return AuditLogResponse.parse(res.json()).entries;
}

/** A booking on Monday 4 March 2030 at 12:00 (or `at`) that chose the menu. */
async function bookingWith(
  restaurantId: number,
  menuId: number,
  status: 'confirmed' | 'cancelled' = 'confirmed',
  at = '2030-03-04T12:00:00Z',
) {
  const startAt = new Date(at);
  const booking = await createBooking(app.t.database.db, {
    restaurantId,
    tableIds: [],
    startAt,
    endAt: new Date(startAt.getTime() + 2 * 3600_000),
    guests: 2,
    status,
  });
  await app.t.database.db.insert(bookingMenus).values({ bookingId: booking.id, menuId, count: 2 });
  return booking;
}

describe('menus settings', () => {
  it('reads every menu with its texts per language, floor plans and bookings', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [{ min: 1, max: 8 }],
      floorPlans: 2,
    });
    const menu = await createMenu(app.t.database.db, restaurant.id, {
      name: 'Smakkseðill',
      description: '<p>Sjö réttir</p>',
      price: 14_900,
      paymentType: 2,
      minGuests: 2,
      translations: { en: { name: 'Tasting menu' } },
      floorPlanIds: [restaurant.floorPlanIds[1] ?? 0],
    });
    await bookingWith(restaurant.id, menu.id);
    await bookingWith(restaurant.id, menu.id, 'cancelled', '2030-03-04T18:00:00Z');
    const data = await settingsOf(base, tokens.manager);
    expect(data).toMatchObject({
      currency: 'ISK',
      ownLanguage: 'is',
      timeZone: 'Atlantic/Reykjavik',
      today: '2030-03-01',
      floorPlans: [
        { id: restaurant.floorPlanIds[0], name: 'Floor 1' },
        { id: restaurant.floorPlanIds[1], name: 'Floor 2' },
      ],
      events: [],
    });
    expect(data.menus).toEqual([
      {
        id: menu.id,
        eventId: null,
        texts: {
          is: { name: 'Smakkseðill', shortDescription: '', description: '<p>Sjö réttir</p>' },
          en: { name: 'Tasting menu', shortDescription: '', description: '' },
          es: noTexts,
          nb: noTexts,
          da: noTexts,
        },
        price: 14_900,
        paymentType: 'prepayment',
        minGuests: 2,
        maxGuests: 0,
        isExclusive: false,
        isAvailable: true,
        availableFrom: null,
        availableTo: null,
        floorPlanIds: [restaurant.floorPlanIds[1]],
        // The cancelled booking holds nothing, but it did choose the menu.
        upcomingBookings: 1,
        everBooked: true,
      },
    ]);
  });

  it.each([
    ['no name in the own language', { texts: texts('', 'Lunch') }, 'texts.is.name'],
    ['fewest guests above the most', { minGuests: 6, maxGuests: 4 }, 'maxGuests'],
    ['no guests at all', { minGuests: 0 }, 'minGuests'],
    ['a prepayment without a price', { paymentType: 'prepayment', price: null }, 'price'],
    ['a price with decimals', { price: 39.5 }, 'price'],
    ['a price above the ISK ceiling', { price: 250_000 }, 'price'],
    ['an unknown payment tag', { paymentType: 'deposit' }, 'paymentType'],
    [
      'a window that ends before it starts',
      { availableFrom: '17:00', availableTo: '11:00' },
      'availableTo',
    ],
    ['a time that is not HH:mm', { availableFrom: '9:00' }, 'availableFrom'],
    ['a floor plan of another restaurant', { floorPlanIds: [999_999] }, 'floorPlanIds'],
    ['a floor plan twice', { floorPlanIds: [1, 1] }, 'floorPlanIds'],
    ['an event of another restaurant', { eventId: 999_999 }, 'eventId'],
  ])(
    'refuses a menu with %s with 400 naming the field, saving nothing',
    async (_, change, field) => {
      const { restaurant, base, tokens } = await app.restaurantWithStaff();
      const res = await app.client.inject('POST', `${base}/menus`, tokens.owner, lunch(change));
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorResponse.parse(res.json()).fields).toContain(field);
      const rows = await app.t.database.db
        .select()
        .from(menus)
        .where(eq(menus.restaurantId, restaurant.id));
      expect(rows).toEqual([]);
    },
  );

  it('lets only owners and managers of this restaurant read and change the menus', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const menu = await createMenu(app.t.database.db, restaurant.id);
    for (const [token, status] of [
      [tokens.host, 403],
      [tokens.otherOwner, 403],
      [null, 401],
    ] as const) {
      expect((await app.client.inject('GET', `${base}/menus`, token)).statusCode).toBe(status);
      expect((await app.client.inject('POST', `${base}/menus`, token, lunch())).statusCode).toBe(
        status,
      );
      expect(
        (await app.client.inject('PUT', `${base}/menus/${menu.id}`, token, lunch())).statusCode,
      ).toBe(status);
      expect(
        (await app.client.inject('DELETE', `${base}/menus/${menu.id}`, token)).statusCode,
      ).toBe(status);
    }
    expect(await historyOf(base, tokens.owner)).toEqual([]);
    const added = await app.client.inject('POST', `${base}/menus`, tokens.manager, lunch());
    expect(added.statusCode, added.body).toBe(200);
  });

  it('offers a new menu to diners at once, in their language, and records who added it', async () => {
    const { restaurant, base, tokens, emails } = await app.restaurantWithStaff();
    expect(await offered(restaurant.id, '12:00')).toEqual([]);
    const res = await app.client.inject(
      'POST',
      `${base}/menus`,
      tokens.owner,
      lunch({
        texts: {
          ...texts('Hádegisseðill', 'Lunch menu'),
          en: {
            name: 'Lunch menu',
            shortDescription: 'Soup and a main',
            description: '<p>Soup<script>alert(1)</script></p>',
          },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [menu] = MenusSettingsResponse.parse(res.json()).menus;
    expect(menu?.texts.en.description).toBe('<p>Soup</p>');

    // Diners see it inside its window only, named in the language they read.
    expect(await offered(restaurant.id, '12:00', 'en')).toEqual([
      expect.objectContaining({
        id: menu?.id,
        name: 'Lunch menu',
        shortDescription: 'Soup and a main',
        paymentAmount: 3900,
        paymentType: 0,
      }),
    ]);
    expect((await offered(restaurant.id, '12:00'))[0]?.name).toBe('Hádegisseðill');
    expect(await offered(restaurant.id, '14:30')).toEqual([]);
    expect(await offered(restaurant.id, '11:30')).toHaveLength(1);

    // The own language is the row's columns; English is a translation.
    const [row] = await app.t.database.db
      .select()
      .from(menus)
      .where(eq(menus.id, menu?.id ?? 0));
    expect(row).toMatchObject({
      name: 'Hádegisseðill',
      shortDescription: 'Hádegisseðill: þrír réttir',
      translations: {
        en: { name: 'Lunch menu', shortDescription: 'Soup and a main', description: '<p>Soup</p>' },
      },
    });

    const [entry] = await historyOf(base, tokens.manager);
    expect(entry).toMatchObject({ area: 'menus', action: 'create', by: { email: emails.owner } });
    expect(entry?.changes).toEqual({
      menu: { from: null, to: 'Hádegisseðill' },
      'name.en': { from: null, to: 'Lunch menu' },
      'shortDescription.is': { from: null, to: 'Hádegisseðill: þrír réttir' },
      'shortDescription.en': { from: null, to: 'Soup and a main' },
      'description.en': { from: null, to: '<p>Soup</p>' },
      price: { from: null, to: 3900 },
      paymentType: { from: null, to: 'none' },
      minGuests: { from: null, to: 1 },
      maxGuests: { from: null, to: 0 },
      isExclusive: { from: null, to: false },
      isAvailable: { from: null, to: true },
      availableFrom: { from: null, to: '11:30' },
      availableTo: { from: null, to: '14:30' },
    });
  });

  it('lets a diner book a menu added a moment ago, and no longer one taken off the menu', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [
        { min: 1, max: 8 },
        { min: 1, max: 8 },
        { min: 1, max: 8 },
      ],
    });
    const diner = bookingClient(app.t.app, await createBearer(app.t.database.db, app.clock));
    const reserve = (time: string, menuId?: number) =>
      diner.reserve({
        date: `2030-03-04T${time}`,
        guests: 2,
        restaurantId: restaurant.id,
        source: 2,
        menus: menuId === undefined ? [] : [{ id: menuId, count: 2 }],
      });
    // This process now has the restaurant's reserve inputs (no menus) in its cache.
    expect((await reserve('12:00')).statusCode).toBe(200);

    const added = await app.client.inject('POST', `${base}/menus`, tokens.owner, lunch());
    const menuId = MenusSettingsResponse.parse(added.json()).menus[0]?.id ?? 0;
    const booked = await reserve('12:30', menuId);
    expect(booked.statusCode, booked.body).toBe(200);

    const off = await app.client.inject(
      'PUT',
      `${base}/menus/${menuId}`,
      tokens.owner,
      lunch({ isAvailable: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    const refused = await reserve('13:00', menuId);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(ErrorResponse.parse(refused.json()).code).toBe('invalid_menu_selection');
  });

  it('changes a menu: diners get the new price and floor plans, and the history names it', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [
        { min: 1, max: 8 },
        { min: 1, max: 8, floorPlan: 1 },
      ],
      floorPlans: 2,
    });
    const menu = await createMenu(app.t.database.db, restaurant.id, {
      name: 'Kvöldseðill',
      price: 8900,
    });
    const res = await app.client.inject(
      'PUT',
      `${base}/menus/${menu.id}`,
      tokens.owner,
      lunch({
        texts: texts('Kvöldseðill'),
        price: 9900,
        paymentType: 'no_show_fee',
        availableFrom: null,
        availableTo: null,
        floorPlanIds: [restaurant.floorPlanIds[1]],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await offered(restaurant.id, '19:00')).toEqual([
      expect.objectContaining({
        id: menu.id,
        paymentAmount: 9900,
        paymentType: 1,
        floorPlanIds: [restaurant.floorPlanIds[1]],
      }),
    ]);
    const links = await app.t.database.db
      .select({ floorPlanId: menuFloorPlans.floorPlanId })
      .from(menuFloorPlans)
      .where(eq(menuFloorPlans.menuId, menu.id));
    expect(links).toEqual([{ floorPlanId: restaurant.floorPlanIds[1] }]);
    const [entry] = await historyOf(base, tokens.owner);
    expect(entry).toMatchObject({ area: 'menus', action: 'update' });
    expect(entry?.changes).toEqual({
      menu: { from: 'Kvöldseðill', to: 'Kvöldseðill' },
      'shortDescription.is': { from: null, to: 'Kvöldseðill: þrír réttir' },
      price: { from: 8900, to: 9900 },
      paymentType: { from: 'none', to: 'no_show_fee' },
      floorPlans: { from: null, to: ['Floor 2'] },
    });

    // Taken off the menu by hand: diners no longer see it.
    const off = await app.client.inject(
      'PUT',
      `${base}/menus/${menu.id}`,
      tokens.owner,
      lunch({ texts: texts('Kvöldseðill'), isAvailable: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(await offered(restaurant.id, '12:00')).toEqual([]);
  });

  it('deletes a menu no booking ever chose', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const menu = await createMenu(app.t.database.db, restaurant.id, { name: 'Barseðill' });
    const res = await app.client.inject('DELETE', `${base}/menus/${menu.id}`, tokens.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(RemovalResponse.parse(res.json())).toEqual({ outcome: 'deleted' });
    expect((await settingsOf(base, tokens.owner)).menus).toEqual([]);
    const [entry] = await historyOf(base, tokens.owner);
    expect(entry).toMatchObject({ area: 'menus', action: 'delete' });
    expect(entry?.changes.menu).toEqual({ from: 'Barseðill', to: null });
  });

  it('lists the upcoming bookings that chose a menu being removed, then keeps it for them, off the menu', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const menu = await createMenu(app.t.database.db, restaurant.id, { name: 'Smakkseðill' });
    const booking = await bookingWith(restaurant.id, menu.id);
    const url = `${base}/menus/${menu.id}`;

    const refused = await app.client.inject('DELETE', url, tokens.owner);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(BookingsAffectedResponse.parse(refused.json()).bookings).toEqual([
      {
        id: booking.id,
        date: '2030-03-04',
        time: '12:00',
        guests: 2,
        name: 'Guðrún Jónsdóttir',
        status: 'confirmed',
        block: false,
      },
    ]);
    expect(await offered(restaurant.id, '19:00')).toHaveLength(1);
    expect(await historyOf(base, tokens.owner)).toEqual([]);

    const kept = await app.client.inject('DELETE', `${url}?keepBookings=true`, tokens.owner);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(RemovalResponse.parse(kept.json())).toEqual({ outcome: 'withdrawn' });
    expect((await settingsOf(base, tokens.owner)).menus).toEqual([
      expect.objectContaining({ id: menu.id, isAvailable: false, upcomingBookings: 1 }),
    ]);
    expect(await offered(restaurant.id, '19:00')).toEqual([]);
    // The booking is untouched: same row, same menu and count.
    const db = app.t.database.db;
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toEqual(booking);
    expect(
      await db.select().from(bookingMenus).where(eq(bookingMenus.bookingId, booking.id)),
    ).toEqual([{ bookingId: booking.id, menuId: menu.id, count: 2 }]);
    const [entry] = await historyOf(base, tokens.owner);
    expect(entry?.changes).toEqual({
      menu: { from: 'Smakkseðill', to: 'Smakkseðill' },
      isAvailable: { from: true, to: false },
    });
  });

  it('takes a menu only past bookings chose off the menu without asking', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const menu = await createMenu(app.t.database.db, restaurant.id);
    await bookingWith(restaurant.id, menu.id, 'confirmed', '2030-02-20T19:00:00Z');
    const res = await app.client.inject('DELETE', `${base}/menus/${menu.id}`, tokens.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(RemovalResponse.parse(res.json())).toEqual({ outcome: 'withdrawn' });
    expect((await settingsOf(base, tokens.owner)).menus).toEqual([
      expect.objectContaining({ isAvailable: false, upcomingBookings: 0, everBooked: true }),
    ]);
  });
});
