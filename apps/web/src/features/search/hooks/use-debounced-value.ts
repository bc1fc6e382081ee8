import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (docs/product.md, "Timings and limits": search waits 500 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    // A timer is a side effect on the clock, not derived state: each change restarts the wait.
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
