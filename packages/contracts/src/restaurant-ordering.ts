import { IdParam } from './params.ts';
import { type Language, SUPPORTED_LANGUAGES } from './languages.ts';
import { PAYMENT_CURRENCIES } from './restaurant-payments.ts';
import { ClockTime } from './restaurant-settings.ts';
import { RestaurantIdParams } from './staff.ts';
import { int, z } from './zod.ts';

/*
 * The "Ordering" settings (docs/decisions/044-ordering-setup.md): how a restaurant takes food
 * orders (takeaway, delivery, catering), its kitchen's capacity, delivery zones, and its ordering
 * menu (categories, items with option groups and choices) and catering packages. The server
 * validates every change with these schemas, and the forms run the same parse before sending.
 * The diner's order pages (later) compute every price on the server from these rows.
 */

/** How a diner may order: picked up, brought to them, or catering for a party. */
export const ORDER_MODES = ['takeaway', 'delivery', 'catering'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];

/** The 14 allergens EU Regulation 1169/2011 (Annex II) requires a menu to declare. */
export const EU_ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof EU_ALLERGENS)[number];

/** Dietary tags a diner filters by: a fixed list, named in each language by the web app. */
export const DIETARY_TAGS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'lactose-free',
  'nut-free',
  'spicy',
] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** The kitchen's capacity is counted per slot of this many minutes. */
export const ORDER_SLOT_MINUTES = 15;
export const ORDERS_PER_SLOT_MAX = 100;
/** The largest price of one item, choice or package per person, in minor units of any currency. */
export const ORDER_PRICE_MAX = 10_000_000;
export const ZONES_MAX = 20;
export const OPTION_GROUPS_MAX = 10;
export const CHOICES_MAX = 30;
export const POSITION_MAX = 1000;
export const CATERING_GUESTS_MAX = 2000;

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

const Name = z.string().trim().max(100);
const Description = z.string().trim().max(1000);

function byLanguage<T extends z.ZodType>(schema: T) {
  return z.object(
    Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, schema])) as Record<
      Language,
      T
    >,
  );
}

/** A name in each language: the own language's is the row's, the others translations. */
export const NameTexts = byLanguage(z.object({ name: Name }));
export type NameTexts = z.infer<typeof NameTexts>;
/** A name and a plain-text description in each language. */
export const ItemTexts = byLanguage(z.object({ name: Name, description: Description }));
export type ItemTexts = z.infer<typeof ItemTexts>;

/** An amount in minor units of the restaurant's currency (ISK has none): 0 is allowed. */
const Price = z.number().int().min(0).max(ORDER_PRICE_MAX);
const Position = z.number().int().min(0).max(POSITION_MAX);

/**
 * A delivery zone: either every address within `maxDistanceKm` of the restaurant's position
 * (its profile's map point), or the addresses of `postcodes`, never both. `fee` is added to the
 * order; an order below `minimumOrder` (both minor units) is not delivered there.
 */
export const DeliveryZone = z
  .object({
    name: z.string().trim().min(1).max(60),
    maxDistanceKm: z.number().positive().max(50).nullable(),
    postcodes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/, 'postcode_format'),
      )
      .max(200)
      .refine(distinct, 'duplicate'),
    fee: Price,
    minimumOrder: Price,
    estimatedMinutes: z.number().int().min(5).max(240),
  })
  .superRefine((zone, ctx) => {
    if ((zone.maxDistanceKm === null) === (zone.postcodes.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['maxDistanceKm'], message: 'distance_or_postcodes' });
    }
  });
export type DeliveryZone = z.infer<typeof DeliveryZone>;

export const CATERING_PAYMENTS = ['deposit', 'full'] as const;

const OrderingSettingsFields = z.object({
  takeaway: z.boolean(),
  delivery: z.boolean(),
  catering: z.boolean(),
  /** "Pause online orders": no new order of any mode, the menu and settings kept. */
  paused: z.boolean(),
  /** Orders the kitchen takes for one 15-minute slot, all modes together. */
  ordersPerSlot: z.number().int().min(1).max(ORDERS_PER_SLOT_MAX),
  /** The earliest pickup is this long from the moment of ordering. */
  takeawayLeadMinutes: z.number().int().min(0).max(480),
  /** The earliest delivery is this long from the moment of ordering (before the zone's time). */
  deliveryLeadMinutes: z.number().int().min(0).max(480),
  zones: z.array(DeliveryZone).max(ZONES_MAX),
  /** Catering is ordered at least this many hours ahead. */
  cateringLeadHours: z.number().int().min(1).max(720),
  cateringMinGuests: z.number().int().min(1).max(CATERING_GUESTS_MAX),
  /** A deposit of `cateringDepositPercent` when ordering, or the whole price. */
  cateringPayment: z.enum(CATERING_PAYMENTS),
  cateringDepositPercent: z.number().int().min(1).max(99).nullable(),
});

/** PUT …/settings/ordering: the modes, pause, capacity, lead times, zones and catering terms. */
export const OrderingSettings = OrderingSettingsFields.superRefine((value, ctx) => {
  if (value.delivery && value.zones.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['zones'], message: 'zone_required' });
  }
  const names = value.zones.map((zone) => zone.name.trim().toLowerCase());
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i) {
      ctx.addIssue({ code: 'custom', path: ['zones', i, 'name'], message: 'name_taken' });
    }
  });
  if (value.cateringPayment === 'deposit' && value.cateringDepositPercent === null) {
    ctx.addIssue({ code: 'custom', path: ['cateringDepositPercent'], message: 'percent_required' });
  }
});
export type OrderingSettings = z.input<typeof OrderingSettings>;

/** POST/PUT …/settings/ordering/categories: a category of the ordering menu. */
export const OrderingCategoryRequest = z.object({ texts: NameTexts, position: Position });
export type OrderingCategoryRequest = z.input<typeof OrderingCategoryRequest>;

/** One choice of an option group ("Large", "Oat milk"): its price is added to the item's. */
export const OptionChoice = z.object({ texts: NameTexts, priceDelta: Price });
export type OptionChoice = z.infer<typeof OptionChoice>;

/**
 * An option group of an item ("Size", "Extras"): the diner picks from `minChoices` to
 * `maxChoices` of its choices. A required group asks at least one; an optional one asks none.
 */
export const OptionGroup = z
  .object({
    texts: NameTexts,
    required: z.boolean(),
    minChoices: z.number().int().min(0).max(CHOICES_MAX),
    maxChoices: z.number().int().min(1).max(CHOICES_MAX),
    choices: z.array(OptionChoice).min(1).max(CHOICES_MAX),
  })
  .superRefine((group, ctx) => {
    if (group.required && group.minChoices < 1) {
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: 'required_needs_min' });
    }
    if (!group.required && group.minChoices > 0) {
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: 'optional_has_min' });
    }
    if (group.maxChoices < group.minChoices) {
      ctx.addIssue({ code: 'custom', path: ['maxChoices'], message: 'max_below_min' });
    } else if (group.maxChoices > group.choices.length) {
      ctx.addIssue({ code: 'custom', path: ['maxChoices'], message: 'max_above_choices' });
    }
  });
export type OptionGroup = z.infer<typeof OptionGroup>;

/**
 * POST/PUT …/settings/ordering/items: an item with its option groups and their choices, all in
 * one body (a change replaces the groups). `weekdays` (0 = Sunday) null means every day; the
 * window is wall-clock times in the restaurant's zone, from inclusive, to exclusive, either end
 * open when null. `modes` says where it is offered.
 */
export const OrderingItemRequest = z
  .object({
    categoryId: int().positive(),
    texts: ItemTexts,
    price: Price,
    allergens: z.array(z.enum(EU_ALLERGENS)).refine(distinct, 'duplicate'),
    dietary: z.array(z.enum(DIETARY_TAGS)).refine(distinct, 'duplicate'),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine(distinct, 'duplicate')
      .nullable(),
    availableFrom: ClockTime.nullable(),
    availableTo: ClockTime.nullable(),
    soldOut: z.boolean(),
    position: Position,
    modes: z.array(z.enum(ORDER_MODES)).min(1).refine(distinct, 'duplicate'),
    optionGroups: z.array(OptionGroup).max(OPTION_GROUPS_MAX),
    /**
     * One of the restaurant's gallery photos (ADR 038), or null for none. Left out, a new item
     * has none and a change keeps the item's photo as it is.
     */
    photoId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.availableFrom && value.availableTo && value.availableFrom >= value.availableTo) {
      ctx.addIssue({ code: 'custom', path: ['availableTo'], message: 'window_order' });
    }
  });
export type OrderingItemRequest = z.input<typeof OrderingItemRequest>;

/** PATCH …/settings/ordering/items/{id}/sold-out: on a busy night, off the menu and back. */
export const SoldOutRequest = z.object({ soldOut: z.boolean() });
export type SoldOutRequest = z.infer<typeof SoldOutRequest>;

/** POST/PUT …/settings/ordering/packages: a catering package, priced per person. */
export const CateringPackageRequest = z.object({
  texts: ItemTexts,
  pricePerPerson: z.number().int().min(1).max(ORDER_PRICE_MAX),
  minGuests: z.number().int().min(1).max(CATERING_GUESTS_MAX),
  position: Position,
});
export type CateringPackageRequest = z.input<typeof CateringPackageRequest>;

type Issue = { field: string; message: string };

/**
 * What a schema alone cannot know, shared by the forms and the server: a name in the
 * restaurant's own language (the text every other language falls back to) for the row and, for
 * an item, each option group and choice.
 */
export function orderingNameIssues(
  value: {
    texts: Record<Language, { name: string }>;
    optionGroups?: readonly {
      texts: Record<Language, { name: string }>;
      choices: readonly { texts: Record<Language, { name: string }> }[];
    }[];
  },
  ownLanguage: Language,
): Issue[] {
  const issues: Issue[] = [];
  const need = (texts: Record<Language, { name: string }>, prefix: string) => {
    if (texts[ownLanguage].name.trim() === '') {
      issues.push({ field: `${prefix}texts.${ownLanguage}.name`, message: 'name_required' });
    }
  };
  need(value.texts, '');
  value.optionGroups?.forEach((group, g) => {
    need(group.texts, `optionGroups.${g}.`);
    group.choices.forEach((choice, c) => need(choice.texts, `optionGroups.${g}.choices.${c}.`));
  });
  return issues;
}

export const OrderingSettingsView = OrderingSettingsFields.extend({
  zones: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      maxDistanceKm: z.number().nullable(),
      postcodes: z.array(z.string()),
      fee: z.number().int(),
      minimumOrder: z.number().int(),
      estimatedMinutes: z.number().int(),
    }),
  ),
});
export type OrderingSettingsView = z.infer<typeof OrderingSettingsView>;

export const OrderingCategoryView = z.object({
  id: z.number().int(),
  texts: NameTexts,
  position: z.number().int(),
});
export type OrderingCategoryView = z.infer<typeof OrderingCategoryView>;

export const OrderingItemView = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  texts: ItemTexts,
  price: z.number().int(),
  /** One of the restaurant's gallery photos (restaurant_photos); null for none. */
  photoId: z.number().int().nullable(),
  allergens: z.array(z.enum(EU_ALLERGENS)),
  dietary: z.array(z.enum(DIETARY_TAGS)),
  weekdays: z.array(z.number().int()).nullable(),
  availableFrom: z.string().nullable(),
  availableTo: z.string().nullable(),
  soldOut: z.boolean(),
  position: z.number().int(),
  modes: z.array(z.enum(ORDER_MODES)),
  optionGroups: z.array(
    z.object({
      id: z.number().int(),
      texts: NameTexts,
      required: z.boolean(),
      minChoices: z.number().int(),
      maxChoices: z.number().int(),
      choices: z.array(
        z.object({ id: z.number().int(), texts: NameTexts, priceDelta: z.number().int() }),
      ),
    }),
  ),
});
export type OrderingItemView = z.infer<typeof OrderingItemView>;

export const CateringPackageView = z.object({
  id: z.number().int(),
  texts: ItemTexts,
  pricePerPerson: z.number().int(),
  minGuests: z.number().int(),
  position: z.number().int(),
});
export type CateringPackageView = z.infer<typeof CateringPackageView>;

/** GET …/settings/ordering, and the answer to every change of it. */
export const OrderingSetupResponse = z.object({
  currency: z.enum(PAYMENT_CURRENCIES),
  ownLanguage: z.enum(SUPPORTED_LANGUAGES),
  settings: OrderingSettingsView,
  /** By position, then as added; items likewise within their category. */
  categories: z.array(OrderingCategoryView),
  items: z.array(OrderingItemView),
  packages: z.array(CateringPackageView),
});
export type OrderingSetupResponse = z.infer<typeof OrderingSetupResponse>;

export const OrderingCategoryParams = RestaurantIdParams.extend({
  categoryId: IdParam,
});
export const OrderingItemParams = RestaurantIdParams.extend({
  itemId: IdParam,
});
export const CateringPackageParams = RestaurantIdParams.extend({
  packageId: IdParam,
});
