import {
  GiftCardOrderResponse,
  GiftCardPurchaseResult,
  type GiftCardPurchaseRequest,
} from '@dekka/contracts/gift-card';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app-types.ts';
import type { AppDatabase } from '../../src/db/client.ts';
import { giftCards } from '../../src/db/schema.ts';
import { newGiftCardCode } from '../../src/modules/gift-cards/gift-card-rules.ts';
import { queryRows } from '../helpers/sql.ts';
import { cards } from '../payments/payment-client.ts';

/** Limits out of the way: the tests buy and look up far more than a person would. */
export const GIFT_CARD_TEST_ENV = {
  RESERVE_RATE_LIMIT_MAX: '1000',
  GIFT_CARD_PURCHASE_LIMIT_MAX: '1000',
  GIFT_CARD_LOOKUP_LIMIT_MAX: '1000',
};

/** A card as the purchase form sends it (a number for the CVC is allowed too). */
export function giftCardPayment(number: string = cards.approve) {
  return { number, expiryMonth: 12, expiryYear: 2034, cvc: '739' };
}

/** A valid purchase: 10 000 ISK for any restaurant, sent at once, in English. */
export function purchaseBody(overrides: Partial<GiftCardPurchaseRequest> = {}) {
  return {
    amount: 10_000,
    restaurantId: null,
    buyerName: 'Jón Jónsson',
    buyerEmail: 'jon@example.is',
    recipientName: 'Guðrún Jónsdóttir',
    recipientEmail: 'gudrun@example.is',
    message: 'Til hamingju með afmælið!',
    deliverOn: null,
    language: 'en',
    card: giftCardPayment(),
    ...overrides,
  };
}

/** The gift card endpoints, called the way the web app calls them. */
export function giftCardClient(app: App) {
  const client = {
    buyRaw(body: Record<string, unknown>) {
      return app.inject({ method: 'POST', url: '/api/web/giftcards', payload: body });
    },
    async buy(overrides: Partial<GiftCardPurchaseRequest> = {}) {
      const res = await client.buyRaw(purchaseBody(overrides));
      if (res.statusCode !== 200) throw new Error(`buy answered ${res.statusCode}: ${res.body}`);
      return GiftCardPurchaseResult.parse(res.json());
    },
    async order(orderGuid: string) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/web/giftcards/orders/${orderGuid}`,
      });
      if (res.statusCode !== 200) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
      return GiftCardOrderResponse.parse(res.json());
    },
    /** A paid card (approved at once): its code. */
    async issued(overrides: Partial<GiftCardPurchaseRequest> = {}): Promise<string> {
      const result = await client.buy(overrides);
      if (result.response !== 1) throw new Error(`purchase not paid: ${JSON.stringify(result)}`);
      const order = await client.order(result.orderGuid);
      if (!order.code) throw new Error('a paid order without a code');
      return order.code;
    },
    view(code: string, headers: Record<string, string> = {}) {
      return app.inject({ method: 'GET', url: `/api/web/giftcards/${code}`, headers });
    },
    status(code: string, headers: Record<string, string> = {}) {
      return app.inject({
        method: 'POST',
        url: '/api/web/giftcards/status',
        headers,
        payload: { code },
      });
    },
    check(code: string, bookingGuid: string, headers: Record<string, string> = {}) {
      return app.inject({
        method: 'POST',
        url: '/api/web/giftcards/check',
        headers,
        payload: { code, bookingGuid },
      });
    },
    redeem(restaurantId: number, token: string | null, code: string, amount: number) {
      return app.inject({
        method: 'POST',
        url: `/api/restaurant/${restaurantId}/giftcards/redeem`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { code, amount },
      });
    },
    paymentStatus(guid: string) {
      return app.inject({ method: 'GET', url: `/api/web/booking/paymentstatus/${guid}` });
    },
  };
  return client;
}

/** A paid gift card for any restaurant with `amount` ISK on it, bought at `now`; its code. */
export async function insertPaidGiftCard(
  db: AppDatabase,
  { amount, now }: { amount: number; now: Date },
): Promise<string> {
  const code = newGiftCardCode();
  await db.insert(giftCards).values({
    code,
    status: 'paid',
    amount,
    balance: amount,
    currency: 'ISK',
    buyerName: 'Jón',
    buyerEmail: 'jon@example.is',
    recipientName: 'Guðrún',
    recipientEmail: 'gudrun@example.is',
    language: 'en',
    createdAt: now,
    issuedAt: now,
    expiresAt: new Date('2034-03-01T12:00:00Z'),
  });
  return code;
}

/** A card's row by its code: balance, status, delivered_at. */
export async function giftCardRow(db: AppDatabase, code: string) {
  const [row] = await queryRows(
    db,
    sql`select id, status, amount, balance, currency, delivered_at from gift_cards where code = ${code}`,
  );
  return row;
}

/** A card's ledger, oldest first, and whether its sum is the card's balance. */
export async function giftCardLedger(db: AppDatabase, code: string) {
  const rows = await queryRows(
    db,
    sql`select l.kind, l.amount, l.booking_id, l.payment_id, l.restaurant_id
      from gift_card_ledger l join gift_cards g on g.id = l.gift_card_id
      where g.code = ${code} order by l.id`,
  );
  const [card] = await queryRows(db, sql`select balance from gift_cards where code = ${code}`);
  const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
  return {
    entries: rows.map((row) => ({ kind: row.kind, amount: Number(row.amount) })),
    rows,
    balance: Number(card?.balance),
    consistent: sum === Number(card?.balance),
  };
}

/** The order's payment rows (kind, status, amount). */
export async function orderPayments(db: AppDatabase, orderGuid: string) {
  return queryRows(
    db,
    sql`select p.kind, p.status, p.amount, p.currency, p.card_last4, p.provider_reference
      from payments p join gift_cards g on g.id = p.gift_card_id
      where g.order_guid = ${orderGuid} order by p.id`,
  );
}

/** The sandbox's money movements for the order (one capture when paid). */
export async function orderSandboxLedger(db: AppDatabase, orderGuid: string) {
  return queryRows(
    db,
    sql`select l.entry, l.amount from sandbox_ledger l
      join payments p on p.provider_reference = l.reference
      join gift_cards g on g.id = p.gift_card_id where g.order_guid = ${orderGuid} order by l.id`,
  );
}
