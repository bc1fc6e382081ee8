import {
  GUEST_LIST_CHANGED,
  GUEST_LIST_NAMESPACE,
  PAYMENT_HUB_PATH,
} from '@dekka/contracts/payment-hub';
import type { GuestListChanged } from '@dekka/contracts/payment-hub';
import { useEffect, useEffectEvent, useState } from 'react';
import { reportLiveState } from '../../staff/model/live-status';
import type { LiveState } from '../../staff/model/live-status';

interface GuestListLiveOptions {
  token: string;
  restaurantId: number;
  /** The list is out of date: a booking changed, or the connection came back after a gap. */
  onStale: () => void;
  /** The message to follow on the staff namespace: the order board listens for ORDERS_CHANGED. */
  event?: string;
}

function isForRestaurant(message: unknown, restaurantId: number): boolean {
  if (typeof message !== 'object' || message === null || !('restaurantId' in message)) return true;
  return (message as Partial<GuestListChanged>).restaurantId === restaurantId;
}

/**
 * Live updates for an open guest list: the hub's guest-list namespace (same origin, the payment
 * hub's path, WebSocket first, long polling where WebSocket cannot connect), joined with the
 * staff member's token. Every GUEST_LIST_CHANGED, and every reconnect after a gap, makes the list
 * stale, so it is read again without a reload. socket.io's own reconnection stays on; while the
 * hub refuses or is away the state is 'off' and the page falls back to reading the list on a
 * timer. socket.io-client is imported on first use, so only the guest list downloads it.
 */
export function useGuestListLive({
  token,
  restaurantId,
  onStale,
  event = GUEST_LIST_CHANGED,
}: GuestListLiveOptions): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const stale = useEffectEvent(onStale);

  useEffect(() => {
    let closed = false;
    let disconnect: (() => void) | undefined;

    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io(GUEST_LIST_NAMESPACE, {
          path: PAYMENT_HUB_PATH,
          auth: { token, restaurantId },
          transports: ['websocket', 'polling'],
          // When WebSocket cannot connect (a proxy, a firewall), fall back to long polling.
          tryAllTransports: true,
        });
        let connectedBefore = false;
        socket.on('connect', () => {
          setState('live');
          // The first connect follows the first read; a later one ends a gap that may hide changes.
          if (connectedBefore) stale();
          connectedBefore = true;
        });
        socket.on(event, (message: unknown) => {
          if (isForRestaurant(message, restaurantId)) stale();
        });
        socket.on('connect_error', (error) => {
          console.warn('Guest list updates unavailable', error.message);
          setState('off');
        });
        socket.on('disconnect', (reason) => {
          if (closed) return;
          console.warn('Guest list updates disconnected', reason);
          setState('off');
        });
        disconnect = () => {
          socket.removeAllListeners();
          socket.disconnect();
        };
      })
      .catch((error: unknown) => {
        // The chunk did not load (offline, a deploy in between): the timer keeps the list fresh.
        console.warn('Guest list updates unavailable', error);
        if (!closed) setState('off');
      });

    return () => {
      closed = true;
      disconnect?.();
    };
  }, [token, restaurantId, event]);

  // The staff header shows the connection while this page is open.
  useEffect(() => {
    reportLiveState(state);
  }, [state]);
  useEffect(() => () => reportLiveState(null), []);

  return state;
}
