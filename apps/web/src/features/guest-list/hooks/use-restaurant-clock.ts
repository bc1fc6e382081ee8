import { useEffect, useState } from 'react';
import { formatClock } from '../../../lib/restaurant-time';

const MINUTE = 60_000;

/** "19:32": the restaurant's wall clock now, read again every minute while the page is open. */
export function useRestaurantClock(timeZone: string): string {
  const [now, setNow] = useState(() => formatClock(new Date().toISOString(), timeZone));
  useEffect(() => {
    const read = () => setNow(formatClock(new Date().toISOString(), timeZone));
    const timer = window.setInterval(read, MINUTE);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return now;
}
