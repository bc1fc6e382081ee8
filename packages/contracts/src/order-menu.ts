import { Currency } from './restaurant.ts';
import { DinerPhoto } from './restaurant-photos.ts';
import {
  CATERING_PAYMENTS,
  DIETARY_TAGS,
  EU_ALLERGENS,
  ORDER_MODES,
} from './restaurant-ordering.ts';
import { z } from './zod.ts';

/*
 * The diner's side of food ordering (docs/decisions/046-diner-ordering-pages.md): which published
 * restaurants take orders, and one restaurant's ordering menu in the diner's language. Read only;
 * prices are for display, the order itself is priced on the server from the stored rows.
 */

const Id = z.number().int();
const Text = z.string().max(1000);
const Named = z.object({ id: Id, name: z.string().max(200) });

/** A positive id in a query string (`city=3`). */
const IdParam = z
  .string()
  .max(10)
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647);

/** GET /web/ordering/restaurants?mode=delivery&city=1&cuisine=4: each filter optional. */
export const OrderRestaurantsQuery = z.object({
  mode: z.enum(ORDER_MODES).optional(),
  city: IdParam.optional(),
  /** A cuisine is a restaurant category, as in search's filters. */
  cuisine: IdParam.optional(),
});
export type OrderRestaurantsQuery = z.input<typeof OrderRestaurantsQuery>;

/**
 * When the restaurant takes orders: now (within a service of today's opening hours), or from
 * `opensAt`, a wall-clock 'YYYY-MM-DDTHH:mm' in the restaurant's zone (null: not within a week).
 */
const OrderingHours = z.object({
  openNow: z.boolean(),
  opensAt: z.string().max(16).nullable(),
});

/** One card of the listing. */
export const OrderRestaurant = OrderingHours.extend({
  id: Id,
  name: z.string().max(200),
  slug: z.string().max(200),
  city: z.string().max(200),
  area: z.string().max(200).nullable(),
  cuisines: z.array(z.string().max(200)).max(50),
  modes: z.array(z.enum(ORDER_MODES)).min(1),
  /** "Pause online orders" is on: shown, but no order is taken. */
  paused: z.boolean(),
  currency: Currency,
  /** The cover in sizes (ADR 038), as search's rows show it; null when there is none. */
  cover: DinerPhoto.nullable(),
  /** The cheapest fee and the lowest minimum order of its zones; null without delivery. */
  delivery: z.object({ feeFrom: Id, minimumOrderFrom: Id }).nullable(),
});
export type OrderRestaurant = z.infer<typeof OrderRestaurant>;

export const OrderRestaurantsResponse = z.object({
  restaurants: z.array(OrderRestaurant).max(1000),
  /** The cities and cuisines of every restaurant that takes orders, for the filters. */
  cities: z.array(Named).max(1000),
  cuisines: z.array(Named).max(1000),
});
export type OrderRestaurantsResponse = z.infer<typeof OrderRestaurantsResponse>;

export const OrderMenuParams = z.object({ restaurantSlug: z.string().min(1).max(200) });

const MenuChoice = z.object({ id: Id, name: Text, priceDelta: Id });
export type MenuChoice = z.infer<typeof MenuChoice>;

const MenuOptionGroup = z.object({
  id: Id,
  name: Text,
  required: z.boolean(),
  minChoices: Id,
  maxChoices: Id,
  choices: z.array(MenuChoice),
});
export type MenuOptionGroup = z.infer<typeof MenuOptionGroup>;

export const MenuItem = z.object({
  id: Id,
  categoryId: Id,
  name: Text,
  description: Text,
  price: Id,
  allergens: z.array(z.enum(EU_ALLERGENS)),
  dietary: z.array(z.enum(DIETARY_TAGS)),
  soldOut: z.boolean(),
  /** 0 = Sunday; null every day. */
  weekdays: z.array(Id).nullable(),
  /** Wall-clock 'HH:mm', from inclusive, to exclusive; null leaves that end open. */
  availableFrom: z.string().max(5).nullable(),
  availableTo: z.string().max(5).nullable(),
  modes: z.array(z.enum(ORDER_MODES)),
  optionGroups: z.array(MenuOptionGroup),
  /** The item's photo in sizes (ADR 038), alt text in the diner's language; null without one. */
  photo: DinerPhoto.nullable(),
});
export type MenuItem = z.infer<typeof MenuItem>;

const MenuZone = z.object({
  id: Id,
  name: z.string().max(200),
  fee: Id,
  minimumOrder: Id,
  estimatedMinutes: Id,
  postcodes: z.array(z.string().max(20)),
  maxDistanceKm: z.number().nullable(),
});
export type MenuZone = z.infer<typeof MenuZone>;

const MenuPackage = z.object({
  id: Id,
  name: Text,
  description: Text,
  pricePerPerson: Id,
  minGuests: Id,
});
export type MenuPackage = z.infer<typeof MenuPackage>;

/** GET /web/ordering/menu/:restaurantSlug, in the diner's language (Accept-Language). */
export const OrderMenuResponse = OrderingHours.extend({
  restaurant: z.object({
    id: Id,
    slug: z.string().max(200),
    name: z.string().max(200),
    address: z.string().max(500),
    city: z.string().max(200),
    timeZone: z.string().max(100),
  }),
  currency: Currency,
  modes: z.array(z.enum(ORDER_MODES)).min(1),
  paused: z.boolean(),
  takeawayLeadMinutes: Id,
  deliveryLeadMinutes: Id,
  /** By position; only categories that hold an item. */
  categories: z.array(Named),
  items: z.array(MenuItem),
  zones: z.array(MenuZone),
  packages: z.array(MenuPackage),
  /** The catering terms; null when the restaurant does not cater. */
  catering: z
    .object({
      leadHours: Id,
      minGuests: Id,
      payment: z.enum(CATERING_PAYMENTS),
      depositPercent: Id.nullable(),
    })
    .nullable(),
});
export type OrderMenuResponse = z.infer<typeof OrderMenuResponse>;
