import type { GuestListEntry, GuestStatus } from '@dekka/contracts/guest-list';
import { isOnWaitingList } from './covers';

/** The status chips above the list, in the evening's order. */
export type StatusFilter = 'all' | GuestStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  'confirmed',
  'arrived',
  'seated',
  'finished',
  'no_show',
  'cancelled',
  'waitlisted',
];

/** Lower case, accents off: "jons" finds "Jónsdóttir". (ð, þ and æ are letters of their own.) */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a guest matches what the host typed: part of the name, or digits found in the phone
 * number or the booking number, however either is spaced ("+354 555 1234" matches "5551234").
 */
export function matchesSearch(entry: GuestListEntry, query: string): boolean {
  const wanted = query.trim();
  if (wanted === '') return true;
  if (entry.name && folded(entry.name).includes(folded(wanted))) return true;
  const digits = digitsOf(wanted);
  // Only a query that is a number (with the usual phone punctuation) looks at the numbers.
  if (digits === '' || /[^\d\s+()./-]/.test(wanted)) return false;
  return digitsOf(entry.phone ?? '').includes(digits) || String(entry.id).includes(digits);
}

export function matchesStatus(entry: GuestListEntry, filter: StatusFilter): boolean {
  return filter === 'all' || entry.status === filter;
}

/** How many entries each chip would show. */
export function countByStatus(entries: readonly GuestListEntry[]): Record<StatusFilter, number> {
  const counts = Object.fromEntries(STATUS_FILTERS.map((filter) => [filter, 0])) as Record<
    StatusFilter,
    number
  >;
  for (const entry of entries) {
    counts.all += 1;
    counts[entry.status] += 1;
  }
  return counts;
}

const byStart = (a: GuestListEntry, b: GuestListEntry) =>
  a.startsAt.localeCompare(b.startsAt) || a.id - b.id;

/** The bookings and the waiting list, each by start time (then booking number). */
export function splitSections(entries: readonly GuestListEntry[]): {
  bookings: GuestListEntry[];
  waitingList: GuestListEntry[];
} {
  const sorted = [...entries].sort(byStart);
  return {
    bookings: sorted.filter((entry) => !isOnWaitingList(entry)),
    waitingList: sorted.filter(isOnWaitingList),
  };
}
