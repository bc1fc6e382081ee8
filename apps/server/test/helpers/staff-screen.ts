import { GUEST_LIST_NAMESPACE, PAYMENT_HUB_PATH } from '@dekka/contracts/payment-hub';
import { io, type Socket } from 'socket.io-client';

/**
 * A staff screen's connection to the staff hub (the guest list's namespace) as `token` for
 * `restaurantId`, and the `event` messages it has heard. The socket is added to `sockets`, for the
 * test to close; `opened` settles when the hub lets it in or refuses it.
 */
export function staffScreen<Message>(
  baseUrl: string,
  sockets: Socket[],
  event: string,
  token: string,
  restaurantId: number,
) {
  const socket = io(`${baseUrl}${GUEST_LIST_NAMESPACE}`, {
    path: PAYMENT_HUB_PATH,
    auth: { token, restaurantId },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const heard: Message[] = [];
  socket.on(event, (message: Message) => heard.push(message));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, heard, opened };
}
