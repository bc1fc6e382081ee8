import type {
  GuestListEntry,
  GuestListResponse,
  GuestListTable,
  GuestStatusRequest,
  OfferTableRequest,
  SeatWaitingRequest,
  StaffBookingChange,
  StaffBookingRequest,
  TableBlock,
  TableBlockRequest,
  TableOptionsResponse,
} from '@dekka/contracts/guest-list';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen } from '@testing-library/react';
import { json, stubApi } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

/*
 * The guest list's server for the page's tests: Hafnarljós (restaurant 7) on 4 December 2026,
 * its tables and a block, and every staff route, whose changes stick as on the server.
 */

export const MINE: MyRestaurantsResponse = {
  restaurants: [
    { restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role: 'host', sellsFood: true },
  ],
};

/** The staff routes' answer for someone in `role` at Hafnarljós (MINE is a host). */
export function signedInAs(role: MyRestaurantsResponse['restaurants'][number]['role']) {
  const restaurants = MINE.restaurants.map((restaurant) => ({ ...restaurant, role }));
  return { 'GET /api/web/my/restaurants': () => json({ restaurants }) };
}

/** Ids unlike the names, so a test sees which of the two is sent. */
export const TABLES: GuestListTable[] = [
  table({ id: 11, name: '1', minGuests: 1, maxGuests: 2, layout: { x: 1, y: 1 } }),
  table({ id: 12, name: '2', minGuests: 2, maxGuests: 4, layout: { x: 4, y: 1 } }),
  table({ id: 14, name: '4', minGuests: 2, maxGuests: 4, shape: 'round' }),
  table({ id: 15, name: '5', minGuests: 2, maxGuests: 4, shape: 'round' }),
  table({ id: 16, name: '6', minGuests: 4, maxGuests: 6, shape: 'long', layout: { x: 1, y: 4 } }),
  {
    ...table({ id: 18, name: '8', minGuests: 6, maxGuests: 10 }),
    floorPlanId: 2,
    floorPlan: 'Terrace',
  },
];

/** A table in the main room, square and not yet placed unless `more` says otherwise. */
function table(
  more: Pick<GuestListTable, 'id' | 'name' | 'minGuests' | 'maxGuests'> & Partial<GuestListTable>,
): GuestListTable {
  return { floorPlanId: 1, floorPlan: 'Dining room', shape: 'square', layout: null, ...more };
}
const nameOf = (id: number) => TABLES.find((table) => table.id === id)?.name ?? String(id);

export function entry(more: Partial<GuestListEntry> & Pick<GuestListEntry, 'id'>): GuestListEntry {
  return {
    startsAt: '2026-12-04T19:00',
    endsAt: '2026-12-04T21:00',
    guests: 2,
    name: null,
    phone: null,
    email: null,
    status: 'confirmed',
    isWaitingList: false,
    tables: [],
    tableIds: [],
    menus: [],
    eventName: null,
    payment: 'none',
    specialRequest: null,
    source: 'web',
    visits: 0,
    cancelReason: null,
    seatedAt: null,
    internalNote: null,
    noShowFee: null,
    offer: null,
    ...more,
  };
}

export const ANNA = entry({
  id: 4711,
  name: 'Anna Jónsdóttir',
  guests: 4,
  phone: '+354 555 1234',
  email: 'anna@example.is',
  tables: ['4', '5'],
  tableIds: [14, 15],
  menus: [{ name: 'Jólamatseðill', count: 2 }],
  eventName: 'Jólahlaðborð',
  payment: 'prepaid',
  specialRequest: 'Window table, please',
  internalNote: 'Regulars: the owner knows them',
  visits: 2,
});
export const GUNNAR = entry({
  id: 4702,
  startsAt: '2026-12-04T18:00',
  endsAt: '2026-12-04T20:00',
  name: 'Gunnar Pálsson',
  status: 'arrived',
  source: 'phone',
  tables: ['2'],
  tableIds: [12],
  payment: 'guaranteed',
  noShowFee: { amount: 8000, currency: 'ISK' },
});
export const WALK_IN = entry({
  id: 4720,
  startsAt: '2026-12-04T20:10',
  endsAt: '2026-12-04T21:40',
  guests: 3,
  status: 'seated',
  source: 'walk_in',
  tables: ['6'],
  tableIds: [16],
});
export const SIGGA = entry({
  id: 4705,
  startsAt: '2026-12-04T18:30',
  name: 'Sigríður Ólafsdóttir',
  guests: 6,
  status: 'cancelled',
  cancelReason: 'Private party',
  payment: 'refunded',
  tables: ['8'],
  tableIds: [18],
});
export const BJARNI = entry({
  id: 4730,
  startsAt: '2026-12-04T21:00',
  endsAt: '2026-12-04T23:00',
  name: 'Bjarni Benediktsson',
  guests: 4,
  status: 'waitlisted',
  isWaitingList: true,
});
export const BLOCK: TableBlock = {
  id: 31,
  tableIds: [18],
  tables: ['8'],
  startsAt: '2026-12-04T18:00',
  endsAt: '2026-12-04T20:00',
  reason: 'Broken chair',
};

export function day(
  date: string,
  entries: GuestListEntry[],
  blocks: TableBlock[] = [],
): GuestListResponse {
  return {
    restaurant: {
      id: 7,
      slug: 'hafnarljos',
      name: 'Hafnarljós',
      timeZone: 'Atlantic/Reykjavik',
      noShowGraceMinutes: 15,
    },
    date,
    today: '2026-12-04',
    services: [
      { name: 'Lunch', opens: '11:30', closes: '14:00' },
      { name: 'Dinner', opens: '17:00', closes: '23:00' },
    ],
    entries: entries.map((e) => ({
      ...e,
      startsAt: `${date}${e.startsAt.slice(10)}`,
      endsAt: `${date}${e.endsAt.slice(10)}`,
    })),
    tables: TABLES,
    blocks,
  };
}

export const LIST = (date: string) => `GET /api/restaurant/7/guestlist/${date}`;
export const STATUS = (id: number) => `PUT /api/restaurant/7/guestlist/bookings/${id}/status`;
export const BOOKINGS = 'POST /api/restaurant/7/guestlist/bookings';
export const BOOKING = (id: number) => `PUT /api/restaurant/7/guestlist/bookings/${id}`;
export const SEAT = (id: number) => `POST /api/restaurant/7/guestlist/bookings/${id}/seat`;
export const OFFER = (id: number) => `POST /api/restaurant/7/guestlist/bookings/${id}/offer`;
export const FEE = (id: number) => `POST /api/restaurant/7/guestlist/bookings/${id}/no-show-fee`;
export const BLOCKS = 'POST /api/restaurant/7/guestlist/blocks';
const TABLE_OPTIONS = 'GET /api/restaurant/7/guestlist/tables';
export const REMOVE_BLOCK = (id: number) => `DELETE /api/restaurant/7/guestlist/blocks/${id}`;

/** Local "2026-12-04T19:00" plus minutes, as the same form (Reykjavík keeps UTC all year). */
const plusMinutes = (local: string, minutes: number) =>
  new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/**
 * The pickers' question as the server answers it, for the parties and blocks the fake holds:
 * 2-hour sittings from `startsAt` (now: 19:45), a table taken when a party that keeps its table
 * or a block overlaps; the suggestion is the smallest free table that seats the party.
 */
function tableOptions(
  search: string,
  entries: readonly GuestListEntry[],
  blocks: readonly TableBlock[],
): TableOptionsResponse {
  const query = new URLSearchParams(search);
  const guests = Number(query.get('guests'));
  const bookingId = Number(query.get('bookingId') ?? 0);
  const startsAt = query.get('startsAt') ?? '2026-12-04T19:45';
  const endsAt = plusMinutes(startsAt, 120);
  const keeps = entries.filter(
    (e) =>
      e.id !== bookingId &&
      ['confirmed', 'arrived', 'seated'].includes(e.status) &&
      e.startsAt < endsAt &&
      startsAt < e.endsAt,
  );
  const blocked = blocks.filter((b) => b.startsAt < endsAt && startsAt < b.endsAt);
  const taken = new Set([...keeps, ...blocked].flatMap((e) => e.tableIds));
  const options = TABLES.map((table) => {
    const free = !taken.has(table.id);
    return {
      id: table.id,
      free,
      fits: free && table.minGuests <= guests && guests <= table.maxGuests,
    };
  });
  const best = TABLES.filter((table) => options.find((o) => o.id === table.id)?.fits).sort(
    (a, b) => a.maxGuests - b.maxGuests,
  )[0];
  return { startsAt, endsAt, tables: options, suggestion: best ? [best.id] : null };
}

/** The id the fake gives the next block made. */
export const NEW_BLOCK_ID = 40;
/** The id the fake gives the next booking made. */
const NEW_BOOKING_ID = 5000;

export function refusal(code: string, status: number): Response {
  return json({ code, message: code, requestId: 'r' }, { status });
}

export const DEFAULT_ENTRIES = [ANNA, GUNNAR, WALK_IN, SIGGA, BJARNI];

/**
 * The guest list's server: 4 December has the parties given (the five above unless said) and
 * BLOCK, 5 December one party, 3 December none. Every change sticks; `extra` overrides a route.
 */
export function stubGuestList(
  extra: Record<string, (call: StubCall) => Response> = {},
  initial: GuestListEntry[] = DEFAULT_ENTRIES,
) {
  let entries = initial;
  let blocks = [BLOCK];
  const current = (id: number) => entries.find((e) => e.id === id) as GuestListEntry;
  const save = (updated: GuestListEntry) => {
    entries = entries.some((e) => e.id === updated.id)
      ? entries.map((e) => (e.id === updated.id ? updated : e))
      : [...entries, updated];
    return json(updated);
  };
  const withTables = (tableIds: number[]) => ({ tableIds, tables: tableIds.map(nameOf) });

  const perBooking: Record<string, (call: StubCall) => Response> = {};
  for (const { id } of initial) {
    perBooking[STATUS(id)] = (call) => {
      const body = call.body as GuestStatusRequest;
      const was = current(id);
      return save({ ...was, status: body.status, cancelReason: body.reason ?? was.cancelReason });
    };
    perBooking[BOOKING(id)] = (call) => {
      const { startsAt, tableIds, guests, internalNote } = call.body as StaffBookingChange;
      const was = current(id);
      return save({
        ...was,
        ...(startsAt ? { startsAt } : {}),
        ...(tableIds ? withTables(tableIds) : {}),
        ...(guests ? { guests } : {}),
        ...(internalNote !== undefined ? { internalNote } : {}),
      });
    };
    // Offered by hand: the chosen table (or table 6), held for the party until 12:15.
    perBooking[OFFER(id)] = (call) => {
      const tableId = (call.body as OfferTableRequest).tableId ?? 16;
      return save({
        ...current(id),
        ...withTables([tableId]),
        offer: {
          table: nameOf(tableId),
          expiresAt: '2026-12-04T12:15',
          status: 'live',
          byHand: true,
        },
      });
    };
    perBooking[SEAT(id)] = (call) =>
      save({
        ...current(id),
        status: 'seated',
        ...withTables((call.body as SeatWaitingRequest).tableIds),
      });
    perBooking[FEE(id)] = () => save({ ...current(id), payment: 'charged' });
  }

  const api = stubApi({
    'GET /api/web/my/restaurants': () => json(MINE),
    [LIST('2026-12-04')]: () => json(day('2026-12-04', entries, blocks)),
    [LIST('2026-12-05')]: () =>
      json(day('2026-12-05', [entry({ id: 4800, name: 'Ása Kristjánsdóttir' })])),
    [LIST('2026-12-03')]: () => json(day('2026-12-03', [])),
    ...perBooking,
    [BOOKINGS]: (call) => {
      const body = call.body as StaffBookingRequest;
      const name = [body.firstName, body.lastName].filter(Boolean).join(' ');
      return save(
        entry({
          id: NEW_BOOKING_ID,
          startsAt: body.startsAt ?? '2026-12-04T19:45',
          guests: body.guests,
          name: name || null,
          phone: body.phone ?? null,
          status: body.kind === 'walk_in' ? 'seated' : 'confirmed',
          source: body.kind,
          ...withTables(body.tableIds ?? [16]),
          internalNote: body.internalNote ?? null,
        }),
      );
    },
    [BLOCKS]: (call) => {
      const body = call.body as TableBlockRequest;
      const block = {
        id: NEW_BLOCK_ID,
        ...withTables(body.tableIds),
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        reason: body.reason ?? null,
      };
      blocks = [...blocks, block];
      return json(block);
    },
    [TABLE_OPTIONS]: (call) => json(tableOptions(call.search, entries, blocks)),
    [REMOVE_BLOCK(BLOCK.id)]: () => {
      blocks = blocks.filter((block) => block.id !== BLOCK.id);
      return json({ done: true });
    },
    ...extra,
  });
  const reads = (date: string) =>
    api.calls.filter((c) => c.method === 'GET' && c.path === `/api/restaurant/7/guestlist/${date}`)
      .length;
  const sent = (route: string) =>
    api.calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body);
  return { ...api, reads, sent };
}

/** The row (list item) of the guest with this name. */
export async function rowOf(name: string) {
  const heading = await screen.findByRole('heading', { level: 4, name });
  return heading.closest('li') as HTMLElement;
}

/** Opens the page and waits for the day to show (a row, or in the timeline a table's row). */
export async function openDay(
  path = '/hafnarljos/guestlist?date=2026-12-04',
  waitFor = 'Anna Jónsdóttir',
) {
  const view = renderApp(path);
  if (path.includes('view=timeline'))
    await screen.findByRole('region', { name: 'Timeline by table' });
  else if (path.includes('view=floor'))
    await screen.findByRole('region', { name: 'Floor plan now' });
  else await screen.findByRole('heading', { level: 4, name: waitFor });
  return view;
}
