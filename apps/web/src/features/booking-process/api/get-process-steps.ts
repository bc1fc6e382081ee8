import type { ProcessStepsResponse } from '@dekka/contracts/process-steps';
import { apiCall } from '../../../lib/api-client';

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
  return apiCall('processSteps', { params: { restaurantId, eventId, isWaitingList, dateTime } });
}
