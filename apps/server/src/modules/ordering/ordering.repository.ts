import type { Allergen, DietaryTag, OrderMode } from '@dekka/contracts/restaurant-ordering';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContentTranslations } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import {
  cateringPackages,
  orderingCategories,
  orderingDeliveryZones,
  orderingItems,
  orderingOptionChoices,
  orderingOptionGroups,
  orderingSettings,
} from '../../db/schema.ts';

export type StoredOrderingSettings = Omit<typeof orderingSettings.$inferSelect, 'restaurantId'>;
export type ZoneRow = typeof orderingDeliveryZones.$inferSelect;
export type ZoneFields = Omit<ZoneRow, 'id' | 'restaurantId'>;
export type CategoryRow = typeof orderingCategories.$inferSelect;
export type CategoryFields = Pick<CategoryRow, 'name' | 'position' | 'translations'>;
export type PackageRow = typeof cateringPackages.$inferSelect;
export type PackageFields = Omit<PackageRow, 'id' | 'restaurantId'>;

type Translated = { name: string; translations: ContentTranslations };
export type ChoiceFields = Translated & { priceDelta: number };
export type GroupFields = Translated & {
  required: boolean;
  minChoices: number;
  maxChoices: number;
  choices: ChoiceFields[];
};
export type ItemFields = {
  categoryId: number;
  name: string;
  description: string;
  price: number;
  allergens: Allergen[];
  dietary: DietaryTag[];
  weekdays: number[] | null;
  availableFrom: string | null;
  availableTo: string | null;
  soldOut: boolean;
  position: number;
  modes: OrderMode[];
  /** A gallery photo of the restaurant's; set null by the database when the photo goes. */
  photoId: number | null;
  translations: ContentTranslations;
};
export type ItemRow = ItemFields & {
  id: number;
  optionGroups: (Omit<GroupFields, 'choices'> & {
    id: number;
    choices: (ChoiceFields & { id: number })[];
  })[];
};

/** Settings as they are before a restaurant saves its own: nothing offered. */
export const DEFAULT_ORDERING_SETTINGS: StoredOrderingSettings = {
  takeaway: false,
  delivery: false,
  catering: false,
  paused: false,
  ordersPerSlot: 10,
  takeawayLeadMinutes: 20,
  deliveryLeadMinutes: 45,
  cateringLeadHours: 48,
  cateringMinGuests: 10,
  cateringPayment: 'full',
  cateringDepositPercent: null,
};

/** The ordering setup's rows (migration 0026): settings, zones, the menu and the packages. */
export function createOrderingRepository(db: AppDatabase) {
  return {
    async settings(restaurantId: number): Promise<StoredOrderingSettings> {
      const [row] = await db
        .select()
        .from(orderingSettings)
        .where(eq(orderingSettings.restaurantId, restaurantId));
      if (!row) return DEFAULT_ORDERING_SETTINGS;
      const { restaurantId: _id, ...settings } = row;
      return settings;
    },

    async saveSettings(restaurantId: number, settings: StoredOrderingSettings) {
      await db
        .insert(orderingSettings)
        .values({ restaurantId, ...settings })
        .onConflictDoUpdate({ target: orderingSettings.restaurantId, set: settings });
    },

    async zones(restaurantId: number): Promise<ZoneRow[]> {
      return db
        .select()
        .from(orderingDeliveryZones)
        .where(eq(orderingDeliveryZones.restaurantId, restaurantId))
        .orderBy(asc(orderingDeliveryZones.position), asc(orderingDeliveryZones.id));
    },

    /** Replaces the zones as a whole (nothing refers to a zone yet). */
    async replaceZones(restaurantId: number, zones: ZoneFields[]) {
      await db
        .delete(orderingDeliveryZones)
        .where(eq(orderingDeliveryZones.restaurantId, restaurantId));
      if (zones.length === 0) return;
      await db
        .insert(orderingDeliveryZones)
        .values(zones.map((zone) => ({ ...zone, restaurantId })));
    },

    async categories(restaurantId: number): Promise<CategoryRow[]> {
      return db
        .select()
        .from(orderingCategories)
        .where(eq(orderingCategories.restaurantId, restaurantId))
        .orderBy(asc(orderingCategories.position), asc(orderingCategories.id));
    },

    async insertCategory(restaurantId: number, fields: CategoryFields) {
      await db.insert(orderingCategories).values({ restaurantId, ...fields });
    },

    async updateCategory(restaurantId: number, id: number, fields: CategoryFields) {
      await db
        .update(orderingCategories)
        .set(fields)
        .where(
          and(eq(orderingCategories.id, id), eq(orderingCategories.restaurantId, restaurantId)),
        );
    },

    async deleteCategory(restaurantId: number, id: number) {
      await db
        .delete(orderingCategories)
        .where(
          and(eq(orderingCategories.id, id), eq(orderingCategories.restaurantId, restaurantId)),
        );
    },

    /** Every item with its option groups and choices, by category position, then position. */
    async items(restaurantId: number): Promise<ItemRow[]> {
      const rows = await db
        .select({
          id: orderingItems.id,
          categoryId: orderingItems.categoryId,
          name: orderingItems.name,
          description: orderingItems.description,
          price: orderingItems.price,
          photoId: orderingItems.photoId,
          allergens: orderingItems.allergens,
          dietary: orderingItems.dietary,
          weekdays: orderingItems.weekdays,
          availableFrom: orderingItems.availableFrom,
          availableTo: orderingItems.availableTo,
          soldOut: orderingItems.soldOut,
          position: orderingItems.position,
          modes: orderingItems.modes,
          translations: orderingItems.translations,
        })
        .from(orderingItems)
        .where(eq(orderingItems.restaurantId, restaurantId))
        .orderBy(asc(orderingItems.position), asc(orderingItems.id));
      if (rows.length === 0) return [];
      const groups = await db
        .select()
        .from(orderingOptionGroups)
        .where(
          inArray(
            orderingOptionGroups.itemId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderingOptionGroups.position), asc(orderingOptionGroups.id));
      const choices =
        groups.length === 0
          ? []
          : await db
              .select()
              .from(orderingOptionChoices)
              .where(
                inArray(
                  orderingOptionChoices.groupId,
                  groups.map((group) => group.id),
                ),
              )
              .orderBy(asc(orderingOptionChoices.position), asc(orderingOptionChoices.id));
      return rows.map((row) => ({
        ...row,
        allergens: row.allergens as Allergen[],
        dietary: row.dietary as DietaryTag[],
        modes: row.modes as OrderMode[],
        optionGroups: groups
          .filter((group) => group.itemId === row.id)
          .map((group) => ({
            id: group.id,
            name: group.name,
            required: group.required,
            minChoices: group.minChoices,
            maxChoices: group.maxChoices,
            translations: group.translations,
            choices: choices
              .filter((choice) => choice.groupId === group.id)
              .map((choice) => ({
                id: choice.id,
                name: choice.name,
                priceDelta: choice.priceDelta,
                translations: choice.translations,
              })),
          })),
      }));
    },

    async insertItem(restaurantId: number, fields: ItemFields, groups: GroupFields[]) {
      const [row] = await db
        .insert(orderingItems)
        .values({ restaurantId, ...fields })
        .returning({ id: orderingItems.id });
      if (!row) throw new Error('item not inserted');
      await this.replaceGroups(row.id, groups);
    },

    async updateItem(restaurantId: number, id: number, fields: Partial<ItemFields>) {
      await db
        .update(orderingItems)
        .set(fields)
        .where(and(eq(orderingItems.id, id), eq(orderingItems.restaurantId, restaurantId)));
    },

    /** The item's option groups and choices replaced as a whole, in the order given. */
    async replaceGroups(itemId: number, groups: GroupFields[]) {
      await db.delete(orderingOptionGroups).where(eq(orderingOptionGroups.itemId, itemId));
      for (const [position, { choices, ...group }] of groups.entries()) {
        const [inserted] = await db
          .insert(orderingOptionGroups)
          .values({ itemId, position, ...group })
          .returning({ id: orderingOptionGroups.id });
        if (!inserted) throw new Error('option group not inserted');
        await db
          .insert(orderingOptionChoices)
          .values(choices.map((choice, i) => ({ groupId: inserted.id, position: i, ...choice })));
      }
    },

    /** Its option groups and choices go with it (cascade). */
    async deleteItem(restaurantId: number, id: number) {
      await db
        .delete(orderingItems)
        .where(and(eq(orderingItems.id, id), eq(orderingItems.restaurantId, restaurantId)));
    },

    async packages(restaurantId: number): Promise<PackageRow[]> {
      return db
        .select()
        .from(cateringPackages)
        .where(eq(cateringPackages.restaurantId, restaurantId))
        .orderBy(asc(cateringPackages.position), asc(cateringPackages.id));
    },

    async insertPackage(restaurantId: number, fields: PackageFields) {
      await db.insert(cateringPackages).values({ restaurantId, ...fields });
    },

    async updatePackage(restaurantId: number, id: number, fields: PackageFields) {
      await db
        .update(cateringPackages)
        .set(fields)
        .where(and(eq(cateringPackages.id, id), eq(cateringPackages.restaurantId, restaurantId)));
    },

    async deletePackage(restaurantId: number, id: number) {
      await db
        .delete(cateringPackages)
        .where(and(eq(cateringPackages.id, id), eq(cateringPackages.restaurantId, restaurantId)));
    },
  };
}
