import type { ProcessStepsResponse } from '@dekka/contracts/process-steps';
import { apiRequest, checkedByServer } from '../../../lib/api-client';

export interface ProcessStepsInput {
  restaurantId: number;
  eventId: number | null;
  isWaitingList: boolean;
  /** Restaurant wall-clock `YYYY-MM-DDTHH:mm`. */
  dateTime: string;
}

/**
 * The server's step order for one booking (docs/product.md, "The API"). Fetched once per click, not cached
 * as a query: a stale plan would send the diner to the wrong step.
 */
export function getProcessSteps({
  restaurantId,
  eventId,
  isWaitingList,
  dateTime,
}: ProcessStepsInput): Promise<ProcessStepsResponse> {
  return apiRequest(
    `/web/booking/v4/processsteps/${restaurantId}/${eventId ?? 'null'}/${isWaitingList}/${dateTime}`,
    { schema: checkedByServer<ProcessStepsResponse>() },
  );
}
