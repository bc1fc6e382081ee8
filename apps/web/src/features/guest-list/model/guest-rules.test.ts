import type { GuestListEntry, GuestStatus } from '@dekka/contracts/guest-list';
import { GUEST_TRANSITIONS } from '@dekka/contracts/guest-status-rules';
import { describe, expect, it } from 'vitest';
import { actionsFor, startInstant } from './guest-actions';
import { countByGroup, matchesGroups, matchesSearch, splitSections } from './guest-filter';
import { ordinalForm } from './guest-view';
import { addDays, browserToday, isLocalDate } from './local-date';

const STATUSES = Object.keys(GUEST_TRANSITIONS) as GuestStatus[];

describe('the actions a row offers', () => {
  it.each(STATUSES)('offers from %s exactly the steps GUEST_TRANSITIONS allows', (status) => {
    const { forward, undo, canCancel } = actionsFor(status);
    const offered = [...forward, ...(undo ? [undo] : []), ...(canCancel ? ['cancelled'] : [])];
    expect(offered.sort()).toEqual([...GUEST_TRANSITIONS[status]].sort());
  });

  it('tells forward steps from the step back', () => {
    expect(actionsFor('confirmed')).toEqual({
      forward: ['arrived', 'seated', 'no_show'],
      notYet: {},
      undo: null,
      canCancel: true,
    });
    expect(actionsFor('arrived')).toEqual({
      forward: ['seated'],
      notYet: {},
      undo: 'confirmed',
      canCancel: true,
    });
    expect(actionsFor('no_show')).toEqual({
      forward: [],
      notYet: {},
      undo: 'confirmed',
      canCancel: false,
    });
    expect(actionsFor('cancelled')).toEqual({
      forward: [],
      notYet: {},
      undo: null,
      canCancel: false,
    });
  });

  it('holds a no-show back until the start plus the grace period, and nothing else', () => {
    const startsAt = startInstant({ startsAt: '2026-12-04T19:00' }, 'Atlantic/Reykjavik');
    expect(startsAt).toBe(Date.parse('2026-12-04T19:00:00Z'));
    const at = (time: string) => ({
      startsAt,
      now: Date.parse(`2026-12-04T${time}:00Z`),
      noShowGraceMinutes: 15,
    });
    const opens = Date.parse('2026-12-04T19:15:00Z');
    expect(actionsFor('confirmed', at('19:14')).notYet).toEqual({ no_show: opens });
    expect(actionsFor('confirmed', at('19:15')).notYet).toEqual({});
    expect(actionsFor('arrived', at('12:00')).notYet).toEqual({});
    expect(actionsFor('seated', at('12:00')).forward).toEqual(['finished']);
  });

  it('reads a start in the restaurant’s own zone', () => {
    // Oslo is an hour ahead of UTC in December.
    expect(startInstant({ startsAt: '2026-12-04T19:00' }, 'Europe/Oslo')).toBe(
      Date.parse('2026-12-04T18:00:00Z'),
    );
  });
});

const ANNA = {
  id: 4711,
  startsAt: '2026-12-04T19:00',
  name: 'Anna Jónsdóttir',
  phone: '+354 555 1234',
  status: 'confirmed',
  isWaitingList: false,
} as GuestListEntry;

describe('search and sections', () => {
  it('finds a guest by part of the name, accents or not, by phone digits or booking number', () => {
    expect(matchesSearch(ANNA, 'jons')).toBe(true);
    expect(matchesSearch(ANNA, 'JÓNSD')).toBe(true);
    expect(matchesSearch(ANNA, '555 12')).toBe(true);
    expect(matchesSearch(ANNA, '5551234')).toBe(true);
    expect(matchesSearch(ANNA, '4711')).toBe(true);
    expect(matchesSearch(ANNA, 'Gunnar')).toBe(false);
    expect(matchesSearch(ANNA, '999')).toBe(false);
    expect(matchesSearch(ANNA, '  ')).toBe(true);
  });

  it('counts and combines the status groups, and keeps the waiting list apart, by start time', () => {
    const waiting = { ...ANNA, id: 2, status: 'waitlisted', isWaitingList: true } as const;
    const early = { ...ANNA, id: 3, startsAt: '2026-12-04T18:00', status: 'arrived' } as const;
    const seated = { ...ANNA, id: 4, status: 'seated' } as const;
    expect(countByGroup([ANNA, waiting, early, seated])).toEqual({
      toCome: 2,
      seated: 1,
      done: 0,
      noShow: 0,
      cancelled: 0,
      waiting: 1,
    });
    const both = new Set(['toCome', 'seated'] as const);
    expect([ANNA, waiting, early, seated].filter((e) => matchesGroups(e, both))).toEqual([
      ANNA,
      early,
      seated,
    ]);
    expect(matchesGroups(waiting, new Set())).toBe(true);
    expect(splitSections([ANNA, waiting, early])).toEqual({
      bookings: [early, ANNA],
      waitingList: [waiting],
    });
  });
});

describe('days and visits', () => {
  it('steps over month and year ends and knows real dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isLocalDate('2026-12-04')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('04.12.2026')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
    expect(browserToday(new Date(2026, 11, 4, 23, 59))).toBe('2026-12-04');
  });

  it('picks English ordinals and the Nordic "3." form', () => {
    expect([1, 2, 3, 4, 11, 22].map((n) => ordinalForm('en', n))).toEqual([
      'one',
      'two',
      'few',
      'other',
      'other',
      'two',
    ]);
    expect(ordinalForm('is', 3)).toBe('other');
  });
});
