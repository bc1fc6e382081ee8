import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bookingMenus, bookings, menus, payments, restaurants } from '../../db/schema.ts';
import type { MessageKind } from '../../db/schema.ts';
import { type Language, toLanguage } from '../../languages.ts';

/** The payment a message speaks of: the booking's settled one, never a declined attempt. */
export type MessagePayment = {
  kind: 'prepayment' | 'no_show_guarantee';
  status: 'captured' | 'verified' | 'refund_pending' | 'refunded';
  amount: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The receipt's number. */
  id: number;
};

/** Everything a booking message shows, read when it is sent (the outbox keeps only the id). */
export type BookingMessage = {
  kind: MessageKind;
  language: Language;
  to: string | null;
  firstName: string;
  bookingId: number;
  guid: string;
  status: string;
  startAt: Date;
  endAt: Date;
  guests: number;
  menus: { name: string; count: number }[];
  specialRequest: string | null;
  payment: MessagePayment | null;
  restaurant: {
    name: string;
    address: string;
    lat: number;
    lon: number;
    /** Only an https address: mail clients block data URLs and most block plain http. */
    logoUrl: string | null;
    website: string;
    timeZone: string;
    cancellationDeadlineHours: number;
    policyText: string | null;
  };
  /** The manage-booking page, in the diner's language. */
  manageUrl: string;
  mapUrl: string;
};

const SETTLED = ['captured', 'verified', 'refund_pending', 'refunded'] as const;

function isSettled(status: string): status is MessagePayment['status'] {
  return (SETTLED as readonly string[]).includes(status);
}

/** The booking behind an outbox row, or undefined when it is gone. */
export async function loadBookingMessage(
  db: AppDatabase,
  input: { kind: MessageKind; bookingId: number; publicUrl: string },
): Promise<BookingMessage | undefined> {
  const [row] = await db
    .select({ booking: bookings, restaurant: restaurants })
    .from(bookings)
    .innerJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
    .where(eq(bookings.id, input.bookingId))
    .limit(1);
  if (!row) return undefined;
  const { booking, restaurant } = row;
  const menuRows = await db
    .select({ name: menus.name, count: bookingMenus.count })
    .from(bookingMenus)
    .innerJoin(menus, eq(menus.id, bookingMenus.menuId))
    .where(eq(bookingMenus.bookingId, booking.id))
    .orderBy(menus.name);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), inArray(payments.status, [...SETTLED])))
    .orderBy(desc(payments.id))
    .limit(1);
  const language = toLanguage(booking.language);
  const manage = new URL('/booking', input.publicUrl);
  manage.searchParams.set('guid', booking.guid);
  manage.searchParams.set('lng', language);
  return {
    kind: input.kind,
    language,
    to: booking.email,
    firstName: booking.firstName ?? '',
    bookingId: booking.id,
    guid: booking.guid,
    status: booking.status,
    startAt: booking.startAt,
    endAt: booking.endAt,
    guests: booking.guests,
    menus: menuRows,
    specialRequest: booking.specialRequest,
    payment:
      payment && isSettled(payment.status)
        ? {
            kind: payment.kind,
            status: payment.status,
            amount: payment.amount,
            currency: payment.currency,
            cardBrand: payment.cardBrand,
            cardLast4: payment.cardLast4,
            id: payment.id,
          }
        : null,
    restaurant: {
      name: restaurant.name,
      address: restaurant.address,
      lat: restaurant.lat,
      lon: restaurant.lon,
      logoUrl: restaurant.logoUrl.startsWith('https://') ? restaurant.logoUrl : null,
      website: restaurant.website,
      timeZone: restaurant.timeZone,
      cancellationDeadlineHours: restaurant.cancellationDeadlineHours,
      policyText: restaurant.policyText,
    },
    manageUrl: manage.toString(),
    mapUrl: `https://www.openstreetmap.org/?mlat=${restaurant.lat}&mlon=${restaurant.lon}#map=17/${restaurant.lat}/${restaurant.lon}`,
  };
}
