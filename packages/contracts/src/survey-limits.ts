/**
 * The survey's fixed shape (docs/product.md, "Survey and ratings"). No zod here: the web's survey
 * page reads these without bringing the schemas along.
 */

/** The longest comment a diner may leave, and the longest reply a restaurant may give. */
export const SURVEY_TEXT_MAX = 2000;

/** The four things a diner rates, each from 1 (poor) to 5 (excellent). */
export const RATING_DIMENSIONS = ['food', 'service', 'ambience', 'value'] as const;
export type RatingDimension = (typeof RATING_DIMENSIONS)[number];
