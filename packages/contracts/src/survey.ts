import { z } from './zod.ts';
import { BookingGuid } from './booking.ts';
import { IanaTimeZone, IdParam } from './params.ts';
import { SURVEY_TEXT_MAX } from './survey-limits.ts';

/** One rating: 1 (poor) to 5 (excellent). */
export const SurveyRating = z.number().int().min(1).max(5);

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Plain text as a diner or a restaurant types it: trimmed, with control characters other than
 * line breaks and tabs dropped (PostgreSQL cannot store a NUL). It is shown as text, never as HTML.
 */
const PlainText = z
  .string()
  .max(SURVEY_TEXT_MAX)
  .transform((text) => text.replace(CONTROL, '').trim());

export const SurveyParams = z.object({ guid: BookingGuid });

/** GET /api/web/survey/{guid}: what the survey page shows before the diner answers. */
export const SurveyInfoResponse = z.object({
  restaurantName: z.string(),
  restaurantSlug: z.string(),
  /** The visit's day in the restaurant's zone (YYYY-MM-DD). */
  visitDate: z.string(),
  /** The survey has been answered (once per booking). */
  answered: z.boolean(),
  /** The link's 30 days after the visit have passed. */
  expired: z.boolean(),
  /** Until when the survey can be answered. */
  expiresAt: z.string().datetime(),
  /** The restaurant's zone, in which the page shows the dates. */
  timeZone: IanaTimeZone,
});
export type SurveyInfoResponse = z.infer<typeof SurveyInfoResponse>;

/** POST /api/web/survey/{guid}: the diner's answers. */
export const SurveyRequest = z.object({
  food: SurveyRating,
  service: SurveyRating,
  ambience: SurveyRating,
  value: SurveyRating,
  /** Plain text; blank means none. */
  comment: PlainText.optional(),
  /** Publish the rating and comment on the restaurant's page with the diner's first name. */
  publish: z.boolean(),
});
export type SurveyRequest = z.input<typeof SurveyRequest>;
/** The answers as the server has them after validation (the comment trimmed). */
export type SurveyAnswers = z.output<typeof SurveyRequest>;

export const SurveySubmitted = z.object({ done: z.literal(true) });

export const RestaurantRatingsParams = z.object({
  id: IdParam,
});

/** Averages over the published ratings, one decimal; null when there are none. */
const Average = z.number().min(1).max(5).nullable();

/** One published comment as the restaurant page shows it: no personal data but the first name. */
export const PublishedComment = z.object({
  id: z.number().int(),
  /** The diner's first name, as it was when the survey was answered; null when unknown. */
  firstName: z.string().nullable(),
  /** The month of the visit (YYYY-MM), in the restaurant's zone. */
  visitMonth: z.string(),
  /** The average of the diner's four ratings. */
  rating: z.number().min(1).max(5),
  comment: z.string(),
  /** The restaurant's public reply. */
  reply: z.string().nullable(),
  repliedAt: z.string().datetime().nullable(),
});
export type PublishedComment = z.infer<typeof PublishedComment>;

/** GET /api/web/restaurant/{id}/ratings: the restaurant's published ratings. */
export const RestaurantRatingsResponse = z.object({
  count: z.number().int().min(0),
  average: Average,
  food: Average,
  service: Average,
  ambience: Average,
  value: Average,
  /** The latest published comments, most recent first (at most three). */
  comments: z.array(PublishedComment).max(3),
});
export type RestaurantRatingsResponse = z.infer<typeof RestaurantRatingsResponse>;

export const SurveyReplyParams = z.object({
  restaurantSlug: z.string().min(1).max(200),
  surveyId: IdParam,
});

/** PUT /api/web/staff/{restaurantSlug}/surveys/{surveyId}/reply: blank takes the reply down. */
export const SurveyReplyRequest = z.object({ reply: PlainText });

export const SurveyReplyResponse = z.object({
  id: z.number().int(),
  reply: z.string().nullable(),
  repliedAt: z.string().datetime().nullable(),
});
export type SurveyReplyResponse = z.infer<typeof SurveyReplyResponse>;
