import { z } from './zod.ts';
import { GuestsParam, IdParam, LocalDateTime } from './params.ts';

/** One bookable start time (docs/product.md, "The API"). */
export const TimeSuggestion = z.object({
  /** UTC ISO date-time of the slot start. */
  date: z.string().max(40),
  /** The same instant as wall-clock `YYYY-MM-DDTHH:mm` in the restaurant's zone. */
  localTime: z.string().max(16),
  isAvailable: z.boolean(),
  isTableAvailable: z.boolean(),
  isEventAvailable: z.boolean(),
  isWaitingListAvailable: z.boolean(),
  /** Events with an occurrence at this time and tickets left. */
  eventIds: z.array(z.number().int()).max(100),
});
export type TimeSuggestion = z.infer<typeof TimeSuggestion>;

/**
 * A time as a list of restaurants shows it (search results, nearby): what its button needs to
 * look right and to start the booking, without the table/event split the restaurant page uses.
 */
export const ListedTime = TimeSuggestion.pick({
  date: true,
  localTime: true,
  isAvailable: true,
  isWaitingListAvailable: true,
  eventIds: true,
});
export type ListedTime = z.infer<typeof ListedTime>;

export const SuggestionParams = z.object({
  restaurantId: IdParam,
  dateTime: LocalDateTime,
  guests: GuestsParam,
});

export const SuggestionResponse = z.array(TimeSuggestion).max(200);
export type SuggestionResponse = z.infer<typeof SuggestionResponse>;
