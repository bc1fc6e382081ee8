import { EventStatusLabel } from '@dekka/contracts/enums';
import { useTranslation } from '../lib/translation';
import './event-status.css';

const LABELS = {
  [EventStatusLabel.FewTicketsLeft]: { key: 'eventStatus.fewTicketsLeft', modifier: 'few-left' },
  [EventStatusLabel.SoldOut]: { key: 'eventStatus.soldOut', modifier: 'sold-out' },
} as const;

function isStatusLabel(value: number): value is EventStatusLabel {
  return Object.hasOwn(LABELS, value);
}

/**
 * The status label a restaurant gives an event ("Few tickets left", "Sold out"), the same tag
 * wherever the event is listed: the home page, the Christmas page, the restaurant page (embedded
 * too), the choice between a table and an event, and the event's own page. Nothing for none, or
 * for a number the web app does not know.
 */
export function EventStatus({ label }: { label: number | null }) {
  const { t } = useTranslation();
  if (label === null || !isStatusLabel(label)) return null;
  const { key, modifier } = LABELS[label];
  return <span className={`event-status event-status--${modifier}`}>{t(key)}</span>;
}
