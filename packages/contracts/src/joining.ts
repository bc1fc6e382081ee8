import { IdParam } from './params.ts';
import { Country } from './restaurant.ts';
import { Website } from './restaurant-profile.ts';
import { int, z } from './zod.ts';

/*
 * Joining Dekka (docs/decisions/043-joining-dekka.md): a restaurant applies on /join, a Dekka
 * administrator approves or declines, and on approval the restaurant exists, unpublished, with
 * an owner invitation to the applicant. The form runs the same parse before sending.
 */

/** POST /api/web/join: a restaurant's application. */
export const JoinRequest = z.object({
  restaurantName: z.string().trim().min(1).max(200),
  contactName: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().min(1).email().max(254),
  /** Digits, spaces and dashes, with a leading `+` for the country code. */
  phone: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^\+?\d[\d\s-]{4,}$/, 'expected a phone number'),
  country: Country,
  /** A city of the chosen country, from GET /api/web/join/cities. */
  cityId: int().positive(),
  address: z.string().trim().min(1).max(500),
  /** http or https, or empty (or left out). */
  website: Website.default(''),
  /** A few words about the restaurant; may be empty (or left out). */
  message: z.string().trim().max(2000).default(''),
});
export type JoinRequest = z.output<typeof JoinRequest>;
export type JoinRequestInput = z.input<typeof JoinRequest>;

export const JoinReceived = z.object({ received: z.literal(true) });

/** GET /api/web/join/cities: the cities a restaurant may apply in, by country. */
export const JoinCitiesResponse = z.object({
  countries: z.array(
    z.object({
      country: Country,
      cities: z.array(z.object({ id: z.number().int(), name: z.string().max(200) })),
    }),
  ),
});
export type JoinCitiesResponse = z.infer<typeof JoinCitiesResponse>;

export const ApplicationStatus = z.enum(['pending', 'approved', 'declined']);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** An application as Dekka's administrators see it. */
export const RestaurantApplication = z.object({
  id: z.number().int(),
  restaurantName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: Country,
  city: z.string(),
  address: z.string(),
  website: z.string(),
  message: z.string(),
  status: ApplicationStatus,
  createdAt: z.string().datetime(),
  decidedAt: z.string().datetime().nullable(),
  /** The administrator who decided, by e-mail; null while pending or once that account is gone. */
  decidedBy: z.string().nullable(),
  /** The reason given with a decline (e-mailed to the applicant); null otherwise. */
  reason: z.string().nullable(),
  /** The restaurant an approval made. */
  restaurant: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
});
export type RestaurantApplication = z.infer<typeof RestaurantApplication>;

/** GET /api/admin/applications: every pending application, and the latest decided ones. */
export const ApplicationsResponse = z.object({
  pending: z.array(RestaurantApplication),
  decided: z.array(RestaurantApplication),
});
export type ApplicationsResponse = z.infer<typeof ApplicationsResponse>;

export const ApplicationIdParams = z.object({
  applicationId: IdParam,
});

/** POST /api/admin/applications/{applicationId}/decline: the reason is optional. */
export const DeclineRequest = z.object({ reason: z.string().trim().max(1000).default('') });
export type DeclineRequestInput = z.input<typeof DeclineRequest>;

/**
 * The decided application. `mailed` is false when its e-mail (the owner's invitation, or the
 * decline) could not be handed over: the decision stands, and the administrator is told.
 */
export const DecisionResponse = z.object({
  application: RestaurantApplication,
  mailed: z.boolean(),
});
export type DecisionResponse = z.infer<typeof DecisionResponse>;

/**
 * GET and PUT /api/restaurant/{restaurantId}/settings/publishing: whether diners see the
 * restaurant, and what it still lacks before it may be published.
 */
export const PublishingMissing = z.enum(['openingHours', 'tables']);
export type PublishingMissing = z.infer<typeof PublishingMissing>;
export const PublishingView = z.object({
  published: z.boolean(),
  missing: z.array(PublishingMissing),
});
export type PublishingView = z.infer<typeof PublishingView>;
export const PublishingRequest = z.object({ published: z.boolean() });
