import type { GuestProfile, GuestSplitRequest, GuestUpdate } from '@dekka/contracts/guests';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';
import { ApiError, apiCall } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import { guestListKey } from './guest-list-api';
import { guestSearchKey } from './guest-search-api';

/** Whose guest a call reads or changes: the page's token and restaurant. */
export interface GuestTarget {
  token: string;
  restaurantId: number;
}

const profileKey = ({ restaurantId, token }: GuestTarget, guestId: number) => [
  ...ACCOUNT_QUERY_KEY,
  'staff',
  'guests',
  restaurantId,
  guestId,
  token,
];

/** GET /api/restaurant/{id}/guests/{guestId}: the profile (each read is in the audit log). */
export function useGuestProfile(target: GuestTarget, guestId: number) {
  return useQuery({
    queryKey: profileKey(target, guestId),
    queryFn: ({ signal }) =>
      apiCall('guestProfile', {
        params: { restaurantId: String(target.restaurantId), guestId: String(guestId) },
        token: target.token,
        signal,
      }),
  });
}

/**
 * PATCH …/guests/{guestId}: tags, allergies, preferences, notes. The answer is the profile; the
 * guest list is read again, since every booking of the guest shows the tags and allergies.
 */
export function useUpdateGuest(target: GuestTarget, guestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GuestUpdate): Promise<GuestProfile> =>
      apiCall('updateGuest', {
        params: { restaurantId: String(target.restaurantId), guestId: String(guestId) },
        body: change,
        token: target.token,
      }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey(target, guestId), profile);
      void queryClient.invalidateQueries({ queryKey: guestListKey(target.restaurantId) });
    },
    onError: reportError,
  });
}

/**
 * After a merge or split the bookings belong to other records: the guest list (each booking
 * names its guest, with the visits and tags) and every search of the guests are read again.
 */
function readListsAgain(queryClient: QueryClient, restaurantId: number) {
  void queryClient.invalidateQueries({ queryKey: guestListKey(restaurantId) });
  void queryClient.invalidateQueries({ queryKey: guestSearchKey(restaurantId) });
}

/**
 * A 404 or 400 means another screen merged or split one of the records meanwhile: the profile
 * and the lists are read again, so what the staff member picks from next is what is there now.
 */
function readAgainWhenStale(queryClient: QueryClient, target: GuestTarget, guestId: number) {
  return (error: unknown) => {
    reportError(error);
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) return;
    void queryClient.invalidateQueries({ queryKey: profileKey(target, guestId) });
    readListsAgain(queryClient, target.restaurantId);
  };
}

/**
 * POST …/guests/{guestId}/merge: the other record was the same person; it joins this one and is
 * gone. The answer is this record's profile, merged; the other's profile is forgotten.
 */
export function useMergeGuest(target: GuestTarget, guestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherGuestId: number): Promise<GuestProfile> =>
      apiCall('mergeGuests', {
        params: { restaurantId: String(target.restaurantId), guestId: String(guestId) },
        body: { otherGuestId },
        token: target.token,
      }),
    onSuccess: (profile, otherGuestId) => {
      queryClient.setQueryData(profileKey(target, guestId), profile);
      queryClient.removeQueries({ queryKey: profileKey(target, otherGuestId) });
      readListsAgain(queryClient, target.restaurantId);
    },
    onError: readAgainWhenStale(queryClient, target, guestId),
  });
}

/**
 * POST …/guests/{guestId}/split: the ticked bookings were someone else's and make a new record.
 * The answer is the new record's profile; this one's is read again, without them.
 */
export function useSplitGuest(target: GuestTarget, guestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (split: GuestSplitRequest): Promise<GuestProfile> =>
      apiCall('splitGuest', {
        params: { restaurantId: String(target.restaurantId), guestId: String(guestId) },
        body: split,
        token: target.token,
      }),
    onSuccess: (created) => {
      queryClient.setQueryData(profileKey(target, created.id), created);
      void queryClient.invalidateQueries({ queryKey: profileKey(target, guestId) });
      readListsAgain(queryClient, target.restaurantId);
    },
    onError: readAgainWhenStale(queryClient, target, guestId),
  });
}

/** How many of the typed characters are digits: three are needed before a lookup is worth it. */
const digitsIn = (phone: string) => phone.replace(/\D/g, '').length;

/**
 * GET …/guests/lookup?phone=: the restaurant's guests whose number begins with what the staff
 * typed, while they type a phone booking's number (nothing is asked before three digits).
 */
export function useGuestLookup(target: GuestTarget, phone: string) {
  const typed = phone.trim();
  return useQuery({
    queryKey: [
      ...ACCOUNT_QUERY_KEY,
      'staff',
      'guestLookup',
      target.restaurantId,
      typed,
      target.token,
    ],
    queryFn: ({ signal }) =>
      apiCall('lookupGuests', {
        params: { restaurantId: String(target.restaurantId) },
        query: new URLSearchParams({ phone: typed }),
        token: target.token,
        signal,
      }),
    enabled: digitsIn(typed) >= 3,
    staleTime: 30_000,
  });
}
