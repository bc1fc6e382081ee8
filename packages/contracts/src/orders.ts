import { IanaTimeZone, IdParam, LocalDate, LocalDateTime } from './params.ts';
import { PaymentCard } from './payments.ts';
import { ORDER_MODES } from './restaurant-ordering.ts';
import { RestaurantIdParams } from './staff.ts';
import { int, z } from './zod.ts';

/*
 * Food orders (docs/decisions/045-food-orders.md): takeaway, delivery and party catering from a
 * restaurant's ordering menu (docs/decisions/044-ordering-setup.md). Every amount is an integer
 * in minor units of the restaurant's currency (9 900 ISK is 9900), computed by the server from
 * the menu rows; the client never sends a price. Times are wall-clock `YYYY-MM-DDTHH:mm` in the
 * restaurant's zone, on the 15-minute grid of ORDER_SLOT_MINUTES.
 */

/**
 * Where an order stands. `pending_payment`: created, its slot held until `expiresAt`; `placed`:
 * paid, waiting for the kitchen; then accepted → preparing → ready → picked_up (takeaway and
 * catering, which the party collects) or ready → out_for_delivery → delivered (delivery).
 * `rejected` by the kitchen (what was paid is refunded), `failed` (the payment did not go
 * through) and `lapsed` (not paid in time) end an order; their slot is free again.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'picked_up',
  'delivered',
  'rejected',
  'failed',
  'lapsed',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** An unguessable key to one order (its page, paying it, the payment hub's room): a v4 UUID. */
export const OrderToken = z.uuid();
export const OrderTokenParams = z.object({ token: OrderToken });

const Mode = z.enum(ORDER_MODES);
const Money = z.number().int();

/** GET /api/web/orders/slots?restaurantId=&mode=&date=: the times an order can still be for. */
export const OrderSlotsQuery = z.object({
  restaurantId: IdParam,
  mode: Mode,
  date: LocalDate,
});
export type OrderSlotsQuery = z.input<typeof OrderSlotsQuery>;

export const OrderSlot = z.object({
  /** Wall-clock `YYYY-MM-DDTHH:mm` in the restaurant's zone: what `slot` of an order takes. */
  time: LocalDateTime,
  /** Orders the kitchen can still take for it (at least 1: full slots are not listed). */
  left: z.number().int().min(1),
});
export type OrderSlot = z.infer<typeof OrderSlot>;

export const OrderSlotsResponse = z.object({
  restaurantId: z.number().int(),
  mode: Mode,
  date: LocalDate,
  timeZone: IanaTimeZone,
  /** Ordering is paused (or the mode not offered): no slots. */
  paused: z.boolean(),
  /** Earliest first; empty when closed that day, paused, or every time is taken or too soon. */
  slots: z.array(OrderSlot),
});
export type OrderSlotsResponse = z.infer<typeof OrderSlotsResponse>;

const ORDER_LINES_MAX = 50;
const LINE_QUANTITY_MAX = 50;
const Note = z.string().trim().max(300);

/** One line of an order: an item, how many, the chosen option choices' ids, a note for the kitchen. */
export const OrderLineRequest = z.object({
  itemId: int().positive(),
  quantity: z.number().int().min(1).max(LINE_QUANTITY_MAX),
  choiceIds: z.array(int().positive()).max(300).default([]),
  note: Note.default(''),
});
export type OrderLineRequest = z.input<typeof OrderLineRequest>;

export const OrderContact = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().max(254).email(),
  phone: z
    .string()
    .trim()
    .min(5)
    .max(40)
    .regex(/^\+?[0-9 ()-]+$/, 'phone_format'),
});
export type OrderContact = z.infer<typeof OrderContact>;

/**
 * Where a delivery goes. A zone by postcodes is matched on `postcode`; a zone by distance on
 * `lat`/`lon` (the browser's position, when the diner shares it: Dekka has no geocoder), and
 * an address without them matches postcode zones only.
 */
export const DeliveryAddress = z.object({
  street: z.string().trim().min(1).max(200),
  postcode: z.string().trim().min(2).max(10),
  city: z.string().trim().max(100).default(''),
  lat: z.number().min(-90).max(90).nullable().default(null),
  lon: z.number().min(-180).max(180).nullable().default(null),
});
export type DeliveryAddress = z.input<typeof DeliveryAddress>;

/**
 * POST /api/web/orders: creates an order and holds its slot until `expiresAt`, then the diner
 * pays it (`/pay`). `lines` are items; catering also takes `catering` (a package per guest, items
 * optional beside it). `delivery` is required for (and only for) delivery. `slot` must be one of
 * the slots GET /slots offers. Refusals are 400 `validation_failed` naming the `field`
 * (e.g. `lines.0.itemId`, `slot`, `delivery.postcode`) or 409 `ordering_paused`/`slot_full`.
 */
export const OrderCreateRequest = z.object({
  restaurantId: int().positive(),
  mode: Mode,
  lines: z.array(OrderLineRequest).max(ORDER_LINES_MAX).default([]),
  catering: z
    .object({
      packageId: int().positive(),
      guests: z.number().int().min(1).max(2000),
    })
    .nullable()
    .default(null),
  slot: LocalDateTime,
  contact: OrderContact,
  delivery: DeliveryAddress.nullable().default(null),
  note: Note.default(''),
  /** The diner's language: the names on the order and the payment pages. */
  language: z.string().max(10).default('is'),
});
export type OrderCreateRequest = z.input<typeof OrderCreateRequest>;

/** A line as the server priced it: names and prices copied when the order was made. */
export const OrderLineView = z.object({
  kind: z.enum(['item', 'package']),
  name: z.string(),
  quantity: z.number().int(),
  choices: z.array(z.object({ name: z.string(), priceDelta: Money })),
  /** The item's price plus its choices' (per guest for a package). */
  unitPrice: Money,
  lineTotal: Money,
  note: z.string(),
});
export type OrderLineView = z.infer<typeof OrderLineView>;

const OrderTotals = z.object({
  currency: z.string().max(3),
  lines: z.array(OrderLineView),
  subtotal: Money,
  deliveryFee: Money,
  total: Money,
  /** What the card pays now: the total, or catering's deposit. */
  payNow: Money,
  /** What is left to pay on collection (catering with a deposit), else 0. */
  payLater: Money,
});

export const OrderRestaurant = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

/** The answer to POST /api/web/orders: the order to pay. */
export const OrderCreated = OrderTotals.extend({
  token: OrderToken,
  status: OrderStatus,
  mode: Mode,
  slot: LocalDateTime,
  timeZone: IanaTimeZone,
  /** The slot is held (and the order payable) until this instant. */
  expiresAt: z.iso.datetime(),
});
export type OrderCreated = z.infer<typeof OrderCreated>;

/**
 * POST /api/web/orders/{token}/pay: the card goes to the provider, never stored or logged. A
 * Dekka gift card's code pays what the card allows (min of its balance and what is paid now) and
 * the card the rest; no card is needed when the gift card pays it all. Refusals of the code:
 * 404 `gift_card_not_found` (counts toward the gift card lookup limit; 429 past it), 409
 * `gift_card_expired`, `gift_card_insufficient_balance`, `gift_card_other_restaurant`.
 */
export const OrderPayRequest = z.object({
  card: PaymentCard.nullable().optional(),
  giftCardCode: z.string().max(40).nullable().optional(),
  language: z.string().max(10).optional(),
});
export type OrderPayRequest = z.input<typeof OrderPayRequest>;

/**
 * The answer to paying, shaped like a gift card purchase's: 1 paid (the order is `placed`), 2 not
 * paid (`message` a failure key: 'payment_declined', 'invalid_card', 'hold_expired'; the order
 * is `failed` and its slot free: make a new order to try again), 3 the diner must pass 3-D
 * Secure: `redirectHtml` goes in the payment dialog, and the outcome arrives on the payment hub
 * in the room of `token` (a PaymentEvent titled `token`), or by polling GET /orders/{token}.
 */
export const OrderPayResult = z.object({
  response: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  token: OrderToken,
  status: OrderStatus,
  redirectHtml: z.string().max(100_000).nullable(),
  message: z.string().max(200).nullable(),
});
export type OrderPayResult = z.infer<typeof OrderPayResult>;

/** GET /api/web/orders/{token}: the diner's order page (poll it while the order is live). */
export const OrderView = OrderTotals.extend({
  token: OrderToken,
  status: OrderStatus,
  mode: Mode,
  restaurant: OrderRestaurant,
  slot: LocalDateTime,
  timeZone: IanaTimeZone,
  /** While `pending_payment`: when the unpaid order lapses. */
  expiresAt: z.iso.datetime().nullable(),
  /** Once accepted: the kitchen's minutes and when it will be ready (wall-clock, local). */
  prepMinutes: z.number().int().nullable(),
  readyAt: LocalDateTime.nullable(),
  rejectReason: z.string().nullable(),
  /** What the card paid (0 until paid, and after a refund still what was charged). */
  paid: Money,
  /** What a gift card paid toward it (after a rejection still what it paid; it went back). */
  giftCardPaid: Money,
  refunded: z.boolean(),
  catering: z.object({ guests: z.number().int() }).nullable(),
  delivery: z
    .object({ street: z.string(), postcode: z.string(), city: z.string(), zone: z.string() })
    .nullable(),
  firstName: z.string(),
});
export type OrderView = z.infer<typeof OrderView>;

/**
 * GET /api/web/my/orders (signed in): the food orders the account made and paid, the latest
 * slot first; each leads to its status page (`/{slug}/order?order={token}`).
 */
export const MyOrder = z.object({
  token: OrderToken,
  restaurant: OrderRestaurant,
  mode: Mode,
  slot: LocalDateTime,
  timeZone: IanaTimeZone,
  status: OrderStatus,
  currency: z.string().max(3),
  total: Money,
});
export type MyOrder = z.infer<typeof MyOrder>;
export const MyOrdersResponse = z.object({ orders: z.array(MyOrder) });
export type MyOrdersResponse = z.infer<typeof MyOrdersResponse>;

/** GET /api/restaurant/{id}/orders?date=: the kitchen's board for a local date (default today). */
export const OrderBoardQuery = z.object({ date: LocalDate.optional() });

/**
 * An order as the board shows it: everything the diner sees plus who and how to reach them. The
 * contact's fields (and the note, the lines' notes and the delivery address's) are empty once
 * the diner deleted their account: the order stays with the restaurant, who it was for does not.
 */
export const BoardOrder = OrderView.omit({ firstName: true }).extend({
  id: z.number().int(),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  note: z.string(),
  placedAt: z.iso.datetime().nullable(),
  /** The next actions the staff may take now (the board's buttons). */
  actions: z.array(z.string()),
});
export type BoardOrder = z.infer<typeof BoardOrder>;

export const OrderBoardResponse = z.object({
  date: LocalDate,
  timeZone: IanaTimeZone,
  /** Paid orders of the day (placed and later, rejected included), by slot then as placed. */
  orders: z.array(BoardOrder),
});
export type OrderBoardResponse = z.infer<typeof OrderBoardResponse>;

export const OrderIdParams = RestaurantIdParams.extend({
  orderId: IdParam,
});

/** The staff's moves on the board; a move its status does not allow is 409 `order_status`. */
export const ORDER_ACTIONS = [
  'accept',
  'reject',
  'preparing',
  'ready',
  'out_for_delivery',
  'picked_up',
  'delivered',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * PATCH /api/restaurant/{id}/orders/{orderId}: `accept` with the kitchen's minutes, `reject`
 * with a reason the diner reads (the payment is refunded), or the next step.
 */
export const OrderActionRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    prepMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
  z.object({ action: z.literal('reject'), reason: z.string().trim().min(1).max(300) }),
  z.object({ action: z.literal('preparing') }),
  z.object({ action: z.literal('ready') }),
  z.object({ action: z.literal('out_for_delivery') }),
  z.object({ action: z.literal('picked_up') }),
  z.object({ action: z.literal('delivered') }),
]);
export type OrderActionRequest = z.infer<typeof OrderActionRequest>;
