import { DEFAULT_NO_SHOW_GRACE_MINUTES, feeVerdict } from '@dekka/contracts/guest-status-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import { SqlState, sqlState } from '../../db/sql-state.ts';
import { queueBookingMessage } from '../messages/queue-message.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { bookingPayments, insertPayment, updatePayment } from '../payments/payment-records.ts';
import { findRestaurant } from '../restaurants/restaurant-row.ts';
import { createGuestListRepository } from './guest-list.repository.ts';

function alreadyCharged(): AppError {
  return new AppError('fee_already_charged', 409, 'The no-show fee has been charged already');
}

export type NoShowFeeService = ReturnType<typeof createNoShowFeeService>;

/**
 * Charges a no-show's fee to the card the diner had verified for it, through the provider's
 * kept token (never a card number), at most once per booking: the booking row is locked while
 * the attempt is opened, and a unique index lets one fee be pending or captured at a time. The
 * provider is called after that commits (conventions: no network call inside a transaction);
 * a declined charge is recorded and may be tried again; a charge records who made it, and the
 * diner gets a receipt.
 */
export function createNoShowFeeService(deps: {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProvider;
  logger: FastifyBaseLogger;
}) {
  async function open(identity: Identity, restaurantId: number, bookingId: number) {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const booking = await createGuestListRepository(tx).lockBooking(restaurantId, bookingId);
      if (!booking) throw new AppError('not_found', 404, 'No such booking');
      const attempts = await bookingPayments(tx, booking.id);
      const fees = attempts.filter((payment) => payment.kind === 'no_show_fee');
      if (fees.some((fee) => fee.status === 'captured' || fee.status === 'pending')) {
        throw alreadyCharged();
      }
      if (booking.status !== 'no_show') {
        throw new AppError('fee_not_chargeable', 409, 'Only a no-show is charged the fee');
      }
      const guarantee = attempts.findLast(
        (payment) =>
          payment.kind === 'no_show_guarantee' &&
          payment.status === 'verified' &&
          payment.providerToken !== null &&
          payment.amount > 0,
      );
      if (!guarantee?.providerToken) {
        throw new AppError('fee_not_chargeable', 409, 'No card is kept for this booking');
      }
      // Not before the party became a no-show (guest-status-rules.ts), even when it was marked one
      // under a shorter grace period than the restaurant's now.
      const restaurant = await findRestaurant(tx, restaurantId);
      const verdict = feeVerdict({
        startsAt: booking.startAt.getTime(),
        now: now.getTime(),
        noShowGraceMinutes: restaurant?.noShowGraceMinutes ?? DEFAULT_NO_SHOW_GRACE_MINUTES,
      });
      if (!verdict.allowed) {
        throw new AppError('no_show_too_early', 409, 'The party is not a no-show yet');
      }
      try {
        const fee = await insertPayment(tx, {
          bookingId: booking.id,
          provider: guarantee.provider,
          providerType: guarantee.providerType,
          kind: 'no_show_fee',
          status: 'pending',
          amount: guarantee.amount,
          currency: guarantee.currency,
          cardBrand: guarantee.cardBrand,
          cardLast4: guarantee.cardLast4,
          chargedBy: identity.userId,
          createdAt: now,
          updatedAt: now,
        });
        return { fee, token: guarantee.providerToken, merchantName: restaurant?.name ?? '' };
      } catch (error) {
        if (sqlState(error) === SqlState.uniqueViolation) throw alreadyCharged();
        throw error;
      }
    });
  }

  return {
    async charge(identity: Identity, restaurantId: number, bookingId: number): Promise<void> {
      const { fee, token, merchantName } = await open(identity, restaurantId, bookingId);
      let outcome: Awaited<ReturnType<PaymentProvider['chargeToken']>>;
      try {
        outcome = await deps.provider.chargeToken({
          token,
          amount: fee.amount,
          currency: fee.currency,
          merchantName,
        });
      } catch (err) {
        // Unknown whether money moved: the fee stays pending (shown as such), never charged twice.
        deps.logger.error({ err, paymentId: fee.id }, 'no-show fee charge failed');
        throw new AppError('service_unavailable', 503, 'The payment provider did not answer');
      }
      const now = deps.clock.now();
      if (outcome.kind === 'declined') {
        await updatePayment(deps.db, fee.id, {
          status: 'declined',
          providerReference: outcome.reference,
          failureReason: outcome.reason,
          updatedAt: now,
        });
        throw new AppError('payment_declined', 402, 'The card was declined');
      }
      await deps.db.transaction(async (tx) => {
        await updatePayment(tx, fee.id, {
          status: 'captured',
          providerReference: outcome.reference,
          updatedAt: now,
        });
        await queueBookingMessage(tx, {
          kind: 'no_show_fee_receipt',
          bookingId,
          now,
          key: fee.id,
        });
      });
    },
  };
}
