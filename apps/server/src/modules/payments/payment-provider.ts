import type { PaymentFailure } from '@dekka/contracts/payments';
import type { WalletPayment } from './apple-pay.ts';
import type { Card } from './card.ts';

export type AuthorizeRequest = {
  /** Minor units; 0 verifies the card without reserving money (a no-show guarantee). */
  amount: number;
  currency: string;
  /**
   * Null when the restaurant uses an external payment form: the diner types the card into the
   * provider's hosted checkout instead, and the outcome is always `embedded`. A wallet payment
   * (Apple Pay) carries the wallet's encrypted token instead of a card; the device has already
   * authenticated the diner, so it is approved or declined at once, never challenged.
   */
  card: Card | WalletPayment | null;
  /** Shown on the provider's challenge page. */
  merchantName: string;
  /** The diner's language, for the provider's pages. */
  language: string;
};

/**
 * What a provider answers to an authorization: approved at once, declined, or the diner must
 * finish a 3-D Secure challenge on the provider's page (redirect markup) or in an embedded
 * checkout (Nets: a payment id). The last two end later in `handleCallback`.
 */
export type AuthorizeOutcome =
  | { kind: 'approved'; reference: string; token: string | null }
  | { kind: 'declined'; reference: string; reason: PaymentFailure }
  | { kind: 'challenge'; reference: string; redirectHtml: string }
  | { kind: 'embedded'; reference: string; paymentId: string };

/** Part of a captured charge to give back, with the key that makes asking again harmless. */
export type RefundPart = { amount: number; key: string };

/** A charge to a card token kept from an earlier verification (a no-show fee). */
export type TokenChargeRequest = {
  token: string;
  /** Minor units. */
  amount: number;
  currency: string;
  merchantName: string;
};

export type TokenChargeOutcome =
  | { kind: 'approved'; reference: string }
  | { kind: 'declined'; reference: string | null; reason: PaymentFailure };

/** Apple Pay's merchant validation, which the provider performs with its merchant certificate. */
export type ApplePaySessionRequest = {
  /** Apple's start-session address, from Dekka's list of Apple's gateways (apple-pay.ts). */
  gatewayUrl: string;
  merchantIdentifier: string;
  /** The site's domain name, registered with Apple. */
  domainName: string;
  /** What the sheet shows as the merchant: the restaurant's name. */
  displayName: string;
};

/** The card's public part, when the provider collected the card itself (hosted checkout). */
export type CardSummary = { brand: string; last4: string };

export type CallbackOutcome =
  | { kind: 'approved'; reference: string; token: string | null; card?: CardSummary }
  | { kind: 'declined'; reference: string; reason: PaymentFailure }
  /** The hosted checkout got an invalid card: nothing settled, the page asks again. */
  | { kind: 'invalid_card'; reference: string };

/**
 * A card gateway (docs/architecture.md, "How a booking flows"). Every method may be retried: capture, refund and
 * callbacks for a reference already settled do nothing and answer as before, so a replayed
 * callback can never charge twice. Adapters for Borgun, Valitor, Aur and Nets implement this
 * when credentials exist; the sandbox implements it now.
 */
export interface PaymentProvider {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome>;
  /** Takes the authorized amount. */
  capture(reference: string): Promise<void>;
  /**
   * Gives the money back (captured) or releases the authorization (not yet captured). Without
   * `part`, all of it that has not gone back yet; with `part`, that amount of a captured charge
   * (a change that lowered a prepayment), once per `part.key` however often it is asked.
   */
  refund(reference: string, part?: RefundPart): Promise<void>;
  /**
   * Charges a kept card token with no diner present (a merchant-initiated charge: no 3-D
   * Secure). Answers declined when the token is no longer good.
   */
  chargeToken(request: TokenChargeRequest): Promise<TokenChargeOutcome>;
  /** Apple Pay's merchant session for the payment sheet (opaque to Dekka). */
  startApplePaySession(request: ApplePaySessionRequest): Promise<Record<string, unknown>>;
  /** Reads the provider's callback (after a challenge) and says how the payment ended. */
  handleCallback(body: unknown): Promise<CallbackOutcome>;
}
