import { useSyncExternalStore } from 'react';

/** 'connecting' until the hub answers; 'off' when it refused or dropped the connection. */
export type LiveState = 'connecting' | 'live' | 'off';

/**
 * Whether the open staff page follows the restaurant live (the hub's connection), for the staff
 * header to show. A page that listens (the guest list, the order board) reports here while it is
 * open; null when no page on screen listens.
 */
let current: LiveState | null = null;
const listeners = new Set<() => void>();

export function reportLiveState(state: LiveState | null): void {
  if (state === current) return;
  current = state;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveState(): LiveState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
