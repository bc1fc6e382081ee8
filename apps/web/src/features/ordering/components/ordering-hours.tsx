import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';

/**
 * Whether the restaurant takes orders now, or from when ("Takes orders from Wed 2 Dec 17:00");
 * paused says so instead. The time is the restaurant's wall clock, as the server gives it.
 */
export function OrderingHours(props: {
  openNow: boolean;
  opensAt: string | null;
  paused: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (props.paused) {
    return <span className="order-hours order-hours--paused">{t('order.hours.paused')}</span>;
  }
  if (props.openNow) {
    return <span className="order-hours order-hours--open">{t('order.hours.openNow')}</span>;
  }
  if (props.opensAt === null) {
    return <span className="order-hours">{t('order.hours.closed')}</span>;
  }
  const time = `${formatLocalDay(props.opensAt, i18n.language)} ${props.opensAt.slice(11, 16)}`;
  return <span className="order-hours">{t('order.hours.opensAt', { time })}</span>;
}
