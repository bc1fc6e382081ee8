// Events, waiting list and the isAvailable roll-up, on a dinner-only evening in Reykjavik.
import { describe, expect, it } from 'vitest';
import { computeSlots } from './slots.ts';
import { DINNER, at, buildQuery, buildRules, buildTable, everyDay } from './test/fixtures.ts';
import type { EventOccurrence, Slot, SlotQuery } from './types.ts';

const rules = buildRules({ services: everyDay([DINNER]), defaultDurationMinutes: 120 });
const noTables: Partial<SlotQuery> = { tables: [] };

const jazz: EventOccurrence = {
  eventId: 7,
  occurrenceId: 70,
  start: at('2026-06-10T18:00:00Z'),
  end: at('2026-06-10T20:00:00Z'),
  ticketsLeft: 4,
};
const tasting: EventOccurrence = {
  eventId: 8,
  occurrenceId: 80,
  start: at('2026-06-10T19:00:00Z'),
  end: at('2026-06-10T21:00:00Z'),
  ticketsLeft: 10,
  minGuests: 2,
  maxGuests: 3,
};

const eventSlots = (slots: Slot[]) =>
  slots.filter((s) => s.isEventAvailable).map((s) => [s.localTime, s.eventIds]);

describe('computeSlots: events', () => {
  it.each([
    {
      name: 'an occurrence 18:00–20:00 with 4 tickets covers starts 18:00 … 19:30 for 2 guests',
      query: { events: [jazz] },
      expected: [
        ['18:00', [7]],
        ['18:30', [7]],
        ['19:00', [7]],
        ['19:30', [7]],
      ],
    },
    {
      name: 'not for 5 guests: only 4 tickets left',
      query: { events: [jazz], guests: 5 },
      expected: [],
    },
    {
      name: 'two events overlap 19:00–19:30 and both are offered',
      query: { events: [jazz, tasting] },
      expected: [
        ['18:00', [7]],
        ['18:30', [7]],
        ['19:00', [7, 8]],
        ['19:30', [7, 8]],
        ['20:00', [8]],
        ['20:30', [8]],
      ],
    },
    {
      name: "an event's own guest limits apply: 4 guests are above the tasting's max of 3",
      query: { events: [tasting], guests: 4 },
      expected: [],
    },
    {
      name: 'an event id is listed once even when two of its occurrences overlap',
      query: { events: [jazz, { ...jazz, occurrenceId: 71, start: at('2026-06-10T19:00:00Z') }] },
      expected: [
        ['18:00', [7]],
        ['18:30', [7]],
        ['19:00', [7]],
        ['19:30', [7]],
      ],
    },
    {
      name: 'events are not bound by the max online party size (tickets are)',
      query: {
        events: [{ ...jazz, ticketsLeft: 20 }],
        guests: 12,
      },
      expected: [
        ['18:00', [7]],
        ['18:30', [7]],
        ['19:00', [7]],
        ['19:30', [7]],
      ],
    },
  ])('$name', ({ query, expected }) => {
    expect(eventSlots(computeSlots(buildQuery({ rules, ...noTables, ...query })))).toEqual(
      expected,
    );
  });

  it('an event place makes a slot available even with no table', () => {
    const slots = computeSlots(buildQuery({ rules, ...noTables, events: [jazz] }));
    const at1800 = slots.find((s) => s.localTime === '18:00');
    const at1700 = slots.find((s) => s.localTime === '17:00');
    expect(at1800).toMatchObject({ isAvailable: true, isTableAvailable: false, eventIds: [7] });
    expect(at1700).toMatchObject({ isAvailable: false, isEventAvailable: false, eventIds: [] });
  });
});

describe('computeSlots: waiting list', () => {
  const withList = { ...rules, waitingListEnabled: true };
  const flags = (q: Partial<SlotQuery>) =>
    computeSlots(buildQuery({ rules: withList, ...q })).map((s) => [
      s.isAvailable,
      s.isTableAvailable,
      s.isWaitingListAvailable,
    ]);

  it.each([
    {
      name: 'on, no table free → waiting list, not available',
      query: noTables,
      expected: [false, false, true],
    },
    {
      name: 'on, a table free → no waiting list',
      query: { tables: [buildTable({ id: 1 })] },
      expected: [true, true, false],
    },
    {
      name: 'on, but the party is above the online limit → no waiting list either',
      query: { ...noTables, guests: 9 },
      expected: [false, false, false],
    },
    {
      name: 'on, pacing full → waiting list',
      query: {
        rules: { ...withList, pacingMaxCoversPerSlot: 1 },
        tables: [buildTable({ id: 1 })],
      },
      expected: [false, false, true],
    },
    {
      name: 'off → never',
      query: { ...noTables, rules },
      expected: [false, false, false],
    },
  ])('$name', ({ query, expected }) => {
    const all = flags(query);
    expect(all).toHaveLength(9);
    for (const f of all) expect(f).toEqual(expected);
  });
});
