import {
  GUEST_LIST_CHANGED,
  GUEST_LIST_NAMESPACE,
  type GuestListChanged,
} from '@dekka/contracts/payment-hub';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { INT4_MAX } from '@dekka/contracts/zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listenToChannel } from '../../db/listen.ts';
import type { StaffRole } from '../../db/schema.ts';
import { isSessionToken, type Identity } from '../auth/auth-tokens.ts';
import { mayDo } from '@dekka/contracts/staff-permissions';

/** Written by the bookings and payments triggers (migration 0014) on every change a list shows. */
const CHANNEL = 'dekka_guest_list';
const Notification = z.object({ restaurantId: z.number().int(), bookingId: z.number().int() });
const Handshake = z.object({
  token: z.string().max(4000),
  // Bounded like every id in a request: past the column's range the lookup would fail in the
  // database and be logged as a fault, not refused.
  restaurantId: z.coerce.number().int().positive().max(INT4_MAX),
});

const roomOf = (restaurantId: number) => `restaurant:${restaurantId}`;

/**
 * Live guest lists (docs/decisions/023-guest-list.md): the hub's staff namespace. A screen joins
 * its restaurant's room only with a signed-in session of that restaurant's staff; every change the
 * database announces goes to that room, on every instance (each LISTENs). The message names the
 * booking and nothing about the diner; the screen reads the list again over the authorized API.
 */
export async function attachGuestListLive(deps: {
  io: Server;
  database: Database;
  databaseUrl: string | undefined;
  verifySessionToken: (token: string) => Promise<Identity | null>;
  roleAt: (identity: Identity, restaurantId: number) => Promise<StaffRole | null>;
  logger: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  const staff = deps.io.of(GUEST_LIST_NAMESPACE);

  staff.use((socket, next) => {
    const handshake = Handshake.safeParse(socket.handshake.auth);
    if (!handshake.success || !isSessionToken(handshake.data.token)) {
      next(new Error('unauthorized'));
      return;
    }
    const { token, restaurantId } = handshake.data;
    void (async () => {
      const identity = await deps.verifySessionToken(token);
      if (!identity) return next(new Error('unauthorized'));
      const role = await deps.roleAt(identity, restaurantId);
      if (!role || !mayDo(role, 'guestList.view')) return next(new Error('forbidden'));
      socket.data = { restaurantId };
      next();
    })().catch((err: unknown) => {
      deps.logger.error({ err }, 'guest list hub check failed');
      next(new Error('unavailable'));
    });
  });

  staff.on('connection', (socket) => {
    void socket.join(roomOf((socket.data as { restaurantId: number }).restaurantId));
  });

  const emit = (message: GuestListChanged) =>
    staff.to(roomOf(message.restaurantId)).emit(GUEST_LIST_CHANGED, message);

  return listenToChannel(
    deps.database,
    deps.databaseUrl,
    CHANNEL,
    {
      onMessage(payload) {
        const parsed = Notification.safeParse(JSON.parse(payload));
        if (parsed.success) emit(parsed.data);
      },
      onReconnect() {
        // Changes may have gone by unheard: every open list reads its day again.
        for (const room of staff.adapter.rooms.keys()) {
          const restaurantId = Number(room.replace('restaurant:', ''));
          if (Number.isInteger(restaurantId)) emit({ restaurantId, bookingId: null });
        }
      },
    },
    deps.logger,
  );
}
