import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
  referenceFromRedirect,
} from './payment-client.ts';

const clock = createTestClock();
/** A CVC no id, amount or time in these tests spells on its own. */
const CVC = 739;
// Standing alone: not inside a longer word, so a random id or session token that happens to
// contain the digits (base62 tokens do, now and then) is not taken for the CVC; nor an id after
// a word and a colon, as in a message's key "booking_confirmed:739" once there are that many
// bookings. A CVC in JSON ("cvc":739 or "cvc":"739") still stands alone.
const cvcToken = /(?<![\w.-])(?<!\w:)739(?![\w-])/;
const numbers = Object.values(cards);

function leaks(text: string): string[] {
  const found: string[] = numbers.filter((number) => text.includes(number));
  if (cvcToken.test(text)) found.push(`cvc ${CVC}`);
  return found;
}

describe('card numbers and CVCs are never stored or logged', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    // Logs captured at the most verbose level, to catch anything a debug line might print.
    t = await buildTestApp({
      clock,
      captureLogs: true,
      env: { RESERVE_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'trace' },
    });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
    // Every path a card can take: approve, decline, challenge both ways, embedded, no-show,
    // an invalid card, a body that fails validation, a payment link, and a cancel with refund.
    for (const number of numbers) {
      const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
      const result = await client.pay(guid, cardFields(number, CVC));
      if (result.redirectHtml) {
        await client.callback(referenceFromRedirect(result.redirectHtml), 'approve');
      }
      if (result.paymentId) await client.callback(result.paymentId, 'approve');
      await client.cancel(guid);
    }
    // The hosted checkout (external payment form): the card is typed into the provider's page.
    const hosted = await client.hold({
      rule: 'prepayment',
      amountPerGuest: 4900,
      currency: 'NOK',
      externalPaymentForm: true,
    });
    const checkout = (await client.pay(hosted.guid, {})).paymentId ?? '';
    await client.checkout(checkout, { number: cards.approve, expiry: '01/20', cvc: String(CVC) });
    await client.checkout(checkout, { number: cards.approve, expiry: '12/34', cvc: String(CVC) });
    const noShow = await client.hold({ rule: 'no_show_fee', amountPerGuest: 3500 });
    await client.pay(noShow.guid, cardFields(cards.approve, CVC));
    const invalid = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    await client.pay(invalid.guid, cardFields('4242424242424241', CVC));
    await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      payload: completeBody(invalid.guid, {
        ...cardFields(cards.approve, CVC),
        guests: 'x',
        bookingEmail: 7,
      }),
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/paymentlink/confirm/',
      payload: {
        guid: invalid.guid,
        card: { number: cards.approve, expiryMonth: 12, expiryYear: 34, cvc: CVC },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('no table has a column meant for a card number or CVC', async () => {
    const columns = await queryRows(
      t.database.db,
      sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema()
          and (column_name ilike '%cvc%' or column_name ilike '%cvv%'
            or column_name ilike '%card_number%' or column_name ilike '%pan')`,
    );
    expect(columns).toEqual([]);
  });

  it('a dump of every table holds neither the test card numbers nor the CVC', async () => {
    const tables = await queryRows(
      t.database.db,
      sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['payments', 'payment_events', 'sandbox_transactions', 'bookings']),
    );
    const found: string[] = [];
    for (const { table_name: name } of tables) {
      const rows = await queryRows(t.database.db, sql.raw(`select * from "${String(name)}"`));
      for (const row of rows) {
        // Only text can carry a card: integer ids and amounts are not searched for the CVC.
        for (const value of Object.values(row)) {
          if (typeof value === 'string') found.push(...leaks(value).map((l) => `${name}: ${l}`));
        }
      }
    }
    // The payments made above did store their brand and last four digits.
    const [paid] = await queryRows(
      t.database.db,
      sql`select count(*)::int as n from payments where card_last4 = '4242'`,
    );
    expect(paid?.n).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('the captured logs hold neither, at trace level', () => {
    expect(t.logs.length).toBeGreaterThan(20);
    expect(leaks(JSON.stringify(t.logs))).toEqual([]);
  });

  it('pino redacts card fields should a body or card ever be logged', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    logger.info({ req: { body: { cardNumber: cards.approve, cardCvc: CVC } } }, 'probe');
    logger.info({ body: { card: { number: cards.approve, cvc: CVC } } }, 'probe');
    logger.info({ card: { number: cards.approve, cvc: CVC } }, 'probe');
    expect(lines).toHaveLength(3);
    expect(leaks(lines.join('\n'))).toEqual([]);
    expect(lines[0]).toContain('[redacted]');
  });
});
