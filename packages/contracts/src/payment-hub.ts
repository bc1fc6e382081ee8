// Plain values the browser needs for payments, in a module of their own: importing them must not
// bring the contracts' zod schemas (and zod) into the complete page's JavaScript.

/** Where the real-time payment hub listens (socket.io `path`); the client adds `?guid=`. */
export const PAYMENT_HUB_PATH = '/api/hubs/payment-events';
/**
 * The sandbox provider's pages. A complete result with `redirectHtml` holds a form leading to the
 * challenge page; one with `paymentId` (Nets-style embedded checkout) opens the checkout page.
 */
export function sandboxCheckoutUrl(paymentId: string, language: string): string {
  return `/api/payments/sandbox/checkout/${encodeURIComponent(paymentId)}?lng=${encodeURIComponent(language)}`;
}

/** The socket.io event name the hub emits (docs/product.md, "The API": "listens for a PaymentEvent message"). */
export const PAYMENT_EVENT_MESSAGE = 'PaymentEvent';

/**
 * The hub's namespace for a restaurant's staff (socket.io `io(GUEST_LIST_NAMESPACE, { path:
 * PAYMENT_HUB_PATH, auth: { token, restaurantId } })`): a signed-in staff member's screen joins its
 * restaurant's room and hears GUEST_LIST_CHANGED whenever a booking of that restaurant changes.
 * The message names the booking only; the screen reads the guest list again.
 */
export const GUEST_LIST_NAMESPACE = '/guest-list';
export const GUEST_LIST_CHANGED = 'guest-list-changed';
export type GuestListChanged = {
  restaurantId: number;
  /** Null after the server may have missed changes (a dropped database connection): read all. */
  bookingId: number | null;
};

/**
 * On the same staff namespace and room as the guest list: a food order of the restaurant was
 * placed (paid) or changed status. The message names the order only; the board reads its day
 * again (GET /api/restaurant/{id}/orders).
 */
export const ORDERS_CHANGED = 'orders-changed';
export type OrdersChanged = {
  restaurantId: number;
  /** Null after the server may have missed changes (a dropped database connection): read all. */
  orderId: number | null;
};

/**
 * On the payment hub's default namespace, in the room of an order's token (the room the diner's
 * page joins with `?guid={token}` for the 3-D Secure outcome): the paid order changed status.
 * Only the token and the new status, nothing personal; the page reads GET /api/web/orders/{token}.
 */
export const ORDER_STATUS_CHANGED = 'order-status-changed';
export type OrderStatusChanged = { token: string; status: string };
