import type { ApplePaySessionRequest, ApplePaySessionResponse } from '@dekka/contracts/apple-pay';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { applePayGatewayUrl } from './apple-pay.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { BookingPayable } from './settlement-port.ts';

export type ApplePayService = ReturnType<typeof createApplePayService>;

/**
 * Apple Pay's merchant validation (docs/decisions/033): only for a live hold, only towards one of
 * Apple's gateways, and only when Dekka has a merchant identifier (APPLE_PAY_MERCHANT_ID).
 */
export function createApplePayService(deps: {
  bookings: BookingPayable;
  clock: Clock;
  provider: PaymentProvider;
  merchantIdentifier: string | null;
  /** The public site's address; its host is the domain registered with Apple. */
  publicUrl: string;
}) {
  return {
    async startSession(request: ApplePaySessionRequest): Promise<ApplePaySessionResponse> {
      if (!deps.merchantIdentifier)
        throw new AppError('not_found', 404, 'Apple Pay is not offered');
      const gatewayUrl = applePayGatewayUrl(request.validationUrl);
      if (!gatewayUrl) throw new AppError('bad_request', 400, 'Not an Apple Pay gateway');
      const due = await deps.bookings.findDue(request.guid, deps.clock.now());
      if (!due) throw new AppError('not_found', 404, 'No such booking');
      if (due.standing !== 'live_hold') {
        throw new AppError('booking_not_active', 409, 'The booking is no longer held');
      }
      const merchantSession = await deps.provider.startApplePaySession({
        gatewayUrl,
        merchantIdentifier: deps.merchantIdentifier,
        domainName: new URL(deps.publicUrl).hostname,
        displayName: due.restaurant.name,
      });
      return { merchantSession };
    },
  };
}
