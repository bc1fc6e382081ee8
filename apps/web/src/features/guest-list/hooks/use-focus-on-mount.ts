import { useEffect, useRef } from 'react';

/**
 * A ref for the element (a step's heading, tabIndex -1) that takes the focus when it appears,
 * so a screen reader starts reading the step there rather than losing its place.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
