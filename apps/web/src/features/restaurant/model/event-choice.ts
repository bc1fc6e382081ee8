/** Where choosing an event in BookingSelection leads: the event's page, or an error to show. */
export type EventChoice = { kind: 'go'; path: string } | { kind: 'alert' };

/**
 * Choosing an event in BookingSelection opens the event's page with the slot's day and party
 * (docs/product.md, "Errors"): without the event it is a programming error, thrown (and reported
 * as any uncaught error is); without the restaurant's address the diner is told the event's booking
 * could not start.
 */
export function eventChoice(
  restaurantSlug: string | undefined,
  eventSlug: string | undefined,
  query: URLSearchParams,
): EventChoice {
  if (!eventSlug) throw new Error('Invalid payload for event selection');
  if (!restaurantSlug) return { kind: 'alert' };
  return { kind: 'go', path: `/${restaurantSlug}/event/${eventSlug}?${query.toString()}` };
}
