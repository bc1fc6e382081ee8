import type { CompleteResult } from '@dekka/contracts/booking';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProblemPage } from '../../../components/ui/problem-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useBookingProcess } from '../../booking-process/hooks/use-booking-process';
import { isWaitingListParam } from '../../booking-process/model/booking-process';
import { usePaymentRedirect } from '../../payments/hooks/use-payment-redirect';
import { useBookingInfoForComplete } from '../api/get-booking-info-for-complete';
import { useCountdown } from '../hooks/use-countdown';
import { parseExpires } from '../model/countdown';
import { BookingSummary } from './booking-summary';
import { CompleteForm } from './complete-form';
import '../../../components/booking-form.css';

/**
 * /checkout/complete and /complete (query guid, isWaitingList, isWaitingListWhenFullyBooked,
 * expires, eventId): the diner's details for a held table or a waiting-list place.
 */
export function CompletePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const guid = params.get('guid');
  if (!guid) {
    return (
      <ProblemPage title={t('complete.missingTitle')}>{t('complete.missingBody')}</ProblemPage>
    );
  }
  // docs/product.md, "The API": the info call's flag is true when either waiting-list parameter is set.
  const isWaitingList =
    isWaitingListParam(params.get('isWaitingList')) ||
    isWaitingListParam(params.get('isWaitingListWhenFullyBooked'));
  return (
    <CompleteContent
      guid={guid}
      isWaitingList={isWaitingList}
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
  const countdown = useCountdown(expiresMs);
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
