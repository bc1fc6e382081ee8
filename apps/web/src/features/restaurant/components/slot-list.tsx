import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../components/ui/alert';
import { TimeSlotButton, TimeSlotPlaceholder } from './time-slot-button';

interface SlotListProps {
  slots: TimeSuggestion[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while newer times load over the previous ones. */
  isRefreshing: boolean;
  startingKey: string | null;
  /** The asked-for time (`YYYY-MM-DDTHH:mm`), marked in the list when it is there. */
  currentKey?: string;
  onSlotClick: (slot: TimeSuggestion) => void;
  /** How many placeholders stand in while loading (the list's usual length). */
  placeholders?: number;
  emptyText: string;
}

export function SlotList({
  slots,
  isPending,
  isError,
  isRefreshing,
  startingKey,
  currentKey,
  onSlotClick,
  placeholders = 5,
  emptyText,
}: SlotListProps) {
  const { t } = useTranslation();
  if (isError) return <Alert tone="error">{t('slots.error')}</Alert>;
  if (isPending || !slots) {
    return (
      <div className="slot-list" role="status" aria-label={t('slots.loading')}>
        {Array.from({ length: placeholders }, (_, index) => (
          <TimeSlotPlaceholder key={index} />
        ))}
      </div>
    );
  }
  if (slots.length === 0) return <p className="slot-list__empty">{emptyText}</p>;
  return (
    <ul
      className={`slot-list${isRefreshing ? ' slot-list--refreshing' : ''}`}
      aria-busy={isRefreshing}
    >
      {slots.map((slot) => (
        <li key={slot.localTime}>
          <TimeSlotButton
            slot={slot}
            starting={startingKey === slot.localTime}
            current={slot.localTime === currentKey}
            // The previous time's buttons stay while the new ones load (no jump), but must not
            // book: a "19:00" from yesterday's list would start the wrong day's booking.
            disabled={isRefreshing}
            onClick={onSlotClick}
          />
        </li>
      ))}
    </ul>
  );
}
