import { PAYMENT_EVENT_MESSAGE, PAYMENT_HUB_PATH } from '@dekka/contracts/payment-hub';
import { PaymentEvent } from '@dekka/contracts/payments';
import { io, type Socket } from 'socket.io-client';

/** A hub client as the browser makes one: `?guid=` in the query, WebSocket or long polling. */
export function connectHub(
  baseUrl: string,
  guid: string,
  transports: ('websocket' | 'polling')[] = ['polling', 'websocket'],
): { socket: Socket; events: PaymentEvent[]; next(timeoutMs?: number): Promise<PaymentEvent> } {
  const socket = io(baseUrl, {
    path: PAYMENT_HUB_PATH,
    query: { guid },
    transports,
    reconnection: false,
    forceNew: true,
  });
  const events: PaymentEvent[] = [];
  const waiters: ((event: PaymentEvent) => void)[] = [];
  socket.on(PAYMENT_EVENT_MESSAGE, (payload: unknown) => {
    const event = PaymentEvent.parse(payload);
    events.push(event);
    waiters.shift()?.(event);
  });
  let seen = 0;
  return {
    socket,
    events,
    next(timeoutMs = 5000) {
      const already = events[seen];
      if (already) {
        seen += 1;
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no PaymentEvent arrived')), timeoutMs);
        waiters.push((event) => {
          clearTimeout(timer);
          seen += 1;
          resolve(event);
        });
      });
    },
  };
}

export function connected(socket: Socket, timeoutMs = 5000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('hub connection timed out')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
