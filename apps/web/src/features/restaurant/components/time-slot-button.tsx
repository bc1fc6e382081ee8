import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import { useTranslation } from '../../../lib/translation';
import { Spinner } from '../../../components/ui/spinner';
import { slotState } from '../../booking-process/model/slot-click';

interface TimeSlotButtonProps {
  slot: TimeSuggestion;
  starting: boolean;
  disabled?: boolean;
  /** The time the diner asked for (the address's dateTime): marked, and aria-current. */
  current?: boolean;
  onClick: (slot: TimeSuggestion) => void;
}

/**
 * One time (docs/product.md, "The booking flow" and "Choosing a time on the restaurant page"):
 * available is orange; unavailable is grey and struck through; a full slot with a waiting list is
 * grey, outlined and labelled "waiting list", and clickable. A full slot without one is
 * aria-disabled rather than disabled, so keyboard and screen-reader users can still reach it and
 * hear why it cannot be booked (the click shows the 'full' message). A full time's accessible
 * name says its state after the time ("19:00, waiting list"), the same in every browser.
 */
export function TimeSlotButton({
  slot,
  starting,
  disabled,
  current,
  onClick,
}: TimeSlotButtonProps) {
  const { t } = useTranslation();
  const state = slotState(slot);
  const time = slot.localTime.slice(11, 16);
  const label =
    state === 'waitingList'
      ? `${time}, ${t('slots.waitingListShort')}`
      : state === 'unavailable'
        ? `${time}, ${t('slots.fullyBooked')}`
        : undefined;
  return (
    <button
      type="button"
      className={`time-slot time-slot--${state}${current ? ' time-slot--current' : ''}`}
      aria-label={label}
      aria-current={current || undefined}
      aria-disabled={state === 'unavailable' || undefined}
      aria-busy={starting || undefined}
      disabled={disabled}
      onClick={() => onClick(slot)}
    >
      <span className="time-slot__time">{time}</span>
      {state === 'waitingList' && (
        <span className="time-slot__note">{t('slots.waitingListShort')}</span>
      )}
      {starting && (
        <span className="time-slot__spinner">
          <Spinner label={t('slots.starting')} />
        </span>
      )}
    </button>
  );
}

/** Grey placeholders the size of real buttons, so the list does not jump when times arrive. */
export function TimeSlotPlaceholder() {
  return <span className="time-slot time-slot--loading" aria-hidden="true" />;
}
