import type { ReserveRequest } from '@dekka/contracts/booking';
import { BookingSource } from '@dekka/contracts/enums';
import type { BookingProcessState } from '../../booking-process/model/booking-process';
import { parseMenuSelection } from '../../booking-process/model/menu-selection-param';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The reserve body of docs/product.md, "The API" for this process, or null when the address lacks what a
 * reservation needs (time, party, restaurant): the server would only answer 400, and the diner
 * is better served by the reservation-unsuccessful page's way back to the restaurant.
 */
export function reserveRequest(
  state: BookingProcessState,
  options: { isolation: boolean; menuSelection: string | null },
): ReserveRequest | null {
  const { dateTime, guests, restaurantId } = state;
  if (dateTime === null || !LOCAL_DATE_TIME.test(dateTime)) return null;
  if (guests === null || guests < 1 || restaurantId === null || restaurantId < 1) return null;
  return {
    date: dateTime,
    guests,
    restaurantId,
    eventId: state.eventId,
    // bookingSource() returns any source; the reserve contract accepts only these two.
    source: options.isolation ? BookingSource.Portal : BookingSource.Web,
    menus: parseMenuSelection(options.menuSelection),
    isWaitingListWhenFullyBooked: state.isWaitingListWhenFullyBooked,
    isWaitingList: state.isWaitingList,
  };
}

const KEY_PREFIX = 'dekka.reserveKey:';

/**
 * One idempotency key per reserve address, kept for the tab: a reload of the same address sends
 * the same key, so the server returns the first hold instead of making a second one.
 */
export function idempotencyKeyFor(search: string): string {
  const storageKey = `${KEY_PREFIX}${search}`;
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    if (stored) return stored;
    const key = crypto.randomUUID();
    window.sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    // Storage blocked: a key for this visit still covers double effects.
    return crypto.randomUUID();
  }
}
