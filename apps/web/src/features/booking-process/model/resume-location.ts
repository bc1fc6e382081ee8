import type { BookingProcessState } from './booking-process';
import { stepLocation } from './step-location';

/**
 * Where the bare `/checkout` and `/book` addresses lead: the step the diner's booking process
 * (kept for the browser tab) stands at, or home when there is none or it lacks what that step
 * needs. A completion link made here counts five minutes as any other; the complete page never
 * shows more than the hold the server keeps.
 */
export function resumeLocation(
  state: BookingProcessState | null,
  options: { now: Date; isolation: boolean },
): string {
  if (!state || state.currentStep === null) return '/';
  try {
    const { pathname, search } = stepLocation(state, state.currentStep, options);
    return `${pathname}${search}`;
  } catch {
    return '/';
  }
}
