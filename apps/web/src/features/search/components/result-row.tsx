import type { SearchResultsResponse } from '@dekka/contracts/search';
import { Link } from 'react-router';
import { Photo } from '../../../components/photo';
import { RatingSummary } from '../../../components/rating-summary';
import { formatDistance } from '../../../lib/distance';
import { useTranslation } from '../../../lib/translation';
import { restaurantLocation } from '../model/search-params';
import { PriceLevel } from '../../../components/price-level';
import { TimeSuggestions } from './time-suggestions';

type ResultRestaurant = SearchResultsResponse['restaurants'][number];

interface ResultRowProps {
  restaurant: ResultRestaurant;
  dateTime: string;
  guests: number;
}

export function ResultRow({ restaurant, dateTime, guests }: ResultRowProps) {
  const { i18n } = useTranslation();
  return (
    <li className="result-row">
      <div className="result-row__info">
        {restaurant.cover && (
          // Decorative: the name beside it says which restaurant it is.
          <Photo
            photo={restaurant.cover}
            className="result-row__photo"
            sizes="(min-width: 768px) 112px, 88px"
            alt=""
          />
        )}
        <div className="result-row__text">
          <h2 className="result-row__name">
            <Link to={restaurantLocation(restaurant.slug, dateTime, guests)}>
              {restaurant.name}
            </Link>
          </h2>
          <p className="result-row__meta">
            <span>{restaurant.city}</span>
            {restaurant.distanceMeters !== undefined && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="result-row__distance">
                  {formatDistance(restaurant.distanceMeters, i18n.language)}
                </span>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <PriceLevel level={restaurant.priceCategoryId} currency={restaurant.currency} />
            {restaurant.ratingAverage !== undefined && restaurant.ratingCount !== undefined && (
              <>
                <span aria-hidden="true"> · </span>
                <RatingSummary average={restaurant.ratingAverage} count={restaurant.ratingCount} />
              </>
            )}
          </p>
          {restaurant.categories.length > 0 && (
            <p className="result-row__categories">{restaurant.categories.join(', ')}</p>
          )}
        </div>
      </div>
      <TimeSuggestions
        restaurantId={restaurant.id}
        slug={restaurant.slug}
        restaurantName={restaurant.name}
        guests={guests}
        suggestions={restaurant.timeSuggestions}
        nextAvailable={restaurant.nextAvailable}
      />
    </li>
  );
}
