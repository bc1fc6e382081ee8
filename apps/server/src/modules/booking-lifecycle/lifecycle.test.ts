import { describe, expect, it } from 'vitest';
import { bookingStatuses, type BookingStatus } from '../../db/schema.ts';
import {
  assertTransition,
  canTransition,
  cancelVerdict,
  isActiveAt,
  isCompleted,
  isLapsedHold,
  isLiveHold,
  occupiesAt,
} from './lifecycle.ts';

const NOW = new Date('2026-12-04T12:00:00Z');
const LATER = new Date('2026-12-04T12:03:00Z');
const EARLIER = new Date('2026-12-04T11:58:00Z');

describe('booking transitions', () => {
  // Every pair of states, so a new state or arrow changes this table on purpose.
  const allowed: Record<BookingStatus, BookingStatus[]> = {
    held: ['held', 'confirmed', 'waitlisted', 'expired', 'cancelled'],
    confirmed: ['confirmed', 'cancelled', 'no_show'],
    waitlisted: ['waitlisted', 'confirmed', 'cancelled', 'held'],
    cancelled: ['cancelled'],
    expired: ['expired'],
    no_show: ['no_show', 'confirmed'],
  };
  for (const from of bookingStatuses) {
    for (const to of bookingStatuses) {
      const legal = allowed[from].includes(to);
      it(`${from} → ${to}: ${legal ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(legal);
        if (legal) expect(assertTransition(from, to)).toBe(to);
        else expect(() => assertTransition(from, to)).toThrow(`from ${from} to ${to}`);
      });
    }
  }
});

describe('activity at a moment', () => {
  const cases: [string, BookingStatus, Date | null, Record<string, boolean>][] = [
    ['a running hold', 'held', LATER, { live: true, lapsed: false, occupies: true, active: true }],
    [
      'a hold at its last instant',
      'held',
      NOW,
      { live: false, lapsed: true, occupies: false, active: false },
    ],
    [
      'a lapsed hold not swept yet',
      'held',
      EARLIER,
      { live: false, lapsed: true, occupies: false, active: false },
    ],
    [
      'a hold without an expiry',
      'held',
      null,
      { live: false, lapsed: true, occupies: false, active: false },
    ],
    [
      'an expired hold',
      'expired',
      EARLIER,
      { live: false, lapsed: true, occupies: false, active: false },
    ],
    [
      'a confirmed booking',
      'confirmed',
      EARLIER,
      { live: false, lapsed: false, occupies: true, active: true },
    ],
    [
      'a waiting-list entry',
      'waitlisted',
      EARLIER,
      { live: false, lapsed: false, occupies: false, active: true },
    ],
    [
      'a cancelled booking',
      'cancelled',
      null,
      { live: false, lapsed: false, occupies: false, active: false },
    ],
    ['a no-show', 'no_show', null, { live: false, lapsed: false, occupies: false, active: false }],
  ];
  for (const [name, status, holdExpiresAt, expected] of cases) {
    it(name, () => {
      const booking = { status, holdExpiresAt };
      expect({
        live: isLiveHold(booking, NOW),
        lapsed: isLapsedHold(booking, NOW),
        occupies: occupiesAt(booking, NOW),
        active: isActiveAt(booking, NOW),
      }).toEqual(expected);
    });
  }

  it('completed means confirmed or waiting on the list', () => {
    expect(bookingStatuses.filter(isCompleted)).toEqual(['confirmed', 'waitlisted']);
  });
});

describe('cancel verdict', () => {
  const restaurant = { cancellationDeadlineHours: 24 };
  const friday1900 = new Date('2026-12-04T19:00:00Z');
  const booking = (status: BookingStatus, isWaitingList = false) => ({
    status,
    holdExpiresAt: status === 'held' ? new Date(NOW.getTime() + 60_000) : null,
    isWaitingList,
    startAt: friday1900,
  });
  const at = (iso: string) => new Date(iso);
  const cases: [string, ReturnType<typeof booking>, Date, string][] = [
    [
      'confirmed, a day and a minute ahead',
      booking('confirmed'),
      at('2026-12-03T18:59:00Z'),
      'cancel_allowed',
    ],
    [
      'confirmed, exactly at the deadline',
      booking('confirmed'),
      at('2026-12-03T19:00:00Z'),
      'cancel_deadline_passed',
    ],
    [
      'a live hold before the deadline',
      booking('held'),
      at('2026-12-03T12:00:00Z'),
      'cancel_allowed',
    ],
    [
      'waiting list, after the deadline',
      booking('waitlisted', true),
      at('2026-12-04T18:00:00Z'),
      'cancel_allowed',
    ],
    ['already cancelled', booking('cancelled'), at('2026-12-01T12:00:00Z'), 'booking_not_active'],
    ['an expired hold', booking('expired'), at('2026-12-01T12:00:00Z'), 'booking_not_active'],
  ];
  for (const [name, subject, now, message] of cases) {
    it(name, () => {
      expect(cancelVerdict(subject, restaurant, now)).toEqual({
        allowed: message === 'cancel_allowed',
        message,
      });
    });
  }

  it('reads the deadline from the restaurant passed in', () => {
    const now = at('2026-12-04T16:00:00Z');
    expect(cancelVerdict(booking('confirmed'), { cancellationDeadlineHours: 2 }, now).allowed).toBe(
      true,
    );
    expect(cancelVerdict(booking('confirmed'), { cancellationDeadlineHours: 4 }, now).allowed).toBe(
      false,
    );
  });
});
