import { BookingStep } from '@dekka/contracts/enums';
import { restoreOnReload, stepNameToType } from './booking-process';
import { isWaitingListParam } from './waiting-list-flag';
import type { BookingProcessState } from './booking-process';

/**
 * The order the server sends for a booking without set menus (apps/server upsell service):
 * reserve → complete → confirmation. Used when the tab holds no plan for the step in the
 * address, e.g. a link opened in a new tab.
 */
const DEFAULT_PLAN: readonly BookingStep[] = [
  BookingStep.Reserve,
  BookingStep.Complete,
  BookingStep.Confirmation,
];

function intParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  return Number(value);
}

/**
 * The process for the page at this address (docs/product.md, "The booking flow", "on reload"). The stored plan wins
 * when it contains the step in the address; earlier steps are dropped. Otherwise the stored
 * process belonged to another booking (or there is none): the process is rebuilt from the
 * address and the default plan. An unknown `currentStep` throws, for the route's error page.
 */
export function processForAddress(
  stored: BookingProcessState | null,
  params: URLSearchParams,
): BookingProcessState {
  const stepName = params.get('currentStep') ?? 'reserve';
  const step = stepNameToType(stepName);
  const restored = stored ? restoreOnReload(stored, stepName) : null;
  if (restored) return { ...restored, guid: params.get('guid') ?? restored.guid };
  // Upsell comes before the whole default plan; the others continue it.
  const remainingSteps =
    step === BookingStep.Upsell
      ? [...DEFAULT_PLAN]
      : DEFAULT_PLAN.slice(DEFAULT_PLAN.indexOf(step) + 1);
  return {
    restaurantId: intParam(params, 'restaurantId'),
    dateTime: params.get('dateTime'),
    guests: intParam(params, 'guests'),
    eventId: intParam(params, 'eventId'),
    isWaitingList: isWaitingListParam(params.get('isWaitingList')),
    isWaitingListWhenFullyBooked: isWaitingListParam(params.get('isWaitingListWhenFullyBooked')),
    guid: params.get('guid'),
    currentStep: step,
    remainingSteps,
  };
}
