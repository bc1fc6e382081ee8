import type { CompleteResult } from '@dekka/contracts/booking';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useSearchParams } from 'react-router';
import { ProblemPage } from '../../../components/ui/problem-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useBookingProcess } from '../../booking-process/hooks/use-booking-process';
import { usePaymentRedirect } from '../../payments/hooks/use-payment-redirect';
import { isWaitingListAddress } from '../../booking-process/model/waiting-list-flag';
import { useBookingInfoForComplete } from '../api/get-booking-info-for-complete';
import { useCountdown } from '../hooks/use-countdown';
import { countdownEnd, parseExpires } from '../model/countdown';
import { BookingSummary } from './booking-summary';
import { CompleteForm } from './complete-form';
import '../../../components/booking-form.css';

/**
 * /checkout/complete and /complete (query guid, isWaitingList, isWaitingListWhenFullyBooked,
 * expires, eventId): the diner's details for a held table or a waiting-list place.
 */
export function CompletePage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('pages.titles.complete')));
  const [params] = useSearchParams();
  const guid = params.get('guid');
  if (!guid) {
    return (
      <ProblemPage title={t('complete.missingTitle')}>{t('complete.missingBody')}</ProblemPage>
    );
  }
  return (
    <CompleteContent
      guid={guid}
      isWaitingList={isWaitingListAddress(params)}
      isEvent={params.get('eventId') !== null}
      expiresMs={parseExpires(params.get('expires'))}
    />
  );
}

interface ContentProps {
  guid: string;
  isWaitingList: boolean;
  isEvent: boolean;
  expiresMs: number | null;
}

function CompleteContent({ guid, isWaitingList, isEvent, expiresMs }: ContentProps) {
  const { t } = useTranslation();
  const query = useBookingInfoForComplete(guid, isWaitingList);
  const { next } = useBookingProcess();
  const countdown = useCountdown(countdownEnd(expiresMs, query.data?.holdExpiresAt));
  // ADR 008's hook: a redirect result opens the payment dialog; its outcome decides the step.
  const { pay, dialog } = usePaymentRedirect(guid);
  const onPaymentRedirect = useCallback(
    async (result: CompleteResult) => (await pay(result)).kind === 'succeeded',
    [pay],
  );

  // The query cache has reported the failure; the route's error page tells the diner.
  if (query.isError) throw new Error('Error fetching booking info for complete.');
  const info = query.data;
  if (!info) return <LoadingScreen />;

  const title = isWaitingList
    ? t('complete.titleWaitingList', { restaurant: info.restaurantName })
    : isEvent
      ? t('complete.titleEvent', { restaurant: info.restaurantName })
      : t('complete.title', { restaurant: info.restaurantName });

  return (
    <section className="container page complete-page">
      <div className="card complete-page__card">
        <h1 className="complete-page__title">{title}</h1>
        <BookingSummary info={info} isWaitingList={isWaitingList} countdown={countdown} />
        <CompleteForm
          guid={guid}
          info={info}
          isWaitingList={isWaitingList}
          countdown={countdown}
          onCompleted={() => next()}
          onPaymentRedirect={onPaymentRedirect}
        />
      </div>
      {dialog}
    </section>
  );
}
