import { z } from './zod.ts';

/**
 * Apple Pay on the complete page (docs/product.md, "Payment and 3-D Secure"). The browser's
 * payment sheet asks the merchant to prove itself (merchant validation), then hands over an
 * encrypted payment token that only the payment provider can open.
 */

/** POST /api/web/payments/applepay/session: merchant validation for a held booking. */
export const ApplePaySessionRequest = z.object({
  guid: z.uuid(),
  /** The `validationURL` of the sheet's validatemerchant event; must be one of Apple's gateways. */
  validationUrl: z.string().max(500),
});
export type ApplePaySessionRequest = z.infer<typeof ApplePaySessionRequest>;

/** The opaque merchant session the sheet's `completeMerchantValidation` takes. */
export const ApplePaySessionResponse = z.object({
  merchantSession: z.record(z.string(), z.unknown()),
});
export type ApplePaySessionResponse = z.infer<typeof ApplePaySessionResponse>;

/**
 * The sheet's `payment.token` as the complete call sends it: `paymentData` is encrypted for the
 * provider and passed on untouched; the display name ("Visa 1234") gives brand and last four.
 */
export const ApplePayToken = z.object({
  paymentData: z.record(z.string(), z.unknown()),
  paymentMethod: z.object({
    displayName: z.string().max(100),
    network: z.string().max(40),
    type: z.string().max(20),
  }),
  transactionIdentifier: z.string().max(200),
});
export type ApplePayToken = z.infer<typeof ApplePayToken>;
