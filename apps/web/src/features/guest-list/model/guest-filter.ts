import type { GuestListEntry, GuestStatus } from '@dekka/contracts/guest-list';
import { isOnWaitingList } from './covers';

/**
 * The chips above the list: groups of statuses as a host thinks of the evening. Several may be on
 * at once (to come and seated: who is in or due); none on shows everyone.
 */
export type FilterGroup = 'toCome' | 'seated' | 'done' | 'noShow' | 'cancelled' | 'waiting';
export const FILTER_GROUPS: readonly FilterGroup[] = [
  'toCome',
  'seated',
  'done',
  'noShow',
  'cancelled',
  'waiting',
];

const GROUP_OF: Record<GuestStatus, FilterGroup> = {
  confirmed: 'toCome',
  arrived: 'toCome',
  seated: 'seated',
  finished: 'done',
  no_show: 'noShow',
  cancelled: 'cancelled',
  waitlisted: 'waiting',
};

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

/** Whether the entry is in one of the groups switched on; with none on, every entry is. */
export function matchesGroups(entry: GuestListEntry, on: ReadonlySet<FilterGroup>): boolean {
  return on.size === 0 || on.has(GROUP_OF[entry.status]);
}

/** How many entries each chip would show. */
export function countByGroup(entries: readonly GuestListEntry[]): Record<FilterGroup, number> {
  const counts = Object.fromEntries(FILTER_GROUPS.map((group) => [group, 0])) as Record<
    FilterGroup,
    number
  >;
  for (const entry of entries) counts[GROUP_OF[entry.status]] += 1;
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
