import type { AppDatabase } from '../../db/client.ts';
import { queueGiftCardMessage } from '../messages/queue-message.ts';
import { acceptedAt, deliveryTime } from './gift-card-rules.ts';
import {
  createGiftCardsRepository,
  type GiftCardRow,
  type PartOwner,
} from './gift-cards.repository.ts';

export type { GiftCardRow };

/**
 * The gift card's money moves that other modules make inside their own transactions: issuing a
 * paid card (the payment's settlement), paying part of a booking's prepayment (complete) or of a
 * food order (paying it), and giving such a part back (a declined or voided card payment, a
 * lapsed hold, a cancellation, a rejected order). Lock order everywhere: the booking or food
 * order first (the caller holds it), then the cards by id. The ledger sits below its users: it
 * knows no booking's or order's rules; they call it with what they decided.
 */

type Executor = AppDatabase;

/**
 * Issues the card of a paid order: it starts to work with its whole amount (ledger 'issued'),
 * and its e-mails are queued: the recipient's now or on the chosen morning, the buyer's receipt
 * now. Undefined when the order was not pending (already issued: nothing happens twice).
 */
export async function issueGiftCard(
  tx: Executor,
  giftCardId: number,
  now: Date,
): Promise<GiftCardRow | undefined> {
  const cards = createGiftCardsRepository(tx);
  const card = await cards.markPaid(giftCardId, now);
  if (!card) return undefined;
  await cards.addToBalance(card.id, card.amount);
  await cards.insertLedger({
    giftCardId: card.id,
    kind: 'issued',
    amount: card.amount,
    createdAt: now,
  });
  await queueGiftCardMessage(tx, {
    kind: 'gift_card_delivery',
    giftCardId: card.id,
    runAt: deliveryTime(card.deliverOn, now),
  });
  await queueGiftCardMessage(tx, { kind: 'gift_card_receipt', giftCardId: card.id, runAt: now });
  return { ...card, balance: card.balance + card.amount };
}

/** Why a code cannot pay toward a booking or order (the complete result's message keys). */
export type GiftCardRefusal =
  | 'gift_card_not_found'
  | 'gift_card_expired'
  | 'gift_card_insufficient_balance'
  | 'gift_card_other_restaurant';

export type GiftCardQuote =
  { ok: true; card: GiftCardRow; part: number } | { ok: false; reason: GiftCardRefusal };

/**
 * What the card with `code` would pay toward `due` at the restaurant: min(balance, due). Locks
 * the card until the caller's transaction ends, so the part stays true until it is taken.
 */
export async function quoteGiftCard(
  tx: Executor,
  input: {
    code: string;
    restaurant: { id: number; currency: string };
    due: number;
    now: Date;
  },
): Promise<GiftCardQuote> {
  const card = await createGiftCardsRepository(tx).lockPaidByCode(input.code);
  if (!card) return { ok: false, reason: 'gift_card_not_found' };
  if (card.expiresAt.getTime() <= input.now.getTime()) {
    return { ok: false, reason: 'gift_card_expired' };
  }
  if (acceptedAt(card, input.restaurant) !== 'ok') {
    return { ok: false, reason: 'gift_card_other_restaurant' };
  }
  const part = Math.min(card.balance, input.due);
  if (part <= 0) return { ok: false, reason: 'gift_card_insufficient_balance' };
  return { ok: true, card, part };
}

/**
 * What a part pays toward, with its restaurant: a booking's prepayment (ADR 032) or a food order
 * (ADR 049). The caller holds the owner's row lock.
 */
type GiftCardPartOwner =
  | { booking: { id: number; restaurantId: number } }
  | { foodOrder: { id: number; restaurantId: number } };

function ownerOf(input: GiftCardPartOwner): { restaurantId: number } & PartOwner {
  return 'booking' in input
    ? { restaurantId: input.booking.restaurantId, bookingId: input.booking.id }
    : { restaurantId: input.foodOrder.restaurantId, foodOrderId: input.foodOrder.id };
}

/**
 * Takes a quoted part off the card for the booking or food order (ledger 'redeemed', with the
 * card payment that pays the rest, if any). The statement itself checks the balance, so even a
 * caller that did not hold the lock could never overdraw the card.
 */
export async function payWithGiftCard(
  tx: Executor,
  input: GiftCardPartOwner & {
    card: GiftCardRow;
    part: number;
    paymentId: number | null;
    now: Date;
  },
): Promise<void> {
  const cards = createGiftCardsRepository(tx);
  const balance = await cards.takeFromBalance(input.card.id, input.part);
  if (balance === undefined) throw new Error(`gift card ${input.card.id} lacks ${input.part}`);
  await cards.insertLedger({
    giftCardId: input.card.id,
    kind: 'redeemed',
    amount: -input.part,
    ...ownerOf(input),
    paymentId: input.paymentId,
    createdAt: input.now,
  });
}

/**
 * Gives back what gift cards still pay toward a booking or food order (ledger 'refunded'): every
 * part, or only the part that went with `paymentId`. The cards are locked first and the parts
 * read after, so two releases at once (a callback and the sweeper, two rejections) give each
 * part back once. Answers the amount given back.
 */
export async function releaseGiftCardParts(
  tx: Executor,
  input: GiftCardPartOwner & { paymentId?: number; now: Date },
): Promise<number> {
  const cards = createGiftCardsRepository(tx);
  const owner = ownerOf(input);
  const ids = await cards.cardsPayingFor(owner);
  if (ids.length === 0) return 0;
  for (const id of [...ids].sort((a, b) => a - b)) await cards.lockById(id);
  const parts = await cards.partsOf(owner, input.paymentId);
  let released = 0;
  for (const part of parts) {
    await cards.addToBalance(part.giftCardId, part.amount);
    await cards.insertLedger({
      giftCardId: part.giftCardId,
      kind: 'refunded',
      amount: part.amount,
      ...owner,
      paymentId: part.paymentId,
      createdAt: input.now,
    });
    released += part.amount;
  }
  return released;
}

/** Holds last minutes; a part older than this was settled one way or the other long ago. */
const LOOK_BACK_MS = 7 * 24 * 3_600_000;

/**
 * For the hold sweeper: bookings whose gift card part is still taken although they will never
 * be paid for (the hold lapsed, or the booking was cancelled). The bookings module locks each
 * and decides (releaseUnpaidGiftCardParts): the ledger only finds the candidates.
 */
export function bookingsWithUnpaidParts(db: Executor, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  return createGiftCardsRepository(db).unpaidBookingsHoldingParts(now, since);
}

/** The same for food orders whose hold ran out or that failed (releaseUnpaidOrderGiftCardParts). */
export function ordersWithUnpaidParts(db: Executor, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  return createGiftCardsRepository(db).unpaidOrdersHoldingParts(now, since);
}

/** What gift cards paid toward a booking, net of what went back, as its messages show it. */
export function giftCardPaidForBooking(
  db: Executor,
  bookingId: number,
  settledPaymentId: number | null,
) {
  return createGiftCardsRepository(db).paidForBooking(bookingId, settledPaymentId);
}

/** What gift cards paid toward a food order, net of what went back. */
export function giftCardPaidForOrder(db: Executor, foodOrderId: number) {
  return createGiftCardsRepository(db).paidForOrder(foodOrderId);
}
