import type { CompleteResult } from '@dekka/contracts/booking';
import type { PaymentLinkConfirmRequest, PaymentLinkResponse } from '@dekka/contracts/payments';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { parseCard } from './card.ts';
import type { PaymentService } from './payment.service.ts';
import { createPaymentsRepository, succeededStatuses } from './payments.repository.ts';
import type { BookingDue, BookingPayable } from './settlement-port.ts';

export type PaymentLinkService = ReturnType<typeof createPaymentLinkService>;

function plain(
  booking: BookingDue['booking'],
  response: 1 | 2,
  message: string | null,
): CompleteResult {
  return {
    response,
    redirectHtml: null,
    paymentId: null,
    paymentProviderType: null,
    message,
    start: booking.startAt.toISOString(),
    restaurantId: booking.restaurantId,
  };
}

/**
 * Payment links: a booking the restaurant made (by phone, say) that still needs the diner's
 * card for a prepayment or a no-show guarantee. The link carries the booking guid.
 */
export function createPaymentLinkService(deps: {
  db: AppDatabase;
  clock: Clock;
  payments: PaymentService;
  bookings: BookingPayable;
}) {
  const paymentRows = createPaymentsRepository(deps.db);
  async function load(guid: string) {
    const due = await deps.bookings.findDue(guid, deps.clock.now());
    if (!due) throw new AppError('not_found', 404, 'No such booking');
    const { booking, restaurant, totals } = due;
    const paid = (await paymentRows.listPayments(booking.id)).some((payment) =>
      succeededStatuses.includes(payment.status),
    );
    // A link pays for a booking someone has put a name to: the restaurant, or the diner on the
    // complete page. A bare hold is finished on the complete page, never by paying for it.
    const hasContact = Boolean(booking.firstName && booking.email && booking.phone);
    const active = hasContact && due.standing !== 'inactive';
    const owes = totals.totalNoShow > 0 || totals.totalPrepaid > 0;
    return {
      booking,
      restaurant,
      totals,
      hasContact,
      active,
      cardRequired: active && owes && !paid,
    };
  }

  return {
    async get(guid: string): Promise<PaymentLinkResponse> {
      const { booking, restaurant, totals, active, cardRequired } = await load(guid);
      return {
        guid: booking.guid,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        start: booking.startAt.toISOString(),
        timeZone: restaurant.timeZone,
        guests: booking.guests,
        currency: { code: restaurant.currency },
        locale: restaurant.locale,
        paymentRequirements: totals,
        isActive: active,
        cardRequired,
        isExternalPaymentForm: restaurant.externalPaymentForm,
      };
    },

    /** A card when one is owed (may answer a 3-D Secure redirect), or null when none is. */
    async confirm(
      request: PaymentLinkConfirmRequest,
      options: { language?: string } = {},
    ): Promise<CompleteResult> {
      const { booking, restaurant, totals, hasContact, active, cardRequired } = await load(
        request.guid,
      );
      if (!hasContact) {
        throw new AppError(
          'contact_details_missing',
          409,
          'This booking has no contact details yet: complete it first',
        );
      }
      // A cancelled or lapsed booking is not confirmed by paying for it (or by confirming it).
      if (!active)
        throw new AppError('booking_not_active', 409, 'This booking is no longer active');
      if (!cardRequired) return plain(booking, 1, null);
      const hosted = restaurant.externalPaymentForm;
      if (!request.card && !hosted) {
        throw new AppError('card_required', 400, 'This booking needs a card');
      }
      // An external payment form: the provider's hosted checkout takes the card.
      const card = request.card && !hosted ? parseCard(request.card, deps.clock.now()) : null;
      if (!card && !hosted) return plain(booking, 2, 'invalid_card');
      const due = { booking, restaurant, totals, card };
      // Under the booking's row lock, like complete: one attempt at the provider at a time, and
      // none once a payment went through since `load` looked.
      const payment = await deps.db.transaction(async (tx) => {
        await deps.bookings.lock(tx, booking.id, deps.clock.now());
        return deps.payments.begin(tx, due);
      });
      if (payment === 'paid') return plain(booking, 1, null);
      return deps.payments.pay({ ...due, payment, language: options.language ?? 'en' });
    },
  };
}
