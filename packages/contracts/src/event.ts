import { z } from './zod.ts';
import { IanaTimeZone, IdParam, LocalDate } from './params.ts';

export const EventOccurrence = z.object({
  id: z.number().int(),
  /** UTC ISO. */
  start: z.string().max(40),
  end: z.string().max(40),
  ticketsLeft: z.number().int().min(0),
});

export const EventSummary = z.object({
  id: z.number().int(),
  name: z.string().max(200),
  shortDescription: z.string().max(1000),
  slug: z.string().max(100),
  imageUrl: z.string().max(20_000),
  /** EventStatusLabel (enums.ts): FewTicketsLeft = 1, SoldOut = 2; null for none. */
  statusLabel: z.number().int().nullable(),
  /** The restaurant's zone, the one to show the occurrences' times in. */
  timeZone: IanaTimeZone,
  occurrences: z.array(EventOccurrence),
});
export type EventSummary = z.infer<typeof EventSummary>;

export const EventsOnDateParams = z.object({ restaurantId: IdParam, date: LocalDate });
export const EventsOnDateResponse = z.array(EventSummary);
export type EventsOnDateResponse = z.infer<typeof EventsOnDateResponse>;

export const UpcomingXmasResponse = z.array(
  EventSummary.extend({
    restaurantId: z.number().int(),
    restaurantName: z.string().max(200),
    restaurantSlug: z.string().max(100),
    /** The restaurant's city, for the Christmas page's filter. */
    city: z.string().max(100),
    /** Per guest in minor units of `currency`; null when the event has no set price. */
    pricePerGuest: z.number().int().nullable(),
    currency: z.string().max(3),
  }),
);
export type UpcomingXmasResponse = z.infer<typeof UpcomingXmasResponse>;
