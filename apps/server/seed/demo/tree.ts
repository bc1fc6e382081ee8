import type {
  durationRules,
  eventOccurrences,
  events,
  menus,
  openingHours,
  restaurants,
  specialDays,
  tables,
} from '../../src/db/schema.ts';
import type { ContentTranslations } from '../../src/content-language.ts';
import type { OrderingTree } from './ordering.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/**
 * One restaurant with everything under it, keyed by names instead of database ids: insert.ts
 * resolves the keys after each multi-row insert, so thousands of trees go in with a few queries.
 */
export type RestaurantTree = {
  restaurant: Omit<Insert<typeof restaurants>, 'id' | 'cityId' | 'areaId'>;
  city: string;
  area: string | null;
  categorySlugs: string[];
  occasionSlugs: string[];
  openingHours: Omit<Insert<typeof openingHours>, 'id' | 'restaurantId'>[];
  /**
   * Dates with hours of their own; each becomes a special period of one day (named `periodName`,
   * or unnamed), as an owner would add it in the settings.
   */
  specialDays: Array<
    Omit<Insert<typeof specialDays>, 'id' | 'restaurantId' | 'periodId'> & { periodName?: string }
  >;
  durationRules: Omit<Insert<typeof durationRules>, 'id' | 'restaurantId'>[];
  floorPlans: Array<{
    name: string;
    /** The name in other languages (docs/decisions/028-content-in-five-languages.md). */
    translations?: ContentTranslations;
    tables: Omit<Insert<typeof tables>, 'id' | 'restaurantId' | 'floorPlanId'>[];
  }>;
  /** Member tables by name; names are unique within a restaurant. */
  combinations: Array<{ tableNames: string[]; minGuests: number; maxGuests: number }>;
  events: Array<
    Omit<Insert<typeof events>, 'id' | 'restaurantId'> & {
      occurrences: Omit<Insert<typeof eventOccurrences>, 'id' | 'eventId'>[];
    }
  >;
  menus: Array<
    Omit<Insert<typeof menus>, 'id' | 'restaurantId' | 'eventId'> & {
      floorPlanNames: string[];
      eventSlug: string | null;
    }
  >;
  /** Food ordering (docs/decisions/044-ordering-setup.md); none: the restaurant takes no orders. */
  ordering?: OrderingTree;
};
