import type {
  GuestListEntry,
  GuestListResponse,
  GuestStatusRequest,
} from '@dekka/contracts/guest-list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';

/**
 * Every day of one restaurant's guest list, under the account's key: signing out drops them with
 * the rest of the account's answers. Invalidating this key reads the open day again.
 */
export const guestListKey = (restaurantId: number) => [
  ...ACCOUNT_QUERY_KEY,
  'staff',
  'guestList',
  restaurantId,
];

const dayKey = (restaurantId: number, date: string, token: string) => [
  ...guestListKey(restaurantId),
  date,
  token,
];

/** Whose list a call reads or changes: the page's token, restaurant and day. */
export interface Day {
  token: string;
  restaurantId: number;
  /** "YYYY-MM-DD", the restaurant's calendar day. */
  date: string;
}

/** GET …/guestlist/{date}; `pollEveryMs` reads it again on a timer (when live updates are off). */
export function useGuestList({
  token,
  restaurantId,
  date,
  pollEveryMs,
}: Day & { pollEveryMs: number | false }) {
  return useQuery({
    queryKey: dayKey(restaurantId, date, token),
    queryFn: ({ signal }) =>
      apiCall('guestList', { params: { restaurantId: String(restaurantId), date }, token, signal }),
    refetchInterval: pollEveryMs,
  });
}

/**
 * 409 (the booking moved on meanwhile: another screen, the diner) and 400 (a step the server no
 * longer allows from where the booking now stands): the list on screen is out of date.
 */
export function isOutOfDate(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 400);
}

/**
 * What every change does to the open day once the server answers: `putEntry` puts an updated
 * entry into the list at once, `refresh` reads the day again (for what else the change touched),
 * and `refreshIfOutOfDate` reads it again after a refusal because the list was out of date.
 */
export function useDayCache({ token, restaurantId, date }: Day) {
  const queryClient = useQueryClient();
  const key = dayKey(restaurantId, date, token);
  const refresh = () => queryClient.invalidateQueries({ queryKey: guestListKey(restaurantId) });
  return {
    refresh,
    refreshIfOutOfDate: (error: unknown) => (isOutOfDate(error) ? refresh() : undefined),
    update: (change: (day: GuestListResponse) => GuestListResponse) =>
      queryClient.setQueryData<GuestListResponse>(key, (day) => (day ? change(day) : day)),
    putEntry: (entry: GuestListEntry) =>
      queryClient.setQueryData<GuestListResponse>(key, (day) =>
        day
          ? { ...day, entries: day.entries.map((old) => (old.id === entry.id ? entry : old)) }
          : day,
      ),
  };
}

/**
 * PUT …/guestlist/bookings/{id}/status for one row. The answer (the updated entry) goes into the
 * day's list at once; then the day is read again, for what else the change touched. A refusal
 * because the list is out of date reads it again too.
 */
export function useChangeGuestStatus(day: Day) {
  const cache = useDayCache(day);
  return useMutation({
    mutationFn: ({ bookingId, ...body }: GuestStatusRequest & { bookingId: number }) =>
      apiCall('changeGuestStatus', {
        params: { restaurantId: String(day.restaurantId), bookingId: String(bookingId) },
        body,
        token: day.token,
      }),
    onSuccess: (entry) => {
      cache.putEntry(entry);
      return cache.refresh();
    },
    onError: cache.refreshIfOutOfDate,
  });
}
