import { useEffect, useState } from 'react';

/** How often the rows read the clock again: a no-show button opens at most this late. */
const EVERY_MS = 15_000;

/** Now (epoch ms), read again every few seconds while the page is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
