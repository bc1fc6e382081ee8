import type { OrderMenuResponse } from '@dekka/contracts/order-menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/**
 * GET /api/web/ordering/menu/{slug}: the ordering menu in the page's language. Null when the
 * restaurant is unknown or takes no orders: an answer the page shows, not a fault to report.
 */
async function getOrderMenu(
  restaurantSlug: string,
  signal?: AbortSignal,
): Promise<OrderMenuResponse | null> {
  try {
    return await apiCall('orderMenu', { params: { restaurantSlug }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useOrderMenu(restaurantSlug: string) {
  return useQuery(
    queryOptions({
      queryKey: ['ordering', 'menu', restaurantSlug, currentLanguage()],
      queryFn: ({ signal }) => getOrderMenu(restaurantSlug, signal),
      // Sold-out items change during service: a minute old is recent enough to show.
      staleTime: 60_000,
    }),
  );
}
