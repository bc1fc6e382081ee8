import { GuestStatus } from '@dekka/contracts/guest-list';
import {
  canMoveGuest,
  feeVerdict,
  guestMoveVerdict,
  isUndo,
} from '@dekka/contracts/guest-status-rules';
import { describe, expect, it } from 'vitest';
import { canTransition } from '../booking-lifecycle/lifecycle.ts';
import { guestStatusOf, storedAs } from './guest-status.ts';

const ALL = GuestStatus.options;

/** Every move the guest list allows, as "from → to"; everything else is refused. */
const ALLOWED = new Set([
  'confirmed → arrived',
  'confirmed → seated',
  'confirmed → no_show',
  'confirmed → cancelled',
  'arrived → seated',
  'arrived → confirmed',
  'arrived → cancelled',
  'seated → finished',
  'seated → arrived',
  'finished → seated',
  'no_show → confirmed',
  'waitlisted → cancelled',
]);

describe('guest status rules', () => {
  it.each(ALL.flatMap((from) => ALL.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canMoveGuest(from, to)).toBe(ALLOWED.has(`${from} → ${to}`));
  });

  it('every allowed move is one the booking lifecycle allows too', () => {
    for (const move of ALLOWED) {
      const [from = '', to = ''] = move.split(' → ');
      const a = storedAs(GuestStatus.parse(from));
      const b = storedAs(GuestStatus.parse(to));
      expect(canTransition(a.status, b.status), move).toBe(true);
    }
  });

  it('holds a no-show (and its fee) back until the start plus the grace period, nothing else', () => {
    const startsAt = Date.parse('2030-03-04T19:00:00Z');
    const at = (time: string) => ({
      startsAt,
      now: Date.parse(`2030-03-04T${time}Z`),
      noShowGraceMinutes: 15,
    });
    const opens = Date.parse('2030-03-04T19:15:00Z');
    expect(guestMoveVerdict('confirmed', 'no_show', at('19:14:59'))).toEqual({
      allowed: false,
      reason: 'too_early',
      allowedFrom: opens,
    });
    expect(guestMoveVerdict('confirmed', 'no_show', at('19:15:00'))).toEqual({ allowed: true });
    expect(feeVerdict(at('19:14:59')).allowed).toBe(false);
    expect(feeVerdict(at('19:15:00')).allowed).toBe(true);
    expect(guestMoveVerdict('confirmed', 'finished', at('23:00:00'))).toEqual({
      allowed: false,
      reason: 'not_allowed',
    });
    for (const move of ALLOWED) {
      if (move === 'confirmed → no_show') continue;
      const [from = '', to = ''] = move.split(' → ');
      const verdict = guestMoveVerdict(
        GuestStatus.parse(from),
        GuestStatus.parse(to),
        at('09:00:00'),
      );
      expect(verdict, move).toEqual({ allowed: true });
    }
  });

  it('undo is a step back, never a cancellation', () => {
    expect(isUndo('arrived', 'confirmed')).toBe(true);
    expect(isUndo('finished', 'seated')).toBe(true);
    expect(isUndo('no_show', 'confirmed')).toBe(true);
    expect(isUndo('confirmed', 'arrived')).toBe(false);
    expect(isUndo('arrived', 'cancelled')).toBe(false);
  });

  it('reads and stores each status the same way', () => {
    for (const status of ALL) expect(guestStatusOf(storedAs(status))).toBe(status);
    expect(guestStatusOf({ status: 'held', seating: 'expected' })).toBeNull();
    expect(guestStatusOf({ status: 'expired', seating: 'expected' })).toBeNull();
  });
});
