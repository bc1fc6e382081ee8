import type { DisplayCountry } from '@dekka/contracts/settings';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ContentTranslations } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import {
  areas,
  categories,
  cities,
  occasions,
  restaurantCategories,
  restaurantOccasions,
  restaurants,
} from '../../db/schema.ts';

/** The restaurant's profile columns as stored, with its city and the lists it is found under. */
export type StoredProfile = {
  name: string;
  address: string;
  lat: number;
  lon: number;
  areaId: number | null;
  phone: string;
  website: string;
  /** Where the confirmation page sends diners; null for nowhere. */
  redirectUrl: string | null;
  priceCategory: number;
  description: string;
  confirmationNote: string;
  translations: ContentTranslations;
  country: DisplayCountry;
  cityId: number;
  city: string;
  categoryIds: number[];
  occasionIds: number[];
};

export type ProfileWrite = Omit<StoredProfile, 'country' | 'cityId' | 'city'> & {
  searchText: string;
  searchName: string;
};

/** The profile columns of `restaurants` and its cuisine and occasion links. */
export function createProfileRepository(db: AppDatabase) {
  return {
    async read(restaurantId: number): Promise<StoredProfile | undefined> {
      const [row] = await db
        .select({
          name: restaurants.name,
          address: restaurants.address,
          lat: restaurants.lat,
          lon: restaurants.lon,
          areaId: restaurants.areaId,
          phone: restaurants.phone,
          website: restaurants.website,
          redirectUrl: restaurants.redirectUrl,
          priceCategory: restaurants.priceCategory,
          description: restaurants.description,
          confirmationNote: restaurants.confirmationNote,
          translations: restaurants.translations,
          country: restaurants.country,
          cityId: restaurants.cityId,
          city: cities.name,
        })
        .from(restaurants)
        .innerJoin(cities, eq(cities.id, restaurants.cityId))
        .where(eq(restaurants.id, restaurantId));
      if (!row) return undefined;
      const [categoryLinks, occasionLinks] = await Promise.all([
        db
          .select({ id: restaurantCategories.categoryId })
          .from(restaurantCategories)
          .where(eq(restaurantCategories.restaurantId, restaurantId))
          .orderBy(asc(restaurantCategories.categoryId)),
        db
          .select({ id: restaurantOccasions.occasionId })
          .from(restaurantOccasions)
          .where(eq(restaurantOccasions.restaurantId, restaurantId))
          .orderBy(asc(restaurantOccasions.occasionId)),
      ]);
      return {
        ...row,
        categoryIds: categoryLinks.map((link) => link.id),
        occasionIds: occasionLinks.map((link) => link.id),
      };
    },

    /** Every cuisine and occasion, and the areas of one city, to choose from. */
    async choices(cityId: number) {
      const [allCategories, allOccasions, cityAreas] = await Promise.all([
        db
          .select({
            id: categories.id,
            name: categories.name,
            translations: categories.translations,
          })
          .from(categories),
        db
          .select({ id: occasions.id, name: occasions.name, translations: occasions.translations })
          .from(occasions),
        db.select({ id: areas.id, name: areas.name }).from(areas).where(eq(areas.cityId, cityId)),
      ]);
      return { categories: allCategories, occasions: allOccasions, areas: cityAreas };
    },

    /** The ids among `ids` that name a cuisine (or occasion) that exists. */
    async existing(list: 'categories' | 'occasions', ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const table = list === 'categories' ? categories : occasions;
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async areaCity(areaId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ cityId: areas.cityId })
        .from(areas)
        .where(eq(areas.id, areaId));
      return row?.cityId;
    },

    async write(restaurantId: number, profile: ProfileWrite): Promise<void> {
      const { categoryIds, occasionIds, ...columns } = profile;
      await db.update(restaurants).set(columns).where(eq(restaurants.id, restaurantId));
      await db
        .delete(restaurantCategories)
        .where(eq(restaurantCategories.restaurantId, restaurantId));
      if (categoryIds.length > 0) {
        await db
          .insert(restaurantCategories)
          .values(categoryIds.map((categoryId) => ({ restaurantId, categoryId })));
      }
      await db
        .delete(restaurantOccasions)
        .where(eq(restaurantOccasions.restaurantId, restaurantId));
      if (occasionIds.length > 0) {
        await db
          .insert(restaurantOccasions)
          .values(occasionIds.map((occasionId) => ({ restaurantId, occasionId })));
      }
    },
  };
}
