import type { AppDatabase } from '../../db/client.ts';
import { createOrderingRepository } from './ordering.repository.ts';

export type {
  ItemRow,
  PackageRow,
  StoredOrderingSettings,
  ZoneRow,
} from './ordering.repository.ts';

/**
 * What a food order reads of the ordering catalogue (docs/decisions/045-food-orders.md): the
 * restaurant's ordering settings, delivery zones, items and catering packages, which orders price
 * and check against. The catalogue's repository stays its own; orders see only these reads.
 */
export function orderingCatalogue(db: AppDatabase) {
  const repo = createOrderingRepository(db);
  return {
    settings: (restaurantId: number) => repo.settings(restaurantId),
    zones: (restaurantId: number) => repo.zones(restaurantId),
    items: (restaurantId: number) => repo.items(restaurantId),
    packages: (restaurantId: number) => repo.packages(restaurantId),
  };
}
