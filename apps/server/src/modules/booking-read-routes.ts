import type { App } from '../app-types.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/client.ts';
import { availabilityRoutes } from './availability/availability.routes.ts';
import { createAvailabilityService } from './availability/availability.service.ts';
import { createEventsRepository } from './events/events.repository.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { createEventsService } from './events/events.service.ts';
import { createRestaurantsRepository } from './restaurants/restaurants.repository.ts';
import { restaurantsRoutes } from './restaurants/restaurants.routes.ts';
import { createRestaurantsService } from './restaurants/restaurants.service.ts';
import { createSearchRepository } from './search/search.repository.ts';
import { searchRoutes } from './search/search.routes.ts';
import { createSearchService } from './search/search.service.ts';
import { createUpsellRepository } from './upsell/upsell.repository.ts';
import { upsellRoutes } from './upsell/upsell.routes.ts';
import { createUpsellService } from './upsell/upsell.service.ts';

/**
 * The booking domain's read-only endpoints (filters, search, restaurant page, suggestions,
 * events, upsell, process steps), wired in one place so app.ts stays a list of modules.
 */
export async function registerBookingReadRoutes(
  api: App,
  deps: { db: AppDatabase; clock: Clock },
): Promise<void> {
  const { db, clock } = deps;
  await api.register(searchRoutes, {
    search: createSearchService({ db, search: createSearchRepository(db), clock }),
  });
  await api.register(restaurantsRoutes, {
    restaurants: createRestaurantsService({ restaurants: createRestaurantsRepository(db), clock }),
  });
  await api.register(availabilityRoutes, {
    availability: createAvailabilityService({ db, clock }),
  });
  await api.register(eventsRoutes, {
    events: createEventsService({ events: createEventsRepository(db), clock }),
  });
  await api.register(upsellRoutes, {
    upsell: createUpsellService({ upsell: createUpsellRepository(db) }),
  });
}
