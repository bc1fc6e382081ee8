import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the page the server drew, true after (and
 * at once on a page the browser draws alone): for what only a browser can draw, such as HTML
 * cleaned with the browser's own parser (docs/decisions/079).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
