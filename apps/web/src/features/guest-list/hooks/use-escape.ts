import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * Escape inside a panel in a row (focus anywhere within it) closes the panel, as Escape closes
 * the app's dialogs. A listener on the panel itself, so Escape elsewhere on the page is left be.
 */
export function useEscape(ref: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      escape();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
