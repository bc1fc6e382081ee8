import { COUNTRY_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import {
  type CateringPackageRequest,
  type ItemTexts,
  type NameTexts,
  type OrderingCategoryRequest,
  type OrderingItemRequest,
  orderingNameIssues,
  type OrderingSettings,
  type OrderingSetupResponse,
} from '@dekka/contracts/restaurant-ordering';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { ContentTranslations } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { invalidFields } from '../../invalid-field.ts';
import {
  type AuditItem,
  changeAndAnnounce,
  type ChangeContext,
  saved,
  savedValue,
  withName,
} from '../menus/menus-change.ts';
import { restaurantFacts } from '../menus/menus-view.ts';
import { isHeldGalleryPhoto } from '../media/photos.service.ts';
import {
  type CategoryRow,
  createOrderingRepository,
  type GroupFields,
  type ItemFields,
  type ItemRow,
  type PackageRow,
  type StoredOrderingSettings,
  type ZoneRow,
} from './ordering.repository.ts';
import { textsByLanguage, withTextsByLanguage } from '../catalogue-changes/texts-by-language.ts';

type SettingsInput = z.output<typeof OrderingSettings>;
type ItemInput = z.output<typeof OrderingItemRequest>;
type CategoryInput = OrderingCategoryRequest;
type PackageInput = CateringPackageRequest;

const NAME = ['name'] as const;
const NAME_DESCRIPTION = ['name', 'description'] as const;

type Translatable = { name: string; translations: ContentTranslations };

const nameTexts = (row: Translatable, own: Language): NameTexts => textsByLanguage(row, own, NAME);
const itemTexts = (row: Translatable & { description: string }, own: Language): ItemTexts =>
  textsByLanguage(row, own, NAME_DESCRIPTION);

/** The row's columns for its texts: the own language's, and the others as translations. */
function storedName(current: ContentTranslations, texts: NameTexts, own: Language) {
  return { name: texts[own].name, translations: withTextsByLanguage(current, texts, own, NAME) };
}
function storedItemTexts(current: ContentTranslations, texts: ItemTexts, own: Language) {
  return {
    name: texts[own].name,
    description: texts[own].description,
    translations: withTextsByLanguage(current, texts, own, NAME_DESCRIPTION),
  };
}

/** Other languages' texts as audit fields of their own (`name.en`), empty as null. */
function auditedTexts(
  texts: Record<Language, Partial<Record<'name' | 'description', string>>>,
  own: Language,
): Record<string, string | null> {
  const flat: Record<string, string | null> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    for (const [field, text] of Object.entries(texts[language])) {
      if (field === 'name' && language === own) continue;
      flat[`${field}.${language}`] = text || null;
    }
  }
  return flat;
}

function auditedSettings(
  settings: StoredOrderingSettings,
  zones: readonly Omit<ZoneRow, 'id' | 'restaurantId' | 'position'>[],
) {
  return {
    ...settings,
    zones: zones.map((zone) => ({
      name: zone.name,
      maxDistanceKm: zone.maxDistanceKm,
      postcodes: zone.postcodes,
      fee: zone.fee,
      minimumOrder: zone.minimumOrder,
      estimatedMinutes: zone.estimatedMinutes,
    })),
  };
}

type AuditedItem = Omit<ItemFields, 'translations' | 'name' | 'description' | 'categoryId'> & {
  texts: ItemTexts;
  category: string | null;
  optionGroups: {
    texts: NameTexts;
    required: boolean;
    minChoices: number;
    maxChoices: number;
    choices: { texts: NameTexts; priceDelta: number }[];
  }[];
};

/** An item as the audit log records it: `item` is its own-language name, groups by name. */
function auditedItem(item: AuditedItem, own: Language) {
  return {
    item: item.texts[own].name,
    category: item.category,
    ...auditedTexts(item.texts, own),
    price: item.price,
    allergens: item.allergens,
    dietary: item.dietary,
    weekdays: item.weekdays,
    availableFrom: item.availableFrom,
    availableTo: item.availableTo,
    soldOut: item.soldOut,
    position: item.position,
    modes: item.modes,
    // Named as the photos area names a photo (ADR 038).
    photo: item.photoId === null ? null : `#${item.photoId}`,
    optionGroups: item.optionGroups.map((group) => ({
      name: group.texts[own].name,
      required: group.required,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      choices: group.choices.map((choice) => ({
        name: choice.texts[own].name,
        priceDelta: choice.priceDelta,
      })),
    })),
  };
}

function itemView(row: ItemRow, own: Language) {
  return {
    id: row.id,
    categoryId: row.categoryId,
    texts: itemTexts(row, own),
    price: row.price,
    photoId: row.photoId,
    allergens: row.allergens,
    dietary: row.dietary,
    weekdays: row.weekdays,
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    soldOut: row.soldOut,
    position: row.position,
    modes: row.modes,
    optionGroups: row.optionGroups.map((group) => ({
      id: group.id,
      texts: nameTexts(group, own),
      required: group.required,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      choices: group.choices.map((choice) => ({
        id: choice.id,
        texts: nameTexts(choice, own),
        priceDelta: choice.priceDelta,
      })),
    })),
  };
}

const auditedCategory = (texts: NameTexts, position: number, own: Language) => ({
  category: texts[own].name,
  ...auditedTexts(texts, own),
  position,
});

const auditedPackage = (
  value: { texts: ItemTexts; pricePerPerson: number; minGuests: number; position: number },
  own: Language,
) => ({
  package: value.texts[own].name,
  ...auditedTexts(value.texts, own),
  pricePerPerson: value.pricePerPerson,
  minGuests: value.minGuests,
  position: value.position,
});

function find<T extends { id: number }>(rows: readonly T[], id: number, what: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new AppError('not_found', 404, `No such ${what}`);
  return row;
}

function checkNames(value: Parameters<typeof orderingNameIssues>[0], own: Language) {
  const issues = orderingNameIssues(value, own);
  if (issues.length > 0) throw invalidFields(issues);
}

/**
 * The ordering setup (docs/decisions/044-ordering-setup.md): how the restaurant takes orders,
 * its ordering menu and its catering packages. Every change runs in one transaction holding the
 * restaurant's row (menus-change.ts): checked, written, recorded in the audit log and announced.
 * No order exists yet to be affected: the order pages will copy names and prices into each order.
 */
export function createOrderingService(deps: { db: AppDatabase; clock: Clock }) {
  async function read(restaurantId: number): Promise<OrderingSetupResponse> {
    const restaurant = await restaurantFacts(deps.db, restaurantId);
    if (!restaurant) throw new AppError('not_found', 404);
    const own = COUNTRY_LANGUAGE[restaurant.country];
    const repo = createOrderingRepository(deps.db);
    const [settings, zones, categories, items, packages] = [
      await repo.settings(restaurantId),
      await repo.zones(restaurantId),
      await repo.categories(restaurantId),
      await repo.items(restaurantId),
      await repo.packages(restaurantId),
    ];
    return {
      currency: restaurant.currency,
      ownLanguage: own,
      settings: {
        ...settings,
        zones: zones.map((zone) => ({
          id: zone.id,
          name: zone.name,
          maxDistanceKm: zone.maxDistanceKm,
          postcodes: zone.postcodes,
          fee: zone.fee,
          minimumOrder: zone.minimumOrder,
          estimatedMinutes: zone.estimatedMinutes,
        })),
      },
      categories: categories.map((row) => ({
        id: row.id,
        texts: nameTexts(row, own),
        position: row.position,
      })),
      items: items.map((row) => itemView(row, own)),
      packages: packages.map((row: PackageRow) => ({
        id: row.id,
        texts: itemTexts(row, own),
        pricePerPerson: row.pricePerPerson,
        minGuests: row.minGuests,
        position: row.position,
      })),
    };
  }

  /** One change, then the whole setup as it is now. */
  async function change(
    restaurantId: number,
    userId: string,
    run: (context: ChangeContext) => Promise<AuditItem[]>,
  ): Promise<OrderingSetupResponse> {
    savedValue(
      await changeAndAnnounce(deps, restaurantId, userId, async (context) =>
        saved(null, await run(context)),
      ),
    );
    return read(restaurantId);
  }

  function groupFields(
    input: ItemInput,
    current: ItemRow | undefined,
    own: Language,
  ): GroupFields[] {
    return input.optionGroups.map((group, g) => {
      const before = current?.optionGroups[g];
      return {
        ...storedName(before?.translations ?? {}, group.texts, own),
        required: group.required,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        choices: group.choices.map((choice, c) => ({
          ...storedName(before?.choices[c]?.translations ?? {}, choice.texts, own),
          priceDelta: choice.priceDelta,
        })),
      };
    });
  }

  /** The body's photo; left out, the item's current one (none for a new item). */
  const photoOf = (input: ItemInput, current: ItemRow | undefined) =>
    input.photoId === undefined ? (current?.photoId ?? null) : input.photoId;

  function itemFields(input: ItemInput, current: ItemRow | undefined, own: Language): ItemFields {
    return {
      categoryId: input.categoryId,
      ...storedItemTexts(current?.translations ?? {}, input.texts, own),
      price: input.price,
      allergens: input.allergens,
      dietary: input.dietary,
      weekdays: input.weekdays === null ? null : [...input.weekdays].sort((a, b) => a - b),
      availableFrom: input.availableFrom,
      availableTo: input.availableTo,
      soldOut: input.soldOut,
      position: input.position,
      modes: input.modes,
      photoId: photoOf(input, current),
    };
  }

  async function checkItem(context: ChangeContext, restaurantId: number, input: ItemInput) {
    checkNames(input, context.own);
    const categories = await createOrderingRepository(context.tx).categories(restaurantId);
    const issues: { field: string; message: string }[] = [];
    if (!categories.some((category) => category.id === input.categoryId)) {
      issues.push({ field: 'categoryId', message: 'not_a_category' });
    }
    // Only the restaurant's own gallery: a cover or logo is replaced by its next upload, which
    // would take the item's photo with it; another restaurant's photo is not this one's to show.
    if (typeof input.photoId === 'number') {
      if (!(await isHeldGalleryPhoto(context.tx, restaurantId, input.photoId))) {
        issues.push({ field: 'photoId', message: 'not_a_gallery_photo' });
      }
    }
    if (issues.length > 0) throw invalidFields(issues);
    return categories;
  }

  const categoryName = (categories: readonly CategoryRow[], id: number) =>
    categories.find((category) => category.id === id)?.name ?? null;

  const auditedInput = (
    input: ItemInput,
    categories: readonly CategoryRow[],
    current?: ItemRow,
  ): AuditedItem => ({
    ...input,
    photoId: photoOf(input, current),
    weekdays: input.weekdays === null ? null : [...input.weekdays].sort((a, b) => a - b),
    category: categoryName(categories, input.categoryId),
  });

  const auditedRow = (row: ItemRow, categories: readonly CategoryRow[], own: Language) => {
    const view = itemView(row, own);
    return auditedItem({ ...view, category: categoryName(categories, row.categoryId) }, own);
  };

  return {
    read,

    /** The modes, pause, capacity, lead times, zones (replaced whole) and catering terms. */
    async saveSettings(restaurantId: number, userId: string, input: SettingsInput) {
      return change(restaurantId, userId, async ({ tx }) => {
        const repo = createOrderingRepository(tx);
        const before = auditedSettings(
          await repo.settings(restaurantId),
          await repo.zones(restaurantId),
        );
        const next: StoredOrderingSettings = {
          takeaway: input.takeaway,
          delivery: input.delivery,
          catering: input.catering,
          paused: input.paused,
          ordersPerSlot: input.ordersPerSlot,
          takeawayLeadMinutes: input.takeawayLeadMinutes,
          deliveryLeadMinutes: input.deliveryLeadMinutes,
          cateringLeadHours: input.cateringLeadHours,
          cateringMinGuests: input.cateringMinGuests,
          cateringPayment: input.cateringPayment,
          // The whole price: no share to keep, so an old one never comes back by switching.
          cateringDepositPercent:
            input.cateringPayment === 'deposit' ? input.cateringDepositPercent : null,
        };
        const zones = input.zones.map((zone, position) => ({
          name: zone.name,
          maxDistanceKm: zone.maxDistanceKm,
          postcodes: zone.maxDistanceKm === null ? zone.postcodes.map((p) => p.toUpperCase()) : [],
          fee: zone.fee,
          minimumOrder: zone.minimumOrder,
          estimatedMinutes: zone.estimatedMinutes,
          position,
        }));
        await repo.saveSettings(restaurantId, next);
        await repo.replaceZones(restaurantId, zones);
        return [
          {
            area: 'ordering',
            action: 'update',
            changes: fieldChanges(before, auditedSettings(next, zones)),
          },
        ];
      });
    },

    async addCategory(restaurantId: number, userId: string, input: CategoryInput) {
      return change(restaurantId, userId, async ({ tx, own }) => {
        checkNames(input, own);
        await createOrderingRepository(tx).insertCategory(restaurantId, {
          ...storedName({}, input.texts, own),
          position: input.position,
        });
        const after = auditedCategory(input.texts, input.position, own);
        return [{ area: 'orderingMenu', action: 'create', changes: fieldChanges({}, after) }];
      });
    },

    async changeCategory(restaurantId: number, userId: string, id: number, input: CategoryInput) {
      return change(restaurantId, userId, async ({ tx, own }) => {
        checkNames(input, own);
        const repo = createOrderingRepository(tx);
        const before = find(await repo.categories(restaurantId), id, 'category');
        await repo.updateCategory(restaurantId, id, {
          ...storedName(before.translations, input.texts, own),
          position: input.position,
        });
        const changes = fieldChanges(
          auditedCategory(nameTexts(before, own), before.position, own),
          auditedCategory(input.texts, input.position, own),
        );
        return [
          {
            area: 'orderingMenu',
            action: 'update',
            changes: withName('category', before.name, changes),
          },
        ];
      });
    },

    /** Only an empty category: its items are moved or removed first (409 otherwise). */
    async removeCategory(restaurantId: number, userId: string, id: number) {
      return change(restaurantId, userId, async ({ tx, own }) => {
        const repo = createOrderingRepository(tx);
        const before = find(await repo.categories(restaurantId), id, 'category');
        const items = await repo.items(restaurantId);
        if (items.some((item) => item.categoryId === id)) {
          throw new AppError('conflict', 409, 'The category has items: move or remove them first');
        }
        await repo.deleteCategory(restaurantId, id);
        const audited = auditedCategory(nameTexts(before, own), before.position, own);
        return [{ area: 'orderingMenu', action: 'delete', changes: fieldChanges(audited, {}) }];
      });
    },

    async addItem(restaurantId: number, userId: string, input: ItemInput) {
      return change(restaurantId, userId, async (context) => {
        const categories = await checkItem(context, restaurantId, input);
        await createOrderingRepository(context.tx).insertItem(
          restaurantId,
          itemFields(input, undefined, context.own),
          groupFields(input, undefined, context.own),
        );
        const after = auditedItem(auditedInput(input, categories), context.own);
        return [{ area: 'orderingMenu', action: 'create', changes: fieldChanges({}, after) }];
      });
    },

    /** Changes an item; its option groups and choices are replaced by the body's. */
    async changeItem(restaurantId: number, userId: string, id: number, input: ItemInput) {
      return change(restaurantId, userId, async (context) => {
        const categories = await checkItem(context, restaurantId, input);
        const repo = createOrderingRepository(context.tx);
        const before = find(await repo.items(restaurantId), id, 'item');
        await repo.updateItem(restaurantId, id, itemFields(input, before, context.own));
        await repo.replaceGroups(id, groupFields(input, before, context.own));
        const changes = fieldChanges(
          auditedRow(before, categories, context.own),
          auditedItem(auditedInput(input, categories, before), context.own),
        );
        return [
          {
            area: 'orderingMenu',
            action: 'update',
            changes: withName('item', before.name, changes),
          },
        ];
      });
    },

    async removeItem(restaurantId: number, userId: string, id: number) {
      return change(restaurantId, userId, async ({ tx, own }) => {
        const repo = createOrderingRepository(tx);
        const before = find(await repo.items(restaurantId), id, 'item');
        const audited = auditedRow(before, await repo.categories(restaurantId), own);
        await repo.deleteItem(restaurantId, id);
        return [{ area: 'orderingMenu', action: 'delete', changes: fieldChanges(audited, {}) }];
      });
    },

    /** Sold out, or back on the menu: the one field, for the staff on a busy night. */
    async setSoldOut(restaurantId: number, userId: string, id: number, soldOut: boolean) {
      return change(restaurantId, userId, async ({ tx }) => {
        const repo = createOrderingRepository(tx);
        const before = find(await repo.items(restaurantId), id, 'item');
        await repo.updateItem(restaurantId, id, { soldOut });
        const changes = fieldChanges({ soldOut: before.soldOut }, { soldOut });
        return [
          {
            area: 'orderingMenu',
            action: 'update',
            changes: withName('item', before.name, changes),
          },
        ];
      });
    },

    async addPackage(restaurantId: number, userId: string, input: PackageInput) {
      return change(restaurantId, userId, async ({ tx, own }) => {
        checkNames(input, own);
        await createOrderingRepository(tx).insertPackage(restaurantId, {
          ...storedItemTexts({}, input.texts, own),
          pricePerPerson: input.pricePerPerson,
          minGuests: input.minGuests,
          position: input.position,
        });
        const after = auditedPackage(input, own);
        return [{ area: 'cateringPackages', action: 'create', changes: fieldChanges({}, after) }];
      });
    },

    async changePackage(restaurantId: number, userId: string, id: number, input: PackageInput) {
      return change(restaurantId, userId, async ({ tx, own }) => {
        checkNames(input, own);
        const repo = createOrderingRepository(tx);
        const before = find(await repo.packages(restaurantId), id, 'package');
        await repo.updatePackage(restaurantId, id, {
          ...storedItemTexts(before.translations, input.texts, own),
          pricePerPerson: input.pricePerPerson,
          minGuests: input.minGuests,
          position: input.position,
        });
        const changes = fieldChanges(
          auditedPackage({ ...before, texts: itemTexts(before, own) }, own),
          auditedPackage(input, own),
        );
        return [
          {
            area: 'cateringPackages',
            action: 'update',
            changes: withName('package', before.name, changes),
          },
        ];
      });
    },

    async removePackage(restaurantId: number, userId: string, id: number) {
      return change(restaurantId, userId, async ({ tx, own }) => {
        const repo = createOrderingRepository(tx);
        const before = find(await repo.packages(restaurantId), id, 'package');
        await repo.deletePackage(restaurantId, id);
        const audited = auditedPackage({ ...before, texts: itemTexts(before, own) }, own);
        return [{ area: 'cateringPackages', action: 'delete', changes: fieldChanges(audited, {}) }];
      });
    },
  };
}

export type OrderingService = ReturnType<typeof createOrderingService>;
