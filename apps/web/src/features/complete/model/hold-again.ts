import type { BookingInfoForCompleteResponse, ReserveRequest } from '@dekka/contracts/booking';
import { BookingSource } from '@dekka/contracts/enums';
import { toLocalDateTime } from '../../../lib/restaurant-time';

type Info = Pick<
  BookingInfoForCompleteResponse,
  'start' | 'timeZone' | 'guests' | 'restaurantId' | 'prices'
>;

/**
 * The reserve body that holds the same table booking again after its hold lapsed: the same
 * restaurant, wall-clock time, party, event and pre-ordered menus, as a table (never the waiting
 * list: a diner who asked to hold the table again wants the table or to hear it is gone).
 */
export function holdAgainRequest(
  info: Info,
  options: { eventId: number | null; isolation: boolean },
): ReserveRequest {
  return {
    date: toLocalDateTime(info.start, info.timeZone),
    guests: info.guests,
    restaurantId: info.restaurantId,
    eventId: options.eventId,
    source: options.isolation ? BookingSource.Portal : BookingSource.Web,
    menus: info.prices.menus
      .filter((menu) => menu.count > 0)
      .map((menu) => ({ id: menu.id, count: menu.count })),
    isWaitingListWhenFullyBooked: false,
    isWaitingList: false,
  };
}
