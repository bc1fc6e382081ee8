import { describe, expect, it } from 'vitest';
import { GuestStatus } from './guest-list.ts';
import { guestTimeFlag, minutesBehind } from './guest-status-rules.ts';

const MINUTE = 60_000;
const startsAt = Date.parse('2026-12-05T19:00:00Z');
const endsAt = startsAt + 120 * MINUTE;
const at = (minutesFromStart: number) => ({
  startsAt,
  endsAt,
  now: startsAt + minutesFromStart * MINUTE,
});

describe('guestTimeFlag', () => {
  it('marks an expected party late once its booking has started, not before', () => {
    expect(guestTimeFlag('confirmed', at(-5))).toBe('on_time');
    expect(guestTimeFlag('confirmed', at(0))).toBe('on_time');
    expect(guestTimeFlag('confirmed', at(25))).toBe('late');
    expect(minutesBehind('late', at(25))).toBe(25);
  });

  it('marks a seated party overdue only after its booked sitting ends', () => {
    expect(guestTimeFlag('seated', at(119))).toBe('on_time');
    expect(guestTimeFlag('seated', at(120))).toBe('on_time');
    expect(guestTimeFlag('seated', at(131))).toBe('overdue');
    expect(minutesBehind('overdue', at(131))).toBe(11);
  });

  it("counts a seated party's sitting from when it sat down, when that is recorded", () => {
    // Seated 20 minutes late: the whole two hours from 19:20, so overdue only after 21:20.
    const late = (minutesFromStart: number) => ({
      ...at(minutesFromStart),
      seatedAt: startsAt + 20 * MINUTE,
    });
    expect(guestTimeFlag('seated', late(131))).toBe('on_time');
    expect(guestTimeFlag('seated', late(140))).toBe('on_time');
    expect(guestTimeFlag('seated', late(151))).toBe('overdue');
    expect(minutesBehind('overdue', late(151))).toBe(11);
    // Seated ten minutes early: its sitting still runs from the booked start.
    const early = (minutesFromStart: number) => ({
      ...at(minutesFromStart),
      seatedAt: startsAt - 10 * MINUTE,
    });
    expect(guestTimeFlag('seated', early(115))).toBe('on_time');
    expect(guestTimeFlag('seated', early(131))).toBe('overdue');
    expect(minutesBehind('overdue', early(131))).toBe(11);
    // Without a recorded seating, the booked end as before.
    expect(guestTimeFlag('seated', { ...at(131), seatedAt: null })).toBe('overdue');
  });

  it('flags no other status, however late the hour', () => {
    for (const status of GuestStatus.options) {
      if (status === 'confirmed' || status === 'seated') continue;
      expect(guestTimeFlag(status, at(500))).toBe('on_time');
    }
    expect(minutesBehind('on_time', at(500))).toBe(0);
  });
});
