import type { GuestListEntry } from '@dekka/contracts/guest-list';
import { describe, expect, it } from 'vitest';
import { countBehind, hoursAndMinutes, serviceTimeOf } from './service-time';

const ZONE = 'Atlantic/Reykjavik';
const at = (clock: string) => Date.parse(`2026-12-05T${clock}:00Z`);
const party = (status: GuestListEntry['status'], seatedAt: string | null = null) =>
  ({
    startsAt: '2026-12-05T19:00',
    endsAt: '2026-12-05T21:00',
    status,
    seatedAt,
  }) as GuestListEntry;

describe('a row against the clock', () => {
  it('marks an expected party late after its start, with the minutes', () => {
    expect(serviceTimeOf(party('confirmed'), ZONE, at('18:55')).flag).toBe('on_time');
    expect(serviceTimeOf(party('confirmed'), ZONE, at('19:25'))).toEqual({
      flag: 'late',
      minutesBehind: 25,
      turn: null,
    });
  });

  it("gives a seated party its turn, and marks it overdue past the booked sitting's end", () => {
    expect(serviceTimeOf(party('seated'), ZONE, at('20:10'))).toEqual({
      flag: 'on_time',
      minutesBehind: 0,
      turn: { minutes: 70, of: 120 },
    });
    expect(serviceTimeOf(party('seated'), ZONE, at('21:12'))).toMatchObject({
      flag: 'overdue',
      minutesBehind: 12,
    });
  });

  it('counts the turn and overdue from when the party sat down, when that is recorded', () => {
    // Seated at 19:20 for a 19:00 booking: twenty minutes less at the table than from the start.
    const seatedLate = party('seated', '2026-12-05T19:20:00.000Z');
    expect(serviceTimeOf(seatedLate, ZONE, at('20:10'))).toEqual({
      flag: 'on_time',
      minutesBehind: 0,
      turn: { minutes: 50, of: 120 },
    });
    // Its two hours run to 21:20: on time at 21:12, overdue by 10 minutes at 21:30.
    expect(serviceTimeOf(seatedLate, ZONE, at('21:12'))).toMatchObject({
      flag: 'on_time',
      turn: { minutes: 112, of: 120 },
    });
    expect(serviceTimeOf(seatedLate, ZONE, at('21:30'))).toMatchObject({
      flag: 'overdue',
      minutesBehind: 10,
    });
    const day = [party('seated'), seatedLate];
    expect(countBehind(day, ZONE, at('21:12'))).toEqual({ late: 0, overdue: 1 });
  });

  it('counts the late and the overdue of a day', () => {
    const day = [party('confirmed'), party('confirmed'), party('seated'), party('arrived')];
    expect(countBehind(day, ZONE, at('21:30'))).toEqual({ late: 2, overdue: 1 });
    expect(countBehind(day, ZONE, at('18:00'))).toEqual({ late: 0, overdue: 0 });
  });

  it('reads minutes as hours and minutes', () => {
    expect(hoursAndMinutes(65)).toBe('1:05');
    expect(hoursAndMinutes(120)).toBe('2:00');
  });
});
