import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import { useTranslation } from '../../../lib/translation';
import { Spinner } from '../../../components/ui/spinner';
import { slotState } from '../model/slot-click';

interface TimeSlotButtonProps {
  slot: TimeSuggestion;
  starting: boolean;
  disabled?: boolean;
  onClick: (slot: TimeSuggestion) => void;
}

/**
 * One time (docs/product.md, "The booking flow"): available is orange; unavailable is grey and struck through; a
 * full slot with a waiting list looks unavailable but stays clickable. A full slot without one is
 * aria-disabled rather than disabled, so keyboard and screen-reader users can still reach it and
 * hear why it cannot be booked (the click shows the 'full' message).
 */
export function TimeSlotButton({ slot, starting, disabled, onClick }: TimeSlotButtonProps) {
  const { t } = useTranslation();
  const state = slotState(slot);
  const time = slot.localTime.slice(11, 16);
  return (
    <button
      type="button"
      className={`time-slot time-slot--${state}`}
      aria-disabled={state === 'unavailable' || undefined}
      aria-busy={starting || undefined}
      disabled={disabled}
      onClick={() => onClick(slot)}
    >
      <span className="time-slot__time">{time}</span>
      {state === 'unavailable' && <span className="visually-hidden">{t('slots.fullyBooked')}</span>}
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
