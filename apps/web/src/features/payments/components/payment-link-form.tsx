import type { PaymentLinkResponse } from '@dekka/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { reportError } from '../../../lib/error-reporting';
import { CardFields } from './card-fields';
import { SubmitLabel } from './submit-label';
import { ChargesBox } from './charges-box';
import { classifyCompleteResult } from '../model/complete-result';
import { confirmPaymentLink } from '../api/confirm-payment-link';
import { useCardForm } from '../hooks/use-card-form';
import { usePaymentRedirect } from '../hooks/use-payment-redirect';
import { paymentCard, paymentLinkAction, paymentLinkMode } from '../model/payment-link';
import { cardRetryTime } from '../model/too-many-attempts';

const FIELD_IDS = {
  cardNumber: 'complete-card-number',
  cardExpiry: 'complete-card-expiry',
  cardCvc: 'complete-card-cvc',
} as const;

type Outcome = 'done' | 'paymentFailed' | 'couldNotConfirm' | 'tooManyAttempts';

/** What is owed, the card (or the provider's checkout, or nothing), and the confirm button. */
export function PaymentLinkForm({ link }: { link: PaymentLinkResponse }) {
  const { t } = useTranslation();
  const mode = paymentLinkMode(link);
  const card = useCardForm();
  const { pay, dialog } = usePaymentRedirect(link.guid);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // With tooManyAttempts: when the server takes a card again (HH:mm:ss).
  const [retryAt, setRetryAt] = useState('');
  // Bumped on each failed payment: the card field gets focus back for another try.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) document.getElementById(FIELD_IDS.cardNumber)?.focus();
  }, [failures]);

  const submit = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const sent = mode === 'card' ? paymentCard(card.values, new Date()) : null;
      const result = await confirmPaymentLink({ guid: link.guid, card: sent });
      const kind = classifyCompleteResult(result);
      if (kind === 'redirect') {
        return (await pay(result)).kind === 'succeeded' ? 'done' : 'paymentFailed';
      }
      if (kind === 'success') return 'done';
      return mode === 'confirmOnly' ? 'couldNotConfirm' : 'paymentFailed';
    },
    onSuccess: (next) => {
      setOutcome(next);
      if (next === 'paymentFailed') setFailures((count) => count + 1);
    },
    onError: (error) => {
      // Too many card attempts: nothing was charged, and the diner learns when to try again.
      const retryTime = cardRetryTime(error, new Date());
      if (retryTime !== null) {
        setRetryAt(retryTime);
        setOutcome('tooManyAttempts');
        return;
      }
      reportError(error);
      setOutcome('couldNotConfirm');
    },
  });

  if (outcome === 'done') {
    return (
      <Alert tone="success" title={t('paymentLink.doneTitle')}>
        <p>{t('paymentLink.doneBody', { restaurant: link.restaurantName })}</p>
      </Alert>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setOutcome(null);
    if (mode === 'card') {
      const [first] = card.validateAll();
      if (first) {
        document.getElementById(FIELD_IDS[first])?.focus();
        return;
      }
    }
    submit.mutate();
  }

  const owes = mode !== 'confirmOnly';
  return (
    <>
      <form className="complete-form" noValidate onSubmit={onSubmit}>
        {owes && <ChargesBox info={link} />}
        <p>
          {mode === 'card'
            ? t('paymentLink.cardIntro')
            : mode === 'hostedCheckout'
              ? t('paymentLink.hostedIntro')
              : t('paymentLink.nothingOwed')}
        </p>
        {mode === 'card' && (
          <CardFields
            cardNumber={card.values.cardNumber}
            cardExpiry={card.values.cardExpiry}
            cardCvc={card.values.cardCvc}
            errors={card.errors}
            onCardNumber={card.setCardNumber}
            onCardExpiry={card.setCardExpiry}
            onCardCvc={card.setCardCvc}
            onBlur={card.blur}
          />
        )}
        {outcome && (
          <Alert tone="error">
            {outcome === 'tooManyAttempts'
              ? t('complete.tooManyCardAttempts', { time: retryAt })
              : outcome === 'paymentFailed'
                ? t('paymentLink.paymentFailed')
                : t('paymentLink.couldNotConfirm')}
          </Alert>
        )}
        <Button
          type="submit"
          className="complete-form__submit"
          disabled={submit.isPending}
          aria-busy={submit.isPending || undefined}
        >
          {submit.isPending && <Spinner label={t('paymentLink.submitting')} />}
          <SubmitLabel action={paymentLinkAction(link)} currency={link.currency.code} />
        </Button>
      </form>
      {dialog}
    </>
  );
}
