import type { ListedTime } from '@dekka/contracts/suggestion';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayShort } from '../../../lib/locale-format';
import { useSlotBooking } from '../../booking-process/hooks/use-slot-booking';
import { restaurantLocation } from '../model/search-params';

interface TimeSuggestionsProps {
  restaurantId: number;
  slug: string;
  restaurantName: string;
  guests: number;
  suggestions: readonly ListedTime[];
  /** The first free time on a later day, when the asked day has none. */
  nextAvailable?: ListedTime | undefined;
}

function calendarDayOf(localTime: string) {
  return {
    year: Number(localTime.slice(0, 4)),
    month: Number(localTime.slice(5, 7)),
    day: Number(localTime.slice(8, 10)),
  };
}

/**
 * The restaurant's times near the searched one (docs/product.md, "Search"): available in the
 * brand colour; no room → grey and struck through, still a button when the waiting list has room,
 * otherwise not clickable. A day with no free time at all shows the next free one on a later day
 * instead, one tap from booking it. A tap starts the booking exactly as the same time on the restaurant
 * page does (useSlotBooking), on the waiting list when only that has room; a time that also has
 * events opens the restaurant page at that time, where the diner chooses table or event.
 */
export function TimeSuggestions({
  restaurantId,
  slug,
  restaurantName,
  guests,
  suggestions,
  nextAvailable,
}: TimeSuggestionsProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { onSlot, startingKey } = useSlotBooking({
    restaurantId,
    guests,
    onChooseBooking: (slot) => void navigate(restaurantLocation(slug, slot.localTime, guests)),
  });
  const freeThatDay = suggestions.some((slot) => slot.isAvailable);
  if (nextAvailable && !freeThatDay) {
    const day = formatDayShort(calendarDayOf(nextAvailable.localTime), i18n.language);
    const time = nextAvailable.localTime.slice(11, 16);
    const starting = startingKey === nextAvailable.localTime;
    return (
      <div className="time-suggestions__next">
        <p>{t('search.results.nextFree', { day })}</p>
        <button
          type="button"
          className="time-slot"
          aria-label={t('search.results.nextFreeAt', { day, time })}
          aria-busy={starting || undefined}
          onClick={() => onSlot(nextAvailable)}
        >
          {time}
          {starting && <Spinner label={t('slots.starting')} />}
        </button>
      </div>
    );
  }
  if (suggestions.length === 0) {
    return <p className="time-suggestions__none">{t('search.results.noTimes')}</p>;
  }
  return (
    <ul className="time-suggestions" aria-label={t('search.results.timesFor', { restaurantName })}>
      {suggestions.map((slot) => {
        const time = slot.localTime.slice(11, 16);
        if (slot.isAvailable || slot.isWaitingListAvailable) {
          const waiting = !slot.isAvailable;
          const starting = startingKey === slot.localTime;
          return (
            <li key={slot.localTime}>
              <button
                type="button"
                className={waiting ? 'time-slot time-slot--waiting' : 'time-slot'}
                aria-label={
                  waiting
                    ? t('search.results.waitingListAt', { time })
                    : t('search.results.bookAt', { time })
                }
                aria-busy={starting || undefined}
                onClick={() => onSlot(slot)}
              >
                {time}
                {starting && <Spinner label={t('slots.starting')} />}
              </button>
            </li>
          );
        }
        return (
          <li key={slot.localTime}>
            <span
              className="time-slot time-slot--unavailable"
              role="img"
              aria-label={t('search.results.fullAt', { time })}
            >
              {time}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
