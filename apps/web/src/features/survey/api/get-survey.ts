import type { SurveyInfoResponse } from '@dekka/contracts/survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';

/**
 * GET /api/web/survey/{guid}. Null when there is no survey for the link (an unknown or mangled
 * guid, or a booking that was no visit): an answer the page shows, not a fault to report.
 */
export async function getSurvey(
  guid: string,
  signal?: AbortSignal,
): Promise<SurveyInfoResponse | null> {
  try {
    return await apiCall('survey', { params: { guid }, signal });
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) return null;
    throw error;
  }
}

export function surveyQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['survey', guid],
    queryFn: ({ signal }) => getSurvey(guid, signal),
    // It changes only when the diner answers, which this page records itself.
    staleTime: Infinity,
  });
}

export function useSurvey(guid: string) {
  return useQuery(surveyQueryOptions(guid));
}
