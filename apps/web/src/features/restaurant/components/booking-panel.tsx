import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_GUESTS,
  defaultSearchDateTime,
  parseSearchDateTime,
} from '../../../lib/search-time';
import { WhenPicker, type When } from '../../../components/when-picker';
import { useIsolation } from '../../../lib/use-isolation';
import { useSuggestions } from '../api/get-suggestions';
import { useSlotBooking } from '../../booking-process/hooks/use-slot-booking';
import { onSlotClick } from '../../booking-process/model/slot-click';
import { dayHours, dayTimes, nearestTime, type OpeningHours } from '../model/opening-days';
import { CallToBook, ClosedDay } from './booking-notices';
import { BookingSelectionModal } from './booking-selection-modal';
import { eventChoice } from '../model/event-choice';
import { DayTimesModal } from './day-times-modal';
import { SlotList } from './slot-list';
import { renderNow } from '../../../lib/render-context';

const PANEL_FIELDS = ['date', 'time', 'guests'] as const;

type Panel = Pick<
  RestaurantResponse,
  | 'id'
  | 'slug'
  | 'timeZone'
  | 'maxOnlinePartySize'
  | 'phone'
  | 'waitingListEnabled'
  | 'openingHours'
  | 'specialDays'
>;

/** The largest party the API answers for (GuestsParam); a larger number in the address is noise. */
const MAX_PARTY = 100;

/**
 * The address's `dateTime` when it is a real `YYYY-MM-DDTHH:mm`, kept as asked; else the
 * product's default, moved to the closest time the restaurant offers that day.
 */
function initialDateTime(param: string | null, hours: OpeningHours, timeZone: string): string {
  if (param && parseSearchDateTime(param)) return param;
  const fallback = defaultSearchDateTime(renderNow(), timeZone);
  const date = fallback.slice(0, 10);
  return `${date}T${nearestTime(timesOn(hours, date, timeZone), fallback.slice(11, 16))}`;
}

/**
 * The address's party, as asked, also when it is larger than the restaurant takes online (the
 * home form offers up to 20): the page then says to call, never quietly books a smaller party.
 */
function initialGuests(param: string | null, max: number): number {
  const guests = Number(param);
  if (!Number.isInteger(guests) || guests < 1 || guests > MAX_PARTY) {
    return Math.min(DEFAULT_GUESTS, Math.max(1, max));
  }
  return guests;
}

/** The times the picker offers on `date`: the day's service periods, nothing on a closed day. */
function timesOn(hours: OpeningHours, date: string, timeZone: string): string[] {
  const day = dayHours(hours, date);
  return day.kind === 'open' ? dayTimes(day.services, date, timeZone) : [];
}

/**
 * The date, time and party-size picker with the time slots it finds, or why there are none: a
 * closed day, a party to book by phone (docs/product.md, "The booking flow" and "Choosing a time
 * on the restaurant page").
 */
export function BookingPanel({ restaurant }: { restaurant: Panel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isolation = useIsolation();
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = { note: useId(), heading: useId() };
  const panelRef = useRef<HTMLElement>(null);

  const [dateTime, setDateTime] = useState(() =>
    initialDateTime(searchParams.get('dateTime'), restaurant, restaurant.timeZone),
  );
  const [guests, setGuests] = useState(() =>
    initialGuests(searchParams.get('guests'), restaurant.maxOnlinePartySize),
  );
  const [dayModal, setDayModal] = useState<'all' | 'waitingList' | null>(null);
  const [selectionSlot, setSelectionSlot] = useState<TimeSuggestion | null>(null);
  const {
    onSlot: handleSlotClick,
    start,
    startingKey,
  } = useSlotBooking<TimeSuggestion>({
    restaurantId: restaurant.id,
    guests,
    onChooseBooking: setSelectionSlot,
  });

  // The address follows the picker, so a reload or a shared link shows the same search. Replace,
  // not push: Back leaves the restaurant instead of stepping through every change.
  const choose = (next: { dateTime?: string; guests?: number }) => {
    if (next.dateTime !== undefined) setDateTime(next.dateTime);
    if (next.guests !== undefined) setGuests(next.guests);
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('dateTime', next.dateTime ?? dateTime);
        query.set('guests', String(next.guests ?? guests));
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const date = dateTime.slice(0, 10);
  const time = dateTime.slice(11, 16);
  const day = dayHours(restaurant, date);
  const times = timesOn(restaurant, date, restaurant.timeZone);
  // docs/product.md, "Choosing a time on the restaurant page": a party above the online limit
  // calls the restaurant; a closed day says so. Neither has times to look for.
  const tooLarge = guests > restaurant.maxOnlinePartySize;
  const showSlots = day.kind === 'open' && !tooLarge;

  const suggestions = useSuggestions(
    { restaurantId: restaurant.id, dateTime, guests, kind: 'around' },
    { enabled: showSlots },
  );

  // Another day keeps the time when that day offers it, else takes the day's closest time.
  const pick = (when: When) => {
    const nextTime =
      when.date === date
        ? when.time
        : nearestTime(timesOn(restaurant, when.date, restaurant.timeZone), when.time);
    choose({ dateTime: `${when.date}T${nextTime}`, guests: when.guests });
  };

  const goToDay = (next: string) => {
    pick({ date: next, time, guests });
    // The button goes with the closed day; the date field, now showing the new day, takes focus.
    panelRef.current?.querySelector<HTMLInputElement>('input[type="date"]')?.focus();
  };

  const chooseEvent = (slot: TimeSuggestion, eventSlug: string) => {
    const query = new URLSearchParams({ step: '1', date: slot.localTime, guests: String(guests) });
    if (isolation) query.set('isolation', 'true');
    const choice = eventChoice(restaurant.slug, eventSlug, query);
    if (choice.kind === 'alert') window.alert(t('bookingSelection.eventStartError'));
    else void navigate(choice.path);
  };

  const slots = suggestions.data;
  const showWaitingList =
    showSlots &&
    restaurant.waitingListEnabled &&
    slots !== undefined &&
    slots.some((slot) => !slot.isAvailable);

  return (
    <section ref={panelRef} className="booking-panel" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="booking-panel__title">
        {t('slots.heading')}
      </h2>
      <WhenPicker
        layout="panel"
        fields={PANEL_FIELDS}
        value={{ date, time, guests }}
        onChange={pick}
        labels={{ date: t('slots.date'), time: t('slots.time'), guests: t('slots.guests') }}
        maxGuests={restaurant.maxOnlinePartySize}
        times={times}
        guestsDescribedBy={ids.note}
      />
      <p id={ids.note} className="picker__note">
        {t('slots.largeParty', { max: restaurant.maxOnlinePartySize, phone: restaurant.phone })}
      </p>

      {tooLarge ? (
        <CallToBook guests={guests} restaurant={restaurant} />
      ) : day.kind !== 'open' ? (
        <ClosedDay
          day={day}
          date={date}
          hours={restaurant}
          timeZone={restaurant.timeZone}
          onGoToDay={goToDay}
        />
      ) : (
        <>
          <SlotList
            slots={slots}
            isPending={suggestions.isPending}
            isError={suggestions.isError}
            isRefreshing={suggestions.isPlaceholderData}
            startingKey={dayModal === null ? startingKey : null}
            currentKey={dateTime}
            onSlotClick={handleSlotClick}
            emptyText={t('slots.none')}
          />

          <div className="booking-panel__links">
            <button type="button" className="link-button" onClick={() => setDayModal('all')}>
              {t('slots.moreTimes')}
            </button>
            {showWaitingList && (
              <button
                type="button"
                className="link-button"
                onClick={() => setDayModal('waitingList')}
              >
                {t('slots.waitingList')}
              </button>
            )}
          </div>
        </>
      )}

      {dayModal !== null && (
        <DayTimesModal
          kind={dayModal}
          open
          restaurantId={restaurant.id}
          dateTime={dateTime}
          guests={guests}
          startingKey={startingKey}
          onClose={() => setDayModal(null)}
          onSlotClick={(slot) => {
            // Events on a slot are chosen in BookingSelection, which replaces this modal.
            if (onSlotClick(slot, { eventChosen: false }).kind === 'chooseBooking') {
              setDayModal(null);
            }
            handleSlotClick(slot);
          }}
        />
      )}
      <BookingSelectionModal
        restaurant={restaurant}
        slot={selectionSlot}
        starting={selectionSlot !== null && startingKey === selectionSlot.localTime}
        onClose={() => setSelectionSlot(null)}
        onChooseTable={(slot) =>
          void start(
            { restaurantId: restaurant.id, dateTime: slot.localTime, guests },
            slot.localTime,
          )
        }
        onChooseEvent={chooseEvent}
      />
    </section>
  );
}
