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

  useEffect(() => {
    if (left.expired) {
      if (!fired.current) {
        fired.current = true;
        onExpireRef.current?.();
      }
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [left.expired]);

  return left;
}
