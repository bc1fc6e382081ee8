// Pacing caps the covers (guests) whose booking starts in one slot, so the kitchen is not hit by
// twenty tables ordering at 19:00. Sorted starts with prefix sums answer each slot in O(log n).
import type { BookingStart } from './types.ts';

export type CoversCounter = (from: number, to: number) => number;

/** Returns covers(from, to): guests of bookings starting in [from, to). */
export function createCoversCounter(bookingStarts: readonly BookingStart[]): CoversCounter {
  const sorted = [...bookingStarts].sort((a, b) => a.start - b.start);
  const starts = sorted.map((b) => b.start);
  const prefix = [0];
  let total = 0;
  for (const b of sorted) {
    total += b.guests;
    prefix.push(total);
  }
  const firstAtOrAfter = (t: number): number => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s = starts[mid];
      if (s !== undefined && s < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return (from, to) => (prefix[firstAtOrAfter(to)] ?? 0) - (prefix[firstAtOrAfter(from)] ?? 0);
}
