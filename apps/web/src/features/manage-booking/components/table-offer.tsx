import type { ManageBookingResponse, TableOfferAnswer } from '@dekka/contracts/booking';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatClock } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { type OfferChoice, useAnswerTableOffer } from '../api/answer-table-offer';

/**
 * The complete step for an accepted offer the restaurant needs a card for: the held table's
 * address in the booking flow (docs/product.md, "Step addresses"), counting down to the offer's
 * deadline.
 */
function completeAddress(guid: string, answer: TableOfferAnswer): string {
  const params = new URLSearchParams({
    guid,
    restaurantId: String(answer.restaurantId),
    currentStep: 'complete',
  });
  if (answer.holdExpiresAt) params.set('expires', String(Date.parse(answer.holdExpiresAt)));
  return `/checkout/complete?${params.toString()}`;
}

/**
 * A table offered to the diner's waiting-list entry (docs/decisions/063-waiting-list-offers.md):
 * until when it is held, and Accept or Decline. The e-mail's button decides which of the two
 * comes first and takes the focus (`preferred`); the diner still presses it, so a mail scanner
 * that opens links answers nothing.
 */
export function TableOffer({
  guid,
  booking,
  preferred,
}: {
  guid: string;
  booking: ManageBookingResponse;
  preferred: OfferChoice | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useAnswerTableOffer(guid);
  const [outcome, setOutcome] = useState<TableOfferAnswer['outcome'] | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const expiresAt = booking.waitingList?.offerExpiresAt ?? null;
  const needsCard = booking.waitingList?.offerNeedsCard ?? false;

  // Opened from the e-mail's button: the chosen answer comes first and has the focus.
  useEffect(() => {
    if (preferred) actions.current?.querySelector('button')?.focus();
  }, [preferred]);

  const choose = (choice: OfferChoice) => {
    answer.mutate(choice, {
      onSuccess: (result) => {
        if (result.outcome === 'complete') {
          void navigate(completeAddress(guid, result));
          return;
        }
        setOutcome(result.outcome);
      },
    });
  };

  const accept = (
    <Button
      key="accept"
      variant={preferred === 'decline' ? 'secondary' : 'primary'}
      disabled={answer.isPending}
      onClick={() => choose('accept')}
    >
      {needsCard ? t('manage.offer.acceptWithCard') : t('manage.offer.accept')}
    </Button>
  );
  const decline = (
    <Button
      key="decline"
      variant={preferred === 'decline' ? 'primary' : 'secondary'}
      disabled={answer.isPending}
      onClick={() => choose('decline')}
    >
      {t('manage.offer.decline')}
    </Button>
  );

  return (
    <section className="manage-page__offer" aria-labelledby="manage-offer-title">
      <h2 id="manage-offer-title">{t('manage.offer.title')}</h2>
      {expiresAt && (
        <p>{t('manage.offer.until', { time: formatClock(expiresAt, booking.timeZone) })}</p>
      )}
      <p>{needsCard ? t('manage.offer.cardNote') : t('manage.offer.note')}</p>
      <div role="status" aria-live="polite">
        {outcome === 'lapsed' && <Alert tone="info">{t('manage.offer.lapsed')}</Alert>}
        {answer.isError && <Alert tone="error">{t('manage.offer.failed')}</Alert>}
      </div>
      {outcome !== 'lapsed' && (
        <div className="manage-page__actions" ref={actions}>
          {preferred === 'decline' ? [decline, accept] : [accept, decline]}
        </div>
      )}
    </section>
  );
}
