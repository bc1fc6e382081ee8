import type { ApplePaySessionRequest, ApplePaySessionResponse } from '@dekka/contracts/apple-pay';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createBookingsRepository } from '../bookings/bookings.repository.ts';
import { isLapsedHold } from '../booking-lifecycle/lifecycle.ts';
import { applePayGatewayUrl } from './apple-pay.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type ApplePayService = ReturnType<typeof createApplePayService>;

/**
 * Apple Pay's merchant validation (docs/decisions/033): only for a live hold, only towards one of
 * Apple's gateways, and only when Dekka has a merchant identifier (APPLE_PAY_MERCHANT_ID).
 */
export function createApplePayService(deps: {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProvider;
  merchantIdentifier: string | null;
  /** The public site's address; its host is the domain registered with Apple. */
  publicUrl: string;
}) {
  const bookings = createBookingsRepository(deps.db);
  return {
    async startSession(request: ApplePaySessionRequest): Promise<ApplePaySessionResponse> {
      if (!deps.merchantIdentifier)
        throw new AppError('not_found', 404, 'Apple Pay is not offered');
      const gatewayUrl = applePayGatewayUrl(request.validationUrl);
      if (!gatewayUrl) throw new AppError('bad_request', 400, 'Not an Apple Pay gateway');
      const booking = await bookings.findBookingByGuid(request.guid);
      if (!booking) throw new AppError('not_found', 404, 'No such booking');
      if (booking.status !== 'held' || isLapsedHold(booking, deps.clock.now())) {
        throw new AppError('booking_not_active', 409, 'The booking is no longer held');
      }
      const restaurant = await bookings.findRestaurant(booking.restaurantId);
      if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
      const merchantSession = await deps.provider.startApplePaySession({
        gatewayUrl,
        merchantIdentifier: deps.merchantIdentifier,
        domainName: new URL(deps.publicUrl).hostname,
        displayName: restaurant.name,
      });
      return { merchantSession };
    },
  };
}
