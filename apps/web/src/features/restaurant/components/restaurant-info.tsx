import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { formatLocalDay, toLocalDateTime } from '../../../lib/restaurant-time';
import { formatMoney, weekdayName } from '../model/format';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useHydrated } from '../../../lib/use-hydrated';
import { EventStatus } from '../../../components/event-status';

/** Pixels; the placeholder and the map have the one height, so nothing moves when it arrives. */
const MAP_HEIGHT = 240;

// Monday first, as diners in all five markets read a week.
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

export function OpeningHours({ restaurant }: { restaurant: RestaurantResponse }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="restaurant-section" aria-labelledby="opening-hours">
      <h2 id="opening-hours">{t('restaurant.openingHours')}</h2>
      <dl className="opening-hours">
        {WEEK.map((weekday) => {
          const services =
            restaurant.openingHours.find((day) => day.weekday === weekday)?.services ?? [];
          return (
            <div key={weekday} className="opening-hours__row">
              <dt>{weekdayName(weekday, i18n.language)}</dt>
              <dd>
                {services.length === 0
                  ? t('restaurant.closed')
                  : services.map((service) => (
                      <span
                        key={`${service.name}-${service.opens}`}
                        className="opening-hours__service"
                      >
                        {service.opens}–{service.closes}
                        <span className="opening-hours__name"> {service.name}</span>
                      </span>
                    ))}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

// The map's code (and, once it comes into view, Leaflet's) is fetched after the page: the
// restaurant page's first load stays within its budget (bench/bundle-size.mjs).
const RestaurantMap = lazy(() =>
  import('./restaurant-map').then(({ RestaurantMap }) => ({ default: RestaurantMap })),
);

/** Where the restaurant is, on a small map; its box is kept while the map's code loads. */
export function RestaurantLocation({ restaurant }: { restaurant: RestaurantResponse }) {
  const { t } = useTranslation();
  return (
    <section className="restaurant-section" aria-labelledby="location">
      <h2 id="location">{t('map.location')}</h2>
      <Suspense fallback={<div style={{ height: MAP_HEIGHT }} />}>
        <RestaurantMap restaurant={restaurant} height={MAP_HEIGHT} />
      </Suspense>
    </section>
  );
}

export function Policies({ restaurant }: { restaurant: RestaurantResponse }) {
  const { t, i18n } = useTranslation();
  // Cleaned with the browser's HTML parser, which the server has not: drawn once hydrated.
  const hydrated = useHydrated();
  const { policies, currency } = restaurant;
  const amount = formatMoney(policies.paymentAmountPerGuest, currency, i18n.language);
  return (
    <section className="restaurant-section" aria-labelledby="policies">
      <h2 id="policies">{t('restaurant.policies')}</h2>
      <ul className="policy-list">
        {policies.cancellationDeadlineHours > 0 && (
          <li>{t('restaurant.cancellation', { hours: policies.cancellationDeadlineHours })}</li>
        )}
        {policies.paymentRule === 'no_show_fee' && <li>{t('restaurant.noShowFee', { amount })}</li>}
        {policies.paymentRule === 'prepayment' && <li>{t('restaurant.prepayment', { amount })}</li>}
      </ul>
      {policies.policyText && hydrated && (
        <div
          className="policy-text"
          // The policy is restaurant-authored HTML: sanitised before it reaches the page.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(policies.policyText) }}
        />
      )}
    </section>
  );
}

export function UpcomingEvents({ restaurant }: { restaurant: RestaurantResponse }) {
  const { t, i18n } = useTranslation();
  if (restaurant.upcomingEvents.length === 0) return null;
  return (
    <section className="restaurant-section" aria-labelledby="upcoming-events">
      <h2 id="upcoming-events">{t('restaurant.events')}</h2>
      <ul className="event-list">
        {restaurant.upcomingEvents.map((event) => {
          const local = toLocalDateTime(event.nextOccurrence, restaurant.timeZone);
          return (
            <li key={event.id} className="event-card">
              <h3 className="event-card__name">
                <Link
                  to={`/${restaurant.slug}/event/${event.slug}?step=1&date=${local}`}
                  className="event-card__link"
                >
                  {event.name}
                </Link>
              </h3>
              <EventStatus label={event.statusLabel} />
              <p className="event-card__when">
                {t('restaurant.eventNext', {
                  date: `${formatLocalDay(local, i18n.language)} ${local.slice(11)}`,
                })}
              </p>
              <p>{event.shortDescription}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
