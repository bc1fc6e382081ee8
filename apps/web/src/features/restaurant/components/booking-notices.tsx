import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import {
  type DayHours,
  nextOpenDay,
  type OpeningHours,
  restaurantToday,
} from '../model/opening-days';
import { renderNow } from '../../../lib/render-context';

/** Sunday (0) … Saturday (6), as the "Closed on Mondays" texts are keyed. */
const WEEKDAY_KEYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

interface ClosedDayProps {
  day: Exclude<DayHours, { kind: 'open' }>;
  /** The closed date, `YYYY-MM-DD` in the restaurant's zone. */
  date: string;
  hours: OpeningHours;
  timeZone: string;
  onGoToDay: (date: string) => void;
}

/**
 * In place of the times on a closed day (docs/product.md, "Choosing a time on the restaurant
 * page"): why, announced as a status, and a button to the next open day.
 */
export function ClosedDay({ day, date, hours, timeZone, onGoToDay }: ClosedDayProps) {
  const { t, i18n } = useTranslation();
  const next = nextOpenDay(hours, date, restaurantToday(renderNow(), timeZone));
  const weekdayKey = day.kind === 'closedWeekday' ? WEEKDAY_KEYS[day.weekday] : undefined;
  return (
    <div className="booking-panel__notice">
      <Alert
        tone="info"
        title={weekdayKey ? t(`slots.closedOn.${weekdayKey}`) : t('slots.closedDay')}
      >
        {next === null && <p>{t('slots.noOpenDay')}</p>}
      </Alert>
      {next !== null && (
        <Button variant="secondary" onClick={() => onGoToDay(next)}>
          {t('slots.nextOpenDay', { date: formatLocalDay(next, i18n.language) })}
        </Button>
      )}
    </div>
  );
}

interface CallToBookProps {
  guests: number;
  restaurant: Pick<RestaurantResponse, 'maxOnlinePartySize' | 'phone'>;
}

/** In place of the times for a party above the online maximum: call, with the number to call. */
export function CallToBook({ guests, restaurant }: CallToBookProps) {
  const { t } = useTranslation();
  return (
    <div className="booking-panel__notice">
      <Alert tone="info">
        <p>{t('slots.callToBook', { count: guests, max: restaurant.maxOnlinePartySize })}</p>
      </Alert>
      {restaurant.phone && (
        <a
          className={buttonClassName('secondary')}
          href={`tel:${restaurant.phone.replace(/\s/g, '')}`}
        >
          {t('slots.callPhone', { phone: restaurant.phone })}
        </a>
      )}
    </div>
  );
}
