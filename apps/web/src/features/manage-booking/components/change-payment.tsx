import type { ChangeMoney } from '@dekka/contracts/booking-change';
import type { PaymentCard } from '@dekka/contracts/payments';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { formatMoney } from '../../../lib/locale-format';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { CardFields } from '../../payments/components/card-fields';
import { useCardForm } from '../../payments/hooks/use-card-form';
import { paymentCard } from '../../payments/model/payment-link';
import '../../../components/booking-form.css';

const FIELD_IDS = {
  cardNumber: 'complete-card-number',
  cardExpiry: 'complete-card-expiry',
  cardCvc: 'complete-card-cvc',
} as const;

/**
 * What a change costs (docs/decisions/064-changes-that-move-money.md) and the card that pays it:
 * the difference of a prepayment that grows, or a card check for a guarantee that grows. The
 * bank's 3-D Secure page, when it asks for one, opens in the payment dialog.
 */
export function ChangePayment({
  money,
  pending,
  declined,
  onPay,
}: {
  money: ChangeMoney;
  pending: boolean;
  /** The last card did not go through (declined, or the bank's page was left). */
  declined: boolean;
  onPay: (card: PaymentCard) => void;
}) {
  const { t, i18n } = useTranslation();
  const card = useCardForm();
  const amount = formatMoney(money.amount, money.currency, i18n.language);
  const charge = money.kind === 'charge';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const [first] = card.validateAll();
    const sent = paymentCard(card.values, new Date());
    if (first || !sent) {
      document.getElementById(FIELD_IDS[first ?? 'cardNumber'])?.focus();
      return;
    }
    onPay(sent);
  }

  return (
    <form className="complete-form change-booking__payment" noValidate onSubmit={onSubmit}>
      <p>
        {charge
          ? t('manage.change.pay.chargeIntro', { amount })
          : t('manage.change.pay.cardCheckIntro', { amount })}
      </p>
      <CardFields
        cardNumber={card.values.cardNumber}
        cardExpiry={card.values.cardExpiry}
        cardCvc={card.values.cardCvc}
        errors={card.errors}
        onCardNumber={card.setCardNumber}
        onCardExpiry={card.setCardExpiry}
        onCardCvc={card.setCardCvc}
        onBlur={card.blur}
        declinedMessage={declined ? t('manage.change.pay.declined') : null}
      />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner label={t('manage.change.saving')} />}
        {charge
          ? t('manage.change.pay.submitCharge', { amount })
          : t('manage.change.pay.submitCardCheck')}
      </Button>
    </form>
  );
}
