import type { SearchFilter } from '@dekka/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useSiteSettings } from '../../../lib/api/get-settings';
import { featuredCity } from '../../../lib/featured-city';
import { useFiltersInUse } from '../api/get-filters-in-use';
import { searchResultsQueryOptions } from '../api/get-search-results';
import { DEFAULT_GUESTS, defaultSearchDateTime } from '../../../lib/search-time';
import { restaurantLocation } from '../model/search-params';
import { Photo } from '../../../components/photo';
import { PriceLevel } from '../../../components/price-level';
import './search.css';
import { renderNow } from '../../../lib/render-context';

const FEATURED_COUNT = 6;

/**
 * The site's city as a search filter: none on a site that features no one city, or until the
 * filter list has come (undefined: wait). A city missing from the list, or a list that failed,
 * features every restaurant rather than none.
 */
function useFeaturedFilters(): SearchFilter[] | undefined {
  const { displayCountry } = useSiteSettings();
  const city = featuredCity(displayCountry);
  const filters = useFiltersInUse();
  if (city === null) return [];
  if (filters.isPending) return undefined;
  const id = filters.data?.cities
    .flatMap((region) => region.cities)
    .find((option) => option.name === city)?.id;
  return id === undefined ? [] : [{ id, type: 'city' }];
}

/**
 * The first restaurants the search ranks for a default evening, as cards: on a site run for
 * Spain, Norway or Denmark, those of its city (lib/featured-city.ts).
 */
export function FeaturedRestaurants() {
  const { t } = useTranslation();
  const [dateTime] = useState(() => defaultSearchDateTime(renderNow()));
  const filters = useFeaturedFilters();
  const results = useQuery({
    ...searchResultsQueryOptions({
      dateTime,
      guests: DEFAULT_GUESTS,
      filters: filters ?? [],
      page: 1,
      limit: FEATURED_COUNT,
    }),
    enabled: filters !== undefined,
  });

  if (results.isError) {
    return <Alert tone="error" title={t('homeSearch.featuredError')} />;
  }
  if (results.isSuccess && results.data.restaurants.length === 0) {
    return <p className="lead">{t('homeSearch.featuredEmpty')}</p>;
  }
  return (
    <ul className="card-grid" aria-busy={results.isPending}>
      {results.isPending
        ? Array.from({ length: FEATURED_COUNT }, (_, index) => (
            <li key={index} className="restaurant-card restaurant-card--skeleton" />
          ))
        : results.data.restaurants.map((restaurant) => (
            <li
              key={restaurant.id}
              className={
                restaurant.cover ? 'restaurant-card restaurant-card--photo' : 'restaurant-card'
              }
            >
              {restaurant.cover && (
                // Decorative here: the card's name and details say which restaurant it is.
                <Photo
                  photo={restaurant.cover}
                  className="restaurant-card__photo"
                  sizes="(min-width: 60rem) 360px, (min-width: 40rem) 50vw, 100vw"
                  alt=""
                />
              )}
              <Link
                className="restaurant-card__link"
                to={restaurantLocation(restaurant.slug, dateTime, DEFAULT_GUESTS)}
              >
                <span className="restaurant-card__name">{restaurant.name}</span>
              </Link>
              <span className="restaurant-card__meta">
                {restaurant.city} ·{' '}
                <PriceLevel level={restaurant.priceCategoryId} currency={restaurant.currency} />
              </span>
              <span className="restaurant-card__categories">
                {restaurant.categories.join(', ')}
              </span>
            </li>
          ))}
    </ul>
  );
}
