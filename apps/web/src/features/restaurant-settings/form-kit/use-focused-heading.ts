import { useEffect, useRef } from 'react';

/**
 * The form's heading takes the focus when the form opens (the button that opened it is gone), so
 * a screen reader says which form this is and the keyboard goes on from there.
 */
export function useFocusedHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
