import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { restaurantLocation } from '../model/search-params';

interface TimeSuggestionsProps {
  slug: string;
  restaurantName: string;
  guests: number;
  suggestions: readonly TimeSuggestion[];
}

/**
 * The restaurant's times near the searched one (docs/product.md, "The booking flow"): available in the brand colour;
 * no room → grey and struck through, still a link when the waiting list has room, otherwise not
 * clickable. Each leads to the restaurant page at that time, where booking starts.
 */
export function TimeSuggestions({
  slug,
  restaurantName,
  guests,
  suggestions,
}: TimeSuggestionsProps) {
  const { t } = useTranslation();
  if (suggestions.length === 0) {
    return <p className="time-suggestions__none">{t('search.results.noTimes')}</p>;
  }
  return (
    <ul className="time-suggestions" aria-label={t('search.results.timesFor', { restaurantName })}>
      {suggestions.map((slot) => {
        const time = slot.localTime.slice(11, 16);
        if (slot.isAvailable || slot.isWaitingListAvailable) {
          const waiting = !slot.isAvailable;
          return (
            <li key={slot.localTime}>
              <Link
                to={restaurantLocation(slug, slot.localTime, guests)}
                className={waiting ? 'time-slot time-slot--waiting' : 'time-slot'}
                aria-label={
                  waiting
                    ? t('search.results.waitingListAt', { time })
                    : t('search.results.bookAt', { time })
                }
              >
                {time}
              </Link>
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
