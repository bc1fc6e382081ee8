import type { SearchResultsResponse } from '@dekka/contracts/search';
import { Link } from 'react-router';
import { restaurantLocation } from '../model/search-params';
import { PriceCategory } from './price-category';
import { TimeSuggestions } from './time-suggestions';

type ResultRestaurant = SearchResultsResponse['restaurants'][number];

interface ResultRowProps {
  restaurant: ResultRestaurant;
  dateTime: string;
  guests: number;
}

export function ResultRow({ restaurant, dateTime, guests }: ResultRowProps) {
  return (
    <li className="result-row">
      <div className="result-row__info">
        <h2 className="result-row__name">
          <Link to={restaurantLocation(restaurant.slug, dateTime, guests)}>{restaurant.name}</Link>
        </h2>
        <p className="result-row__meta">
          <span>{restaurant.city}</span>
          <span aria-hidden="true"> · </span>
          <PriceCategory priceCategoryId={restaurant.priceCategoryId} />
        </p>
        {restaurant.categories.length > 0 && (
          <p className="result-row__categories">{restaurant.categories.join(', ')}</p>
        )}
      </div>
      <TimeSuggestions
        restaurantId={restaurant.id}
        slug={restaurant.slug}
        restaurantName={restaurant.name}
        guests={guests}
        suggestions={restaurant.timeSuggestions}
      />
    </li>
  );
}
