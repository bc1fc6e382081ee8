import { BookingSource, BookingStep } from '@dekka/contracts/enums';

/** docs/product.md, "The API": what one booking process carries from step to step. */
export interface BookingProcessState {
  restaurantId: number | null;
  /** Restaurant wall-clock time, `YYYY-MM-DDTHH:mm`. */
  dateTime: string | null;
  guests: number | null;
  eventId: number | null;
  isWaitingList: boolean;
  isWaitingListWhenFullyBooked: boolean;
  /** Set by the reserve step; complete and confirmation need it. */
  guid: string | null;
  /** The step the diner is on; null before the first move. */
  currentStep: BookingStep | null;
  /** Steps still ahead, in the server's order, not counting the current one. */
  remainingSteps: BookingStep[];
}

export interface StartProcessInput {
  restaurantId: number;
  dateTime: string;
  guests: number;
  eventId?: number | null;
  isWaitingList?: boolean;
  isWaitingListWhenFullyBooked?: boolean;
}

/** The result of moving on: the new state, or the reservation-unsuccessful page. */
export type ProcessMove = { kind: 'step'; state: BookingProcessState } | { kind: 'unsuccessful' };

const STEP_NAMES = {
  reserve: BookingStep.Reserve,
  complete: BookingStep.Complete,
  confirmation: BookingStep.Confirmation,
  upsell: BookingStep.Upsell,
} as const satisfies Record<string, BookingStep>;

type StepName = keyof typeof STEP_NAMES;

function isStepName(name: string): name is StepName {
  return Object.hasOwn(STEP_NAMES, name);
}

/** `currentStep` query value → step type. An unknown name is a bug or a forged address. */
export function stepNameToType(name: string): BookingStep {
  if (!isStepName(name)) throw new Error(`Unknown booking step: ${name}`);
  return STEP_NAMES[name];
}

export function stepTypeToName(step: BookingStep): StepName {
  switch (step) {
    case BookingStep.Reserve:
      return 'reserve';
    case BookingStep.Complete:
      return 'complete';
    case BookingStep.Confirmation:
      return 'confirmation';
    case BookingStep.Upsell:
      return 'upsell';
  }
}

/**
 * Takes the next remaining step (docs/product.md, "The booking flow"). The reserve step passes the guid it got;
 * later steps keep it. No steps left means the server's plan ran out before a confirmation, which
 * the diner sees as reservation-unsuccessful.
 */
export function nextStep(state: BookingProcessState, options: { guid?: string } = {}): ProcessMove {
  const [current, ...rest] = state.remainingSteps;
  if (current === undefined) return { kind: 'unsuccessful' };
  return {
    kind: 'step',
    state: {
      ...state,
      guid: options.guid ?? state.guid,
      currentStep: current,
      remainingSteps: rest,
    },
  };
}

/**
 * A fresh process (any earlier one is dropped: nothing of it is read here) with the step order
 * the server sent, moved to its first step.
 */
export function startProcess(input: StartProcessInput, steps: readonly BookingStep[]): ProcessMove {
  return nextStep({
    restaurantId: input.restaurantId,
    dateTime: input.dateTime,
    guests: input.guests,
    eventId: input.eventId ?? null,
    isWaitingList: input.isWaitingList ?? false,
    isWaitingListWhenFullyBooked: input.isWaitingListWhenFullyBooked ?? false,
    guid: null,
    currentStep: null,
    remainingSteps: [...steps],
  });
}

/**
 * After a reload the address names the step the diner is on. Steps before it are dropped
 * (they are done); when the stored plan does not contain it at all, the stored process belongs
 * to some other booking and is reset (null). Example: plan upsell → complete → confirmation,
 * reloaded on `currentStep=complete` → current complete, remaining [confirmation].
 */
export function restoreOnReload(
  state: BookingProcessState,
  currentStepName: string,
): BookingProcessState | null {
  const step = stepNameToType(currentStepName);
  const plan =
    state.currentStep === null
      ? state.remainingSteps
      : [state.currentStep, ...state.remainingSteps];
  const index = plan.indexOf(step);
  if (index === -1) return null;
  return { ...state, currentStep: step, remainingSteps: plan.slice(index + 1) };
}

/** docs/product.md, "The API": bookings made inside a restaurant's embed count as Portal. */
export function bookingSource(isolation: boolean): BookingSource {
  return isolation ? BookingSource.Portal : BookingSource.Web;
}
