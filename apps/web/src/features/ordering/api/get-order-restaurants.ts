import type { OrderRestaurantsResponse } from '@dekka/contracts/order-menu';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export type OrderListingFilters = {
  mode: OrderMode | null;
  city: number | null;
  cuisine: number | null;
};

/** GET /api/web/ordering/restaurants: who takes orders, with the filters' cities and cuisines. */
function getOrderRestaurants(
  filters: OrderListingFilters,
  signal?: AbortSignal,
): Promise<OrderRestaurantsResponse> {
  const query = new URLSearchParams();
  if (filters.mode) query.set('mode', filters.mode);
  if (filters.city) query.set('city', String(filters.city));
  if (filters.cuisine) query.set('cuisine', String(filters.cuisine));
  return apiCall('orderRestaurants', { query, signal });
}

export function useOrderRestaurants(filters: OrderListingFilters) {
  return useQuery(
    queryOptions({
      // The cuisines' names are in the page's language.
      queryKey: ['ordering', 'restaurants', filters, currentLanguage()],
      queryFn: ({ signal }) => getOrderRestaurants(filters, signal),
      // The old cards stay while a changed filter loads, so the list does not collapse.
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
