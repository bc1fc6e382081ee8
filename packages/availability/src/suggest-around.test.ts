import { describe, expect, it } from 'vitest';
import { suggestAround } from './slots.ts';
import type { Slot } from './types.ts';

/** A slot at hh:mm on 2026-06-10 UTC; `free` sets isAvailable. */
function slot(time: string, free: boolean): Slot {
  const start = Date.parse(`2026-06-10T${time}:00Z`);
  return {
    start,
    end: start + 7_200_000,
    date: new Date(start).toISOString(),
    localTime: time,
    isAvailable: free,
    isTableAvailable: free,
    isEventAvailable: false,
    isWaitingListAvailable: false,
    eventIds: [],
  };
}

// The worked example from the doc comment: target 19:00.
const evening = [
  slot('17:00', true),
  slot('18:00', true),
  slot('18:30', true),
  slot('19:00', false),
  slot('19:30', false),
  slot('21:00', true),
];
const target = Date.parse('2026-06-10T19:00:00Z');

describe('suggestAround', () => {
  it.each([
    { count: 3, expected: ['17:00', '18:00', '18:30'] },
    { count: 4, expected: ['17:00', '18:00', '18:30', '21:00'] },
    { count: 5, expected: ['17:00', '18:00', '18:30', '19:00', '21:00'] },
    { count: 6, expected: ['17:00', '18:00', '18:30', '19:00', '19:30', '21:00'] },
    { count: 10, expected: ['17:00', '18:00', '18:30', '19:00', '19:30', '21:00'] },
    { count: 0, expected: [] },
  ])('count $count → $expected', ({ count, expected }) => {
    expect(suggestAround(evening, target, count).map((s) => s.localTime)).toEqual(expected);
  });

  it('defaults to 5 and ignores input order', () => {
    const shuffled = [...evening].reverse();
    expect(suggestAround(shuffled, target).map((s) => s.localTime)).toEqual([
      '17:00',
      '18:00',
      '18:30',
      '19:00',
      '21:00',
    ]);
  });

  it('breaks a distance tie towards the earlier slot', () => {
    const tie = [slot('18:00', true), slot('20:00', true)];
    expect(suggestAround(tie, target, 1).map((s) => s.localTime)).toEqual(['18:00']);
  });

  it('with nothing available, returns the closest unavailable slots', () => {
    const full = evening.map((s) => ({ ...s, isAvailable: false }));
    // 19:00 is the target; 18:30 and 19:30 tie at 30 minutes and the earlier one wins.
    expect(suggestAround(full, target, 2).map((s) => s.localTime)).toEqual(['18:30', '19:00']);
  });

  it('does not modify its input', () => {
    const copy = [...evening];
    suggestAround(evening, target, 2);
    expect(evening).toEqual(copy);
  });
});

describe('suggestAround keeping the target', () => {
  const keep = { keepTarget: true };

  it('puts the full target in place of the farthest available slot', () => {
    // The doc comment's example: 17:00 is the farthest of the three closest free slots.
    expect(suggestAround(evening, target, 3, keep).map((s) => s.localTime)).toEqual([
      '18:00',
      '18:30',
      '19:00',
    ]);
  });

  it('keeps a full target that has a waiting list, as it is', () => {
    const waiting = evening.map((s) =>
      s.localTime === '19:00' ? { ...s, isWaitingListAvailable: true } : s,
    );
    const row = suggestAround(waiting, target, 2, keep);
    expect(row.map((s) => s.localTime)).toEqual(['18:30', '19:00']);
    expect(row[1]).toMatchObject({ isAvailable: false, isWaitingListAvailable: true });
  });

  it('changes nothing when the target is already chosen, or is no sitting of the day', () => {
    expect(suggestAround(evening, target, 5, keep)).toEqual(suggestAround(evening, target, 5));
    const between = Date.parse('2026-06-10T19:10:00Z');
    expect(suggestAround(evening, between, 3, keep)).toEqual(suggestAround(evening, between, 3));
  });

  it('with a count of 1 gives the target alone', () => {
    expect(suggestAround(evening, target, 1, keep).map((s) => s.localTime)).toEqual(['19:00']);
  });
});
