import {
  GUEST_LIST_NAMESPACE,
  ORDER_STATUS_CHANGED,
  ORDERS_CHANGED,
  type OrderStatusChanged,
  type OrdersChanged,
} from '@dekka/contracts/payment-hub';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listenToChannel } from '../../db/listen.ts';
import { foodOrders } from '../../db/schema.ts';

/** Written by the food_orders trigger (migration 0027) whenever a paid order changes. */
const CHANNEL = 'dekka_orders';
const Notification = z.object({ restaurantId: z.number().int(), orderId: z.number().int() });

/**
 * The live order board: the staff namespace the guest list opened (guest-list-live.ts admits a
 * screen to its restaurant's room only with a session of that restaurant's staff) also carries
 * ORDERS_CHANGED. Every change the database announces goes to that room, on every instance;
 * the message names the order and nothing about the diner.
 *
 * The same notification also reaches the diner: the order's token and new status go to the
 * payment hub room of that token (the default namespace, which the status page already joins
 * for the 3-D Secure outcome). The trigger's payload names only the ids, so the token and status
 * are read here; reading after the commit gives the latest status even when notices bunch up.
 */
export async function attachOrdersLive(deps: {
  io: Server;
  database: Database;
  databaseUrl: string | undefined;
  logger: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  const staff = deps.io.of(GUEST_LIST_NAMESPACE);
  const emit = (message: OrdersChanged) =>
    staff.to(`restaurant:${message.restaurantId}`).emit(ORDERS_CHANGED, message);

  async function tellDiner(orderId: number): Promise<void> {
    const [row] = await deps.database.db
      .select({ token: foodOrders.token, status: foodOrders.status })
      .from(foodOrders)
      .where(eq(foodOrders.id, orderId));
    if (!row) return;
    const message: OrderStatusChanged = { token: row.token, status: row.status };
    deps.io.to(row.token).emit(ORDER_STATUS_CHANGED, message);
  }

  return listenToChannel(
    deps.database,
    deps.databaseUrl,
    CHANNEL,
    {
      onMessage(payload) {
        const parsed = Notification.safeParse(JSON.parse(payload));
        if (!parsed.success) return;
        emit(parsed.data);
        // No read while no page at all is on the hub's default namespace.
        if (deps.io.sockets.adapter.rooms.size === 0) return;
        tellDiner(parsed.data.orderId).catch((err: unknown) =>
          deps.logger.error({ err }, 'order status for the diner failed'),
        );
      },
      onReconnect() {
        for (const room of staff.adapter.rooms.keys()) {
          const restaurantId = Number(room.replace('restaurant:', ''));
          if (Number.isInteger(restaurantId)) emit({ restaurantId, orderId: null });
        }
      },
    },
    deps.logger,
  );
}
