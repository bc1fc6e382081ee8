import { PAYMENT_EVENT_MESSAGE, PAYMENT_HUB_PATH } from '@dekka/contracts/payment-hub';
import { useEffect, useEffectEvent, useState } from 'react';
import { HubConnectionState, paymentHubReconnectDelay } from '../model/hub-connection';
import { asPaymentEvent } from '../model/payment-outcome';
import type { PaymentEvent } from '@dekka/contracts/payments';

interface PaymentHubOptions {
  guid: string;
  /** A message from the hub for this booking's room. */
  onEvent: (event: PaymentEvent) => void;
  /** After every successful connect, the first and each reconnect. */
  onConnected: () => void;
}

/**
 * The payment event hub (docs/product.md, "The booking flow" and "The API" and "Timings and limits"): socket.io at PAYMENT_HUB_PATH, one room per
 * guid, WebSocket first and long polling when WebSocket cannot connect. socket.io's own
 * reconnection is off: reconnecting follows the payment hub's delays (paymentHubReconnectDelay).
 * A connection failure is only logged; the caller also asks the payment status, so the dialog
 * completes without the hub. socket.io-client is imported on first use, so only pages that open
 * the payment dialog download it.
 */
export function usePaymentHub({
  guid,
  onEvent,
  onConnected,
}: PaymentHubOptions): HubConnectionState {
  const [state, setState] = useState<HubConnectionState>(HubConnectionState.Connecting);
  const handleEvent = useEffectEvent(onEvent);
  const handleConnected = useEffectEvent(onConnected);

  useEffect(() => {
    let closed = false;
    let retry = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let disconnect: (() => void) | undefined;

    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io({
          path: PAYMENT_HUB_PATH,
          query: { guid },
          transports: ['websocket', 'polling'],
          // When WebSocket cannot connect (a proxy, a firewall), fall back to long polling.
          tryAllTransports: true,
          reconnection: false,
        });
        const reconnect = () => {
          if (closed || timer !== undefined) return;
          setState(HubConnectionState.Reconnecting);
          timer = setTimeout(() => {
            timer = undefined;
            if (!closed) socket.connect();
          }, paymentHubReconnectDelay(retry));
          retry += 1;
        };
        socket.on('connect', () => {
          retry = 0;
          setState(HubConnectionState.Connected);
          handleConnected();
        });
        socket.on(PAYMENT_EVENT_MESSAGE, (message: unknown) => {
          const event = asPaymentEvent(message);
          if (event) handleEvent(event);
        });
        socket.on('connect_error', (error) => {
          console.warn('Payment hub connection failed', error.message);
          reconnect();
        });
        socket.on('disconnect', (reason) => {
          if (closed) return;
          console.warn('Payment hub disconnected', reason);
          reconnect();
        });
        disconnect = () => {
          socket.removeAllListeners();
          socket.disconnect();
        };
      })
      .catch((error: unknown) => {
        // The chunk did not load (offline, a deploy in between): the status checks carry on.
        console.warn('Payment hub unavailable', error);
        if (!closed) setState(HubConnectionState.Disconnected);
      });

    return () => {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      disconnect?.();
    };
  }, [guid]);

  return state;
}
