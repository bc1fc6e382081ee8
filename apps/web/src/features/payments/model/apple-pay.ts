/**
 * Apple Pay capability (docs/product.md, "The API" and "Errors"): can this browser pay with an active card
 * for our merchant identifier? Errors are logged and count as "no": Apple Pay is an extra way
 * to pay, never a reason for the page to fail.
 */

interface ApplePaySessionApi {
  canMakePayments?: () => boolean;
  canMakePaymentsWithActiveCard: (merchantIdentifier: string) => Promise<boolean>;
}

function applePaySession(scope: object): ApplePaySessionApi | null {
  if (!('ApplePaySession' in scope)) return null;
  const session: unknown = scope.ApplePaySession;
  if (typeof session !== 'function' && (typeof session !== 'object' || session === null)) {
    return null;
  }
  if (!('canMakePaymentsWithActiveCard' in session)) return null;
  const withActiveCard: unknown = session.canMakePaymentsWithActiveCard;
  if (typeof withActiveCard !== 'function') return null;
  const canMakePayments: unknown =
    'canMakePayments' in session ? session.canMakePayments : undefined;
  return {
    canMakePaymentsWithActiveCard: (id: string) =>
      Promise.resolve(withActiveCard.call(session, id)).then((answer) => answer === true),
    ...(typeof canMakePayments === 'function'
      ? { canMakePayments: () => canMakePayments.call(session) === true }
      : {}),
  };
}

/**
 * False without a merchant identifier, outside Safari (no ApplePaySession), when the device
 * cannot pay at all, or when the check throws (it does outside a secure context).
 */
export async function checkApplePay(
  merchantId: string | null,
  scope: object = window,
  log: (message: string, error: unknown) => void = console.warn,
): Promise<boolean> {
  if (!merchantId) return false;
  try {
    const session = applePaySession(scope);
    if (!session) return false;
    if (session.canMakePayments && !session.canMakePayments()) return false;
    return await session.canMakePaymentsWithActiveCard(merchantId);
  } catch (error) {
    log('Apple Pay check failed', error);
    return false;
  }
}
