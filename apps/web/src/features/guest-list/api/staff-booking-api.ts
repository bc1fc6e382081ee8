import type {
  OfferTableRequest,
  SeatWaitingRequest,
  StaffBookingChange,
  StaffBookingRequest,
  TableBlockRequest,
} from '@dekka/contracts/guest-list';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useDayCache } from './guest-list-api';
import type { Day } from './guest-list-api';

/*
 * The staff's own changes to a day: bookings taken by phone or at the door, moves, notes, seating
 * the waiting list, the no-show fee and blocked tables. Like a status change, an answer that is an
 * entry goes into the list at once and the day is read again; a refusal because the list was out
 * of date (a table taken meanwhile) reads it again too, and the form keeps what was typed.
 */

const bookingParams = (day: Day, bookingId: number) => ({
  restaurantId: String(day.restaurantId),
  bookingId: String(bookingId),
});

/** POST …/guestlist/bookings: a phone booking or a walk-in. */
export function useCreateStaffBooking(day: Day) {
  const cache = useDayCache(day);
  return useMutation({
    mutationFn: (body: StaffBookingRequest) =>
      apiCall('createStaffBooking', {
        params: { restaurantId: String(day.restaurantId) },
        body,
        token: day.token,
      }),
    onSuccess: () => cache.refresh(),
    onError: cache.refreshIfOutOfDate,
  });
}

/** PUT …/guestlist/bookings/{id}: time, tables, party size or the internal note. */
export function useChangeStaffBooking(day: Day) {
  const cache = useDayCache(day);
  return useMutation({
    mutationFn: ({ bookingId, change }: { bookingId: number; change: StaffBookingChange }) =>
      apiCall('changeStaffBooking', {
        params: bookingParams(day, bookingId),
        body: change,
        token: day.token,
      }),
    onSuccess: (entry) => {
      cache.putEntry(entry);
      return cache.refresh();
    },
    onError: cache.refreshIfOutOfDate,
  });
}

/** POST …/guestlist/bookings/{id}/seat: a waiting-list party gets tables and sits down. */
export function useSeatWaiting(day: Day) {
  const cache = useDayCache(day);
  return useMutation({
    mutationFn: ({ bookingId, ...body }: SeatWaitingRequest & { bookingId: number }) =>
      apiCall('seatWaiting', { params: bookingParams(day, bookingId), body, token: day.token }),
    onSuccess: (entry) => {
      cache.putEntry(entry);
      return cache.refresh();
    },
    onError: cache.refreshIfOutOfDate,
  });
}

/**
 * POST …/guestlist/bookings/{id}/offer: a table offered to a waiting-list entry by hand (the
 * chosen one, or the smallest free one that seats the party), held for it and e-mailed.
 */
export function useOfferTable(day: Day) {
  const cache = useDayCache(day);
  return useMutation({
    mutationFn: ({ bookingId, ...body }: OfferTableRequest & { bookingId: number }) =>
      apiCall('offerTable', { params: bookingParams(day, bookingId), body, token: day.token }),
    onSuccess: (entry) => {
      cache.putEntry(entry);
      return cache.refresh();
    },
    onError: cache.refreshIfOutOfDate,
  });
}

/** POST …/guestlist/bookings/{id}/no-show-fee: charges the card kept for the booking, once. */
export function useChargeNoShowFee(day: Day) {
  const cache = useDayCache(day);
  return useMutation({
    mutationFn: (bookingId: number) =>
      apiCall('chargeNoShowFee', { params: bookingParams(day, bookingId), token: day.token }),
    onSuccess: (entry) => {
      cache.putEntry(entry);
      return cache.refresh();
    },
    onError: cache.refreshIfOutOfDate,
  });
}

/** POST …/guestlist/blocks: closes tables for a while. */
export function useCreateTableBlock(day: Day) {
  const cache = useDayCache(day);
  return useMutation({
    mutationFn: (body: TableBlockRequest) =>
      apiCall('createTableBlock', {
        params: { restaurantId: String(day.restaurantId) },
        body,
        token: day.token,
      }),
    onSuccess: (block) => {
      cache.update((open) => ({ ...open, blocks: [...open.blocks, block] }));
      return cache.refresh();
    },
    onError: cache.refreshIfOutOfDate,
  });
}

/** DELETE …/guestlist/blocks/{id}: opens the tables again. */
export function useRemoveTableBlock(day: Day) {
  const cache = useDayCache(day);
  return useMutation({
    mutationFn: (blockId: number) =>
      apiCall('removeTableBlock', {
        params: { restaurantId: String(day.restaurantId), blockId: String(blockId) },
        token: day.token,
      }),
    onSuccess: (_done, blockId) => {
      cache.update((open) => ({
        ...open,
        blocks: open.blocks.filter((block) => block.id !== blockId),
      }));
      return cache.refresh();
    },
    onError: cache.refreshIfOutOfDate,
  });
}
