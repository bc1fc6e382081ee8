import type { TableOptionsResponse } from '@dekka/contracts/guest-list';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { guestListKey } from './guest-list-api';
import type { Day } from './guest-list-api';

/** The server's answer about the party's sitting, and how asking it went. */
export interface TableOccupancy {
  data: TableOptionsResponse | undefined;
  checking: boolean;
  failed: boolean;
}

/** What a picker asks about: a party, its start (null: now) and the booking being moved. */
export interface TableQuestion {
  /** Null while the party size typed is not a number the server takes: nothing is asked. */
  guests: number | null;
  /** Local "2026-12-04T19:30"; null for a party seated now. */
  startsAt: string | null;
  bookingId?: number;
}

/**
 * GET …/guestlist/tables: which tables are free for the party's sitting and the best free ones.
 * Under the guest list's key, so every change to the day asks again; a picker shows "fits" only
 * from this answer, never from seat counts alone.
 */
export function useTableOptions(day: Day, question: TableQuestion): TableOccupancy {
  const { guests, startsAt, bookingId } = question;
  const options = useQuery({
    queryKey: [
      ...guestListKey(day.restaurantId),
      'tables',
      day.token,
      guests,
      startsAt,
      bookingId ?? null,
    ],
    enabled: guests !== null,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ guests: String(guests) });
      if (startsAt) query.set('startsAt', startsAt);
      if (bookingId !== undefined) query.set('bookingId', String(bookingId));
      return apiCall('staffTableOptions', {
        params: { restaurantId: String(day.restaurantId) },
        query,
        token: day.token,
        signal,
      });
    },
    // A party seated now: the tables free this minute change as the evening goes on.
    refetchInterval: startsAt === null ? 60_000 : false,
  });
  return { data: options.data, checking: options.isFetching, failed: options.isError };
}
