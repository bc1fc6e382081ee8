import { useTranslation } from '../../../lib/translation';
import { formatMoney } from '../../../lib/locale-format';
import { Amount } from '../../../components/ui/amount';
import type { SubmitAction } from '../model/submit-action';

/** Stands in for the amount while the sentence is split around it. */
const AMOUNT_MARK = '\u2063amount\u2063';

/**
 * What pressing a booking's submit button does (docs/product.md, "Complete"), on the complete
 * page and the payment link alike: "Confirm and pay 25.800 kr." for a prepayment, "Confirm
 * booking" for a guarantee that charges nothing now, "Join the waiting list" for the list, and
 * "Complete booking" otherwise. The amount never wraps inside itself.
 */
export function SubmitLabel({ action, currency }: { action: SubmitAction; currency: string }) {
  const { t, i18n } = useTranslation();
  switch (action.kind) {
    case 'joinWaitingList':
      return t('complete.submitWaitingList');
    case 'confirm':
      return t('complete.submitConfirm');
    case 'complete':
      return t('complete.submit');
    case 'pay': {
      const [before = '', after = ''] = t('complete.submitPay', { amount: AMOUNT_MARK }).split(
        AMOUNT_MARK,
      );
      return (
        <span>
          {before}
          <Amount>{formatMoney(action.amount, currency, i18n.language)}</Amount>
          {after}
        </span>
      );
    }
  }
}
