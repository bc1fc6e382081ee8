import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { EventStatus } from '../../../components/event-status';
import { formatEventDay } from '../../../lib/restaurant-time';
import { useSiteSettings } from '../../../lib/api/get-settings';
import { useUpcomingEvents } from '../../../lib/api/get-upcoming-events';
import { featuredCity } from '../../../lib/featured-city';
import { featuredCityFirst, groupEventsByName } from '../model/group-events';

const SHOWN_EVENTS = 6;
const SKELETONS = 3;

/**
 * One card per event name: when several restaurants run "Jólahlaðborð", the card says at how many
 * and leads to the events page (/jol), which lists them all; otherwise to the restaurant's event.
 * A site run for another country shows its own city's events first.
 */
export function UpcomingEvents() {
  const { t, i18n } = useTranslation();
  const { displayCountry } = useSiteSettings();
  const events = useUpcomingEvents();

  if (events.isError) return <Alert tone="error" title={t('homeSearch.eventsError')} />;
  if (events.isSuccess && events.data.length === 0) {
    return <p>{t('homeSearch.eventsEmpty')}</p>;
  }
  return (
    <ul className="home-events" aria-busy={events.isPending}>
      {events.isPending
        ? Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} className="home-event home-event--skeleton" />
          ))
        : groupEventsByName(featuredCityFirst(events.data, featuredCity(displayCountry)))
            .slice(0, SHOWN_EVENTS)
            .map(({ event, restaurants }) => {
              const first = event.occurrences[0];
              const shared = restaurants > 1;
              return (
                <li key={`${event.restaurantSlug}-${event.id}`} className="home-event">
                  <Link
                    className="home-event__link"
                    to={
                      shared
                        ? '/jol'
                        : `/${encodeURIComponent(event.restaurantSlug)}/event/${encodeURIComponent(event.slug)}`
                    }
                  >
                    {event.name}
                  </Link>
                  {/* One restaurant's label would not speak for the others that run the event. */}
                  {!shared && <EventStatus label={event.statusLabel} />}
                  <span className="home-event__meta">
                    {shared
                      ? t('homeSearch.eventsAtRestaurants', { count: restaurants })
                      : event.restaurantName}
                    {first && ` · ${formatEventDay(first.start, event.timeZone, i18n.language)}`}
                  </span>
                  {event.shortDescription && (
                    <span className="home-event__text">{event.shortDescription}</span>
                  )}
                </li>
              );
            })}
    </ul>
  );
}
