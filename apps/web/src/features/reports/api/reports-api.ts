import type { ReportQuery } from '@dekka/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiCall, apiUrl } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';
import { apiPath } from '@dekka/contracts/routes';

interface ReportTarget {
  token: string;
  restaurantId: number;
  period: ReportQuery;
}

/** GET /api/restaurant/{id}/reports?from=&to=, under the account's key (signing out drops it). */
export function useReport({ token, restaurantId, period }: ReportTarget) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'staff', 'reports', restaurantId, period.from, period.to],
    queryFn: ({ signal }) =>
      apiCall('report', {
        params: { restaurantId: String(restaurantId) },
        query: new URLSearchParams(period),
        token,
        signal,
      }),
  });
}

/**
 * The period's report as a CSV file, saved by the browser: fetched with the staff member's token
 * (a plain link could not carry it), then handed over as a download.
 */
export async function downloadReportCsv({ token, restaurantId, period }: ReportTarget) {
  const path = apiPath('reportCsv', { restaurantId: String(restaurantId) });
  const response = await fetch(apiUrl(`${path}?${new URLSearchParams(period).toString()}`), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw new ApiError(response.status, 'http_error', response.statusText, null, null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `report-${period.from}-${period.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
