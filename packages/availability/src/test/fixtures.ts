// Builders for tests: plain objects with sensible defaults, overridden per case.
import type { RestaurantRules, Service, SlotQuery, Table } from '../types.ts';

/** Frozen "now" for the slot tests: Tuesday 2026-06-09 08:00 in Reykjavik (UTC+0 all year). */
export const NOW = Date.parse('2026-06-09T08:00:00Z');
/** A Wednesday, the day after NOW. */
export const DATE = '2026-06-10';

/** Every day: lunch 11:30–14:30 (last seating 13:30), dinner 17:00–23:00 (last seating 21:00). */
export function everyDay(services: Omit<Service, 'weekday'>[]): Service[] {
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => services.map((s) => ({ ...s, weekday })));
}

export const LUNCH = { name: 'lunch', opens: '11:30', closes: '14:30', lastSeating: '13:30' };
export const DINNER = { name: 'dinner', opens: '17:00', closes: '23:00', lastSeating: '21:00' };

export function buildRules(overrides: Partial<RestaurantRules> = {}): RestaurantRules {
  return {
    timeZone: 'Atlantic/Reykjavik',
    slotIntervalMinutes: 30,
    leadTimeMinutes: 60,
    bookingWindowDays: 60,
    maxOnlinePartySize: 8,
    services: everyDay([LUNCH, DINNER]),
    specialDays: [],
    // 1–2 guests sit 90 minutes, 3–8 sit 120, anything else the default 150.
    durationRules: [
      { minGuests: 1, maxGuests: 2, minutes: 90 },
      { minGuests: 3, maxGuests: 8, minutes: 120 },
    ],
    defaultDurationMinutes: 150,
    pacingMaxCoversPerSlot: null,
    waitingListEnabled: false,
    ...overrides,
  };
}

export function buildTable(overrides: Partial<Table> & { id: number }): Table {
  return { floorPlanId: 1, minGuests: 1, maxGuests: 4, bookableOnline: true, ...overrides };
}

export function buildQuery(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    rules: buildRules(),
    tables: [buildTable({ id: 1, minGuests: 1, maxGuests: 4 })],
    combinations: [],
    occupied: [],
    bookingStarts: [],
    events: [],
    date: DATE,
    guests: 2,
    now: NOW,
    ...overrides,
  };
}

/** Epoch ms of an ISO instant, shorter to read in tables: at('2026-06-10T19:00Z'). */
export function at(iso: string): number {
  return Date.parse(iso);
}
