import type { BookingInfoForCompleteResponse, CompleteResult } from '@dekka/contracts/booking';
import { useCallback } from 'react';
import type { PaymentOutcome } from '../../payments/model/payment-outcome';
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
import { useHoldAgain } from '../hooks/use-hold-again';
import { countdownEnd, parseExpires } from '../model/countdown';
import type { Remaining } from '../model/countdown';
import { BookingSummary } from './booking-summary';
import { CompleteForm } from './complete-form';
import '../../../components/booking-form.css';

/**
 * /checkout/complete and /complete (query guid, isWaitingList, isWaitingListWhenFullyBooked,
 * expires, eventId): the diner's details for a held table or a waiting-list place.
 */
export function CompletePage() {
  const [params] = useSearchParams();
  const guid = params.get('guid');
  if (!guid) return <MissingGuid />;
  const eventId = params.get('eventId');
  return (
    <CompleteContent
      guid={guid}
      isWaitingList={isWaitingListAddress(params)}
      eventId={eventId !== null && /^\d{1,10}$/.test(eventId) ? Number(eventId) : null}
      isEvent={eventId !== null}
      expiresMs={parseExpires(params.get('expires'))}
    />
  );
}

function MissingGuid() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('pages.titles.complete')));
  return <ProblemPage title={t('complete.missingTitle')}>{t('complete.missingBody')}</ProblemPage>;
}

interface ContentProps {
  guid: string;
  /** What the address says; the server's answer has the last word once it is here. */
  isWaitingList: boolean;
  eventId: number | null;
  isEvent: boolean;
  expiresMs: number | null;
}

function CompleteContent({
  guid,
  isWaitingList: asked,
  eventId,
  isEvent,
  expiresMs,
}: ContentProps) {
  const { t } = useTranslation();
  const query = useBookingInfoForComplete(guid, asked);
  // A reserve that may fall back to the waiting list asks with either flag: only the server
  // knows whether this is a held table or a place on the list.
  const isWaitingList = query.data?.isWaitingList ?? asked;
  useDocumentTitle(
    pageTitle(t(isWaitingList ? 'pages.titles.waitingList' : 'pages.titles.complete')),
  );
  const { next } = useBookingProcess();
  const countdown = useCountdown(countdownEnd(expiresMs, query.data?.holdExpiresAt));
  // ADR 008's hook: a redirect result opens the payment dialog; its outcome decides the step.
  const { pay, dialog } = usePaymentRedirect(guid);
  const onPaymentRedirect = useCallback(
    (result: CompleteResult): Promise<PaymentOutcome> => pay(result),
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
        <Summary
          info={info}
          isWaitingList={isWaitingList}
          countdown={countdown}
          eventId={eventId}
        />
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

/** The summary, with the way to hold the same table again once a table's hold has lapsed. */
function Summary({
  info,
  isWaitingList,
  countdown,
  eventId,
}: {
  info: BookingInfoForCompleteResponse;
  isWaitingList: boolean;
  countdown: Remaining;
  eventId: number | null;
}) {
  const { state, holdAgain } = useHoldAgain(info, eventId);
  return (
    <BookingSummary
      info={info}
      isWaitingList={isWaitingList}
      countdown={countdown}
      holdAgain={isWaitingList ? undefined : { state, onHoldAgain: holdAgain }}
    />
  );
}
