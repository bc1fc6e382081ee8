import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

/**
 * The message a refused or failed staff change shows in place. The server's codes that the staff
 * can act on get their own words; another 409 or 400 means the list on screen was out of date
 * (it is read again); anything else did not go through.
 */
export function problemMessage(error: unknown): TranslationKey {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'table_taken':
        return 'staff.guestList.problem.tableTaken';
      case 'fee_already_charged':
        return 'staff.guestList.problem.feeAlreadyCharged';
      case 'fee_not_chargeable':
        return 'staff.guestList.problem.feeNotChargeable';
      case 'no_show_too_early':
        return 'staff.guestList.problem.noShowTooEarly';
      case 'payment_declined':
        return 'staff.guestList.problem.paymentDeclined';
      case 'validation_failed':
        return 'staff.guestList.problem.invalid';
    }
    if (error.status === 409 || error.status === 400) return 'staff.guestList.outOfDate';
  }
  return 'staff.guestList.changeFailed';
}
