// Bookings, their status changes, menus, table claims and changes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tstzrange } from './columns.ts';
import { users } from './users.ts';
import { restaurants } from './restaurants.ts';
import { tables } from './tables.ts';
import { eventOccurrences, events } from './events.ts';
import { menus } from './menus.ts';
import { guests } from './guests.ts';

export const bookingStatuses = [
  'held',
  'confirmed',
  'waitlisted',
  'cancelled',
  'expired',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const seatingStates = ['expected', 'arrived', 'seated', 'finished'] as const;
export type SeatingState = (typeof seatingStates)[number];
/**
 * What a bookings row is: a diner's or phone booking, a walk-in party the staff seated at the
 * door, or a block (tables the staff closed for a period: it occupies them like a booking, so
 * the exclusion constraint and the availability engine treat it the same, with no guests).
 */
export const bookingKinds = ['booking', 'walk_in', 'block'] as const;
export type BookingKind = (typeof bookingKinds)[number];

export const bookings = pgTable(
  'bookings',
  {
    /** The confirmation number diners see. */
    id: serial('id').primaryKey(),
    /** The capability for completing, viewing and cancelling: random, never derived from id. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id),
    eventOccurrenceId: integer('event_occurrence_id').references(() => eventOccurrences.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    guests: integer('guests').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull(),
    isWaitingList: boolean('is_waiting_list').notNull().default(false),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** BookingSource: Admin 1, Web 2, App 3, Other 4, Portal 5. */
    source: integer('source').notNull(),
    userId: uuid('user_id').references(() => users.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    phoneRegion: text('phone_region'),
    specialRequest: text('special_request'),
    allowDineoutEmails: boolean('allow_dineout_emails').notNull().default(false),
    allowRestaurantEmails: boolean('allow_restaurant_emails').notNull().default(false),
    referrerCode: text('referrer_code'),
    /** The diner's language when they completed the booking; every message to them uses it. */
    language: text('language'),
    idempotencyKey: text('idempotency_key'),
    /**
     * Who asked for a hold, for the cap on live holds per client: a keyed hash of the client's
     * address (the address itself is never stored).
     */
    clientKey: text('client_key'),
    ...timestamps,
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A confirmed booking's evening, as the staff mark it: expected until the party arrives, then
     * seated, then finished. The diner's pages see none of it (the booking stays confirmed).
     */
    seating: text('seating', { enum: seatingStates }).notNull().default('expected'),
    /** Why the restaurant cancelled, quoted in the diner's e-mail; null when the diner did. */
    cancelReason: text('cancel_reason'),
    kind: text('kind', { enum: bookingKinds }).notNull().default('booking'),
    /** The staff's note (a block's reason); never shown to the diner. */
    internalNote: text('internal_note'),
    /** The restaurant's guest this booking is matched to (set by the guest-match trigger). */
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('bookings_restaurant_start_idx').on(table.restaurantId, table.startAt),
    index('bookings_event_occurrence_idx').on(table.eventOccurrenceId),
    uniqueIndex('bookings_user_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // A user's bookings: the cap on live holds, and deleting a lapsed anonymous user.
    index('bookings_user_idx').on(table.userId),
    // A diner's earlier visits to the restaurant, counted on the guest list for every entry.
    index('bookings_restaurant_email_idx').on(table.restaurantId, sql`lower(${table.email})`),
    index('bookings_restaurant_user_idx').on(table.restaurantId, table.userId),
    // A guest's visits, for the profile.
    index('bookings_guest_idx')
      .on(table.guestId, table.startAt)
      .where(sql`${table.guestId} is not null`),
    index('bookings_held_client_idx')
      .on(table.clientKey)
      .where(sql`${table.status} = 'held'`),
    // Visits that have ended, for the survey invitations' scan (survey-invitations.ts).
    index('bookings_visit_end_idx')
      .on(table.endAt)
      .where(sql`${table.status} = 'confirmed'`),
    check(
      'bookings_seating',
      sql`${table.seating} in ('expected', 'arrived', 'seated', 'finished')`,
    ),
    check('bookings_kind', sql`${table.kind} in ('booking', 'walk_in', 'block')`),
  ],
);

/**
 * Who moved a booking on the guest list, when, and from what to what (guest statuses), with the
 * reason of a cancellation: the restaurant's record of its evening.
 */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('booking_status_changes_booking_idx').on(table.bookingId),
    // Parties seated from the waiting list, which the reports count among its entries: a small
    // index the report reads whole, instead of every status change of every restaurant.
    index('booking_status_changes_waitlisted_idx')
      .on(table.bookingId)
      .where(sql`${table.fromStatus} = 'waitlisted'`),
  ],
);

export const bookingMenus = pgTable(
  'booking_menus',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.menuId] })],
);

/**
 * Which tables a booking occupies and when. The exclusion constraint `booking_tables_no_overlap`
 * (custom migration: table_id WITH =, period WITH &&) makes a double booking impossible; rows are
 * deleted when a booking is cancelled or its hold expires.
 */
export const bookingTables = pgTable(
  'booking_tables',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    period: tstzrange('period').notNull(),
  },
  // No btree index on table_id alone: the exclusion constraint's GiST index (table_id, period)
  // serves every lookup by table (migration 0005, ADR 011).
  (table) => [primaryKey({ columns: [table.bookingId, table.tableId] })],
);

/**
 * Every change a diner made to a booking's time or party: the record a retried change finds by
 * its idempotency key, and the count that numbers the booking's calendar updates.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    fromStartAt: timestamp('from_start_at', { withTimezone: true }).notNull(),
    toStartAt: timestamp('to_start_at', { withTimezone: true }).notNull(),
    fromGuests: integer('from_guests').notNull(),
    toGuests: integer('to_guests').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('booking_changes_key_idx')
      .on(table.bookingId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('booking_changes_booking_idx').on(table.bookingId),
  ],
);

export const tableOfferStatuses = ['live', 'accepted', 'declined', 'lapsed', 'withdrawn'] as const;

/**
 * A freed table offered to a waiting-list entry (docs/decisions/063-waiting-list-offers.md). While
 * the offer is live the entry holds the table (its booking_tables row, status `held` until
 * `expires_at`); accepting confirms that same booking, declining takes it off the list, and a
 * lapse puts it back on the list. Two guarantees live in the database, not in code: one live
 * offer per entry (the unique index) and never two live offers of one table at overlapping times
 * (the exclusion constraint `table_offers_no_overlap`, custom migration 0033).
 */
export const tableOffers = pgTable(
  'table_offers',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The waiting-list entry offered the table. */
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    /** The entry's sitting, which the offer holds the table for. */
    period: tstzrange('period').notNull(),
    status: text('status', { enum: tableOfferStatuses }).notNull().default('live'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The staff member who offered the table by hand; null for an automatic offer. */
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('table_offers_live_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.status} = 'live'`),
    index('table_offers_booking_idx').on(table.bookingId),
    index('table_offers_restaurant_idx').on(table.restaurantId, table.createdAt),
    check(
      'table_offers_status',
      sql`${table.status} in ('live', 'accepted', 'declined', 'lapsed', 'withdrawn')`,
    ),
  ],
);

/**
 * Tables that came free, waiting for the offer job (jobs/hold-sweeper.ts) to offer them to the
 * waiting list. A trigger on booking_tables writes a row whenever a table's row is deleted or its
 * period changes, in the freeing transaction, so every path that frees a table (a cancellation,
 * a change, a lapsed hold, a no-show, a removed block, a smaller party) is covered at once and
 * none is lost to a crash. No foreign key: the row outlives a table deleted meanwhile, and the
 * job skips it.
 */
export const freedTables = pgTable('freed_tables', {
  id: serial('id').primaryKey(),
  tableId: integer('table_id').notNull(),
  period: tstzrange('period').notNull(),
  freedAt: timestamp('freed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pendingChangeStatuses = [
  /** Its payment is with the provider (or the diner's bank). */
  'pending',
  /** The payment went through and the booking moved. */
  'applied',
  /** The bank declined the payment; the booking stayed. */
  'declined',
  /** Approved too late or no longer possible (expired, moved, cancelled, no table): refunded. */
  'lapsed',
  /** A newer change of the booking was asked for before this one's payment ended. */
  'superseded',
] as const;
export type PendingChangeStatus = (typeof pendingChangeStatuses)[number];

/**
 * A change that waits for money (docs/decisions/064-changes-that-move-money.md): what it was
 * planned against, where it moves the booking, the tables it may take and what it costs. Its
 * payment (payments.pending_change_id) applies it, under the booking's row lock, if the booking
 * is still as planned.
 */
export const pendingChanges = pgTable(
  'pending_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    status: text('status', { enum: pendingChangeStatuses }).notNull().default('pending'),
    fromStartAt: timestamp('from_start_at', { withTimezone: true }).notNull(),
    fromEndAt: timestamp('from_end_at', { withTimezone: true }).notNull(),
    fromGuests: integer('from_guests').notNull(),
    toStartAt: timestamp('to_start_at', { withTimezone: true }).notNull(),
    toEndAt: timestamp('to_end_at', { withTimezone: true }).notNull(),
    toGuests: integer('to_guests').notNull(),
    /** The ranked table sets to try, best first; null when the restaurant seats no tables. */
    candidates: jsonb('candidates').$type<number[][] | null>(),
    /** The menus after the change, when the change alters them. */
    menus: jsonb('menus').$type<{ id: number; count: number }[] | null>(),
    /** The prepayment before the change, in minor units: the change is planned against it. */
    prepaidBefore: integer('prepaid_before').notNull(),
    /** After this the payment no longer applies the change (an abandoned challenge). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pending_changes_booking_idx').on(table.bookingId)],
);
