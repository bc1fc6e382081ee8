import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EventStatus } from '../../../components/event-status';
import { useUpcomingEvents } from '../../../lib/api/get-upcoming-events';
import { formatMoney } from '../../../lib/locale-format';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { DEFAULT_GUESTS, MAX_GUESTS } from '../../../lib/search-time';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { christmasCities, christmasDays, filterChristmasEvents } from '../model/christmas-events';
import type { ChristmasFilters, ChristmasListing, Sitting } from '../model/christmas-events';
import './christmas-page.css';

const SKELETONS = 3;
const NO_FILTERS: ChristmasFilters = { day: '', city: '', guests: DEFAULT_GUESTS };

/**
 * `/jol`, `/jolahladbord`, `/christmas`, `/xmas`, `/vidburdir`: every Christmas buffet and seasonal
 * event still to come, across restaurants, with filters by day, city and party size; a sitting
 * leads straight into that event's booking with the day and party chosen.
 */
export function ChristmasPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(pageTitle(t('christmas.title')));
  const events = useUpcomingEvents();
  const [filters, setFilters] = useState(NO_FILTERS);
  const id = useId();
  const all = events.data ?? [];
  const listings = filterChristmasEvents(all, filters);
  const filtered = filters.day !== '' || filters.city !== '' || filters.guests !== DEFAULT_GUESTS;

  return (
    <div className="container page christmas-page">
      <p className="eyebrow">{t('christmas.eyebrow')}</p>
      <h1>{t('christmas.title')}</h1>
      <p className="lead">{t('christmas.lead')}</p>

      <form
        className="christmas-filters"
        aria-label={t('christmas.filtersLabel')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-day`}>
            {t('christmas.day')}
          </label>
          <select
            id={`${id}-day`}
            className="field__control"
            value={filters.day}
            onChange={(event) => setFilters({ ...filters, day: event.target.value })}
          >
            <option value="">{t('christmas.anyDay')}</option>
            {christmasDays(all).map((day) => (
              <option key={day} value={day}>
                {formatLocalDay(day, i18n.language)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-city`}>
            {t('christmas.city')}
          </label>
          <select
            id={`${id}-city`}
            className="field__control"
            value={filters.city}
            onChange={(event) => setFilters({ ...filters, city: event.target.value })}
          >
            <option value="">{t('christmas.anyCity')}</option>
            {christmasCities(all, i18n.language).map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-guests`}>
            {t('christmas.guests')}
          </label>
          <select
            id={`${id}-guests`}
            className="field__control"
            value={filters.guests}
            onChange={(event) => setFilters({ ...filters, guests: Number(event.target.value) })}
          >
            {Array.from({ length: MAX_GUESTS }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      </form>

      {events.isError ? (
        <Alert tone="error" title={t('christmas.loadError')}>
          <Button variant="secondary" onClick={() => void events.refetch()}>
            {t('christmas.retry')}
          </Button>
        </Alert>
      ) : events.isPending ? (
        <ul className="christmas-list" aria-busy="true" aria-label={t('christmas.loading')}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} className="christmas-card christmas-card--skeleton" />
          ))}
        </ul>
      ) : all.length === 0 ? (
        <p className="christmas-page__empty">{t('christmas.outOfSeason')}</p>
      ) : listings.length === 0 ? (
        <div className="christmas-page__empty" role="status">
          <p>{t('christmas.noMatch')}</p>
          <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
            {t('christmas.clearFilters')}
          </Button>
        </div>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {filtered ? t('christmas.found', { count: listings.length }) : ''}
          </p>
          <ul className="christmas-list">
            {listings.map((listing) => (
              <ChristmasCard key={listing.event.id} listing={listing} guests={filters.guests} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ChristmasCard({ listing, guests }: { listing: ChristmasListing; guests: number }) {
  const { t, i18n } = useTranslation();
  const { event, sittings } = listing;
  const headingId = useId();
  return (
    <li className="christmas-card">
      {event.imageUrl && (
        <img
          className="christmas-card__image"
          src={event.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      )}
      <div className="christmas-card__body">
        <h2 id={headingId} className="christmas-card__name">
          {event.name}
        </h2>
        <p className="christmas-card__where">
          {event.city ? `${event.restaurantName} · ${event.city}` : event.restaurantName}
        </p>
        <EventStatus label={event.statusLabel} />
        {event.shortDescription && <p>{event.shortDescription}</p>}
        {event.pricePerGuest !== null && (
          <p className="christmas-card__price">
            {t('christmas.perGuest', {
              price: formatMoney(event.pricePerGuest, event.currency, i18n.language),
            })}
          </p>
        )}
        <ul className="christmas-card__sittings" aria-labelledby={headingId}>
          {sittings.map((sitting) => (
            <li key={sitting.id}>
              <SittingLink event={listing.event} sitting={sitting} guests={guests} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function SittingLink({
  event,
  sitting,
  guests,
}: {
  event: ChristmasListing['event'];
  sitting: Sitting;
  guests: number;
}) {
  const { t, i18n } = useTranslation();
  const query = new URLSearchParams({ date: sitting.localDateTime, guests: String(guests) });
  return (
    <Link
      className="christmas-sitting"
      to={`/${encodeURIComponent(event.restaurantSlug)}/event/${encodeURIComponent(event.slug)}?${query.toString()}`}
    >
      <span className="christmas-sitting__when">
        {formatLocalDay(sitting.localDateTime, i18n.language)} {sitting.localDateTime.slice(11, 16)}
      </span>
      <span className="christmas-sitting__seats">
        {t('christmas.seatsLeft', { count: sitting.ticketsLeft })}
      </span>
    </Link>
  );
}
