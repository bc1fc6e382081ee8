import { BookingStep } from '@dekka/contracts/enums';
import type { BookingProcessState } from './booking-process';

/** Shared with the restaurant page, which starts a process by writing this key. */
export const PROCESS_STORAGE_KEY = 'dekka.bookingProcess';

const STEPS: readonly number[] = Object.values(BookingStep);

function isStep(value: unknown): value is BookingStep {
  return typeof value === 'number' && STEPS.includes(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const numberOrNull = (value: unknown) => value === null || typeof value === 'number';
const stringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Storage is user-editable and outlives deploys: anything not shaped like a process is ignored. */
export function parseProcessState(raw: string | null): BookingProcessState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const remaining = value.remainingSteps;
  if (
    !numberOrNull(value.restaurantId) ||
    !stringOrNull(value.dateTime) ||
    !numberOrNull(value.guests) ||
    !numberOrNull(value.eventId) ||
    typeof value.isWaitingList !== 'boolean' ||
    typeof value.isWaitingListWhenFullyBooked !== 'boolean' ||
    !stringOrNull(value.guid) ||
    !(value.currentStep === null || isStep(value.currentStep)) ||
    !Array.isArray(remaining) ||
    !remaining.every(isStep)
  ) {
    return null;
  }
  return {
    restaurantId: typeof value.restaurantId === 'number' ? value.restaurantId : null,
    dateTime: typeof value.dateTime === 'string' ? value.dateTime : null,
    guests: typeof value.guests === 'number' ? value.guests : null,
    eventId: typeof value.eventId === 'number' ? value.eventId : null,
    isWaitingList: value.isWaitingList,
    isWaitingListWhenFullyBooked: value.isWaitingListWhenFullyBooked,
    guid: typeof value.guid === 'string' ? value.guid : null,
    currentStep: isStep(value.currentStep) ? value.currentStep : null,
    remainingSteps: remaining.filter(isStep),
  };
}

export function readProcessState(): BookingProcessState | null {
  try {
    return parseProcessState(window.sessionStorage.getItem(PROCESS_STORAGE_KEY));
  } catch {
    // Storage blocked (strict third-party iframes): the address still carries the step.
    return null;
  }
}

export function writeProcessState(state: BookingProcessState | null): void {
  try {
    if (state) window.sessionStorage.setItem(PROCESS_STORAGE_KEY, JSON.stringify(state));
    else window.sessionStorage.removeItem(PROCESS_STORAGE_KEY);
  } catch {
    // See readProcessState.
  }
}
