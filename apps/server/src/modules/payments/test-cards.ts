/**
 * The sandbox's test cards (README "Test cards" and docs/decisions). Any expiry in the future
 * and any CVC of the brand's length work. Numbers follow the conventions card gateways use in
 * their own test modes, so they pass the client's Luhn and brand checks.
 */
export type TestCardBehaviour =
  /** Approved without a challenge (frictionless). */
  | 'approve'
  /** Declined by the issuer at once. */
  | 'decline'
  /** 3-D Secure challenge; when the diner approves it, the payment is approved. */
  | 'challenge_approve'
  /** 3-D Secure challenge; even when the diner approves it, the issuer then declines. */
  | 'challenge_decline'
  /** Nets-style embedded checkout: the result carries a paymentId instead of redirect markup. */
  | 'embedded';

export const testCards: Record<string, TestCardBehaviour> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge_approve',
  '4000008260003178': 'challenge_decline',
  '5200828282828210': 'embedded',
};

/** Any other valid card is approved at once, as most gateways' test modes do. */
export function testCardBehaviour(number: string): TestCardBehaviour {
  return testCards[number] ?? 'approve';
}

/**
 * A wallet (Apple Pay) payment: the device has authenticated the diner, so there is no
 * challenge. A card in the wallet ending like the declined test card (0002) is declined.
 */
export function walletBehaviour(last4: string): 'approve' | 'decline' {
  return last4 === '0002' ? 'decline' : 'approve';
}
