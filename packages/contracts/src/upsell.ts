import { z } from './zod.ts';
import { GuestsParam, IdParam, LocalDateTime, NullableIdParam } from './params.ts';
import { Currency } from './restaurant.ts';

/** Menu (docs/product.md, "The API"). paymentType: 0 none, 1 no-show fee, 2 prepayment. */
export const UpsellMenu = z.object({
  id: z.number().int(),
  name: z.string().max(200),
  /** Cut at 200 characters (docs/product.md, "Timings and limits"). */
  shortDescription: z.string().max(200),
  isAvailable: z.boolean(),
  isExclusive: z.boolean(),
  minGuests: z.number().int(),
  /** 0 = no maximum. */
  maxGuests: z.number().int(),
  floorPlanIds: z.array(z.number().int()),
  /** Per guest, minor units of the currency. */
  paymentAmount: z.number().int(),
  paymentType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type UpsellMenu = z.infer<typeof UpsellMenu>;

export const UpsellParams = z.object({
  restaurantId: IdParam,
  dateTime: LocalDateTime,
  guests: GuestsParam,
  eventId: NullableIdParam,
});

export const UpsellResponse = z.object({
  /** Named in the step's summary, so the diner knows where the menus are served. */
  restaurantName: z.string().max(200),
  currency: Currency,
  locale: z.string().max(20),
  onlineMenuMandatory: z.boolean(),
  floorPlans: z.array(z.object({ id: z.number().int(), name: z.string().max(200) })),
  /** Menus fitting several floor plans come first, grouped under floorPlanId null. */
  menus: z.array(
    z.object({ floorPlanId: z.number().int().nullable(), menus: z.array(UpsellMenu) }),
  ),
});
export type UpsellResponse = z.infer<typeof UpsellResponse>;
