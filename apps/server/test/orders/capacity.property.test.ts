import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../helpers/booking-factories.ts';
import { rowsOf } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { cards } from '../payments/payment-client.ts';
import { createOrderRestaurant, ORDER_TEST_ENV, orderBody, orderClient } from './order-fixture.ts';

/**
 * Every run makes and races real requests on PGlite; on the slowest machine of our kind, beside the
 * browser tests, the runs take several times the default budget. The budget only bounds how long a
 * broken property takes to fail.
 */
const PROPERTY_BUDGET = { timeout: 120_000 };

const clock = createTestClock();
const SLOTS = ['2030-03-01T13:00', '2030-03-01T13:15'] as const;
const RACE = 'race';

type Operation = { slot: 0 | 1; declined: boolean };

// Diners ordering for the same two slots at once; some of them then pay with a declined card,
// which gives their place back while the others are still racing for it.
const operation: fc.Arbitrary<Operation> = fc.record({
  slot: fc.constantFrom(0 as const, 1 as const),
  declined: fc.boolean(),
});

describe("a slot's capacity under concurrent orders (property)", () => {
  let t: TestApp;
  let orders: ReturnType<typeof orderClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: ORDER_TEST_ENV });
    orders = orderClient(t.app);
    // On PostgreSQL the racing orders run on connections of their own: a slow insert of this
    // test's orders (noted RACE) holds each one between counting the slot and committing, so
    // an order made by reading the count and then writing would oversell the slot here.
    if (t.database.kind === 'postgres') {
      await t.database.db.execute(
        sql.raw(`
        create or replace function test_slow_race_insert() returns trigger language plpgsql as $$
        begin
          if new.note = '${RACE}' then perform pg_sleep(0.05); end if;
          return new;
        end $$;
        create trigger test_slow_race_insert before insert on food_orders
          for each row execute function test_slow_race_insert();`),
      );
    }
  });
  afterAll(async () => {
    if (t.database.kind === 'postgres') {
      await t.database.db.execute(
        sql.raw(`drop trigger test_slow_race_insert on food_orders;
          drop function test_slow_race_insert();`),
      );
    }
    await t.close();
  });

  /** Orders holding each slot now: not ended, and not lapsed unpaid. */
  async function takenBySlot(restaurantId: number) {
    const rows = await rowsOf<{ slot_local: string; n: number | string }>(
      t.database.db,
      sql`select slot_local, count(*) as n from food_orders
        where restaurant_id = ${restaurantId}
          and status not in ('failed', 'lapsed', 'rejected')
          and (status <> 'pending_payment' or expires_at > ${clock.now().toISOString()})
        group by slot_local`,
    );
    return new Map(rows.map((row) => [row.slot_local, Number(row.n)]));
  }

  it('never takes more orders for a slot than the kitchen allows', PROPERTY_BUDGET, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(operation, { minLength: 2, maxLength: 12 }),
        async (ordersPerSlot, operations) => {
          const r = await createOrderRestaurant(t.database.db, { ordersPerSlot });
          const answers = await Promise.all(
            operations.map(async (op) => {
              const res = await orders.createRaw(
                orderBody(r, { slot: SLOTS[op.slot], note: RACE }),
              );
              if (res.statusCode === 200 && op.declined) {
                const { token } = res.json() as { token: string };
                await orders.pay(token, cards.decline);
              }
              return { op, status: res.statusCode, code: (res.json() as { code?: string }).code };
            }),
          );
          for (const answer of answers) {
            expect(answer.status === 200 || answer.code === 'slot_full', answer.code).toBe(true);
          }
          const taken = await takenBySlot(r.restaurantId);
          for (const [slot, local] of SLOTS.entries()) {
            expect(taken.get(local) ?? 0).toBeLessThanOrEqual(ordersPerSlot);
            // A refusal means the slot was full then: at least that many orders went through.
            const tried = answers.filter((answer) => answer.op.slot === slot);
            const created = tried.filter((answer) => answer.status === 200).length;
            expect(created).toBeGreaterThanOrEqual(Math.min(tried.length, ordersPerSlot));
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
