import { CompleteResult } from '@dekka/contracts/booking';
import { ErrorResponse } from '@dekka/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBody } from '../bookings/booking-client.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bookingStatus,
  cardFields,
  cards,
  createBearer,
  createTestClock,
  ledgerRows,
  paymentClient,
  paymentRows,
} from './payment-client.ts';

const CALLERS = 10;
const clock = createTestClock();

/** Authorisations the sandbox provider has seen, whichever booking they were for. */
async function authorisations(t: TestApp): Promise<number> {
  const [row] = await queryRows(
    t.database.db,
    sql`select count(*)::int as n from sandbox_transactions`,
  );
  return Number(row?.n);
}

describe(`${CALLERS} simultaneous completes of one prepaid hold`, () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  const completeAll = (guid: string, card: string) =>
    Promise.all(
      Array.from({ length: CALLERS }, () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/web/booking/complete/v2/',
          payload: completeBody(guid, cardFields(card)),
        }),
      ),
    );

  it('authorise the card once; every caller hears success or 409 payment_in_progress', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    const before = await authorisations(t);
    const responses = await completeAll(guid, cards.approve);

    expect(await authorisations(t)).toBe(before + 1);
    for (const res of responses) {
      if (res.statusCode === 409) {
        expect(ErrorResponse.parse(res.json()).code).toBe('payment_in_progress');
      } else {
        expect(res.statusCode).toBe(200);
        expect(CompleteResult.parse(res.json())).toMatchObject({ response: 1 });
      }
    }
    expect(responses.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({ kind: 'prepayment', status: 'captured' }),
    ]);
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 5000 }]);
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
  });

  it('let a declined attempt be followed by another card', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    expect((await client.pay(guid, cardFields(cards.decline))).response).toBe(2);
    expect((await client.pay(guid, cardFields(cards.approve))).response).toBe(1);
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
  });
});
