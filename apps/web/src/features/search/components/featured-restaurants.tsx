import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useSearchResults } from '../api/get-search-results';
import { DEFAULT_GUESTS, defaultSearchDateTime } from '../../../lib/search-time';
import { restaurantLocation } from '../model/search-params';
import { PriceCategory } from './price-category';
import './search.css';

const FEATURED_COUNT = 6;

/** The first restaurants the search ranks for a default evening, as cards. */
export function FeaturedRestaurants() {
  const { t } = useTranslation();
  const [dateTime] = useState(() => defaultSearchDateTime(new Date()));
  const results = useSearchResults({
    dateTime,
    guests: DEFAULT_GUESTS,
    filters: [],
    page: 1,
    limit: FEATURED_COUNT,
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
            <li key={restaurant.id} className="restaurant-card">
              <Link
                className="restaurant-card__link"
                to={restaurantLocation(restaurant.slug, dateTime, DEFAULT_GUESTS)}
              >
                <span className="restaurant-card__name">{restaurant.name}</span>
              </Link>
              <span className="restaurant-card__meta">
                {restaurant.city} · <PriceCategory priceCategoryId={restaurant.priceCategoryId} />
              </span>
              <span className="restaurant-card__categories">
                {restaurant.categories.join(', ')}
              </span>
            </li>
          ))}
    </ul>
  );
}
