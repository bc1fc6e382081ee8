import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';
import { useTranslation } from '../../../lib/translation';
import type { Remaining } from '../model/countdown';
import { formatClock, formatMonthDay } from '../../../lib/restaurant-time';

interface BookingSummaryProps {
  info: BookingInfoForCompleteResponse;
  isWaitingList: boolean;
  countdown: Remaining;
}

/** Day, time, guests and the hold's countdown (docs/product.md, "Routes", Complete). */
export function BookingSummary({ info, isWaitingList, countdown }: BookingSummaryProps) {
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
        <dt>{isWaitingList ? t('complete.expiresIn') : t('complete.holdingTable')}</dt>
        {/* Read once on focus, not every second: a ticking live region would drown the form. */}
        <dd>
          <time dateTime={`PT${countdown.minutes}M${countdown.seconds}S`}>{countdown.label}</time>
        </dd>
      </div>
    </dl>
  );
}
