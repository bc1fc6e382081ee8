import type { GuestListEntry } from '@dekka/contracts/guest-list';
import type { GuestTimeFlag } from '@dekka/contracts/guest-status-rules';
import { guestTimeFlag, minutesBehind, turnStartsAt } from '@dekka/contracts/guest-status-rules';
import { startInstant } from './guest-actions';

const MINUTE_MS = 60_000;

/** A row against the clock: late or overdue (and by how much), and a seated party's turn. */
export interface ServiceTime {
  flag: GuestTimeFlag;
  minutesBehind: number;
  /**
   * For a seated party: minutes since it sat down (or, with no seating recorded, since the
   * booking's start), and the booked sitting's length. Null for every other status.
   */
  turn: { minutes: number; of: number } | null;
}

export function serviceTimeOf(
  entry: Pick<GuestListEntry, 'startsAt' | 'endsAt' | 'status' | 'seatedAt'>,
  timeZone: string,
  now: number,
): ServiceTime {
  const context = {
    startsAt: startInstant(entry, timeZone),
    endsAt: startInstant({ startsAt: entry.endsAt }, timeZone),
    now,
    seatedAt: entry.seatedAt ? Date.parse(entry.seatedAt) : null,
  };
  const flag = guestTimeFlag(entry.status, context);
  return {
    flag,
    minutesBehind: minutesBehind(flag, context),
    turn:
      entry.status === 'seated'
        ? {
            minutes: Math.max(0, Math.floor((now - turnStartsAt(context)) / MINUTE_MS)),
            of: Math.round((context.endsAt - context.startsAt) / MINUTE_MS),
          }
        : null,
  };
}

/** How many of the day's parties are late and how many overdue, now. */
export function countBehind(
  entries: readonly GuestListEntry[],
  timeZone: string,
  now: number,
): { late: number; overdue: number } {
  let late = 0;
  let overdue = 0;
  for (const entry of entries) {
    const { flag } = serviceTimeOf(entry, timeZone, now);
    if (flag === 'late') late += 1;
    if (flag === 'overdue') overdue += 1;
  }
  return { late, overdue };
}

/** "1:05": minutes as hours and minutes, as a turn time is read at a glance. */
export function hoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
