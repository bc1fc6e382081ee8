import type {
  GiftCardCheckResponse,
  GiftCardOrderResponse,
  GiftCardPurchaseRequest,
  GiftCardPurchaseResult,
  GiftCardRedeemResponse,
  GiftCardRestaurant,
  GiftCardShopResponse,
  GiftCardStatusResponse,
  GiftCardView,
} from '@dekka/contracts/gift-card';
import { PaymentProviderType } from '@dekka/contracts/enums';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toLanguage } from '../../languages.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import { parseCard } from '../payments/card.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { insertPayment, type PaymentRow, updatePayment } from '../payments/payment-records.ts';
import { renderCheckoutRedirectHtml } from '../payments/sandbox-pages.ts';
import {
  acceptedAt,
  amountsFor,
  ANY_RESTAURANT_CURRENCY,
  expiryFrom,
  GIFT_CARD_AMOUNTS,
  giftCardState,
  isDeliveryDateAllowed,
  newGiftCardCode,
} from './gift-card-rules.ts';
import {
  createGiftCardsRepository,
  type GiftCardRestaurantRow,
  type GiftCardRow,
  type GiftCardWithRestaurant,
} from './gift-cards.repository.ts';

export type GiftCardService = ReturnType<typeof createGiftCardService>;

/**
 * What a card may pay toward a booking at `now`, answered by the bookings module (the ledger
 * knows no booking's rules): the booking's restaurant, and the prepayment of a live hold, else 0.
 * Throws 404 for an unknown guid.
 */
export type BookingPrepaymentDue = (
  guid: string,
  now: Date,
) => Promise<{ restaurant: { id: number; currency: string }; prepayment: number }>;

type PurchaseRequest = z.output<typeof GiftCardPurchaseRequest>;

/** Draws again on the (astronomically rare) clash with a code in use. */
const CODE_ATTEMPTS = 5;

/** Who sells the card, on the provider's pages and statements. */
const SELLER = 'Dekka';

function restaurantOf(row: GiftCardRestaurantRow | null): GiftCardRestaurant | null {
  return row && { id: row.id, name: row.name, slug: row.slug };
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', 400, `${field}: ${message}`, { field });
}

function unknownCode(): AppError {
  return new AppError('gift_card_not_found', 404, 'No such gift card');
}

function purchaseResult(
  orderGuid: string,
  values: Partial<GiftCardPurchaseResult> & Pick<GiftCardPurchaseResult, 'response'>,
): GiftCardPurchaseResult {
  return { orderGuid, redirectHtml: null, message: null, ...values };
}

/**
 * Gift cards (docs/product.md, "Gift cards"; docs/decisions/032-gift-cards.md): the shop, buying
 * one through the payment provider, the buyer's receipt page, the card's page and balance, what a
 * card would pay toward a held booking, and the staff taking an amount at the table.
 */
export function createGiftCardService(deps: {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProvider;
  payments: PaymentService;
  logger: FastifyBaseLogger;
  validityYears: number;
  bookingPrepayment: BookingPrepaymentDue;
}) {
  const cards = createGiftCardsRepository(deps.db);

  /** A card that works, by its code; 404 gift_card_not_found otherwise (the route counts it). */
  async function paidCard(code: string): Promise<GiftCardWithRestaurant> {
    const card = await cards.findPaidByCode(code);
    if (!card) throw unknownCode();
    return card;
  }

  /** The order and its payment attempt, with a fresh code (drawn again on a clash). */
  async function createOrder(
    request: PurchaseRequest,
    currency: string,
    language: string,
    card: { brand: string; last4: string } | null,
  ) {
    const now = deps.clock.now();
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const created = await deps.db.transaction(async (tx) => {
        const order = await createGiftCardsRepository(tx).insertOrder({
          code: newGiftCardCode(),
          amount: request.amount,
          currency,
          restaurantId: request.restaurantId,
          buyerName: request.buyerName,
          buyerEmail: request.buyerEmail,
          recipientName: request.recipientName,
          recipientEmail: request.recipientEmail,
          message: request.message,
          language,
          deliverOn: request.deliverOn,
          createdAt: now,
          expiresAt: expiryFrom(now, deps.validityYears),
        });
        if (!order) return undefined;
        const payment = await insertPayment(tx, {
          giftCardId: order.id,
          provider: deps.provider.name,
          providerType: PaymentProviderType.Borgun,
          kind: 'gift_card',
          status: 'pending',
          amount: order.amount,
          currency,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
          createdAt: now,
          updatedAt: now,
        });
        return { order, payment };
      });
      if (created) return created;
    }
    throw new Error('no free gift card code after several draws');
  }

  /** A purchase that did not go through: the order failed, its payment declined. */
  async function fail(order: GiftCardRow, payment: PaymentRow, values: Partial<PaymentRow>) {
    await deps.db.transaction(async (tx) => {
      await updatePayment(tx, payment.id, {
        ...values,
        status: 'declined',
        updatedAt: deps.clock.now(),
      });
      await createGiftCardsRepository(tx).markFailed(order.id);
    });
  }

  function view(card: GiftCardWithRestaurant): GiftCardView {
    return {
      code: card.code,
      amount: card.amount,
      balance: card.balance,
      currency: card.currency,
      restaurant: restaurantOf(card.restaurant),
      buyerName: card.buyerName,
      recipientName: card.recipientName,
      message: card.message,
      issuedAt: (card.issuedAt ?? card.createdAt).toISOString(),
      expiresAt: card.expiresAt.toISOString(),
      state: giftCardState(card, deps.clock.now()),
    };
  }

  return {
    async shop(): Promise<GiftCardShopResponse> {
      const any = GIFT_CARD_AMOUNTS[ANY_RESTAURANT_CURRENCY];
      if (!any) throw new Error('no gift card amounts for the any-restaurant currency');
      return {
        currency: ANY_RESTAURANT_CURRENCY,
        ...any,
        validityYears: deps.validityYears,
        restaurants: await cards.shopRestaurants(),
        currencies: Object.entries(GIFT_CARD_AMOUNTS).map(([currency, amounts]) => ({
          currency,
          ...amounts,
        })),
      };
    },

    /**
     * Buys a card: the order and its payment attempt are written first, then the card goes to
     * the provider (no network call inside a transaction). Approved at once: the card is issued
     * and its e-mails queued (response 1). Declined or an invalid card: response 2, nothing
     * issued. A 3-D Secure challenge: response 3, and the bank's callback settles the order once
     * and publishes the outcome on the hub in the order guid's room.
     */
    async buy(request: PurchaseRequest): Promise<GiftCardPurchaseResult> {
      const now = deps.clock.now();
      const restaurant =
        request.restaurantId === null ? null : await cards.findRestaurant(request.restaurantId);
      if (request.restaurantId !== null && !restaurant) {
        throw new AppError('not_found', 404, 'No such restaurant');
      }
      const currency = restaurant?.currency ?? ANY_RESTAURANT_CURRENCY;
      const amounts = amountsFor(currency);
      if (!amounts || request.amount < amounts.minAmount || request.amount > amounts.maxAmount) {
        throw invalid('amount', 'outside what the shop sells in this currency');
      }
      if (!isDeliveryDateAllowed(request.deliverOn, now)) {
        throw invalid('deliverOn', 'must be today or a day within a year (Iceland time)');
      }
      const language = toLanguage(request.language);
      const card = parseCard(request.card, now);
      const { order, payment } = await createOrder(request, currency, language, card);
      if (!card) {
        await fail(order, payment, { failureReason: 'invalid_card' });
        return purchaseResult(order.orderGuid, { response: 2, message: 'invalid_card' });
      }

      let outcome;
      try {
        outcome = await deps.provider.authorize({
          amount: order.amount,
          currency,
          card,
          merchantName: restaurant ? `${SELLER}: ${restaurant.name}` : SELLER,
          language,
        });
      } catch (err) {
        deps.logger.error({ err, paymentId: payment.id }, 'payment provider authorize failed');
        await fail(order, payment, { failureReason: 'provider_error' });
        return purchaseResult(order.orderGuid, { response: 2, message: 'payment_declined' });
      }

      if (outcome.kind === 'declined') {
        await fail(order, payment, {
          providerReference: outcome.reference,
          failureReason: outcome.reason,
        });
        return purchaseResult(order.orderGuid, { response: 2, message: outcome.reason });
      }
      if (outcome.kind === 'approved') {
        const settled = await deps.payments.settle(outcome.reference, outcome, payment);
        return settled.kind === 'confirmed'
          ? purchaseResult(order.orderGuid, { response: 1 })
          : purchaseResult(order.orderGuid, { response: 2, message: 'payment_declined' });
      }
      await updatePayment(deps.db, payment.id, {
        providerReference: outcome.reference,
        ...(outcome.kind === 'embedded' ? { providerType: PaymentProviderType.Nets } : {}),
      });
      // The purchase answer has no paymentId: a provider's embedded checkout is reached through
      // the same kind of "continue" form as a bank's challenge page.
      const redirectHtml =
        outcome.kind === 'challenge'
          ? outcome.redirectHtml
          : renderCheckoutRedirectHtml(outcome.paymentId, language);
      return purchaseResult(order.orderGuid, { response: 3, redirectHtml });
    },

    /** The buyer's receipt page: the order as it stands; the code once it is paid. */
    async order(orderGuid: string): Promise<GiftCardOrderResponse> {
      const order = await cards.findByOrderGuid(orderGuid);
      if (!order) throw new AppError('not_found', 404, 'No such gift card order');
      return {
        status: order.status,
        amount: order.amount,
        currency: order.currency,
        restaurant: restaurantOf(order.restaurant),
        recipientName: order.recipientName,
        recipientEmail: order.recipientEmail,
        deliverOn: order.deliverOn,
        code: order.status === 'paid' ? order.code : null,
      };
    },

    /** The card as its page shows and prints it. */
    async view(code: string): Promise<GiftCardView> {
      return view(await paidCard(code));
    },

    /** A typed code's balance, expiry and every movement of its money. */
    async status(code: string): Promise<GiftCardStatusResponse> {
      const card = await paidCard(code);
      const history = await cards.history(card.id);
      return {
        code: card.code,
        amount: card.amount,
        balance: card.balance,
        currency: card.currency,
        restaurant: restaurantOf(card.restaurant),
        expiresAt: card.expiresAt.toISOString(),
        state: giftCardState(card, deps.clock.now()),
        history: history.map((entry) => ({
          at: entry.at.toISOString(),
          kind: entry.kind,
          amount: entry.amount,
          restaurantName: entry.restaurantName,
        })),
      };
    },

    /**
     * What the card would pay toward a held booking's prepayment: min(balance, prepayment), or 0
     * with the reason it cannot (used, expired, another restaurant or currency, nothing to pay).
     */
    async check(
      code: string,
      toward: { bookingGuid?: string; order?: { restaurantId: number; amount: number } },
    ): Promise<GiftCardCheckResponse> {
      if (!toward.bookingGuid && !toward.order) {
        throw new AppError('validation_failed', 400, 'bookingGuid or order is required');
      }
      const card = await paidCard(code);
      const now = deps.clock.now();
      const answer = (reason: GiftCardCheckResponse['reason'], applies = 0) => ({
        applies,
        balance: card.balance,
        currency: card.currency,
        reason,
      });
      const state = giftCardState(card, now);
      if (state === 'expired') return answer('expired');
      if (state === 'used') return answer('used');
      // A food order not made yet: the same rules as at payment, toward the cart's amount.
      if (toward.order) {
        const restaurant = await cards.findRestaurant(toward.order.restaurantId);
        if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
        const where = acceptedAt(card, restaurant);
        if (where !== 'ok') return answer(where);
        if (toward.order.amount <= 0) return answer('nothing_to_pay');
        return answer(null, Math.min(card.balance, toward.order.amount));
      }
      const { restaurant, prepayment } = await deps.bookingPrepayment(
        toward.bookingGuid ?? '',
        now,
      );
      const where = acceptedAt(card, restaurant);
      if (where !== 'ok') return answer(where);
      if (prepayment <= 0) return answer('nothing_to_pay');
      return answer(null, Math.min(card.balance, prepayment));
    },

    /**
     * The staff take an amount off a card at the table: a card of this restaurant or of any (in
     * its currency), not expired, with that much left (409 otherwise). The balance changes in one
     * conditional statement under the card's row lock, so racing redemptions never overdraw it.
     */
    async redeem(
      identity: Identity,
      restaurantId: number,
      code: string,
      amount: number,
    ): Promise<GiftCardRedeemResponse> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const rows = createGiftCardsRepository(tx);
        const card = await rows.lockPaidByCode(code);
        if (!card) throw unknownCode();
        const restaurant = await rows.findRestaurant(restaurantId);
        if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
        if (acceptedAt(card, restaurant) !== 'ok') {
          throw new AppError('gift_card_other_restaurant', 409, 'Not valid at this restaurant');
        }
        if (card.expiresAt.getTime() <= now.getTime()) {
          throw new AppError('gift_card_expired', 409, 'This gift card has expired');
        }
        const balance = await rows.takeFromBalance(card.id, amount);
        if (balance === undefined) {
          throw new AppError(
            'gift_card_insufficient_balance',
            409,
            'Not that much is left on this gift card',
          );
        }
        await rows.insertLedger({
          giftCardId: card.id,
          kind: 'redeemed',
          amount: -amount,
          restaurantId,
          staffUserId: identity.userId,
          createdAt: now,
        });
        return { redeemed: amount, balance, currency: card.currency };
      });
    },
  };
}
