import type { ListedTime } from '@dekka/contracts/suggestion';
import { useTranslation } from '../../../lib/translation';
import { onSlotClick } from '../model/slot-click';
import { useStartBooking, type StartBooking } from './use-start-booking';

interface SlotBookingOptions<Time extends ListedTime> {
  restaurantId: number;
  guests: number;
  /** A slot that also has events: the caller asks table or event (BookingSelection). */
  onChooseBooking: (slot: Time) => void;
}

/**
 * A tapped time (docs/product.md, "The booking flow", "Time slot button"), the same wherever the
 * time is shown, the restaurant page or the results page: a full time says so, a time without a
 * date cannot be booked, a time with events asks table or event, any other starts the booking at
 * its first step, on the waiting list when only that has room.
 */
export function useSlotBooking<Time extends ListedTime>({
  restaurantId,
  guests,
  onChooseBooking,
}: SlotBookingOptions<Time>): {
  onSlot: (slot: Time) => void;
  start: StartBooking;
  startingKey: string | null;
} {
  const { t } = useTranslation();
  const { start, startingKey } = useStartBooking();

  const onSlot = (slot: Time) => {
    if (startingKey !== null) return;
    const click = onSlotClick(slot, { eventChosen: false });
    switch (click.kind) {
      case 'alert':
        // docs/product.md, "Errors": 'Invalid date' is shown as is; the full-slot text is translated.
        window.alert('key' in click ? t('slots.full') : click.message);
        return;
      case 'chooseBooking':
        onChooseBooking(slot);
        return;
      case 'start':
        void start(
          { restaurantId, dateTime: slot.localTime, guests, isWaitingList: click.isWaitingList },
          slot.localTime,
        );
    }
  };

  return { onSlot, start, startingKey };
}
