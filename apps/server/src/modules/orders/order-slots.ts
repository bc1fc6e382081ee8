import { createDayClock, localTimeToMinutes, minutesToLocalTime } from '@dekka/time/local-time';
import { ORDER_SLOT_MINUTES, type OrderMode } from '@dekka/contracts/restaurant-ordering';
import type { StoredOrderingSettings } from '../ordering/ordering-catalogue.ts';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** A day's opening hours as the ordering hours (ADR 044): opens to closes, past midnight allowed. */
export type OrderingHours = { opens: string; closes: string };

/** One time an order can be for: its wall-clock 'YYYY-MM-DDTHH:mm' and its instant. */
export type SlotTime = { local: string; ms: number };

/** How far ahead of now an order of `mode` must be, in minutes. */
export function leadMinutes(settings: StoredOrderingSettings, mode: OrderMode): number {
  if (mode === 'takeaway') return settings.takeawayLeadMinutes;
  if (mode === 'delivery') return settings.deliveryLeadMinutes;
  return settings.cateringLeadHours * 60;
}

/** Whether the restaurant takes orders of `mode` at all right now (on, and not paused). */
export function takesMode(settings: StoredOrderingSettings, mode: OrderMode): boolean {
  return !settings.paused && settings[mode];
}

/**
 * The slot starts of a local date within its opening hours, on the 15-minute grid from local
 * midnight, no earlier than `earliestMs`: a slot starts at or after opening and before closing
 * (a pickup at the closing minute would find the kitchen shut). Only starts on `date` itself
 * are listed (an evening open past midnight ends its list at 23:45); wall times a DST change
 * skips are left out, and overlapping services list a time once.
 */
export function slotTimes(input: {
  date: string;
  timeZone: string;
  hours: readonly OrderingHours[];
  earliestMs: number;
}): SlotTime[] {
  const clock = createDayClock(input.date, input.timeZone);
  if (!clock) return [];
  const byMs = new Map<number, SlotTime>();
  for (const service of input.hours) {
    const opens = localTimeToMinutes(service.opens);
    let closes = localTimeToMinutes(service.closes, true);
    if (opens === null || closes === null) continue;
    if (closes <= opens) closes += DAY_MINUTES;
    const first = Math.ceil(opens / ORDER_SLOT_MINUTES) * ORDER_SLOT_MINUTES;
    for (let m = first; m < closes && m < DAY_MINUTES; m += ORDER_SLOT_MINUTES) {
      const ms = clock.toUtc(m, 'skip');
      if (ms === null || ms < input.earliestMs) continue;
      byMs.set(ms, { local: `${input.date}T${minutesToLocalTime(m)}`, ms });
    }
  }
  return [...byMs.values()].sort((a, b) => a.ms - b.ms);
}

/** The earliest instant an order of `mode` made at `now` may be for. */
export function earliestFor(settings: StoredOrderingSettings, mode: OrderMode, now: Date): number {
  return now.getTime() + leadMinutes(settings, mode) * MINUTE_MS;
}
