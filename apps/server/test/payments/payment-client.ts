import { CompleteResult } from '@dekka/contracts/booking';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app-types.ts';
import type { AppDatabase } from '../../src/db/client.ts';
import { bookingClient, completeBody } from '../bookings/booking-client.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';

/** The sandbox's documented test cards (README "Test cards"). */
export const cards = {
  approve: '4242424242424242',
  approveAmex: '378282246310005',
  decline: '4000000000000002',
  challengeApprove: '4000000000003220',
  challengeDecline: '4000008260003178',
  embedded: '5200828282828210',
} as const;

/** Card fields of a complete body; CVC sent as a number, the way the product's client sends it. */
export function cardFields(number: string, cvc: number | string = 739) {
  return { cardNumber: number, cardExpiryMonth: 12, cardExpiryYear: 34, cardCvc: cvc };
}

export type PaymentRestaurant = {
  rule: 'prepayment' | 'no_show_fee';
  amountPerGuest: number;
  currency?: 'ISK' | 'EUR' | 'NOK' | 'DKK';
  /** The provider's hosted checkout takes the card (Norwegian demo restaurants do this). */
  externalPaymentForm?: boolean;
};

/** Reserve → complete → callback, through the HTTP API like the browser and the provider. */
export function paymentClient(app: App, db: AppDatabase, bearer: string) {
  const booking = bookingClient(app, bearer);
  return {
    ...booking,
    async hold(restaurant: PaymentRestaurant, guests = 2) {
      const r = await createBookingRestaurant(db, {
        overrides: {
          paymentRule: restaurant.rule,
          paymentAmountPerGuest: restaurant.amountPerGuest,
          currency: restaurant.currency ?? 'ISK',
          externalPaymentForm: restaurant.externalPaymentForm ?? false,
        },
      });
      const res = await booking.reserveOk({
        date: '2030-03-04T19:00',
        guests,
        restaurantId: r.id,
        source: 2,
        menus: [],
      });
      if (!res.guid) throw new Error('reserve failed');
      return { restaurantId: r.id, guid: res.guid };
    },
    async pay(guid: string, card: Record<string, unknown>, language = 'en') {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/web/booking/complete/v2/',
        headers: { 'accept-language': language },
        payload: completeBody(guid, card),
      });
      if (res.statusCode !== 200)
        throw new Error(`complete answered ${res.statusCode}: ${res.body}`);
      return CompleteResult.parse(res.json());
    },
    /** The challenge page's form post, as the browser sends it. */
    callback(reference: string, action: 'approve' | 'decline', lng = 'en') {
      return app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ reference, action, lng }).toString(),
      });
    },
    /** The hosted checkout's form post, with the card typed into the provider's page. */
    checkout(reference: string, card: { number: string; expiry: string; cvc: string }) {
      return app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          reference,
          action: 'approve',
          lng: 'nb',
          cardNumber: card.number,
          cardExpiry: card.expiry,
          cardCvc: card.cvc,
        }).toString(),
      });
    },
    challengePage(reference: string, lng: string) {
      return app.inject({
        method: 'GET',
        url: `/api/payments/sandbox/challenge/${reference}?lng=${lng}`,
      });
    },
  };
}

/** The sandbox reference inside redirectHtml (the challenge form's action). */
export function referenceFromRedirect(html: string | null): string {
  const match = /\/challenge\/(sbx_[0-9a-f-]+)/.exec(html ?? '');
  if (!match?.[1]) throw new Error(`no challenge reference in ${html}`);
  return match[1];
}

export async function paymentRows(db: AppDatabase, guid: string) {
  return queryRows(
    db,
    sql`select p.kind, p.status, p.amount, p.currency, p.card_brand, p.card_last4,
      p.provider_reference, p.provider_token is not null as has_token
      from payments p join bookings b on b.id = p.booking_id where b.guid = ${guid} order by p.id`,
  );
}

export async function ledgerRows(db: AppDatabase, guid: string) {
  return queryRows(
    db,
    sql`select l.entry, l.amount from sandbox_ledger l
      join payments p on p.provider_reference = l.reference
      join bookings b on b.id = p.booking_id where b.guid = ${guid} order by l.id`,
  );
}

export async function eventRows(db: AppDatabase, guid: string) {
  return queryRows(
    db,
    sql`select type, title from payment_events where guid = ${guid} order by sent_date, id`,
  );
}

export async function bookingStatus(db: AppDatabase, guid: string) {
  const [row] = await queryRows(
    db,
    sql`select status, hold_expires_at from bookings where guid = ${guid}`,
  );
  if (!row) return undefined;
  // node-postgres answers a Date, PGlite's raw rows a string: compare as Dates.
  const held = row.hold_expires_at;
  return {
    status: row.status,
    hold_expires_at: held instanceof Date || held === null ? held : new Date(String(held)),
  };
}

export { createBearer, createTestClock };
