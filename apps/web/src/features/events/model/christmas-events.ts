import type { UpcomingXmasResponse } from '@dekka/contracts/event';
import { toLocalDateTime } from '../../../lib/restaurant-time';

export type ChristmasEvent = UpcomingXmasResponse[number];

/** One occurrence of an event as the Christmas page lists it, in the restaurant's wall clock. */
export interface Sitting {
  id: number;
  /** `YYYY-MM-DDTHH:mm` in the restaurant's zone: what the event page takes as `date`. */
  localDateTime: string;
  ticketsLeft: number;
}

export interface ChristmasFilters {
  /** `YYYY-MM-DD`, or '' for any day. */
  day: string;
  /** A city's name, or '' for every city. */
  city: string;
  guests: number;
}

export interface ChristmasListing {
  event: ChristmasEvent;
  /** The occurrences that fit the filters, soonest first; never empty. */
  sittings: Sitting[];
}

function sittingsOf(event: ChristmasEvent): Sitting[] {
  return event.occurrences.map((occurrence) => ({
    id: occurrence.id,
    localDateTime: toLocalDateTime(occurrence.start, event.timeZone),
    ticketsLeft: occurrence.ticketsLeft,
  }));
}

/**
 * The events with a sitting on the chosen day, in the chosen city, with seats for the whole
 * party; each with only those sittings. Events keep the server's order (soonest first).
 */
export function filterChristmasEvents(
  events: readonly ChristmasEvent[],
  filters: ChristmasFilters,
): ChristmasListing[] {
  return events
    .filter((event) => filters.city === '' || event.city === filters.city)
    .map((event) => ({
      event,
      sittings: sittingsOf(event).filter(
        (sitting) =>
          sitting.ticketsLeft >= filters.guests &&
          (filters.day === '' || sitting.localDateTime.startsWith(filters.day)),
      ),
    }))
    .filter((listing) => listing.sittings.length > 0);
}

/** Every day with a sitting, `YYYY-MM-DD`, in order: the day filter's choices. */
export function christmasDays(events: readonly ChristmasEvent[]): string[] {
  const days = new Set(
    events.flatMap((event) => sittingsOf(event)).map((s) => s.localDateTime.slice(0, 10)),
  );
  return [...days].sort();
}

/** Every city with an event, in the diner's alphabetical order: the city filter's choices. */
export function christmasCities(events: readonly ChristmasEvent[], language: string): string[] {
  const cities = new Set(events.map((event) => event.city).filter((city) => city !== ''));
  return [...cities].sort((a, b) => a.localeCompare(b, language));
}
