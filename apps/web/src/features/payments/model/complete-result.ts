import type { CompleteResult } from '@dekka/contracts/booking';
import { CompleteResponseType } from '@dekka/contracts/enums';

export type CompleteOutcome = 'success' | 'redirect' | 'error';

/**
 * docs/product.md, "The API" and "The booking flow": a result carrying redirect markup or a payment id is a payment
 * redirect, whatever its response code; otherwise only response 1 is a success, and an error
 * (2) or anything else is a failure.
 */
export function classifyCompleteResult(result: CompleteResult): CompleteOutcome {
  if ((result.redirectHtml ?? '') !== '' || (result.paymentId ?? '') !== '') return 'redirect';
  return result.response === CompleteResponseType.Success ? 'success' : 'error';
}
