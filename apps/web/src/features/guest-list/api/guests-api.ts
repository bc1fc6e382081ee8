import type { GuestProfile, GuestUpdate } from '@dekka/contracts/guests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';
import { apiCall } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import { guestListKey } from './guest-list-api';

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
