import type { NearbyResponse } from '@dekka/contracts/search';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MapView } from '../../../components/map/map-view';
import type { MapMarker } from '../../../components/map/map-types';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { formatDistance } from '../../../lib/distance';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { DEFAULT_GUESTS, defaultSearchDateTime } from '../../../lib/search-time';
import { useTranslation } from '../../../lib/translation';
import { useNearby } from '../api/get-nearby';
import { nearbyLocation, readNearbyParams } from '../model/nearby-params';
import type { NearbyParams } from '../model/nearby-params';
import { restaurantLocation } from '../model/search-params';
import { NearMeButton } from './near-me-button';
import { ResultRow } from './result-row';
import './search.css';
import './nearby.css';

const SKELETON_ROWS = 4;

/**
 * The address names the page's language as `lng` does: the route switched to it before the page
 * rendered (routes.tsx). From then on the address follows the language the diner uses, as `lng`
 * does on every page: a language switched in the header, or one the site does not offer, is
 * written back into the path.
 */
function usePathFollowsLanguage(request: NearbyParams, segment: string | undefined): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (!request.position || !language || segment === language) return;
    const path = nearbyLocation(request.position, { ...request, language });
    void navigate({ pathname: path, search, hash }, { replace: true, preventScrollReset: true });
  }, [request, segment, language, search, hash, navigate]);
}

function NearbyList({
  restaurants,
  dateTime,
}: {
  restaurants: NearbyResponse['restaurants'];
  dateTime: string;
}) {
  return (
    <ol className="result-list nearby-list">
      {restaurants.map((restaurant) => (
        <ResultRow
          key={restaurant.id}
          restaurant={restaurant}
          dateTime={dateTime}
          guests={DEFAULT_GUESTS}
        />
      ))}
    </ol>
  );
}

/**
 * Restaurants near a point (docs/product.md, "Nearby"): `/nearby/{lat}/{lon}/{take}/{isHarpa?}/
 * {language}`. The list, closest first with its distance and the free times of the next sitting
 * for two, is the page; the map beside it only repeats the list for the eye and may never load.
 */
export function NearbyPage() {
  const params = useParams();
  const { t, i18n } = useTranslation();
  // The address's parts as plain strings, so the parsed request keeps its identity per address.
  const { lat, lon, take, isHarpa, language } = params;
  const request = useMemo(
    () => readNearbyParams({ lat, lon, take, isHarpa, language }),
    [lat, lon, take, isHarpa, language],
  );
  usePathFollowsLanguage(request, language);
  const title = t(request.harpaOnly ? 'nearby.harpaTitle' : 'nearby.title');
  useDocumentTitle(pageTitle(title));
  // The next sitting, as the search forms start with; fixed for the visit.
  const [dateTime] = useState(() => defaultSearchDateTime(new Date()));
  const nearby = useNearby(
    request.position
      ? {
          position: request.position,
          take: request.take,
          harpaOnly: request.harpaOnly,
          dateTime,
          guests: DEFAULT_GUESTS,
        }
      : null,
  );
  const restaurants = useMemo(() => nearby.data?.restaurants ?? [], [nearby.data]);
  const markers = useMemo<MapMarker[]>(
    () =>
      restaurants.map((restaurant, index) => ({
        key: restaurant.id,
        lat: restaurant.lat,
        lon: restaurant.lon,
        text: String(index + 1),
        label: `${index + 1}. ${restaurant.name}, ${formatDistance(restaurant.distanceMeters, i18n.language)}`,
        href: restaurantLocation(restaurant.slug, dateTime, DEFAULT_GUESTS),
      })),
    [restaurants, dateTime, i18n.language],
  );
  const when = {
    day: formatLocalDay(dateTime, i18n.language),
    time: dateTime.slice(11, 16),
    count: DEFAULT_GUESTS,
  };

  return (
    <div className="container nearby-page">
      <header className="nearby-page__header">
        <h1>{title}</h1>
        {request.position && <p className="nearby-page__lead">{t('nearby.lead', when)}</p>}
      </header>

      {!request.position ? (
        <Alert tone="error" title={t('nearby.invalidTitle')}>
          <p>{t('nearby.invalidBody')}</p>
          <NearMeButton />
        </Alert>
      ) : (
        <div className="nearby-page__body">
          <section className="nearby-page__results" aria-labelledby="nearby-count">
            <p id="nearby-count" className="search-page__count" aria-live="polite">
              {nearby.isSuccess ? t('nearby.count', { count: restaurants.length }) : '\u00a0'}
            </p>
            {nearby.isPending && (
              <ul className="result-list" aria-busy="true" aria-label={t('app.loading')}>
                {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <li key={index} className="result-row result-row--skeleton" />
                ))}
              </ul>
            )}
            {nearby.isError && (
              <Alert tone="error" title={t('nearby.errorTitle')}>
                <p>{t('nearby.errorBody')}</p>
                <Button variant="secondary" onClick={() => void nearby.refetch()}>
                  {t('nearby.retry')}
                </Button>
              </Alert>
            )}
            {nearby.isSuccess && restaurants.length === 0 && (
              <Alert title={t(request.harpaOnly ? 'nearby.harpaEmptyTitle' : 'nearby.emptyTitle')}>
                {request.harpaOnly && (
                  <p>
                    <Link
                      className={buttonClassName('secondary')}
                      to={nearbyLocation(request.position, {
                        take: request.take,
                        language: i18n.resolvedLanguage ?? i18n.language,
                      })}
                    >
                      {t('nearby.showAll')}
                    </Link>
                  </p>
                )}
              </Alert>
            )}
            {restaurants.length > 0 && <NearbyList restaurants={restaurants} dateTime={dateTime} />}
          </section>
          {restaurants.length > 0 && (
            <MapView
              className="nearby-page__map"
              label={t('nearby.mapLabel')}
              markers={markers}
              here={request.position}
              zoom={16}
            />
          )}
        </div>
      )}
    </div>
  );
}
