import { ReserveResponse } from '@dekka/contracts/booking';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app-types.ts';
import type { AppDatabase } from '../../src/db/client.ts';
import { queryRows } from '../helpers/sql.ts';

/** Calls the booking endpoints the way the web client does. */
export function bookingClient(app: App, bearer: string) {
  return {
    reserve(body: Record<string, unknown>, headers: Record<string, string> = {}) {
      return app.inject({
        method: 'POST',
        url: '/api/web/booking/reserve/',
        headers: { authorization: bearer, ...headers },
        payload: body,
      });
    },
    async reserveOk(body: Record<string, unknown>) {
      const res = await this.reserve(body);
      if (res.statusCode !== 200)
        throw new Error(`reserve answered ${res.statusCode}: ${res.body}`);
      return ReserveResponse.parse(res.json());
    },
    complete(body: Record<string, unknown>) {
      return app.inject({ method: 'PUT', url: '/api/web/booking/complete/v2/', payload: body });
    },
    infoForComplete(guid: string, isWaitingList = 'false') {
      return app.inject({
        method: 'GET',
        url: `/api/web/booking/v3/bookinginfoforcomplete/${guid}/${isWaitingList}/`,
      });
    },
    infoForConfirmation(guid: string) {
      return app.inject({
        method: 'GET',
        url: `/api/web/booking/bookinginfoforconfirmation/${guid}/`,
      });
    },
    isCancelAllowed(guid: string) {
      return app.inject({ method: 'GET', url: `/api/web/booking/iscancelallowed/${guid}/` });
    },
    cancel(guid: string) {
      return app.inject({ method: 'PUT', url: `/api/web/booking/cancel/${guid}/` });
    },
  };
}

/** A valid complete body for a guid. */
export function completeBody(guid: string, overrides: Record<string, unknown> = {}) {
  return {
    guid,
    bookingName: 'Guðrún Jónsdóttir',
    bookingPhone: '+354 555 1234',
    phoneNumberRegion: 'IS',
    bookingEmail: 'gudrun@example.is',
    bookingSpecialRequest: 'Window seat, please',
    cardNumber: null,
    cardExpiryMonth: null,
    cardExpiryYear: null,
    cardCvc: null,
    allowDineoutEmails: true,
    allowRestaurantEmails: false,
    referrerCode: null,
    isWaitingList: false,
    ...overrides,
  };
}

/** Row counts of everything a booking call may write, for "nothing written" checks. */
export async function bookingRowCounts(db: AppDatabase, restaurantId: number) {
  const [row] = await queryRows(
    db,
    sql`select
      (select count(*) from bookings where restaurant_id = ${restaurantId})::int as bookings,
      (select count(*) from booking_tables bt join bookings b on b.id = bt.booking_id
        where b.restaurant_id = ${restaurantId})::int as booking_tables,
      (select count(*) from booking_menus bm join bookings b on b.id = bm.booking_id
        where b.restaurant_id = ${restaurantId})::int as booking_menus,
      (select count(*) from bookings where restaurant_id = ${restaurantId} and status <> 'held')::int
        as settled`,
  );
  return row;
}

/** One booking's status and how many table rows it holds. */
export async function bookingState(db: AppDatabase, guid: string) {
  const [row] = await queryRows(
    db,
    sql`select b.status, b.is_waiting_list as "isWaitingList",
      (select count(*) from booking_tables bt where bt.booking_id = b.id)::int as tables
      from bookings b where b.guid = ${guid}`,
  );
  return row;
}
