import type {
  GuestListEntry,
  GuestListResponse,
  GuestStatus,
  GuestStatusRequest,
  OfferTableRequest,
} from '@dekka/contracts/guest-list';
import {
  DEFAULT_NO_SHOW_GRACE_MINUTES,
  guestMoveVerdict,
} from '@dekka/contracts/guest-status-rules';
import { addDays, utcToZoned, zonedToUtc } from '@dekka/time/local-time';
import { servicesForDate } from '@dekka/availability/opening-hours';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadStaticInputs } from '../availability/static-inputs.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import { updateBooking } from '../booking-lifecycle/booking-rows.ts';
import { assertTransition } from '../booking-lifecycle/lifecycle.ts';
import { latestOfferOf, offerTableByHand } from '../booking-lifecycle/table-offers.ts';
import { freeTables } from '../booking-lifecycle/table-claims.ts';
import { dropReminder, queueBookingMessage } from '../messages/queue-message.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import { findRestaurant } from '../restaurants/restaurant-row.ts';
import { toBlock, toEntry } from './guest-entry.ts';
import { createGuestListRepository } from './guest-list.repository.ts';
import { keepTablesFor, tableTaken } from './seat-tables.ts';
import { guestStatusOf, storedAs } from './guest-status.ts';

const MINUTE_MS = 60_000;

/**
 * Until when a booking keeps its tables: a party that left (finished) or never came (no-show)
 * frees them from now, so the rest of the evening can use them; every other status keeps the
 * booked period (an undo takes the tables back, unless someone sits there by now).
 */
function tablesFreeFrom(booking: { startAt: Date; endAt: Date }, to: GuestStatus, now: Date) {
  if (to !== 'finished' && to !== 'no_show') return booking.endAt;
  const earliest = booking.startAt.getTime() + MINUTE_MS;
  return new Date(Math.min(booking.endAt.getTime(), Math.max(earliest, now.getTime())));
}

export type GuestListService = ReturnType<typeof createGuestListService>;

/** The guest list (docs/product.md, "The guest list"); every caller is the restaurant's staff. */
export function createGuestListService(deps: {
  db: AppDatabase;
  clock: Clock;
  payments: PaymentService;
}) {
  async function restaurantOf(restaurantId: number) {
    const restaurant = await findRestaurant(deps.db, restaurantId);
    if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
    return restaurant;
  }

  return {
    async day(restaurantId: number, date: string): Promise<GuestListResponse> {
      const restaurant = await restaurantOf(restaurantId);
      const zone = restaurant.timeZone;
      const from = zonedToUtc(date, '00:00', zone);
      const to = zonedToUtc(addDays(date, 1), '00:00', zone);
      if (from === null || to === null) throw new AppError('bad_request', 400, 'No such date');
      const repository = createGuestListRepository(deps.db);
      const [rows, blocks, tables, inputs] = await Promise.all([
        repository.day(restaurantId, new Date(from), new Date(to)),
        repository.blocks(restaurantId, new Date(from), new Date(to)),
        repository.tables(restaurantId),
        loadStaticInputs(deps.db, [restaurantId]),
      ]);
      const rules = inputs.get(restaurantId)?.rules;
      const weekday = utcToZoned(from, zone).weekday;
      return {
        restaurant: {
          id: restaurant.id,
          slug: restaurant.slug,
          name: restaurant.name,
          timeZone: zone,
          noShowGraceMinutes: restaurant.noShowGraceMinutes,
        },
        date,
        today: utcToZoned(deps.clock.now().getTime(), zone).date,
        services: rules
          ? servicesForDate(rules, date, weekday).map((service) => ({
              name: service.name ?? '',
              opens: service.opens,
              closes: service.closes,
            }))
          : [],
        entries: rows.map((row) => toEntry(row, zone)),
        tables,
        blocks: blocks.map((row) => toBlock(row, zone)),
      };
    },

    /** One booking as the guest list shows it. */
    async entry(restaurantId: number, bookingId: number): Promise<GuestListEntry> {
      const restaurant = await restaurantOf(restaurantId);
      const row = await createGuestListRepository(deps.db).entry(restaurantId, bookingId);
      if (!row) throw new AppError('not_found', 404, 'No such booking');
      return toEntry(row, restaurant.timeZone);
    },

    /**
     * Moves a booking on the evening (or one step back). Cancelling frees its tables, tells the
     * diner why by e-mail and gives back a prepayment or releases a guarantee, whatever the
     * diner's own deadline says: the restaurant chose it.
     */
    async changeStatus(
      identity: Identity,
      restaurantId: number,
      bookingId: number,
      request: GuestStatusRequest,
    ): Promise<GuestListEntry> {
      const now = deps.clock.now();
      const to = request.status;
      if (to === 'cancelled' && !request.reason) {
        throw new AppError('validation_failed', 400, 'Cancelling needs a reason', {
          field: 'reason',
        });
      }
      const { refunds, timeZone } = await deps.db.transaction(async (tx) => {
        const rows = createGuestListRepository(tx);
        const booking = await rows.lockBooking(restaurantId, bookingId);
        // A waiting-list entry holding a table offered to it is still on the list.
        const offered =
          booking?.status === 'held' && (await latestOfferOf(tx, booking.id))?.status === 'live';
        const from = booking && guestStatusOf({ ...booking, offered });
        if (!booking || !from) throw new AppError('not_found', 404, 'No such booking');
        const restaurant = await findRestaurant(tx, restaurantId);
        const verdict = guestMoveVerdict(from, to, {
          startsAt: booking.startAt.getTime(),
          now: now.getTime(),
          noShowGraceMinutes: restaurant?.noShowGraceMinutes ?? DEFAULT_NO_SHOW_GRACE_MINUTES,
        });
        if (!verdict.allowed && verdict.reason === 'too_early') {
          throw new AppError(
            'no_show_too_early',
            409,
            `Not a no-show before ${new Date(verdict.allowedFrom).toISOString()}`,
          );
        }
        if (!verdict.allowed) {
          throw new AppError('conflict', 409, `A booking that is ${from} cannot become ${to}`);
        }
        const stored = storedAs(to);
        let marked: Awaited<ReturnType<PaymentService['markRefunds']>> = [];
        if (to === 'cancelled') {
          await freeTables(tx, booking.id);
          const waiting = booking.isWaitingList || offered;
          // Cancelling an offered entry withdraws the offer (the bookings trigger, ADR 063).
          await updateBooking(tx, booking.id, {
            status: assertTransition(booking.status, 'cancelled'),
            isWaitingList: waiting,
            cancelledAt: now,
            cancelReason: request.reason ?? null,
            updatedAt: now,
          });
          await queueBookingMessage(tx, {
            kind: waiting ? 'waiting_list_removed' : 'booking_cancelled',
            bookingId: booking.id,
            now,
          });
          await dropReminder(tx, booking.id, 'cancelled by the restaurant');
          marked = await deps.payments.markRefunds(tx, booking);
        } else {
          await updateBooking(tx, booking.id, {
            status: assertTransition(booking.status, stored.status),
            seating: stored.seating,
            updatedAt: now,
          });
          await keepTablesFor(tx, (db) =>
            createGuestListRepository(db).setTablePeriod(
              booking.id,
              booking.startAt,
              tablesFreeFrom(booking, to, now),
            ),
          );
        }
        await rows.recordChange({
          bookingId: booking.id,
          fromStatus: from,
          toStatus: to,
          changedBy: identity.userId,
          reason: request.reason ?? null,
          changedAt: now,
        });
        return { refunds: marked, timeZone: restaurant?.timeZone ?? 'UTC' };
      });
      await deps.payments.completeRefunds(refunds);
      const row = await createGuestListRepository(deps.db).entry(restaurantId, bookingId);
      if (!row) throw new Error(`booking ${bookingId} left the guest list`);
      return toEntry(row, timeZone);
    },

    /**
     * Offers a table to a waiting-list entry by hand (docs/decisions/063-waiting-list-offers.md),
     * also while automatic offers are off: held for the entry until the restaurant's offer time
     * runs out, and the diner e-mailed.
     */
    async offerTable(
      identity: Identity,
      restaurantId: number,
      bookingId: number,
      request: OfferTableRequest,
    ): Promise<GuestListEntry> {
      const restaurant = await restaurantOf(restaurantId);
      const outcome = await offerTableByHand(deps.db, {
        restaurantId,
        bookingId,
        tableId: request.tableId ?? null,
        offeredBy: identity.userId,
        now: deps.clock.now(),
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case 'not_waiting':
            throw new AppError('conflict', 409, 'Only a waiting-list entry is offered a table');
          case 'too_late':
            throw new AppError('conflict', 409, 'The entry’s time has begun');
          case 'no_table':
            if (request.tableId !== undefined) {
              throw new AppError('not_found', 404, 'No such table at this restaurant');
            }
            throw tableTaken();
          case 'table_taken':
            throw tableTaken();
        }
      }
      const row = await createGuestListRepository(deps.db).entry(restaurantId, bookingId);
      if (!row) throw new Error(`booking ${bookingId} left the guest list`);
      return toEntry(row, restaurant.timeZone);
    },
  };
}
