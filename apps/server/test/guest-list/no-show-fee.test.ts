import { randomUUID } from 'node:crypto';
import { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { ErrorResponse } from '@dekka/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { payments, restaurants, sandboxLedger, sandboxTransactions } from '../../src/db/schema.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import { cardFields, cards, paymentClient } from '../payments/payment-client.ts';
import { createBearer, createTestClock } from '../helpers/booking-factories.ts';

const clock = createTestClock();
const DAY = '2030-03-04';

describe('the no-show fee', () => {
  // Its own database on PostgreSQL: the tests drain the message outbox.
  const app = useAppWithOutbox(clock);
  const { mail } = app;
  afterEach(() => clock.set('2030-03-01T12:00:00Z'));
  /** The party is late past the grace period: 19:20 for a 19:00 booking. */
  const late = () => clock.set(`${DAY}T19:20:00Z`);

  /**
   * A diner's booking for two on DAY, guaranteed by a card for a no-show fee of 4 000 kr. a
   * guest; the restaurant's owner and a host are signed in.
   */
  async function guaranteedBooking() {
    const diner = paymentClient(
      app.t.app,
      app.t.database.db,
      await createBearer(app.t.database.db, clock),
    );
    const { restaurantId, guid } = await diner.hold({ rule: 'no_show_fee', amountPerGuest: 4000 });
    expect((await diner.pay(guid, cardFields(cards.approve))).response).toBe(1);
    const token = randomUUID().slice(0, 8);
    const ownerId = await addStaff(app.t.database.db, restaurantId, 'owner', `owner-${token}@x.is`);
    await addStaff(app.t.database.db, restaurantId, 'host', `host-${token}@x.is`);
    const owner = await app.client.signIn(`owner-${token}@x.is`);
    const host = await app.client.signIn(`host-${token}@x.is`);
    const base = `/api/restaurant/${restaurantId}/guestlist`;
    const list = await app.client.inject('GET', `${base}/${DAY}`, owner);
    const [booking] = GuestListResponse.parse(list.json()).entries;
    if (!booking) throw new Error('no booking');
    const charge = (who = owner) =>
      app.client.inject('POST', `${base}/bookings/${booking.id}/no-show-fee`, who);
    const mark = (status: string) =>
      app.client.inject('PUT', `${base}/bookings/${booking.id}/status`, owner, { status });
    const fees = () =>
      app.t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'no_show_fee')));
    return { restaurantId, booking, charge, mark, fees, ownerId, host };
  }

  const codeOf = (res: { json: () => unknown }) => ErrorResponse.parse(res.json()).code;

  it('charges the fee once, even when two clicks race, records who, and sends a receipt', async () => {
    const { booking, charge, mark, fees, ownerId, host } = await guaranteedBooking();
    expect(booking).toMatchObject({
      payment: 'guaranteed',
      noShowFee: { amount: 8000, currency: 'ISK' },
    });
    const early = await charge();
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'fee_not_chargeable']);
    late();
    expect((await mark('no_show')).statusCode).toBe(200);
    // Hosts run the door; charging a card is for the owner and managers.
    expect((await charge(host)).statusCode).toBe(403);

    const answers = await Promise.all([charge(), charge(), charge()]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(codeOf(res)).toBe('fee_already_charged');
    }
    const charged = answers.find((res) => res.statusCode === 200);
    expect(GuestListEntry.parse(charged?.json())).toMatchObject({
      status: 'no_show',
      payment: 'charged',
      noShowFee: { amount: 8000, currency: 'ISK' },
    });

    const [fee, ...more] = await fees();
    expect(more).toEqual([]);
    expect(fee).toMatchObject({ status: 'captured', amount: 8000, chargedBy: ownerId });
    expect(fee?.cardLast4).toBe('4242');
    const ledger = await app.t.database.db
      .select()
      .from(sandboxLedger)
      .where(eq(sandboxLedger.reference, fee?.providerReference ?? ''));
    expect(ledger.map((entry) => [entry.entry, entry.amount])).toEqual([['capture', 8000]]);
    expect((await charge()).statusCode).toBe(409);

    mail.sent.length = 0;
    await app.drain();
    const receipt = mail.sent.find((m) => /no-show fee/.test(m.subject));
    expect(receipt?.to).toBe('gudrun@example.is');
    expect(receipt?.text).toContain('did not come to your booking');
    expect(receipt?.text).toMatch(/8[.,\s\u00a0]?000/);
    // The undo of the no-show does not give the fee back by itself; the list still says charged.
    expect(GuestListEntry.parse((await mark('confirmed')).json()).payment).toBe('charged');
  });

  it('records a declined charge and lets the staff try again', async () => {
    const { booking, charge, mark, fees } = await guaranteedBooking();
    late();
    expect((await mark('no_show')).statusCode).toBe(200);
    const [guarantee] = await app.t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'no_show_guarantee')));
    if (!guarantee?.providerToken) throw new Error('no guarantee');
    // The bank withdrew the card since the booking: the sandbox's verification is void.
    await app.t.database.db
      .update(sandboxTransactions)
      .set({ status: 'voided' })
      .where(eq(sandboxTransactions.token, guarantee.providerToken));
    const declined = await charge();
    expect([declined.statusCode, codeOf(declined)]).toEqual([402, 'payment_declined']);
    expect((await charge()).statusCode).toBe(402);
    expect((await fees()).map((fee) => fee.status)).toEqual(['declined', 'declined']);
  });

  it('has nothing to charge on a booking without a kept card', async () => {
    const diner = paymentClient(
      app.t.app,
      app.t.database.db,
      await createBearer(app.t.database.db, clock),
    );
    const { restaurantId, guid } = await diner.hold({ rule: 'prepayment', amountPerGuest: 4000 });
    expect((await diner.pay(guid, cardFields(cards.approve))).response).toBe(1);
    const email = `owner-${randomUUID().slice(0, 8)}@x.is`;
    await addStaff(app.t.database.db, restaurantId, 'owner', email);
    const owner = await app.client.signIn(email);
    const base = `/api/restaurant/${restaurantId}/guestlist`;
    const list = GuestListResponse.parse(
      (await app.client.inject('GET', `${base}/${DAY}`, owner)).json(),
    );
    const id = list.entries[0]?.id;
    expect(list.entries[0]?.noShowFee).toBeNull();
    late();
    await app.client.inject('PUT', `${base}/bookings/${id}/status`, owner, { status: 'no_show' });
    const res = await app.client.inject('POST', `${base}/bookings/${id}/no-show-fee`, owner);
    expect([res.statusCode, codeOf(res)]).toEqual([409, 'fee_not_chargeable']);
  });

  it('charges no fee before the start plus the grace period, whatever the status says', async () => {
    const { restaurantId, charge, mark, fees } = await guaranteedBooking();
    late();
    expect((await mark('no_show')).statusCode).toBe(200);
    // The restaurant waits longer now (an hour): the party is not a no-show until 20:00.
    await app.t.database.db
      .update(restaurants)
      .set({ noShowGraceMinutes: 60 })
      .where(eq(restaurants.id, restaurantId));
    const early = await charge();
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'no_show_too_early']);
    expect(await fees()).toEqual([]);
    clock.set(`${DAY}T20:00:00Z`);
    const res = await charge();
    expect(res.statusCode, res.body).toBe(200);
    expect(GuestListEntry.parse(res.json()).payment).toBe('charged');
  });
});
