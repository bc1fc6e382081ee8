import { BookingStep } from '@dekka/contracts/enums';
import type { BookingProcessState } from './booking-process';

/** docs/product.md, "Timings and limits": a completion link (and the hold behind it) is good for five minutes. */
export const COMPLETE_LINK_TTL_MS = 5 * 60 * 1000;

export interface StepLocation {
  pathname: string;
  search: string;
}

export interface StepLocationOptions {
  now: Date;
  isolation: boolean;
  /** Already formatted `menuId;count,...`, or null when nothing is selected. */
  menuSelection?: string | null;
}

type Param = [name: string, value: string | number | null | undefined | false];

/**
 * `?a=1&b=2` from the pairs that have a value. Values are percent-encoded, except `:`, `;` and
 * `,`, which are legal in a query and keep `dateTime=2026-05-01T19:00` and
 * `menuSelection=12;2,14;1` readable (URLSearchParams decodes them the same either way).
 */
function toSearch(params: Param[]): string {
  const pairs = params.flatMap(([name, value]) =>
    value === null || value === undefined || value === false
      ? []
      : [
          `${name}=${encodeURIComponent(String(value)).replace(/%3A/g, ':').replace(/%3B/g, ';').replace(/%2C/g, ',')}`,
        ],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function required<T>(value: T | null, what: string, step: string): T {
  if (value === null) throw new Error(`Booking step ${step} needs ${what}`);
  return value;
}

/** Flags are written only when on, as 'true', the one value isWaitingListParam accepts. */
function flag(on: boolean): 'true' | null {
  return on ? 'true' : null;
}

/**
 * Where a step lives, with exactly the query of docs/product.md, "Routes" ("Booking flow routes").
 * `isolation=true` rides along on every step so an embedded flow stays embedded after a reload.
 * A step the client cannot render, or a step without what it needs (complete and confirmation
 * without a guid, upsell without restaurant or party size), is a bug upstream and throws.
 */
export function stepLocation(
  state: BookingProcessState,
  // A plain number: the step order comes from the server, which may name a step this client
  // does not know yet.
  step: number,
  options: StepLocationOptions,
): StepLocation {
  const isolation = flag(options.isolation);
  switch (step) {
    case BookingStep.Reserve:
      return {
        pathname: '/book/reserve',
        search: toSearch([
          ['dateTime', required(state.dateTime, 'a dateTime', 'reserve')],
          ['guests', required(state.guests, 'guests', 'reserve')],
          ['restaurantId', required(state.restaurantId, 'a restaurantId', 'reserve')],
          ['currentStep', 'reserve'],
          ['isWaitingList', flag(state.isWaitingList)],
          ['isWaitingListWhenFullyBooked', flag(state.isWaitingListWhenFullyBooked)],
          ['menuSelection', options.menuSelection],
          ['eventId', state.eventId],
          ['isolation', isolation],
        ]),
      };
    case BookingStep.Complete:
      return {
        pathname: '/checkout/complete',
        search: toSearch([
          ['guid', required(state.guid, 'a guid', 'complete')],
          ['restaurantId', state.restaurantId],
          ['currentStep', 'complete'],
          ['expires', options.now.getTime() + COMPLETE_LINK_TTL_MS],
          ['isWaitingList', flag(state.isWaitingList)],
          ['isWaitingListWhenFullyBooked', flag(state.isWaitingListWhenFullyBooked)],
          ['eventId', state.eventId],
          ['isolation', isolation],
        ]),
      };
    case BookingStep.Confirmation:
      return {
        pathname: '/checkout/confirmation',
        search: toSearch([
          ['guid', required(state.guid, 'a guid', 'confirmation')],
          ['restaurantId', state.restaurantId],
          ['currentStep', 'confirmation'],
          ['isWaitingList', flag(state.isWaitingList)],
          ['isWaitingListWhenFullyBooked', flag(state.isWaitingListWhenFullyBooked)],
          ['isolation', isolation],
        ]),
      };
    case BookingStep.Upsell:
      return {
        pathname: '/checkout/upsell',
        search: toSearch([
          ['restaurantId', required(state.restaurantId, 'a restaurantId', 'upsell')],
          ['dateTime', state.dateTime],
          ['guests', required(state.guests, 'guests', 'upsell')],
          ['currentStep', 'upsell'],
          ['eventId', state.eventId],
          ['isolation', isolation],
        ]),
      };
    default:
      throw new Error(`Unknown booking step: ${step}`);
  }
}
