import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { Remaining } from '../model/countdown';
import type { HoldAgainState } from '../hooks/use-hold-again';
import { formatClock, formatMonthDay } from '../../../lib/restaurant-time';
import './booking-summary.css';

interface BookingSummaryProps {
  info: BookingInfoForCompleteResponse;
  isWaitingList: boolean;
  countdown: Remaining;
  /** Offered in the countdown's place once a table hold has lapsed; never for the waiting list. */
  holdAgain?: { state: HoldAgainState; onHoldAgain: () => void } | undefined;
}

/** Day, time, guests and the hold's countdown (docs/product.md, "Routes", Complete). */
export function BookingSummary({ info, isWaitingList, countdown, holdAgain }: BookingSummaryProps) {
  const { t, i18n } = useTranslation();
  const zone = info.timeZone;
  return (
    <dl className="booking-summary">
      <div className="booking-summary__cell">
        <dt>{t('complete.day')}</dt>
        <dd>{formatMonthDay(info.start, zone, i18n.language)}</dd>
      </div>
      <div className="booking-summary__cell">
        <dt>{t('complete.time')}</dt>
        <dd>{formatClock(info.start, zone)}</dd>
      </div>
      <div className="booking-summary__cell">
        <dt>{t('complete.guests')}</dt>
        <dd>{info.guests}</dd>
      </div>
      <div
        className={`booking-summary__cell booking-summary__countdown${countdown.expired ? ' booking-summary__countdown--expired' : ''}`}
      >
        {countdown.expired ? (
          <>
            {/* The cell says the hold is over in place of 00:00, and how to get the table back. */}
            <dt>{t(isWaitingList ? 'complete.waitingListStatus' : 'complete.holdStatus')}</dt>
            <dd>
              <span className="booking-summary__expired">
                {t('components.expirationTimer.reservationHasExpired')}
              </span>
              {!isWaitingList && holdAgain && (
                <HoldAgain restaurantId={info.restaurantId} {...holdAgain} />
              )}
            </dd>
          </>
        ) : (
          <>
            <dt>{isWaitingList ? t('complete.expiresIn') : t('complete.holdingTable')}</dt>
            {/* Read once on focus, not every second: a ticking live region would drown the form. */}
            <dd>
              <time dateTime={`PT${countdown.minutes}M${countdown.seconds}S`}>
                {countdown.label}
              </time>
            </dd>
          </>
        )}
      </div>
    </dl>
  );
}

function HoldAgain({
  restaurantId,
  state,
  onHoldAgain,
}: {
  restaurantId: number;
  state: HoldAgainState;
  onHoldAgain: () => void;
}) {
  const { t } = useTranslation();
  const back = useRef<HTMLAnchorElement>(null);
  // The button is gone with the answer: focus moves to the way on, not to the page's top.
  useEffect(() => {
    if (state === 'gone') back.current?.focus();
  }, [state]);

  if (state === 'gone') {
    return (
      <span className="booking-summary__hold-again">
        <span className="booking-summary__gone">{t('complete.timeGone')}</span>
        <Link ref={back} to={`/restaurant?id=${restaurantId}`}>
          {t('complete.chooseAnotherTime')}
        </Link>
      </span>
    );
  }
  const holding = state === 'holding';
  return (
    <span className="booking-summary__hold-again">
      {state === 'failed' && (
        <span className="booking-summary__gone" role="alert">
          {t('complete.holdAgainFailed')}
        </span>
      )}
      <Button
        variant="secondary"
        className="booking-summary__hold-button"
        disabled={holding}
        aria-busy={holding || undefined}
        onClick={onHoldAgain}
      >
        {holding && <Spinner label={t('complete.holdingAgain')} />}
        {t('complete.holdAgain')}
      </Button>
    </span>
  );
}
