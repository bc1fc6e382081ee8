import type { EventSummary } from '@dekka/contracts/event';
import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useDocumentDescription } from '../../../lib/page-description';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EventStatus } from '../../../components/event-status';
import { Spinner } from '../../../components/ui/spinner';
import { WhenPicker } from '../../../components/when-picker';
import { useIsolation } from '../../../lib/use-isolation';
import { DEFAULT_GUESTS, parseSearchDateTime } from '../../../lib/search-time';
import { useEventsOnDate } from '../api/get-events-on-date';
import { useRestaurant } from '../api/get-restaurant';
import { useStartBooking } from '../../booking-process/hooks/use-start-booking';
import { formatLocalDay, toLocalDateTime } from '../../../lib/restaurant-time';
import { RestaurantNotFound } from './restaurant-not-found';
import './restaurant.css';

/**
 * `/{restaurantSlug}/event/{eventSlug}?step=1&date=&guests=` (docs/product.md, "Routes"). A fixed
 * address for one event (`/lyng/konukvold`) names the event itself instead of the path.
 */
export function EventPage(fixed: { restaurantSlug?: string; eventSlug?: string }) {
  const params = useParams();
  const restaurantSlug = fixed.restaurantSlug ?? params.restaurantSlug ?? '';
  const eventSlug = fixed.eventSlug ?? params.eventSlug ?? '';
  const { t } = useTranslation();
  const restaurant = useRestaurant(restaurantSlug);
  if (restaurant.isPending) {
    return (
      <div className="container page restaurant-status">
        <Spinner size="large" />
      </div>
    );
  }
  if (restaurant.isError) {
    return (
      <div className="container page restaurant-status">
        <Alert tone="error">{t('restaurant.loadError')}</Alert>
      </div>
    );
  }
  if (restaurant.data === null) return <RestaurantNotFound />;
  return <EventView key={eventSlug} restaurant={restaurant.data} eventSlug={eventSlug} />;
}

const EVENT_FIELDS = ['date', 'guests'] as const;

/** `date` may be `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`; only its day is used. */
function dayFromParam(param: string | null): string | null {
  if (!param) return null;
  const day = param.slice(0, 10);
  return parseSearchDateTime(`${day}T00:00`) ? day : null;
}

function EventView({
  restaurant,
  eventSlug,
}: {
  restaurant: RestaurantResponse;
  eventSlug: string;
}) {
  const { t, i18n } = useTranslation();
  const isolated = useIsolation();
  const [searchParams] = useSearchParams();
  const upcoming = restaurant.upcomingEvents.find((event) => event.slug === eventSlug);
  // Without a date in the address, the event's next occurrence is the sensible day to show.
  const [day, setDay] = useState(
    () =>
      dayFromParam(searchParams.get('date')) ??
      (upcoming
        ? toLocalDateTime(upcoming.nextOccurrence, restaurant.timeZone).slice(0, 10)
        : null),
  );
  const [guests, setGuests] = useState(() => {
    const wanted = Number(searchParams.get('guests') ?? DEFAULT_GUESTS);
    const max = Math.max(1, restaurant.maxOnlinePartySize);
    return Number.isInteger(wanted) && wanted >= 1 ? Math.min(wanted, max) : DEFAULT_GUESTS;
  });
  const events = useEventsOnDate(restaurant.id, day ?? '', { enabled: day !== null });
  const { start, startingKey } = useStartBooking();
  const name = events.data?.find((item) => item.slug === eventSlug)?.name ?? upcoming?.name;
  useDocumentTitle(pageTitle(name ?? t('event.title'), restaurant.name));
  useDocumentDescription(
    events.data?.find((item) => item.slug === eventSlug)?.shortDescription ??
      upcoming?.shortDescription,
  );

  if (day === null) return <RestaurantNotFound kind="event" />;
  const event: EventSummary | undefined = events.data?.find((item) => item.slug === eventSlug);
  if (events.isSuccess && !event && !upcoming) return <RestaurantNotFound kind="event" />;

  return (
    <article className="container page event-page">
      <p className="eyebrow">{t('event.eyebrow', { restaurant: restaurant.name })}</p>
      <h1>{name ?? t('event.title')}</h1>
      <EventStatus label={event?.statusLabel ?? upcoming?.statusLabel ?? null} />
      {event?.imageUrl && (
        // The largest thing on the page: fetched first, its box sized before it arrives.
        <img
          className="event-page__image"
          src={event.imageUrl}
          alt=""
          width={1200}
          height={320}
          fetchPriority="high"
        />
      )}
      <p className="lead">{event?.shortDescription ?? upcoming?.shortDescription}</p>

      <WhenPicker
        layout="panel"
        className="event-page__picker"
        fields={EVENT_FIELDS}
        value={{ date: day, time: '', guests }}
        onChange={(when) => {
          setDay(when.date);
          setGuests(when.guests);
        }}
        labels={{ date: t('slots.date'), time: t('slots.time'), guests: t('slots.guests') }}
        maxGuests={restaurant.maxOnlinePartySize}
      />

      <h2>{t('event.occurrences', { date: formatLocalDay(day, i18n.language) })}</h2>
      {events.isPending && <Spinner label={t('event.loading')} />}
      {events.isError && <Alert tone="error">{t('event.loadError')}</Alert>}
      {events.isSuccess && (!event || event.occurrences.length === 0) && (
        <p>{t('event.noOccurrences')}</p>
      )}
      {event && event.occurrences.length > 0 && (
        <ul className="occurrence-list">
          {event.occurrences.map((occurrence) => {
            const local = toLocalDateTime(occurrence.start, restaurant.timeZone);
            const end = toLocalDateTime(occurrence.end, restaurant.timeZone).slice(11);
            const key = `occurrence-${occurrence.id}`;
            const enough = occurrence.ticketsLeft >= guests;
            return (
              <li key={occurrence.id} className="occurrence">
                <div>
                  <p className="occurrence__time">
                    {formatLocalDay(local, i18n.language)}, {local.slice(11)}–{end}
                  </p>
                  <p className="occurrence__tickets">
                    {occurrence.ticketsLeft === 0
                      ? t('event.soldOut')
                      : t('event.ticketsLeft', { count: occurrence.ticketsLeft })}
                  </p>
                  {occurrence.ticketsLeft > 0 && !enough && (
                    <p className="occurrence__tickets">{t('event.notEnough')}</p>
                  )}
                </div>
                <Button
                  disabled={!enough || startingKey !== null}
                  aria-busy={startingKey === key || undefined}
                  onClick={() =>
                    void start(
                      { restaurantId: restaurant.id, dateTime: local, guests, eventId: event.id },
                      key,
                    )
                  }
                >
                  {startingKey === key ? (
                    <Spinner label={t('slots.starting')} />
                  ) : (
                    t('event.reserve')
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {!isolated && (
        <p className="event-page__back">
          <Link to={`/${restaurant.slug}`}>
            {t('event.backToRestaurant', { restaurant: restaurant.name })}
          </Link>
        </p>
      )}
    </article>
  );
}
