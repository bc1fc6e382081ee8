import type { Language } from '@dekka/contracts/languages';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { type ContentTranslations, localize, TRANSLATED_FIELDS } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookingChanges,
  bookingMenus,
  bookings,
  menus,
  payments,
  restaurants,
} from '../../db/schema.ts';
import type { RestaurantRow } from '../restaurants/restaurant-row.ts';
import type { BookingRow } from './bookings.repository.ts';

/** The payment a diner is told about: the booking's settled one, never a declined attempt. */
export type SettledPayment = {
  id: number;
  kind: 'prepayment' | 'no_show_guarantee' | 'no_show_fee';
  status: 'captured' | 'verified' | 'refund_pending' | 'refunded';
  amount: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
};

/** A booking with what a diner sees of it: restaurant, menus by name, the settled payment. */
export type BookingSummary = {
  booking: BookingRow;
  restaurant: RestaurantRow;
  menus: { name: string; count: number; translations: ContentTranslations }[];
  payment: SettledPayment | null;
  /** How many times the diner has changed the booking (numbers its calendar updates). */
  changes: number;
};

const SETTLED = ['captured', 'verified', 'refund_pending', 'refunded'] as const;

function isSettled(status: string): status is SettledPayment['status'] {
  return (SETTLED as readonly string[]).includes(status);
}

function sumOf(rows: { amount: number }[]): number {
  return rows.reduce((total, row) => total + row.amount, 0);
}

async function loadSummary(db: AppDatabase, where: SQL): Promise<BookingSummary | undefined> {
  const [row] = await db
    .select({ booking: bookings, restaurant: restaurants })
    .from(bookings)
    .innerJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const menuRows = await db
    .select({ name: menus.name, count: bookingMenus.count, translations: menus.translations })
    .from(bookingMenus)
    .innerJoin(menus, eq(menus.id, bookingMenus.menuId))
    .where(eq(bookingMenus.bookingId, row.booking.id))
    .orderBy(menus.name);
  const settled = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, row.booking.id), inArray(payments.status, [...SETTLED])))
    .orderBy(desc(payments.id));
  const payment = settled.find((candidate) => candidate.kind !== 'change_refund');
  // A prepayment that changes grew or shrank (ADR 064): what the diner has paid, all told.
  const prepaid =
    sumOf(settled.filter((candidate) => candidate.kind === 'prepayment')) -
    sumOf(settled.filter((candidate) => candidate.kind === 'change_refund'));
  const [changed] = await db
    .select({ n: count() })
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, row.booking.id));
  return {
    ...row,
    menus: menuRows,
    changes: changed?.n ?? 0,
    payment:
      payment &&
      isSettled(payment.status) &&
      payment.kind !== 'gift_card' &&
      payment.kind !== 'food_order' &&
      payment.kind !== 'change_refund'
        ? {
            id: payment.id,
            kind: payment.kind,
            status: payment.status,
            amount: payment.kind === 'prepayment' ? prepaid : payment.amount,
            currency: payment.currency,
            cardBrand: payment.cardBrand,
            cardLast4: payment.cardLast4,
          }
        : null,
  };
}

/**
 * The summary with what the diner reads in `language` where the restaurant has it: the menus'
 * names, the restaurant's policy and note (docs/decisions/028-content-in-five-languages.md).
 */
export function summaryInLanguage(
  summary: BookingSummary,
  language: Language | null,
): BookingSummary {
  return {
    ...summary,
    restaurant: localize(summary.restaurant, language, TRANSLATED_FIELDS.restaurants),
    menus: summary.menus.map((menu) => localize(menu, language, TRANSLATED_FIELDS.menus)),
  };
}

export function loadBookingSummaryById(db: AppDatabase, id: number) {
  return loadSummary(db, eq(bookings.id, id));
}

export function loadBookingSummaryByGuid(db: AppDatabase, guid: string) {
  return loadSummary(db, eq(bookings.guid, guid));
}
