import type {
  GuestListEntry,
  GuestPayment,
  GuestSource,
  TableBlock,
} from '@dekka/contracts/guest-list';
import { utcToZoned } from '@dekka/time/local-time';
import type { BlockRow, EntryRow } from './guest-list.repository.ts';
import { guestStatusOf } from './guest-status.ts';

/** BookingSource (Admin 1, Web 2, App 3, Other 4, Portal 5) as the guest list names it. */
const SOURCES: Record<number, GuestSource> = {
  1: 'phone',
  2: 'web',
  3: 'app',
  4: 'other',
  5: 'embed',
};

/** The money on a booking, as the staff need to know it: a fee charged outranks the rest. */
function paymentState(row: EntryRow): GuestPayment {
  const { payment, fee } = row;
  if (fee) return fee.status === 'captured' ? 'charged' : 'pending';
  if (!payment) return 'none';
  if (payment.status === 'pending') return 'pending';
  if (payment.status === 'refund_pending' || payment.status === 'refunded') return 'refunded';
  if (payment.kind === 'prepayment' && payment.status === 'captured') return 'prepaid';
  if (payment.kind === 'no_show_guarantee' && payment.status === 'verified') return 'guaranteed';
  return 'none';
}

/** The fee the diner accepted (while the card is kept), or the one charged. */
function noShowFee(row: EntryRow, state: GuestPayment): GuestListEntry['noShowFee'] {
  const source = state === 'charged' ? row.fee : state === 'guaranteed' ? row.payment : null;
  return source && source.amount > 0 ? { amount: source.amount, currency: source.currency } : null;
}

export function localDateTime(instant: Date, timeZone: string): string {
  const { date, time } = utcToZoned(instant.getTime(), timeZone);
  return `${date}T${time}`;
}

export function toEntry(row: EntryRow, timeZone: string): GuestListEntry {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  const status = guestStatusOf({ ...row, offered: row.offer?.status === 'live' });
  if (!status) throw new Error(`booking ${row.id} is not on the guest list`);
  const payment = paymentState(row);
  return {
    id: row.id,
    startsAt: localDateTime(row.startAt, timeZone),
    endsAt: localDateTime(row.endAt, timeZone),
    guests: row.guests,
    name: name || null,
    phone: row.phone,
    email: row.email,
    status,
    // An entry holding an offered table is still a waiting-list entry to the staff.
    isWaitingList: row.isWaitingList || row.offer?.status === 'live',
    tables: row.tables.map((table) => table.name),
    tableIds: row.tables.map((table) => table.id),
    menus: row.menus,
    eventName: row.eventName,
    payment,
    specialRequest: row.specialRequest,
    source: row.kind === 'walk_in' ? 'walk_in' : (SOURCES[row.source] ?? 'other'),
    visits: row.visits,
    guest: row.guest,
    cancelReason: row.cancelReason,
    seatedAt: row.seatedAt?.toISOString() ?? null,
    internalNote: row.internalNote,
    noShowFee: noShowFee(row, payment),
    offer: row.offer && {
      table: row.offer.table,
      expiresAt: localDateTime(row.offer.expiresAt, timeZone),
      status: row.offer.status,
      byHand: row.offer.byHand,
    },
  };
}

export function toBlock(row: BlockRow, timeZone: string): TableBlock {
  return {
    id: row.id,
    tableIds: row.tables.map((table) => table.id),
    tables: row.tables.map((table) => table.name),
    startsAt: localDateTime(row.startAt, timeZone),
    endsAt: localDateTime(row.endAt, timeZone),
    reason: row.internalNote,
  };
}
