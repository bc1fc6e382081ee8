export interface Remaining {
  minutes: number;
  seconds: number;
  expired: boolean;
  /** `mm:ss`; minutes keep counting past 99 rather than wrap. */
  label: string;
}

/**
 * Time left on the hold. Partial seconds round UP, so the display starts at 05:00 and shows
 * 00:00 only at the moment the hold lapses: with rounding down, "00:00" would sit on screen
 * for a whole second while the submit button still works.
 */
export function remaining(expiresMs: number, nowMs: number): Remaining {
  const left = Math.max(0, Math.ceil((expiresMs - nowMs) / 1000));
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  return {
    minutes,
    seconds,
    expired: left === 0,
    label: `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
  };
}

/**
 * `expires` from the complete page's address: a millisecond timestamp written by the booking
 * process (docs/product.md, "Routes"). Anything but plain digits, or a number past what Date can hold, is
 * null, and the form counts a null expiry as invalid (docs/product.md, "The booking flow").
 */
export function parseExpires(param: string | null | undefined): number | null {
  if (param === null || param === undefined || !/^\d{1,16}$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) && !Number.isNaN(new Date(value).getTime()) ? value : null;
}

/**
 * When the countdown ends: the address's `expires`, but never after the hold the server keeps
 * (`holdExpiresAt` of the booking info), so a link opened again later, or a booking resumed from
 * `/checkout`, never promises more time than the table is held. A missing `expires` stays
 * missing (an invalid link, above).
 */
export function countdownEnd(expiresMs: number | null, holdExpiresAt: string | null | undefined) {
  if (expiresMs === null) return null;
  const hold = holdExpiresAt ? Date.parse(holdExpiresAt) : Number.NaN;
  return Number.isNaN(hold) ? expiresMs : Math.min(expiresMs, hold);
}
