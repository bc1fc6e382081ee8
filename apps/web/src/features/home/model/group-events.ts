import type { UpcomingXmasResponse } from '@dekka/contracts/event';

type UpcomingEvent = UpcomingXmasResponse[number];

export interface EventGroup {
  /** The soonest of the events with this name: its name, date and text stand for the group. */
  event: UpcomingEvent;
  /** How many restaurants run an event of this name. */
  restaurants: number;
}

/**
 * The events once per name (case and surrounding spaces aside), in the server's order (soonest
 * first), each with the number of restaurants that run it.
 */
export function groupEventsByName(events: readonly UpcomingEvent[]): EventGroup[] {
  const groups = new Map<string, { event: UpcomingEvent; restaurants: Set<number> }>();
  for (const event of events) {
    const name = event.name.trim().toLocaleLowerCase();
    const group = groups.get(name);
    if (group) group.restaurants.add(event.restaurantId);
    else groups.set(name, { event, restaurants: new Set([event.restaurantId]) });
  }
  return [...groups.values()].map(({ event, restaurants }) => ({
    event,
    restaurants: restaurants.size,
  }));
}

/**
 * The events in `city` first, then the others, each in the server's order (soonest first): a
 * site's home page leads with its own city's events (lib/featured-city.ts). Null keeps the order.
 */
export function featuredCityFirst(
  events: readonly UpcomingEvent[],
  city: string | null,
): UpcomingEvent[] {
  if (city === null) return [...events];
  return [
    ...events.filter((event) => event.city === city),
    ...events.filter((event) => event.city !== city),
  ];
}
