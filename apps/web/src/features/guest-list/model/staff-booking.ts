import type {
  GuestListEntry,
  GuestListTable,
  StaffBookingChange,
  StaffBookingRequest,
  TableBlockRequest,
} from '@dekka/contracts/guest-list';

/*
 * What the staff's forms send: a new booking (phone or walk-in), a change to one, a block. Each
 * sends only what the staff member filled in or changed, trimmed, in the contracts' shapes.
 */

export type BookingKind = StaffBookingRequest['kind'];

export interface BookingDraft {
  kind: BookingKind;
  /** "HH:mm" on the shown day; empty for a walk-in seated now. */
  time: string;
  guests: number;
  /** Empty: the server picks the best free tables for the party. */
  tableIds: number[];
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  specialRequest: string;
  internalNote: string;
}

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'specialRequest',
  'internalNote',
] as const;

/** The party size typed: a whole number from 1 to 100 (the server's limits), else null. */
export function partySize(text: string): number | null {
  const size = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(size) && size >= 1 && size <= 100 ? size : null;
}

/** "2026-12-04" and "19:30" → "2026-12-04T19:30", the restaurant's local time. */
export const localDateTime = (date: string, time: string) => `${date}T${time}`;

export function staffBookingRequest(date: string, draft: BookingDraft): StaffBookingRequest {
  const request: StaffBookingRequest = { kind: draft.kind, guests: draft.guests };
  if (draft.time !== '') request.startsAt = localDateTime(date, draft.time);
  if (draft.tableIds.length > 0) request.tableIds = draft.tableIds;
  for (const field of TEXT_FIELDS) {
    const value = draft[field].trim();
    if (value !== '') request[field] = value;
  }
  return request;
}

export interface EditDraft {
  /** "HH:mm" on the booking's own day. */
  time: string;
  guests: number;
  tableIds: number[];
  internalNote: string;
}

export function editDraftOf(entry: GuestListEntry): EditDraft {
  return {
    time: entry.startsAt.slice(11, 16),
    guests: entry.guests,
    tableIds: entry.tableIds,
    internalNote: entry.internalNote ?? '',
  };
}

const sameTables = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Only what changed (an emptied note is sent as null, which clears it); null when nothing did.
 * No tables chosen leaves the tables as they are: a booking cannot be moved onto none.
 */
export function bookingChange(entry: GuestListEntry, draft: EditDraft): StaffBookingChange | null {
  const change: StaffBookingChange = {};
  const before = editDraftOf(entry);
  if (draft.time !== before.time)
    change.startsAt = localDateTime(entry.startsAt.slice(0, 10), draft.time);
  if (draft.tableIds.length > 0 && !sameTables(draft.tableIds, before.tableIds)) {
    change.tableIds = draft.tableIds;
  }
  if (draft.guests !== before.guests) change.guests = draft.guests;
  const note = draft.internalNote.trim();
  if (note !== before.internalNote.trim()) change.internalNote = note === '' ? null : note;
  return Object.keys(change).length > 0 ? change : null;
}

export interface BlockDraft {
  tableIds: number[];
  from: string;
  to: string;
  reason: string;
}

export function tableBlockRequest(date: string, draft: BlockDraft): TableBlockRequest {
  const reason = draft.reason.trim();
  return {
    tableIds: draft.tableIds,
    startsAt: localDateTime(date, draft.from),
    endsAt: localDateTime(date, draft.to),
    ...(reason === '' ? {} : { reason }),
  };
}

/** A table seats the party: minGuests ≤ guests ≤ maxGuests. */
export function fitsParty(table: GuestListTable, guests: number): boolean {
  return table.minGuests <= guests && guests <= table.maxGuests;
}

/** The tables that seat the party first, then the rest, each in floor-plan order. */
export function byFit(tables: readonly GuestListTable[], guests: number): GuestListTable[] {
  return [
    ...tables.filter((table) => fitsParty(table, guests)),
    ...tables.filter((table) => !fitsParty(table, guests)),
  ];
}
