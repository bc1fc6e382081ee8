import {
  ORDER_STATUS_CHANGED,
  PAYMENT_HUB_PATH,
  type OrderStatusChanged,
} from '@dekka/contracts/payment-hub';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The kitchen's steps, pushed: the page joins its order token's room on the payment hub (the room
 * 3-D Secure already uses) and reads the order again the moment ORDER_STATUS_CHANGED names it.
 * The message holds only the token and status; the order itself comes from the API. A reconnect
 * may follow missed messages, so it reads again too. The slower poll in useOrder stays as the
 * fallback when the hub cannot connect. socket.io-client loads on first use only.
 */
export function useOrderLive(token: string, enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    const reread = () =>
      void queryClient.invalidateQueries({ queryKey: ['ordering', 'order', token] });

    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io({
          path: PAYMENT_HUB_PATH,
          query: { guid: token },
          transports: ['websocket', 'polling'],
          tryAllTransports: true,
        });
        let connectedBefore = false;
        socket.on('connect', () => {
          if (connectedBefore) reread();
          connectedBefore = true;
        });
        socket.on(ORDER_STATUS_CHANGED, (message: Partial<OrderStatusChanged> | undefined) => {
          if (message?.token === token) reread();
        });
        disconnect = () => {
          socket.removeAllListeners();
          socket.disconnect();
        };
      })
      .catch((error: unknown) => {
        // The chunk did not load: the poll keeps the page fresh.
        console.warn('Order updates unavailable', error);
      });

    return () => {
      closed = true;
      disconnect?.();
    };
  }, [token, enabled, queryClient]);
}
