import { useEffect, useRef, useState } from 'react';
import { remaining } from '../model/countdown';
import type { Remaining } from '../model/countdown';

/** docs/product.md, "Timings and limits": the countdown refreshes every second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * Time left until `expiresMs`, re-read from the clock every second (not counted down, so a
 * throttled background tab still shows the truth when it wakes). `onExpire` fires once, at the
 * first tick that finds the hold lapsed. A null expiry counts as already lapsed.
 */
export function useCountdown(expiresMs: number | null, onExpire?: () => void): Remaining {
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  const left = remaining(expiresMs ?? 0, now);

  // A new expiry (the table held again) may lapse, and fire, again.
  useEffect(() => {
    fired.current = false;
  }, [expiresMs]);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    // At once as well, lapsed or not: after a new expiry the clock last read may be minutes old
    // (or, when the device's clock was set back, ahead of the new hold's end).
    const catchUp = window.setTimeout(tick, 0);
    if (left.expired) {
      if (!fired.current) {
        fired.current = true;
        onExpireRef.current?.();
      }
      return () => window.clearTimeout(catchUp);
    }
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => {
      window.clearTimeout(catchUp);
      window.clearInterval(timer);
    };
  }, [left.expired, expiresMs]);

  return left;
}
