import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EventStatus } from '../../../components/event-status';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useEventsOnDate } from '../api/get-events-on-date';

interface BookingSelectionModalProps {
  restaurant: Pick<RestaurantResponse, 'id'>;
  /** The clicked slot; the modal is open while there is one. */
  slot: TimeSuggestion | null;
  starting: boolean;
  onClose: () => void;
  onChooseTable: (slot: TimeSuggestion) => void;
  onChooseEvent: (slot: TimeSuggestion, eventSlug: string) => void;
}

/**
 * docs/product.md, "Routes", "BookingSelection": a slot that also has events asks whether the diner wants
 * the à la carte table or one of the events.
 */
export function BookingSelectionModal({ slot, onClose, ...rest }: BookingSelectionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={slot !== null} title={t('bookingSelection.title')} onClose={onClose}>
      {slot && <BookingSelectionBody slot={slot} {...rest} />}
    </Modal>
  );
}

function BookingSelectionBody({
  restaurant,
  slot,
  starting,
  onChooseTable,
  onChooseEvent,
}: Omit<BookingSelectionModalProps, 'onClose' | 'slot'> & { slot: TimeSuggestion }) {
  const { t } = useTranslation();
  const events = useEventsOnDate(restaurant.id, slot.localTime.slice(0, 10));
  const slotEvents = (events.data ?? []).filter((event) => slot.eventIds.includes(event.id));
  const tableAvailable = slot.isTableAvailable;

  return (
    <ul className="booking-options">
      <li className={`booking-option${tableAvailable ? '' : ' booking-option--disabled'}`}>
        <div className="booking-option__text">
          <h3 className="booking-option__title">{t('bookingSelection.aLaCarte')}</h3>
          <p>{t('bookingSelection.aLaCarteBody')}</p>
          {!tableAvailable && (
            <p className="booking-option__note">{t('bookingSelection.noTable')}</p>
          )}
        </div>
        <Button
          disabled={!tableAvailable || starting}
          aria-busy={starting || undefined}
          onClick={() => onChooseTable(slot)}
          aria-label={`${t('bookingSelection.reserve')}: ${t('bookingSelection.aLaCarte')}`}
        >
          {starting ? <Spinner label={t('slots.starting')} /> : t('bookingSelection.reserve')}
        </Button>
      </li>
      {events.isPending && (
        <li className="booking-option booking-option--loading">
          <Spinner label={t('bookingSelection.loadingEvents')} />
        </li>
      )}
      {events.isError && (
        <li>
          <Alert tone="error">{t('bookingSelection.eventsError')}</Alert>
        </li>
      )}
      {slotEvents.map((event) => (
        <li key={event.id} className="booking-option">
          <div className="booking-option__text">
            <h3 className="booking-option__title">{event.name}</h3>
            <EventStatus label={event.statusLabel} />
            <p>{event.shortDescription}</p>
            <p className="booking-option__note">{t('bookingSelection.fees')}</p>
          </div>
          <Button
            variant="secondary"
            disabled={starting}
            onClick={() => onChooseEvent(slot, event.slug)}
            aria-label={`${t('bookingSelection.reserve')}: ${event.name}`}
          >
            {t('bookingSelection.reserve')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
