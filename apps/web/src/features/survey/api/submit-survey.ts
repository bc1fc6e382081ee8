import type { SurveyInfoResponse, SurveyRequest } from '@dekka/contracts/survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import { surveyQueryOptions } from './get-survey';

/** POST /api/web/survey/{guid}: the diner's answers, once per visit. */
export function submitSurvey(guid: string, answers: SurveyRequest): Promise<{ done: true }> {
  return apiCall('submitSurvey', { params: { guid }, body: answers });
}

/**
 * Sends the answers. A survey answered already (409, perhaps in another tab) or closed (410)
 * is not a fault: the page's survey is marked so, and the page says it.
 */
export function useSubmitSurvey(guid: string) {
  const queryClient = useQueryClient();
  const mark = (change: Partial<SurveyInfoResponse>) =>
    queryClient.setQueryData(surveyQueryOptions(guid).queryKey, (survey) =>
      survey ? { ...survey, ...change } : survey,
    );
  return useMutation({
    mutationKey: ['survey', 'submit', guid],
    mutationFn: (answers: SurveyRequest) => submitSurvey(guid, answers),
    onSuccess: () => mark({ answered: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) mark({ answered: true });
      else if (error instanceof ApiError && error.status === 410) mark({ expired: true });
      else reportError(error);
    },
  });
}
