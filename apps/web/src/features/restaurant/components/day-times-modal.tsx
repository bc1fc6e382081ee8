import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import { useTranslation } from '../../../lib/translation';
import { Modal } from '../../../components/ui/modal';
import { useSuggestions } from '../api/get-suggestions';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { SlotList } from './slot-list';

interface DayTimesModalProps {
  /** 'all' is the AvailableTimes modal, 'waitingList' the WaitingListTimes modal. */
  kind: 'all' | 'waitingList';
  open: boolean;
  restaurantId: number;
  dateTime: string;
  guests: number;
  startingKey: string | null;
  onClose: () => void;
  onSlotClick: (slot: TimeSuggestion) => void;
}

/** Every slot of the chosen day, or every waiting-list slot of it (docs/product.md, "Routes", "Modals"). */
export function DayTimesModal({ kind, open, onClose, ...rest }: DayTimesModalProps) {
  const { t, i18n } = useTranslation();
  const day = formatLocalDay(rest.dateTime, i18n.language);
  const title =
    kind === 'all'
      ? t('slots.allTimesTitle', { date: day })
      : t('slots.waitingListTitle', { date: day });
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <DayTimesBody kind={kind} {...rest} />
    </Modal>
  );
}

function DayTimesBody({
  kind,
  restaurantId,
  dateTime,
  guests,
  startingKey,
  onSlotClick,
}: Omit<DayTimesModalProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const suggestions = useSuggestions({ restaurantId, dateTime, guests, kind });
  return (
    <div className="day-times">
      {kind === 'waitingList' && <p>{t('slots.waitingListIntro')}</p>}
      <SlotList
        slots={suggestions.data}
        isPending={suggestions.isPending}
        isError={suggestions.isError}
        isRefreshing={suggestions.isPlaceholderData}
        startingKey={startingKey}
        currentKey={dateTime}
        onSlotClick={onSlotClick}
        placeholders={10}
        emptyText={kind === 'all' ? t('slots.noneToday') : t('slots.noWaitingList')}
      />
    </div>
  );
}
