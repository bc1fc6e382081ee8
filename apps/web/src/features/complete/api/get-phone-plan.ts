import type { PhonePlan } from '@dekka/validation/phone-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/web/phone/plan/{callingCode}: the numbering rules the phone is checked against. */
export function phonePlanQueryOptions(callingCode: number | null) {
  return queryOptions({
    queryKey: ['phone-plan', callingCode],
    queryFn: async ({ signal }): Promise<PhonePlan> => {
      const plan = await apiCall('phonePlan', {
        params: { callingCode: callingCode ?? 0 },
        signal,
      });
      // libphonenumber-js's own metadata, as the server cut it (its region codes are strings in
      // the contract, CountryCode values in the library's type).
      return plan as PhonePlan;
    },
    // The rules change with a new build of the phone library, never during a visit.
    staleTime: Infinity,
  });
}

/** The chosen code's plan; nothing to fetch while no code is chosen. */
export function usePhonePlan(callingCode: number | null) {
  return useQuery({ ...phonePlanQueryOptions(callingCode), enabled: callingCode !== null });
}
