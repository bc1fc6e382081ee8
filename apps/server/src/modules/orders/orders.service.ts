import { createDayClock } from '@dekka/time/local-time';
import { PaymentProviderType } from '@dekka/contracts/enums';
import type {
  MyOrdersResponse,
  OrderCreated,
  OrderCreateRequest,
  OrderPayRequest,
  OrderPayResult,
  OrderSlotsResponse,
  OrderView,
} from '@dekka/contracts/orders';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toLanguage } from '../../languages.ts';
import { GiftCardCode } from '@dekka/contracts/gift-card';
import {
  giftCardPaidForOrder,
  type GiftCardRefusal,
  payWithGiftCard,
  quoteGiftCard,
  releaseGiftCardParts,
} from '../gift-cards/gift-card-ledger.ts';
import { queueOrderMessage } from '../messages/queue-message.ts';
import { type Card, parseCard } from '../payments/card.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { insertPayment, type PaymentRow, updatePayment } from '../payments/payment-records.ts';
import { renderCheckoutRedirectHtml } from '../payments/sandbox-pages.ts';
import { invalidField, invalidFields } from '../../invalid-field.ts';
import { orderingCatalogue } from '../ordering/ordering-catalogue.ts';
import { priceOrder, type Issue } from './order-pricing.ts';
import { earliestFor, slotTimes, takesMode, type SlotTime } from './order-slots.ts';
import { effectiveStatus, orderView } from './order-views.ts';
import { matchZone } from './order-zones.ts';
import { createOrdersRepository, type FoodOrderRow } from './orders.repository.ts';

export type OrdersService = ReturnType<typeof createOrdersService>;

type CreateRequest = z.output<typeof OrderCreateRequest>;
type PayRequest = z.output<typeof OrderPayRequest>;

const MINUTE_MS = 60_000;
/** An unpaid order holds its slot this long: enough to type a card, not to block a kitchen. */
export const ORDER_HOLD_MINUTES = 10;
/** A 3-D Secure challenge keeps the slot held this long from when it starts (as a booking's). */
const CHALLENGE_HOLD_MS = 10 * MINUTE_MS;
/** Never past this long after the order was made: a diner who walks away frees the slot. */
const MAX_HOLD_MS = 20 * MINUTE_MS;
/** Far longer than any provider takes to answer an authorisation (as a booking's). */
const AUTHORIZE_TIMEOUT_MS = 2 * MINUTE_MS;

/** The error messages of the gift card refusals (the code is never quoted). */
const GIFT_CARD_REFUSALS: Record<GiftCardRefusal, string> = {
  gift_card_not_found: 'No such gift card',
  gift_card_expired: 'This gift card has expired',
  gift_card_insufficient_balance: 'Nothing is left on this gift card',
  gift_card_other_restaurant: 'This gift card is not valid at this restaurant',
};

function payResult(
  order: FoodOrderRow,
  values: Partial<OrderPayResult> & Pick<OrderPayResult, 'response' | 'status'>,
): OrderPayResult {
  return { token: order.token, redirectHtml: null, message: null, ...values };
}

/**
 * The diner's side of food orders (docs/decisions/045-food-orders.md): the slots a mode can
 * still take, creating an order (priced on the server, its slot's capacity taken under a lock),
 * paying it through the payment provider as a gift card is bought, and the order's page.
 */
export function createOrdersService(deps: {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProvider;
  payments: PaymentService;
  logger: FastifyBaseLogger;
}) {
  const orders = createOrdersRepository(deps.db);
  const ordering = orderingCatalogue(deps.db);

  async function visibleRestaurant(id: number) {
    const restaurant = await orders.restaurant(id);
    if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
    return restaurant;
  }

  /** The slot times of a date for a mode, from the opening hours and the lead time. */
  async function timesOn(
    restaurant: { id: number; timeZone: string },
    date: string,
    earliestMs: number,
  ): Promise<SlotTime[]> {
    const clock = createDayClock(date, restaurant.timeZone);
    if (!clock) return [];
    const hours = await orders.hoursOn(restaurant.id, date, clock.weekday);
    return slotTimes({ date, timeZone: restaurant.timeZone, hours, earliestMs });
  }

  /** A delivery's zone; refusals name the address field that decided. */
  async function deliveryZone(
    request: CreateRequest,
    restaurant: { id: number; lat: number; lon: number },
  ) {
    if (request.mode !== 'delivery') {
      if (request.delivery) throw invalidField('delivery', 'delivery_only');
      return null;
    }
    if (!request.delivery) throw invalidField('delivery', 'address_required');
    const zones = await ordering.zones(restaurant.id);
    const zone = matchZone(zones, restaurant, request.delivery);
    if (!zone) throw invalidField('delivery.postcode', 'outside_zones');
    return zone;
  }

  /**
   * Inside the attempt's transaction, before a gift card is applied: earlier attempts whose 3-D
   * Secure challenge the diner left (answered, still pending) and that took a gift card part are
   * dropped (voided) and their parts go back, so this attempt can use the card again, as a
   * booking's do (ADR 032). A late approval of such an attempt finds it settled and is released.
   */
  async function supersedeGiftCardAttempts(tx: AppDatabase, order: FoodOrderRow, now: Date) {
    for (const attempt of await createOrdersRepository(tx).payments(order.id)) {
      if (attempt.status !== 'pending' || attempt.providerReference === null) continue;
      const released = await releaseGiftCardParts(tx, {
        foodOrder: order,
        paymentId: attempt.id,
        now,
      });
      if (released === 0) continue;
      await updatePayment(tx, attempt.id, {
        status: 'voided',
        failureReason: 'superseded',
        updatedAt: now,
      });
    }
  }

  /**
   * The gift card a payment names, quoted against what is paid now (its row locked until the
   * transaction ends), or null without a code. A refusal is a 4xx that rolls back everything.
   */
  async function quoteGiftCardFor(tx: AppDatabase, typed: string, order: FoodOrderRow, now: Date) {
    const code = GiftCardCode.safeParse(typed);
    const quote = code.success
      ? await quoteGiftCard(tx, {
          code: code.data,
          restaurant: { id: order.restaurantId, currency: order.currency },
          due: order.payNow,
          now,
        })
      : ({ ok: false, reason: 'gift_card_not_found' } as const);
    if (quote.ok) return quote;
    throw new AppError(
      quote.reason,
      quote.reason === 'gift_card_not_found' ? 404 : 409,
      GIFT_CARD_REFUSALS[quote.reason],
    );
  }

  /**
   * The order's payment, under the order's lock so one call runs at a time: a gift card's part
   * is taken (the rest opened as a card payment attempt it goes with), or, when the gift card
   * pays it all, the order is placed here and then, with its receipt queued.
   */
  async function openAttempt(
    token: string,
    card: Card | null,
    giftCardCode: string | null,
  ): Promise<{ order: FoodOrderRow; payment: PaymentRow; card: Card } | OrderPayResult> {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const rows = createOrdersRepository(tx);
      const order = await rows.lockByToken(token);
      if (!order) throw new AppError('not_found', 404, 'No such order');
      const status = effectiveStatus(order, now);
      if (status === 'lapsed') {
        if (order.status !== 'lapsed') {
          await rows.updateOrder(order.id, { status: 'lapsed', updatedAt: now });
        }
        return payResult(order, { response: 2, status, message: 'hold_expired' });
      }
      // Paid already (a double click, a retried request): answered as paid, charged once.
      if (status !== 'pending_payment' && status !== 'failed' && status !== 'rejected') {
        return payResult(order, { response: 1, status });
      }
      if (status !== 'pending_payment') {
        throw new AppError('order_not_payable', 409, 'This order can no longer be paid');
      }
      const attempts = await rows.payments(order.id);
      const inFlight = attempts.some(
        (attempt) =>
          attempt.status === 'pending' &&
          attempt.providerReference === null &&
          attempt.createdAt.getTime() > now.getTime() - AUTHORIZE_TIMEOUT_MS,
      );
      if (inFlight) {
        throw new AppError('payment_in_progress', 409, 'A payment for this order is under way');
      }
      await supersedeGiftCardAttempts(tx, order, now);
      const gift = giftCardCode ? await quoteGiftCardFor(tx, giftCardCode, order, now) : null;
      const rest = order.payNow - (gift?.part ?? 0);
      const foodOrder = order;
      if (rest === 0 && gift) {
        // The gift card pays it all: no card, no provider; placed as a card's approval places it.
        await payWithGiftCard(tx, { ...gift, foodOrder, paymentId: null, now });
        await rows.updateOrder(order.id, { status: 'placed', placedAt: now, updatedAt: now });
        await queueOrderMessage(tx, { kind: 'order_receipt', foodOrderId: order.id, now });
        return payResult(order, { response: 1, status: 'placed' });
      }
      if (!card) return payResult(order, { response: 2, status, message: 'invalid_card' });
      const payment = await insertPayment(tx, {
        foodOrderId: order.id,
        provider: deps.provider.name,
        providerType: PaymentProviderType.Borgun,
        kind: 'food_order',
        status: 'pending',
        amount: rest,
        currency: order.currency,
        cardBrand: card.brand,
        cardLast4: card.last4,
        createdAt: now,
        updatedAt: now,
      });
      // The gift card's part goes with this attempt: back to the card if it fails or lapses.
      if (gift) await payWithGiftCard(tx, { ...gift, foodOrder, paymentId: payment.id, now });
      return { order, payment, card };
    });
  }

  /** An attempt the provider refused (or never answered): the order fails, its slot is free. */
  async function fail(order: FoodOrderRow, payment: PaymentRow, values: Partial<PaymentRow>) {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const rows = createOrdersRepository(tx);
      const locked = await rows.lockById(order.id);
      await updatePayment(tx, payment.id, {
        ...values,
        status: 'declined',
        updatedAt: now,
      });
      await releaseGiftCardParts(tx, { foodOrder: order, paymentId: payment.id, now });
      if (locked?.status === 'pending_payment') {
        await rows.updateOrder(order.id, { status: 'failed', updatedAt: now });
      }
    });
  }

  /** The slot stays held while the diner is at the bank's page, within the bound above. */
  async function holdForChallenge(order: FoodOrderRow, payment: PaymentRow, reference: string) {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const rows = createOrdersRepository(tx);
      const locked = await rows.lockById(order.id);
      await updatePayment(tx, payment.id, {
        providerReference: reference,
      });
      if (locked?.status !== 'pending_payment') return;
      if (locked.expiresAt.getTime() <= now.getTime()) return;
      const wanted = Math.min(
        now.getTime() + CHALLENGE_HOLD_MS,
        locked.createdAt.getTime() + MAX_HOLD_MS,
      );
      if (wanted > locked.expiresAt.getTime()) {
        await rows.updateOrder(order.id, { expiresAt: new Date(wanted), updatedAt: now });
      }
    });
  }

  return {
    /** The slots of a date a mode can still take; none when paused or the mode is off. */
    async slots(restaurantId: number, mode: OrderMode, date: string): Promise<OrderSlotsResponse> {
      const restaurant = await visibleRestaurant(restaurantId);
      const settings = await ordering.settings(restaurantId);
      const answer = { restaurantId, mode, date, timeZone: restaurant.timeZone };
      if (!takesMode(settings, mode)) return { ...answer, paused: true, slots: [] };
      const now = deps.clock.now();
      const times = await timesOn(restaurant, date, earliestFor(settings, mode, now));
      const taken = await orders.takenBySlot(
        restaurantId,
        times.map((time) => new Date(time.ms)),
        now,
      );
      const slots = times
        .map((time) => ({
          time: time.local,
          left: settings.ordersPerSlot - (taken.get(time.ms) ?? 0),
        }))
        .filter((slot) => slot.left > 0);
      return { ...answer, paused: false, slots };
    },

    /**
     * Creates an order: everything is checked before anything is written (a refusal writes
     * nothing), the lines priced from the menu rows, then, in one transaction under the lock on
     * the restaurant's ordering settings, the slot's orders are counted and the order inserted
     * only while fewer than `ordersPerSlot` take it. The order then holds the slot unpaid for
     * ORDER_HOLD_MINUTES.
     */
    async create(request: CreateRequest, userId: string | null = null): Promise<OrderCreated> {
      const now = deps.clock.now();
      const restaurant = await visibleRestaurant(request.restaurantId);
      const settings = await ordering.settings(restaurant.id);
      if (settings.paused) throw new AppError('ordering_paused', 409, 'Ordering is paused');
      if (!settings[request.mode]) throw invalidField('mode', 'mode_not_offered');

      const date = request.slot.slice(0, 10);
      const inHours = await timesOn(restaurant, date, Number.NEGATIVE_INFINITY);
      const slot = inHours.find((time) => time.local === request.slot);
      if (!slot) throw invalidField('slot', 'slot_not_offered');
      if (slot.ms < earliestFor(settings, request.mode, now)) {
        throw invalidField('slot', 'inside_lead_time');
      }

      const zone = await deliveryZone(request, restaurant);
      const language = toLanguage(request.language);
      const clock = createDayClock(date, restaurant.timeZone);
      const { order: priced, issues } = priceOrder({
        mode: request.mode,
        slot: { weekday: clock?.weekday ?? 0, time: request.slot.slice(11) },
        language,
        lines: request.lines,
        catering: request.catering,
        items: await ordering.items(restaurant.id),
        packages: await ordering.packages(restaurant.id),
        settings,
        zone,
      });
      if (issues.length > 0) throw invalidFields(issues satisfies Issue[]);

      const order = await deps.db.transaction(async (tx) => {
        const rows = createOrdersRepository(tx);
        const locked = await rows.lockSettings(restaurant.id);
        if (!locked || locked.paused) {
          throw new AppError('ordering_paused', 409, 'Ordering is paused');
        }
        const slotAt = new Date(slot.ms);
        const taken = (await rows.takenBySlot(restaurant.id, [slotAt], now)).get(slot.ms) ?? 0;
        if (taken >= locked.ordersPerSlot) {
          throw new AppError('slot_full', 409, 'The kitchen cannot take more orders then');
        }
        const { lines, ...totals } = priced;
        return rows.insertOrder(
          {
            restaurantId: restaurant.id,
            mode: request.mode,
            status: 'pending_payment',
            slotAt,
            slotLocal: request.slot,
            firstName: request.contact.firstName,
            lastName: request.contact.lastName,
            email: request.contact.email,
            phone: request.contact.phone,
            language,
            note: request.note,
            deliveryStreet: request.delivery?.street ?? null,
            deliveryPostcode: request.delivery?.postcode ?? null,
            deliveryCity: request.delivery?.city ?? null,
            deliveryLat: request.delivery?.lat ?? null,
            deliveryLon: request.delivery?.lon ?? null,
            deliveryZone: zone?.name ?? null,
            cateringGuests: request.catering?.guests ?? null,
            userId,
            currency: restaurant.currency,
            ...totals,
            expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * MINUTE_MS),
            createdAt: now,
            updatedAt: now,
          },
          lines,
        );
      });

      return {
        token: order.token,
        status: order.status,
        mode: order.mode,
        slot: order.slotLocal,
        timeZone: restaurant.timeZone,
        expiresAt: order.expiresAt.toISOString(),
        currency: order.currency,
        lines: priced.lines.map(({ itemId: _i, packageId: _p, ...line }) => line),
        subtotal: order.subtotal,
        deliveryFee: order.deliveryFee,
        total: order.total,
        payNow: order.payNow,
        payLater: order.total - order.payNow,
      };
    },

    /**
     * Pays an order as a gift card is bought: the attempt is written first (under the order's
     * lock: one provider call at a time), then the card goes to the provider outside any
     * transaction. Approved: the order is placed (1). Declined: the order fails and frees its
     * slot (2). A 3-D Secure challenge (3): the provider's callback settles it once. An invalid
     * card never reaches the provider and leaves the order payable. A gift card code pays its
     * part in the same transaction as the attempt (all of it: placed at once, no card) and gets
     * it back if the card payment fails (docs/decisions/049-order-gift-cards.md).
     */
    async pay(token: string, request: PayRequest): Promise<OrderPayResult> {
      const now = deps.clock.now();
      const existing = await orders.findByToken(token);
      if (!existing) throw new AppError('not_found', 404, 'No such order');
      const language = toLanguage(request.language ?? existing.language);
      // No card is needed when a gift card pays it all; a card that was sent must be valid.
      const card = request.card ? parseCard(request.card, now) : null;
      const giftCardCode = request.giftCardCode?.trim() || null;
      if ((request.card || !giftCardCode) && !card) {
        const status = effectiveStatus(existing, now);
        return payResult(existing, { response: 2, status, message: 'invalid_card' });
      }
      const opened = await openAttempt(token, card, giftCardCode);
      if (!('payment' in opened)) return opened;
      const { order, payment } = opened;
      const restaurant = await orders.restaurantSummary(order.restaurantId);

      let outcome;
      try {
        outcome = await deps.provider.authorize({
          amount: payment.amount,
          currency: order.currency,
          card: opened.card,
          merchantName: restaurant?.name ?? 'Dekka',
          language,
        });
      } catch (err) {
        deps.logger.error({ err, paymentId: payment.id }, 'payment provider authorize failed');
        await fail(order, payment, { failureReason: 'provider_error' });
        return payResult(order, { response: 2, status: 'failed', message: 'payment_declined' });
      }

      if (outcome.kind === 'declined') {
        await fail(order, payment, {
          providerReference: outcome.reference,
          failureReason: outcome.reason,
        });
        return payResult(order, { response: 2, status: 'failed', message: outcome.reason });
      }
      if (outcome.kind === 'approved') {
        const settled = await deps.payments.settle(outcome.reference, outcome, payment);
        const after = (await orders.findByToken(token)) ?? order;
        if (settled.kind === 'confirmed') {
          return payResult(after, { response: 1, status: after.status });
        }
        const message = 'reason' in settled ? settled.reason : 'payment_declined';
        return payResult(after, { response: 2, status: effectiveStatus(after, now), message });
      }
      await holdForChallenge(order, payment, outcome.reference);
      const redirectHtml =
        outcome.kind === 'challenge'
          ? outcome.redirectHtml
          : renderCheckoutRedirectHtml(outcome.paymentId, language);
      return payResult(order, { response: 3, status: 'pending_payment', redirectHtml });
    },

    /** The diner's order page. */
    /** The signed-in diner's paid orders for "My bookings", the latest first. */
    async mine(userId: string): Promise<MyOrdersResponse> {
      const now = deps.clock.now();
      const rows = await orders.placedBy(userId);
      return {
        orders: rows.map(({ order, restaurant }) => ({
          token: order.token,
          restaurant: { id: restaurant.id, name: restaurant.name, slug: restaurant.slug },
          mode: order.mode,
          slot: order.slotLocal,
          timeZone: restaurant.timeZone,
          status: effectiveStatus(order, now),
          currency: order.currency,
          total: order.total,
        })),
      };
    },

    async view(token: string): Promise<OrderView> {
      const order = await orders.findByToken(token);
      if (!order) throw new AppError('not_found', 404, 'No such order');
      const restaurant = await orders.restaurantSummary(order.restaurantId);
      if (!restaurant) throw new AppError('not_found', 404, 'No such order');
      const lines = await orders.lines([order.id]);
      const attempts = await orders.payments(order.id);
      const giftCard = await giftCardPaidForOrder(deps.db, order.id);
      return orderView(order, lines, restaurant, attempts, giftCard, deps.clock.now());
    },
  };
}
