import { useEffect, useState } from 'react';
import { secondsLeft } from '../model/time-left';

/**
 * Seconds until `endMs`, re-read from the clock every second (not counted down, so a throttled
 * background tab is right again when it wakes). The clock is read when the component mounts:
 * key the component by `endMs` so a new end starts a new count.
 */
export function useTimeLeft(endMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endMs, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return left;
}
