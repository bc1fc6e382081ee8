import type {
  GuestListEntry,
  GuestListResponse,
  GuestPayment,
  GuestSource,
  GuestStatusRequest,
} from '@dekka/contracts/guest-list';
import { canMoveGuest } from '@dekka/contracts/guest-status-rules';
import { addDays, utcToZoned, zonedToUtc } from '@dekka/availability/local-time';
import { servicesForDate } from '@dekka/availability/opening-hours';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadStaticInputs } from '../availability/static-inputs.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import { createBookingsRepository } from '../bookings/bookings.repository.ts';
import { assertTransition } from '../bookings/lifecycle.ts';
import { dropReminder, queueBookingMessage } from '../messages/queue-message.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import { createGuestListRepository, type EntryRow } from './guest-list.repository.ts';
import { guestStatusOf, storedAs } from './guest-status.ts';

/** BookingSource (Admin 1, Web 2, App 3, Other 4, Portal 5) as the guest list names it. */
const SOURCES: Record<number, GuestSource> = {
  1: 'phone',
  2: 'web',
  3: 'app',
  4: 'other',
  5: 'embed',
};

/** The booking's latest payment, as the staff need to know it. */
function paymentState(payment: EntryRow['payment']): GuestPayment {
  if (!payment) return 'none';
  if (payment.status === 'pending') return 'pending';
  if (payment.status === 'refund_pending' || payment.status === 'refunded') return 'refunded';
  if (payment.kind === 'prepayment' && payment.status === 'captured') return 'prepaid';
  if (payment.kind === 'no_show_guarantee' && payment.status === 'verified') return 'guaranteed';
  return 'none';
}

function localDateTime(instant: Date, timeZone: string): string {
  const { date, time } = utcToZoned(instant.getTime(), timeZone);
  return `${date}T${time}`;
}

function toEntry(row: EntryRow, timeZone: string): GuestListEntry {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  const status = guestStatusOf(row);
  if (!status) throw new Error(`booking ${row.id} is not on the guest list`);
  return {
    id: row.id,
    startsAt: localDateTime(row.startAt, timeZone),
    endsAt: localDateTime(row.endAt, timeZone),
    guests: row.guests,
    name: name || null,
    phone: row.phone,
    email: row.email,
    status,
    isWaitingList: row.isWaitingList,
    tables: row.tables,
    menus: row.menus,
    eventName: row.eventName,
    payment: paymentState(row.payment),
    specialRequest: row.specialRequest,
    source: SOURCES[row.source] ?? 'other',
    visits: row.visits,
    cancelReason: row.cancelReason,
  };
}

export type GuestListService = ReturnType<typeof createGuestListService>;

/** The guest list (docs/product.md, "The guest list"); every caller is the restaurant's staff. */
export function createGuestListService(deps: {
  db: AppDatabase;
  clock: Clock;
  payments: PaymentService;
}) {
  async function restaurantOf(restaurantId: number) {
    const restaurant = await createBookingsRepository(deps.db).findRestaurant(restaurantId);
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
      const [rows, inputs] = await Promise.all([
        createGuestListRepository(deps.db).day(restaurantId, new Date(from), new Date(to)),
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
      };
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
        const from = booking && guestStatusOf(booking);
        if (!booking || !from) throw new AppError('not_found', 404, 'No such booking');
        if (!canMoveGuest(from, to)) {
          throw new AppError('conflict', 409, `A booking that is ${from} cannot become ${to}`);
        }
        const stored = storedAs(to);
        const bookingRows = createBookingsRepository(tx);
        let marked: Awaited<ReturnType<PaymentService['markRefunds']>> = [];
        if (to === 'cancelled') {
          await bookingRows.deleteBookingTables(booking.id);
          await bookingRows.updateBooking(booking.id, {
            status: assertTransition(booking.status, 'cancelled'),
            cancelledAt: now,
            cancelReason: request.reason ?? null,
            updatedAt: now,
          });
          await queueBookingMessage(tx, {
            kind: booking.isWaitingList ? 'waiting_list_removed' : 'booking_cancelled',
            bookingId: booking.id,
            now,
          });
          await dropReminder(tx, booking.id, 'cancelled by the restaurant');
          marked = await deps.payments.markRefunds(tx, booking.id);
        } else {
          await bookingRows.updateBooking(booking.id, {
            status: assertTransition(booking.status, stored.status),
            seating: stored.seating,
            updatedAt: now,
          });
        }
        await rows.recordChange({
          bookingId: booking.id,
          fromStatus: from,
          toStatus: to,
          changedBy: identity.userId,
          reason: request.reason ?? null,
          changedAt: now,
        });
        const restaurant = await bookingRows.findRestaurant(restaurantId);
        return { refunds: marked, timeZone: restaurant?.timeZone ?? 'UTC' };
      });
      await deps.payments.completeRefunds(refunds);
      const row = await createGuestListRepository(deps.db).entry(restaurantId, bookingId);
      if (!row) throw new Error(`booking ${bookingId} left the guest list`);
      return toEntry(row, timeZone);
    },
  };
}
