import { GuestStatus } from '@dekka/contracts/guest-list';
import { canMoveGuest, isUndo } from '@dekka/contracts/guest-status-rules';
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
