import { randomUUID } from 'node:crypto';
import { TableBlock } from '@dekka/contracts/guest-list';
import { SpecialPeriod } from '@dekka/contracts/restaurant-settings';
import { MenusSettingsResponse } from '@dekka/contracts/restaurant-menus';
import { OrderingSetupResponse } from '@dekka/contracts/restaurant-ordering';
import { TablesSettingsResponse } from '@dekka/contracts/restaurant-tables';
import {
  MyRestaurantsResponse,
  TeamInvitation,
  TeamResponse,
  WorkspaceResponse,
} from '@dekka/contracts/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bookings,
  foodOrders,
  guests,
  restaurantPhotos,
  restaurants as restaurantRows,
  surveys,
  tables,
} from '../../src/db/schema.ts';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { insertPaidGiftCard } from '../gift-cards/gift-card-client.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountClient } from './account-client.ts';
import { mailbox } from './mailbox.ts';
import { addStaff } from './staff-fixtures.ts';

const clock = createTestClock();

const noTexts = { description: '', confirmationNote: '' };
/** A valid profile for the test restaurants (createBookingRestaurant's, in Reykjavík). */
const profileBody = {
  name: 'Renamed Bistro',
  address: 'Laugavegur 2, 101 Reykjavík',
  lat: 64.1466,
  lon: -21.9426,
  areaId: null,
  phone: '+354 555 1234',
  website: 'https://bistro.example.is',
  priceCategory: 2,
  texts: { is: noTexts, en: noTexts, es: noTexts, nb: noTexts, da: noTexts },
  categoryIds: [],
  occasionIds: [],
};
/** Valid payment settings: no payment, so the other routes' bookings stay as they are. */
const paymentsBody = {
  rule: 'none',
  amountPerGuest: 0,
  policyTexts: { is: '<p>Skilmálar</p>', en: '', es: '', nb: '', da: '' },
  requirePolicyAccept: true,
};
const noMenuTexts = { name: '', shortDescription: '', description: '' };
const menuTexts = (name: string) => ({
  is: { ...noMenuTexts, name },
  en: noMenuTexts,
  es: noMenuTexts,
  nb: noMenuTexts,
  da: noMenuTexts,
});
/** A valid set menu, offered on every floor plan at every time. */
const menuBody = {
  eventId: null,
  texts: menuTexts('Seðill dagsins'),
  price: 4900,
  paymentType: 'none',
  minGuests: 1,
  maxGuests: 0,
  isExclusive: false,
  isAvailable: true,
  availableFrom: null,
  availableTo: null,
  floorPlanIds: [],
};
/** A valid event; its address is made from its name. */
const eventBody = {
  slug: '',
  texts: menuTexts('Djasskvöld'),
  pricePerGuest: null,
  isChristmas: false,
};

type Caller = 'owner' | 'manager' | 'host' | 'outsider' | 'anonymous';
const orderingNames = (is: string) => ({
  is: { name: is },
  en: { name: '' },
  es: { name: '' },
  nb: { name: '' },
  da: { name: '' },
});
const orderingItemTexts = (is: string) => ({
  is: { name: is, description: '' },
  en: { name: '', description: '' },
  es: { name: '', description: '' },
  nb: { name: '', description: '' },
  da: { name: '', description: '' },
});
/** Valid ordering settings: takeaway only. */
const orderingSettingsBody = {
  takeaway: true,
  delivery: false,
  catering: false,
  paused: false,
  ordersPerSlot: 6,
  takeawayLeadMinutes: 20,
  deliveryLeadMinutes: 45,
  zones: [],
  cateringLeadHours: 48,
  cateringMinGuests: 10,
  cateringPayment: 'full',
  cateringDepositPercent: null,
};
const orderingCategoryBody = { texts: orderingNames('Drykkir'), position: 0 };
const orderingItemBody = (categoryId: number) => ({
  categoryId,
  texts: orderingItemTexts('Kaffi'),
  price: 690,
  allergens: [],
  dietary: ['vegan'],
  weekdays: null,
  availableFrom: null,
  availableTo: null,
  soldOut: false,
  position: 0,
  modes: ['takeaway'],
  optionGroups: [],
});
const cateringPackageBody = {
  texts: orderingItemTexts('Veisla'),
  pricePerPerson: 5900,
  minGuests: 10,
  position: 0,
};

type Target = 'own' | 'other';
type Route =
  | 'workspace'
  | 'guestList'
  | 'guestStatus'
  | 'tableOptions'
  | 'staffBooking'
  | 'changeBooking'
  | 'seatWaiting'
  | 'offerTable'
  | 'noShowFee'
  | 'block'
  | 'unblock'
  | 'team'
  | 'invite'
  | 'cancelInvitation'
  | 'removeMember'
  | 'surveyReply'
  | 'giftCardRedeem'
  | 'settingsHours'
  | 'saveSettingsHours'
  | 'addSpecialPeriod'
  | 'changeSpecialPeriod'
  | 'removeSpecialPeriod'
  | 'settingsRules'
  | 'saveSettingsRules'
  | 'settingsHistory'
  | 'settingsLook'
  | 'saveSettingsLook'
  | 'settingsPhotos'
  | 'uploadPhoto'
  | 'orderGallery'
  | 'changePhoto'
  | 'removePhoto'
  | 'settingsProfile'
  | 'saveSettingsProfile'
  | 'settingsPublishing'
  | 'saveSettingsPublishing'
  | 'settingsPayments'
  | 'saveSettingsPayments'
  | 'settingsTables'
  | 'addFloorPlan'
  | 'renameFloorPlan'
  | 'removeFloorPlan'
  | 'saveFloorPlanLayout'
  | 'addTable'
  | 'changeTable'
  | 'removeTable'
  | 'addCombination'
  | 'changeCombination'
  | 'removeCombination'
  | 'settingsMenus'
  | 'addMenu'
  | 'changeMenu'
  | 'removeMenu'
  | 'addEvent'
  | 'changeEvent'
  | 'removeEvent'
  | 'addOccurrence'
  | 'changeOccurrence'
  | 'removeOccurrence'
  | 'settingsOrdering'
  | 'saveSettingsOrdering'
  | 'addOrderingCategory'
  | 'changeOrderingCategory'
  | 'removeOrderingCategory'
  | 'addOrderingItem'
  | 'changeOrderingItem'
  | 'removeOrderingItem'
  | 'setItemSoldOut'
  | 'addCateringPackage'
  | 'changeCateringPackage'
  | 'removeCateringPackage'
  | 'orderBoard'
  | 'changeOrder'
  | 'report'
  | 'reportCsv'
  | 'listGuests'
  | 'exportGuests'
  | 'lookupGuests'
  | 'guestProfile'
  | 'updateGuest'
  | 'mergeGuests'
  | 'splitGuest';

/** Who gets through to each staff route at their own restaurant; everyone else is refused. */
const ALLOWED: Record<Route, readonly Caller[]> = {
  workspace: ['owner', 'manager', 'host'],
  guestList: ['owner', 'manager', 'host'],
  guestStatus: ['owner', 'manager', 'host'],
  tableOptions: ['owner', 'manager', 'host'],
  staffBooking: ['owner', 'manager', 'host'],
  changeBooking: ['owner', 'manager', 'host'],
  seatWaiting: ['owner', 'manager', 'host'],
  offerTable: ['owner', 'manager', 'host'],
  noShowFee: ['owner', 'manager'],
  block: ['owner', 'manager', 'host'],
  unblock: ['owner', 'manager', 'host'],
  team: ['owner', 'manager'],
  invite: ['owner'],
  cancelInvitation: ['owner'],
  removeMember: ['owner'],
  surveyReply: ['owner', 'manager'],
  giftCardRedeem: ['owner', 'manager', 'host'],
  settingsHours: ['owner', 'manager'],
  saveSettingsHours: ['owner', 'manager'],
  addSpecialPeriod: ['owner', 'manager'],
  changeSpecialPeriod: ['owner', 'manager'],
  removeSpecialPeriod: ['owner', 'manager'],
  settingsRules: ['owner', 'manager'],
  saveSettingsRules: ['owner', 'manager'],
  settingsHistory: ['owner', 'manager'],
  settingsLook: ['owner', 'manager'],
  settingsProfile: ['owner', 'manager'],
  saveSettingsProfile: ['owner', 'manager'],
  settingsPublishing: ['owner', 'manager'],
  saveSettingsPublishing: ['owner', 'manager'],
  settingsPayments: ['owner', 'manager'],
  saveSettingsPayments: ['owner', 'manager'],
  saveSettingsLook: ['owner', 'manager'],
  settingsPhotos: ['owner', 'manager'],
  uploadPhoto: ['owner', 'manager'],
  orderGallery: ['owner', 'manager'],
  changePhoto: ['owner', 'manager'],
  removePhoto: ['owner', 'manager'],
  settingsTables: ['owner', 'manager'],
  addFloorPlan: ['owner', 'manager'],
  renameFloorPlan: ['owner', 'manager'],
  removeFloorPlan: ['owner', 'manager'],
  saveFloorPlanLayout: ['owner', 'manager'],
  addTable: ['owner', 'manager'],
  changeTable: ['owner', 'manager'],
  removeTable: ['owner', 'manager'],
  addCombination: ['owner', 'manager'],
  changeCombination: ['owner', 'manager'],
  removeCombination: ['owner', 'manager'],
  settingsMenus: ['owner', 'manager'],
  addMenu: ['owner', 'manager'],
  changeMenu: ['owner', 'manager'],
  removeMenu: ['owner', 'manager'],
  addEvent: ['owner', 'manager'],
  changeEvent: ['owner', 'manager'],
  removeEvent: ['owner', 'manager'],
  addOccurrence: ['owner', 'manager'],
  changeOccurrence: ['owner', 'manager'],
  removeOccurrence: ['owner', 'manager'],
  settingsOrdering: ['owner', 'manager'],
  saveSettingsOrdering: ['owner', 'manager'],
  addOrderingCategory: ['owner', 'manager'],
  changeOrderingCategory: ['owner', 'manager'],
  removeOrderingCategory: ['owner', 'manager'],
  addOrderingItem: ['owner', 'manager'],
  changeOrderingItem: ['owner', 'manager'],
  removeOrderingItem: ['owner', 'manager'],
  // Whoever is on the floor marks an item sold out (docs/decisions/044-ordering-setup.md).
  setItemSoldOut: ['owner', 'manager', 'host'],
  addCateringPackage: ['owner', 'manager'],
  changeCateringPackage: ['owner', 'manager'],
  removeCateringPackage: ['owner', 'manager'],
  // The order board is run by whoever is on shift (docs/decisions/045-food-orders.md).
  orderBoard: ['owner', 'manager', 'host'],
  changeOrder: ['owner', 'manager', 'host'],
  // The business's numbers, money among them: those who run the restaurant.
  report: ['owner', 'manager'],
  reportCsv: ['owner', 'manager'],
  // Every role reads and keeps a guest's profile; the export and merges are for those who answer
  // for the restaurant's data (docs/decisions/068-guest-profiles.md).
  listGuests: ['owner', 'manager', 'host'],
  exportGuests: ['owner', 'manager'],
  lookupGuests: ['owner', 'manager', 'host'],
  guestProfile: ['owner', 'manager', 'host'],
  updateGuest: ['owner', 'manager', 'host'],
  mergeGuests: ['owner', 'manager'],
  splitGuest: ['owner', 'manager'],
};

/**
 * What an allowed caller gets, when not 200: the no-show fee route lets them through to the
 * booking, which has no kept card (409 fee_not_chargeable); a refused caller never gets that far.
 * The photo upload sends a HEIC, which only a caller let through to the file check is told is
 * not accepted (415); nothing is written.
 */
const ALLOWED_STATUS: Partial<Record<Route, number>> = { noShowFee: 409, uploadPhoto: 415 };

const CALLERS: readonly Caller[] = ['owner', 'manager', 'host', 'outsider', 'anonymous'];
const TARGETS: readonly Target[] = ['own', 'other'];
const ROUTES = Object.keys(ALLOWED) as Route[];

describe('staff routes: every route × every role × own and other restaurant', () => {
  let t: TestApp;
  const mail = mailbox();
  const restaurants: Record<Target, number> = { own: 0, other: 0 };
  const tokens = {} as Record<Caller, string>;

  let client: ReturnType<typeof accountClient>;

  /** An open invitation at the restaurant, made by its owner, for cancelling. */
  async function openInvitation(restaurantId: number, ownerToken: string): Promise<string> {
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/team/invitations`,
      ownerToken,
      { email: `invitee-${randomUUID().slice(0, 8)}@example.com`, role: 'host' },
    );
    return TeamInvitation.parse(res.json()).id;
  }

  let otherOwnerToken = '';
  // Each call that books or blocks takes a day of its own, so no two of them overlap.
  let days = 0;
  const nextDay = () => {
    days += 1;
    return new Date(Date.UTC(2031, 0, days)).toISOString().slice(0, 10);
  };

  /** A booking at the restaurant to act on (no tables), in `status`. */
  async function bookingAt(restaurantId: number, status: 'confirmed' | 'no_show' | 'waitlisted') {
    const booking = await createBooking(t.database.db, {
      restaurantId,
      tableIds: [],
      startAt: new Date('2030-03-04T19:00:00Z'),
      endAt: new Date('2030-03-04T21:00:00Z'),
      status: 'confirmed',
    });
    await t.database.db
      .update(bookings)
      .set({ status, isWaitingList: status === 'waitlisted' })
      .where(eq(bookings.id, booking.id));
    return booking.id;
  }

  /** A guest record of its own at the restaurant (no bookings, no contact). */
  async function guestAt(restaurantId: number) {
    const [row] = await t.database.db
      .insert(guests)
      .values({ restaurantId, name: 'Gestur' })
      .returning({ id: guests.id });
    if (!row) throw new Error('no guest');
    return row.id;
  }

  /** A booking at the restaurant and the guest it was matched to. */
  async function matchedBookingAt(restaurantId: number) {
    const bookingId = await bookingAt(restaurantId, 'confirmed');
    const [row] = await t.database.db
      .select({ guestId: bookings.guestId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return { bookingId, guestId: row?.guestId ?? 0 };
  }

  /** An answered survey of a past visit to the restaurant, to reply to. */
  async function surveyAt(restaurantId: number) {
    const bookingId = await bookingAt(restaurantId, 'confirmed');
    const [survey] = await t.database.db
      .insert(surveys)
      .values({
        bookingId,
        restaurantId,
        food: 4,
        service: 4,
        ambience: 4,
        value: 4,
        comment: 'Lovely evening',
        publish: true,
        firstName: 'Guðrún',
        visitMonth: '2030-03',
        createdAt: clock.now(),
      })
      .returning();
    if (!survey) throw new Error('no survey');
    return survey.id;
  }

  /** A paid gift card for any restaurant with 10 000 ISK on it, to take an amount off. */
  function giftCard() {
    return insertPaidGiftCard(t.database.db, { amount: 10_000, now: clock.now() });
  }

  /** A closed special period of one day at the restaurant, added by its owner, to change or remove. */
  async function specialPeriodAt(restaurantId: number, ownerToken: string) {
    const date = nextDay();
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/settings/special-periods`,
      ownerToken,
      { name: '', firstDate: date, lastDate: date, closed: true, services: [], keepBookings: true },
    );
    return SpecialPeriod.parse(res.json()).id;
  }

  /** A new empty floor plan at the restaurant, added by its owner, to rename or remove. */
  async function floorPlanAt(restaurantId: number, ownerToken: string) {
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/settings/floor-plans`,
      ownerToken,
      { name: `Salur ${randomUUID().slice(0, 8)}` },
    );
    return TablesSettingsResponse.parse(res.json()).floorPlans.at(-1)?.id ?? 0;
  }

  /** A new table (never booked) in a floor plan of the restaurant, added by its owner. */
  async function tableAt(restaurantId: number, ownerToken: string, floorPlanId: number) {
    const name = `B-${randomUUID().slice(0, 8)}`;
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/settings/tables`,
      ownerToken,
      { floorPlanId, name, minGuests: 1, maxGuests: 4, bookableOnline: true },
    );
    const plan = TablesSettingsResponse.parse(res.json()).floorPlans.find(
      (candidate) => candidate.id === floorPlanId,
    );
    return plan?.tables.find((table) => table.name === name)?.id ?? 0;
  }

  /** Two new tables in a new floor plan of the restaurant, joined by its owner. */
  async function combinationAt(restaurantId: number, ownerToken: string) {
    const floorPlanId = await floorPlanAt(restaurantId, ownerToken);
    const tableIds = [
      await tableAt(restaurantId, ownerToken, floorPlanId),
      await tableAt(restaurantId, ownerToken, floorPlanId),
    ];
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/settings/combinations`,
      ownerToken,
      { tableIds, minGuests: 5, maxGuests: 8 },
    );
    const plan = TablesSettingsResponse.parse(res.json()).floorPlans.find(
      (candidate) => candidate.id === floorPlanId,
    );
    return { floorPlanId, tableIds, combinationId: plan?.combinations[0]?.id ?? 0 };
  }

  /** A new set menu (never booked) at the restaurant, added by its owner. */
  async function menuAt(restaurantId: number, ownerToken: string) {
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/settings/menus`,
      ownerToken,
      menuBody,
    );
    return MenusSettingsResponse.parse(res.json()).menus.at(-1)?.id ?? 0;
  }

  /** A new event at the restaurant with one date (never booked), added by its owner. */
  async function eventAt(restaurantId: number, ownerToken: string) {
    const base = `/api/restaurant/${restaurantId}/settings/events`;
    const added = await client.inject('POST', base, ownerToken, eventBody);
    const eventId = MenusSettingsResponse.parse(added.json()).events.at(-1)?.id ?? 0;
    const dated = await client.inject('POST', `${base}/${eventId}/occurrences`, ownerToken, {
      date: nextDay(),
      starts: '20:00',
      ends: '22:00',
      ticketCapacity: 20,
    });
    const event = MenusSettingsResponse.parse(dated.json()).events.find((e) => e.id === eventId);
    return { eventId, occurrenceId: event?.occurrences[0]?.id ?? 0 };
  }

  /** A new ordering category at the restaurant, added by its owner. */
  async function orderingCategoryAt(restaurantId: number, ownerToken: string) {
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/settings/ordering/categories`,
      ownerToken,
      orderingCategoryBody,
    );
    return OrderingSetupResponse.parse(res.json()).categories.at(-1)?.id ?? 0;
  }

  /** A new ordering item in a new category of the restaurant, added by its owner. */
  async function orderingItemAt(restaurantId: number, ownerToken: string) {
    const categoryId = await orderingCategoryAt(restaurantId, ownerToken);
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/settings/ordering/items`,
      ownerToken,
      orderingItemBody(categoryId),
    );
    return OrderingSetupResponse.parse(res.json()).items.at(-1)?.id ?? 0;
  }

  /** A new catering package at the restaurant, added by its owner. */
  async function cateringPackageAt(restaurantId: number, ownerToken: string) {
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/settings/ordering/packages`,
      ownerToken,
      cateringPackageBody,
    );
    return OrderingSetupResponse.parse(res.json()).packages.at(-1)?.id ?? 0;
  }

  /** A paid takeaway order at the restaurant, waiting for the kitchen to accept it. */
  async function placedOrderAt(restaurantId: number) {
    const [row] = await t.database.db
      .insert(foodOrders)
      .values({
        restaurantId,
        mode: 'takeaway',
        status: 'placed',
        slotAt: new Date('2030-03-04T12:00:00Z'),
        slotLocal: '2030-03-04T12:00',
        firstName: 'Jón',
        lastName: 'Jónsson',
        email: 'jon@example.is',
        phone: '+354 555 1234',
        language: 'is',
        currency: 'ISK',
        subtotal: 2000,
        total: 2000,
        payNow: 2000,
        expiresAt: new Date('2030-03-01T12:10:00Z'),
        placedAt: clock.now(),
      })
      .returning({ id: foodOrders.id });
    return row?.id ?? 0;
  }

  /** The week createBookingRestaurant opens: 11:00–23:00, last seating 21:00, every day. */
  const SAME_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    name: '',
    opens: '11:00',
    closes: '23:00',
    lastSeating: '21:00',
  }));

  async function slugOf(restaurantId: number) {
    const [row] = await t.database.db
      .select({ slug: restaurantRows.slug })
      .from(restaurantRows)
      .where(eq(restaurantRows.id, restaurantId));
    if (!row) throw new Error('no restaurant');
    return row.slug;
  }

  /** A table of the restaurant's own for one call, so seatings now never collide. */
  async function freshTable(restaurantId: number) {
    const [some] = await t.database.db
      .select()
      .from(tables)
      .where(eq(tables.restaurantId, restaurantId));
    if (!some) throw new Error('no table');
    const [table] = await t.database.db
      .insert(tables)
      .values({
        restaurantId,
        floorPlanId: some.floorPlanId,
        name: 'X',
        minGuests: 1,
        maxGuests: 8,
      })
      .returning();
    if (!table) throw new Error('no table');
    return table.id;
  }

  async function blockAt(restaurantId: number, token: string) {
    const day = nextDay();
    return client.inject('POST', `/api/restaurant/${restaurantId}/guestlist/blocks`, token, {
      tableIds: [await freshTable(restaurantId)],
      startsAt: `${day}T12:00`,
      endsAt: `${day}T14:00`,
    });
  }

  beforeAll(async () => {
    // Every route × every caller, with the calls that set each case up, is more than the 300
    // requests a minute one address may make; the limit has tests of its own.
    t = await buildTestApp({ clock, mail: mail.transport, env: { RATE_LIMIT_MAX: '5000' } });
    client = accountClient(t.app, mail);
    const db = t.database.db;
    restaurants.own = (await createBookingRestaurant(db)).id;
    restaurants.other = (await createBookingRestaurant(db)).id;
    for (const role of ['owner', 'manager', 'host'] as const) {
      const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
      await addStaff(db, restaurants.own, role, email);
      tokens[role] = await client.signIn(email);
    }
    tokens.outsider = await client.signIn(`outsider-${randomUUID().slice(0, 8)}@example.com`);
    tokens.anonymous = await client.anonymous();
    const otherOwner = `owner-b-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(db, restaurants.other, 'owner', otherOwner);
    otherOwnerToken = await client.signIn(otherOwner);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Calls the route as `caller` against the target restaurant, with a real thing to act on. */
  /** A gallery photo row at the restaurant (no files: nothing here loads them). */
  async function photoAt(restaurantId: number): Promise<number> {
    const [row] = await t.database.db
      .insert(restaurantPhotos)
      .values({
        restaurantId,
        kind: 'gallery',
        width: 10,
        height: 10,
        variants: [{ format: 'webp', width: 10, height: 10, key: `r${restaurantId}/test-10.webp` }],
      })
      .returning({ id: restaurantPhotos.id });
    return row?.id ?? 0;
  }

  async function call(route: Route, caller: Caller, target: Target) {
    const id = restaurants[target];
    const token = tokens[caller];
    const ownerOfTarget = target === 'own' ? tokens.owner : otherOwnerToken;
    switch (route) {
      case 'workspace':
        return client.inject('GET', `/api/restaurant/${id}/workspace`, token);
      case 'guestList':
        return client.inject('GET', `/api/restaurant/${id}/guestlist/2030-03-04`, token);
      case 'tableOptions':
        return client.inject(
          'GET',
          `/api/restaurant/${id}/guestlist/tables?guests=2&startsAt=2030-03-04T19:00`,
          token,
        );
      case 'guestStatus': {
        const booking = await createBooking(t.database.db, {
          restaurantId: id,
          tableIds: [],
          startAt: new Date('2030-03-04T19:00:00Z'),
          endAt: new Date('2030-03-04T21:00:00Z'),
          status: 'confirmed',
        });
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/guestlist/bookings/${booking.id}/status`,
          token,
          { status: 'arrived' },
        );
      }
      case 'staffBooking':
        return client.inject('POST', `/api/restaurant/${id}/guestlist/bookings`, token, {
          kind: 'phone',
          startsAt: `${nextDay()}T19:00`,
          guests: 2,
        });
      case 'changeBooking': {
        const bookingId = await bookingAt(id, 'confirmed');
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/guestlist/bookings/${bookingId}`,
          token,
          {
            internalNote: 'Anniversary',
          },
        );
      }
      case 'seatWaiting': {
        const bookingId = await bookingAt(id, 'waitlisted');
        return client.inject(
          'POST',
          `/api/restaurant/${id}/guestlist/bookings/${bookingId}/seat`,
          token,
          { tableIds: [await freshTable(id)] },
        );
      }
      case 'offerTable': {
        const bookingId = await bookingAt(id, 'waitlisted');
        return client.inject(
          'POST',
          `/api/restaurant/${id}/guestlist/bookings/${bookingId}/offer`,
          token,
          { tableId: await freshTable(id) },
        );
      }
      case 'listGuests':
        return client.inject('GET', `/api/restaurant/${id}/guests?sort=visits`, token);
      case 'exportGuests':
        return client.inject('GET', `/api/restaurant/${id}/guests/export`, token);
      case 'lookupGuests':
        return client.inject('GET', `/api/restaurant/${id}/guests/lookup?phone=5812`, token);
      case 'guestProfile':
        return client.inject('GET', `/api/restaurant/${id}/guests/${await guestAt(id)}`, token);
      case 'updateGuest':
        return client.inject('PATCH', `/api/restaurant/${id}/guests/${await guestAt(id)}`, token, {
          tags: ['vip'],
        });
      case 'mergeGuests':
        return client.inject(
          'POST',
          `/api/restaurant/${id}/guests/${await guestAt(id)}/merge`,
          token,
          { otherGuestId: await guestAt(id) },
        );
      case 'splitGuest': {
        const { bookingId, guestId } = await matchedBookingAt(id);
        return client.inject('POST', `/api/restaurant/${id}/guests/${guestId}/split`, token, {
          bookingIds: [bookingId],
        });
      }
      case 'noShowFee': {
        const bookingId = await bookingAt(id, 'no_show');
        return client.inject(
          'POST',
          `/api/restaurant/${id}/guestlist/bookings/${bookingId}/no-show-fee`,
          token,
        );
      }
      case 'block':
        return blockAt(id, token);
      case 'unblock': {
        const block = TableBlock.parse((await blockAt(id, ownerOfTarget)).json());
        return client.inject('DELETE', `/api/restaurant/${id}/guestlist/blocks/${block.id}`, token);
      }
      case 'team':
        return client.inject('GET', `/api/restaurant/${id}/team`, token);
      case 'invite':
        return client.inject('POST', `/api/restaurant/${id}/team/invitations`, token, {
          email: `new-${randomUUID().slice(0, 8)}@example.com`,
          role: 'host',
        });
      case 'cancelInvitation': {
        const invitationId = await openInvitation(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/team/invitations/${invitationId}`,
          token,
        );
      }
      case 'removeMember': {
        const userId = await addStaff(
          t.database.db,
          id,
          'host',
          `leaver-${randomUUID().slice(0, 8)}@example.com`,
        );
        return client.inject('DELETE', `/api/restaurant/${id}/team/members/${userId}`, token);
      }
      case 'giftCardRedeem':
        return client.inject('POST', `/api/restaurant/${id}/giftcards/redeem`, token, {
          code: await giftCard(),
          amount: 1_000,
        });
      case 'settingsHours':
        return client.inject('GET', `/api/restaurant/${id}/settings/hours`, token);
      case 'saveSettingsHours':
        return client.inject('PUT', `/api/restaurant/${id}/settings/hours`, token, {
          services: SAME_WEEK,
          keepBookings: true,
        });
      case 'addSpecialPeriod': {
        const date = nextDay();
        return client.inject('POST', `/api/restaurant/${id}/settings/special-periods`, token, {
          name: 'Hádegi',
          firstDate: date,
          lastDate: date,
          closed: false,
          services: [{ opens: '12:00', closes: '15:00', lastSeating: '13:30' }],
          keepBookings: true,
        });
      }
      case 'changeSpecialPeriod': {
        const periodId = await specialPeriodAt(id, ownerOfTarget);
        const date = nextDay();
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/special-periods/${periodId}`,
          token,
          {
            name: '',
            firstDate: date,
            lastDate: date,
            closed: true,
            services: [],
            keepBookings: true,
          },
        );
      }
      case 'removeSpecialPeriod': {
        const periodId = await specialPeriodAt(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/settings/special-periods/${periodId}?keepBookings=true`,
          token,
        );
      }
      case 'settingsRules':
        return client.inject('GET', `/api/restaurant/${id}/settings/rules`, token);
      case 'saveSettingsRules': {
        const rules = (
          await client.inject('GET', `/api/restaurant/${id}/settings/rules`, ownerOfTarget)
        ).json();
        return client.inject('PUT', `/api/restaurant/${id}/settings/rules`, token, rules);
      }
      case 'settingsHistory':
        return client.inject('GET', `/api/restaurant/${id}/settings/history`, token);
      case 'settingsLook':
        return client.inject('GET', `/api/restaurant/${id}/settings/look`, token);
      case 'saveSettingsLook':
        return client.inject('PUT', `/api/restaurant/${id}/settings/look`, token, {
          primary: '#0b4f6c',
        });
      case 'settingsPhotos':
        return client.inject('GET', `/api/restaurant/${id}/settings/photos`, token);
      case 'uploadPhoto':
        return t.app.inject({
          method: 'POST',
          url: `/api/restaurant/${id}/settings/photos/gallery`,
          payload: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheicmif1heic')]),
          headers: {
            'content-type': 'image/heic',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
      case 'orderGallery':
        return client.inject('PUT', `/api/restaurant/${id}/settings/photos/order`, token, {
          photoIds: (
            await client.inject('GET', `/api/restaurant/${id}/settings/photos`, ownerOfTarget)
          )
            .json<{ gallery: { id: number }[] }>()
            .gallery.map((photo) => photo.id),
        });
      case 'changePhoto':
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/photos/${await photoAt(id)}`,
          token,
          { alt: { en: 'The dining room' } },
        );
      case 'removePhoto':
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/settings/photos/${await photoAt(id)}`,
          token,
        );
      case 'settingsProfile':
        return client.inject('GET', `/api/restaurant/${id}/settings/profile`, token);
      case 'saveSettingsProfile':
        return client.inject('PUT', `/api/restaurant/${id}/settings/profile`, token, profileBody);
      case 'settingsPublishing':
        return client.inject('GET', `/api/restaurant/${id}/settings/publishing`, token);
      case 'saveSettingsPublishing':
        // Already published, with hours and tables: saving it so changes nothing.
        return client.inject('PUT', `/api/restaurant/${id}/settings/publishing`, token, {
          published: true,
        });
      case 'settingsPayments':
        return client.inject('GET', `/api/restaurant/${id}/settings/payments`, token);
      case 'saveSettingsPayments':
        return client.inject('PUT', `/api/restaurant/${id}/settings/payments`, token, paymentsBody);
      case 'settingsTables':
        return client.inject('GET', `/api/restaurant/${id}/settings/tables`, token);
      case 'addFloorPlan':
        return client.inject('POST', `/api/restaurant/${id}/settings/floor-plans`, token, {
          name: 'Verönd',
        });
      case 'renameFloorPlan': {
        const planId = await floorPlanAt(id, ownerOfTarget);
        return client.inject('PUT', `/api/restaurant/${id}/settings/floor-plans/${planId}`, token, {
          name: 'Garður',
        });
      }
      case 'removeFloorPlan': {
        const planId = await floorPlanAt(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/settings/floor-plans/${planId}`,
          token,
        );
      }
      case 'saveFloorPlanLayout': {
        // A new floor plan's own table: placing it never meets another table's cell.
        const planId = await floorPlanAt(id, ownerOfTarget);
        const tableId = await tableAt(id, ownerOfTarget, planId);
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/floor-plans/${planId}/layout`,
          token,
          { tables: [{ id: tableId, x: 0, y: 0, shape: 'round' }] },
        );
      }
      case 'addTable':
        return client.inject('POST', `/api/restaurant/${id}/settings/tables`, token, {
          floorPlanId: await floorPlanAt(id, ownerOfTarget),
          name: `Gluggi ${randomUUID().slice(0, 8)}`,
          minGuests: 2,
          maxGuests: 4,
          bookableOnline: true,
        });
      case 'changeTable': {
        const floorPlanId = await floorPlanAt(id, ownerOfTarget);
        const tableId = await tableAt(id, ownerOfTarget, floorPlanId);
        return client.inject('PUT', `/api/restaurant/${id}/settings/tables/${tableId}`, token, {
          floorPlanId,
          name: `C-${randomUUID().slice(0, 8)}`,
          minGuests: 2,
          maxGuests: 6,
          bookableOnline: false,
        });
      }
      case 'removeTable': {
        const tableId = await tableAt(id, ownerOfTarget, await floorPlanAt(id, ownerOfTarget));
        return client.inject('DELETE', `/api/restaurant/${id}/settings/tables/${tableId}`, token);
      }
      case 'addCombination': {
        const floorPlanId = await floorPlanAt(id, ownerOfTarget);
        return client.inject('POST', `/api/restaurant/${id}/settings/combinations`, token, {
          tableIds: [
            await tableAt(id, ownerOfTarget, floorPlanId),
            await tableAt(id, ownerOfTarget, floorPlanId),
          ],
          minGuests: 5,
          maxGuests: 8,
        });
      }
      case 'changeCombination': {
        const { combinationId, tableIds } = await combinationAt(id, ownerOfTarget);
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/combinations/${combinationId}`,
          token,
          { tableIds, minGuests: 4, maxGuests: 8 },
        );
      }
      case 'removeCombination': {
        const { combinationId } = await combinationAt(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/settings/combinations/${combinationId}`,
          token,
        );
      }
      case 'settingsMenus':
        return client.inject('GET', `/api/restaurant/${id}/settings/menus`, token);
      case 'addMenu':
        return client.inject('POST', `/api/restaurant/${id}/settings/menus`, token, menuBody);
      case 'changeMenu': {
        const menuId = await menuAt(id, ownerOfTarget);
        return client.inject('PUT', `/api/restaurant/${id}/settings/menus/${menuId}`, token, {
          ...menuBody,
          price: 5900,
        });
      }
      case 'removeMenu': {
        const menuId = await menuAt(id, ownerOfTarget);
        return client.inject('DELETE', `/api/restaurant/${id}/settings/menus/${menuId}`, token);
      }
      case 'addEvent':
        return client.inject('POST', `/api/restaurant/${id}/settings/events`, token, eventBody);
      case 'changeEvent': {
        const { eventId } = await eventAt(id, ownerOfTarget);
        return client.inject('PUT', `/api/restaurant/${id}/settings/events/${eventId}`, token, {
          ...eventBody,
          pricePerGuest: 2500,
        });
      }
      case 'removeEvent': {
        const { eventId } = await eventAt(id, ownerOfTarget);
        return client.inject('DELETE', `/api/restaurant/${id}/settings/events/${eventId}`, token);
      }
      case 'addOccurrence': {
        const { eventId } = await eventAt(id, ownerOfTarget);
        return client.inject(
          'POST',
          `/api/restaurant/${id}/settings/events/${eventId}/occurrences`,
          token,
          { date: nextDay(), starts: '19:00', ends: '23:00', ticketCapacity: 30 },
        );
      }
      case 'changeOccurrence': {
        const { eventId, occurrenceId } = await eventAt(id, ownerOfTarget);
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/events/${eventId}/occurrences/${occurrenceId}`,
          token,
          { date: nextDay(), starts: '19:00', ends: '23:00', ticketCapacity: 30 },
        );
      }
      case 'removeOccurrence': {
        const { eventId, occurrenceId } = await eventAt(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/settings/events/${eventId}/occurrences/${occurrenceId}`,
          token,
        );
      }
      case 'settingsOrdering':
        return client.inject('GET', `/api/restaurant/${id}/settings/ordering`, token);
      case 'saveSettingsOrdering':
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/ordering`,
          token,
          orderingSettingsBody,
        );
      case 'addOrderingCategory':
        return client.inject(
          'POST',
          `/api/restaurant/${id}/settings/ordering/categories`,
          token,
          orderingCategoryBody,
        );
      case 'changeOrderingCategory': {
        const categoryId = await orderingCategoryAt(id, ownerOfTarget);
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/ordering/categories/${categoryId}`,
          token,
          { ...orderingCategoryBody, position: 3 },
        );
      }
      case 'removeOrderingCategory': {
        const categoryId = await orderingCategoryAt(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/settings/ordering/categories/${categoryId}`,
          token,
        );
      }
      case 'addOrderingItem': {
        const categoryId = await orderingCategoryAt(id, ownerOfTarget);
        return client.inject(
          'POST',
          `/api/restaurant/${id}/settings/ordering/items`,
          token,
          orderingItemBody(categoryId),
        );
      }
      case 'changeOrderingItem': {
        const itemId = await orderingItemAt(id, ownerOfTarget);
        const setup = await client.inject(
          'GET',
          `/api/restaurant/${id}/settings/ordering`,
          ownerOfTarget,
        );
        const item = OrderingSetupResponse.parse(setup.json()).items.find((i) => i.id === itemId);
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/ordering/items/${itemId}`,
          token,
          { ...orderingItemBody(item?.categoryId ?? 0), price: 1990 },
        );
      }
      case 'removeOrderingItem': {
        const itemId = await orderingItemAt(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/settings/ordering/items/${itemId}`,
          token,
        );
      }
      case 'setItemSoldOut': {
        const itemId = await orderingItemAt(id, ownerOfTarget);
        return client.inject(
          'PATCH',
          `/api/restaurant/${id}/settings/ordering/items/${itemId}/sold-out`,
          token,
          { soldOut: true },
        );
      }
      case 'addCateringPackage':
        return client.inject(
          'POST',
          `/api/restaurant/${id}/settings/ordering/packages`,
          token,
          cateringPackageBody,
        );
      case 'changeCateringPackage': {
        const packageId = await cateringPackageAt(id, ownerOfTarget);
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/settings/ordering/packages/${packageId}`,
          token,
          { ...cateringPackageBody, minGuests: 12 },
        );
      }
      case 'removeCateringPackage': {
        const packageId = await cateringPackageAt(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/settings/ordering/packages/${packageId}`,
          token,
        );
      }
      case 'orderBoard':
        return client.inject('GET', `/api/restaurant/${id}/orders?date=2030-03-04`, token);
      case 'changeOrder': {
        const orderId = await placedOrderAt(id);
        return client.inject('PATCH', `/api/restaurant/${id}/orders/${orderId}`, token, {
          action: 'accept',
          prepMinutes: 15,
        });
      }
      case 'report':
        return client.inject(
          'GET',
          `/api/restaurant/${id}/reports?from=2030-03-01&to=2030-03-31`,
          token,
        );
      case 'reportCsv':
        return client.inject(
          'GET',
          `/api/restaurant/${id}/reports/export?from=2030-03-01&to=2030-03-31`,
          token,
        );
      case 'surveyReply': {
        const surveyId = await surveyAt(id);
        return client.inject(
          'PUT',
          `/api/web/staff/${await slugOf(id)}/surveys/${surveyId}/reply`,
          token,
          { reply: 'Thank you for coming!' },
        );
      }
    }
  }

  const cases = ROUTES.flatMap((route) =>
    CALLERS.flatMap((caller) =>
      TARGETS.map((target) => {
        const allowed = target === 'own' && ALLOWED[route].includes(caller);
        // Anonymous identities are not signed in at all; everyone else signed in is refused.
        const expected = allowed
          ? (ALLOWED_STATUS[route] ?? 200)
          : caller === 'anonymous'
            ? 401
            : 403;
        return [route, caller, target, expected] as const;
      }),
    ),
  );

  it('covers 82 routes × 5 callers × 2 restaurants', () => {
    expect(cases).toHaveLength(820);
  });

  it.each(cases)('%s as %s at the %s restaurant → %i', async (route, caller, target, expected) => {
    const res = await call(route, caller, target);
    expect(res.statusCode, res.body).toBe(expected);
    // A refusal says why and nothing else: no diner's data reaches those refused.
    if (expected === 401 || expected === 403) {
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'requestId']);
    }
  });

  it('answers without a token with 401, and for a restaurant that does not exist with 403', async () => {
    expect(
      (await client.inject('GET', `/api/restaurant/${restaurants.own}/workspace`, null)).statusCode,
    ).toBe(401);
    expect(
      (await client.inject('GET', '/api/restaurant/999999/workspace', tokens.owner)).statusCode,
    ).toBe(403);
  });

  it('shows the workspace and the team to those allowed', async () => {
    const workspace = WorkspaceResponse.parse(
      (
        await client.inject('GET', `/api/restaurant/${restaurants.own}/workspace`, tokens.host)
      ).json(),
    );
    expect(workspace.role).toBe('host');
    // Today's only bookings: the three waiting-list parties of two the allowed callers seated
    // now; the blocks and the bookings on other days do not count.
    expect(workspace.today).toMatchObject({ date: '2030-03-01', bookings: 3, covers: 6 });
    const team = TeamResponse.parse(
      (
        await client.inject('GET', `/api/restaurant/${restaurants.own}/team`, tokens.manager)
      ).json(),
    );
    expect(team.members.map((m) => m.role)).toEqual(
      expect.arrayContaining(['owner', 'manager', 'host']),
    );
    const mine = MyRestaurantsResponse.parse(
      (await client.inject('GET', '/api/web/my/restaurants', tokens.manager)).json(),
    );
    expect(mine.restaurants).toEqual([
      expect.objectContaining({ restaurantId: restaurants.own, role: 'manager' }),
    ]);
  });
});
