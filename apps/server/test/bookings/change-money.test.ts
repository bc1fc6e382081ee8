import { ChangeResponse } from '@dekka/contracts/booking-change';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { sendDueMessages } from '../../src/message-sources.ts';
import type { OutgoingMail } from '../../src/modules/messages/mail-transport.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cards,
  cardFields,
  createBearer,
  createTestClock,
  ledgerRows,
  paymentClient,
  referenceFromRedirect,
} from '../payments/payment-client.ts';

const clock = createTestClock();
const MINUTE = 60_000;

/** The change request's card, as the manage page sends it (the payment link's shape). */
function changeCard(number: string) {
  return { number, expiryMonth: 12, expiryYear: 2034, cvc: '739' };
}

describe('changes that move money', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { RESERVE_RATE_LIMIT_MAX: '1000', HOLD_LIMIT_PER_IDENTITY: '1000' },
    });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  async function change(body: Record<string, unknown>, key?: string) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/change/',
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return ChangeResponse.parse(res.json());
  }

  /** A confirmed booking at 19:00 on 4 March 2030, paid or guaranteed with an approved card. */
  async function paidBooking(
    rule: 'prepayment' | 'no_show_fee',
    amountPerGuest: number,
    guests = 2,
  ) {
    const { guid } = await client.hold({ rule, amountPerGuest }, guests);
    expect((await client.pay(guid, cardFields(cards.approve))).response).toBe(1);
    return guid;
  }

  async function booking(guid: string) {
    const [row] = await queryRows(
      t.database.db,
      sql`select b.guests, b.status,
        (select count(*) from booking_changes c where c.booking_id = b.id)::int as changes
        from bookings b where b.guid = ${guid}`,
    );
    return row;
  }

  /** The booking's payment ledger: every row, with what it pays for. */
  async function ledger(guid: string) {
    return queryRows(
      t.database.db,
      sql`select p.kind, p.status, p.amount, p.pending_change_id is not null as for_change
        from payments p join bookings b on b.id = p.booking_id
        where b.guid = ${guid} order by p.id`,
    );
  }

  async function receipts(guid: string) {
    return queryRows(
      t.database.db,
      sql`select o.payment_id from outbox_messages o join bookings b on b.id = o.booking_id
        where b.guid = ${guid} and o.kind = 'change_receipt' order by o.id`,
    );
  }

  /** Sends every due message and answers the booking's change receipts among them. */
  async function sentReceipts(guid: string): Promise<OutgoingMail[]> {
    const sent: OutgoingMail[] = [];
    await sendDueMessages({
      db: t.database.db,
      clock,
      logger: createLogger({ logLevel: 'silent' }),
      transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
      publicUrl: 'https://dekka.test',
      domain: 'dekka.test',
    });
    return sent.filter(
      (mail) => mail.subject.startsWith('Receipt for the change') && mail.text.includes(guid),
    );
  }

  /** Money movements at the provider (the sandbox's books), without the verifications. */
  async function providerMoves(guid: string) {
    const rows = await ledgerRows(t.database.db, guid);
    return rows.filter((row) => row.entry !== 'verify');
  }

  it('charges the difference when the party grows, once, with a receipt', async () => {
    const guid = await paidBooking('prepayment', 4900);
    const grow = { guid, dateTime: '2030-03-04T19:00', guests: 3 };

    // First the diner learns what it costs; nothing moves.
    expect(await change(grow, 'grow-1')).toEqual({
      success: false,
      message: 'payment_required',
      money: { kind: 'charge', amount: 4900, currency: 'ISK' },
    });
    expect(await booking(guid)).toMatchObject({ guests: 2, changes: 0 });

    const paid = await change({ ...grow, card: changeCard(cards.approve) }, 'grow-1');
    expect(paid).toEqual({
      success: true,
      message: 'changed',
      money: { kind: 'charge', amount: 4900, currency: 'ISK' },
    });
    expect(await booking(guid)).toMatchObject({ guests: 3, changes: 1 });
    expect(await ledger(guid)).toEqual([
      { kind: 'prepayment', status: 'captured', amount: 9800, for_change: false },
      { kind: 'prepayment', status: 'captured', amount: 4900, for_change: true },
    ]);
    expect(await providerMoves(guid)).toEqual([
      { entry: 'capture', amount: 9800 },
      { entry: 'capture', amount: 4900 },
    ]);
    const [charge] = await queryRows(
      t.database.db,
      sql`select p.id from payments p join bookings b on b.id = p.booking_id
        where b.guid = ${guid} and p.pending_change_id is not null`,
    );
    expect(await receipts(guid)).toEqual([{ payment_id: charge?.id }]);
    const [mail] = await sentReceipts(guid);
    expect(mail?.subject).toBe('Receipt for the change of your booking at Test Bistro');
    expect(mail?.text).toMatch(/Paid\s+ISK\s4,900/);
    expect(mail?.text).toMatch(/Card\s+visa •••• 4242/);

    // The same request again (a retry, a double tap) is the same change: no second charge.
    expect(await change({ ...grow, card: changeCard(cards.approve) }, 'grow-1')).toMatchObject({
      success: true,
      message: 'changed',
    });
    expect(await ledger(guid)).toHaveLength(2);
    expect(await providerMoves(guid)).toHaveLength(2);
    expect(await receipts(guid)).toHaveLength(1);
  });

  it('moves the booking only when the bank approves the 3-D Secure challenge', async () => {
    const guid = await paidBooking('prepayment', 4900);
    const answer = await change(
      { guid, dateTime: '2030-03-04T19:00', guests: 4, card: changeCard(cards.challengeApprove) },
      'grow-3ds',
    );
    expect(answer).toMatchObject({ success: false, message: 'payment_pending' });
    expect(await booking(guid)).toMatchObject({ guests: 2, changes: 0 });

    const reference = referenceFromRedirect(answer.redirect?.redirectHtml ?? null);
    expect((await client.callback(reference, 'approve')).statusCode).toBeLessThan(400);
    expect(await booking(guid)).toMatchObject({ guests: 4, changes: 1 });
    expect(await providerMoves(guid)).toEqual([
      { entry: 'capture', amount: 9800 },
      { entry: 'capture', amount: 9800 },
    ]);
    expect(await receipts(guid)).toHaveLength(1);
    // The bank's callback replayed: settled already, nothing charged again.
    await client.callback(reference, 'approve');
    expect(await providerMoves(guid)).toHaveLength(2);
    expect(await receipts(guid)).toHaveLength(1);
  });

  it('gives the difference back when the party shrinks, and only the rest on cancelling', async () => {
    const guid = await paidBooking('prepayment', 4900, 3);
    expect(await change({ guid, dateTime: '2030-03-04T19:00', guests: 2 }, 'shrink-1')).toEqual({
      success: true,
      message: 'changed',
      money: { kind: 'refund', amount: 4900, currency: 'ISK' },
    });
    expect(await booking(guid)).toMatchObject({ guests: 2, changes: 1 });
    expect(await ledger(guid)).toEqual([
      { kind: 'prepayment', status: 'captured', amount: 14700, for_change: false },
      { kind: 'change_refund', status: 'refunded', amount: 4900, for_change: false },
    ]);
    expect(await providerMoves(guid)).toEqual([
      { entry: 'capture', amount: 14700 },
      { entry: 'refund', amount: 4900 },
    ]);
    expect(await receipts(guid)).toHaveLength(1);
    const [refundMail] = await sentReceipts(guid);
    expect(refundMail?.text).toMatch(/Refunded\s+ISK\s4,900/);

    // Cancelling gives back what is left of the charge, not the whole of it again.
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/web/booking/cancel/${guid}/` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await providerMoves(guid)).toEqual([
      { entry: 'capture', amount: 14700 },
      { entry: 'refund', amount: 4900 },
      { entry: 'refund', amount: 9800 },
    ]);
  });

  it('checks a new card when a no-show guarantee grows', async () => {
    const guid = await paidBooking('no_show_fee', 2000);
    const grow = { guid, dateTime: '2030-03-04T19:00', guests: 4 };
    expect(await change(grow, 'guarantee-1')).toEqual({
      success: false,
      message: 'payment_required',
      money: { kind: 'card_check', amount: 8000, currency: 'ISK' },
    });
    expect(await booking(guid)).toMatchObject({ guests: 2 });
    expect(await change({ ...grow, card: changeCard(cards.approve) }, 'guarantee-1')).toMatchObject(
      { success: true, message: 'changed' },
    );
    expect(await booking(guid)).toMatchObject({ guests: 4, changes: 1 });
    expect(await ledger(guid)).toEqual([
      { kind: 'no_show_guarantee', status: 'verified', amount: 4000, for_change: false },
      { kind: 'no_show_guarantee', status: 'verified', amount: 8000, for_change: true },
    ]);
    // Verified, not charged.
    expect(await providerMoves(guid)).toEqual([]);
    expect(await receipts(guid)).toHaveLength(1);
  });

  it('leaves the booking as it was when the bank declines', async () => {
    const guid = await paidBooking('prepayment', 4900);
    const grow = { guid, dateTime: '2030-03-04T19:00', guests: 3 };
    expect(await change({ ...grow, card: changeCard(cards.decline) }, 'declined-1')).toMatchObject({
      success: false,
      message: 'payment_declined',
    });
    expect(await booking(guid)).toMatchObject({ guests: 2, changes: 0 });

    // Declined at the challenge, too.
    const answer = await change(
      { ...grow, card: changeCard(cards.challengeDecline) },
      'declined-2',
    );
    expect(answer.message).toBe('payment_pending');
    const reference = referenceFromRedirect(answer.redirect?.redirectHtml ?? null);
    await client.callback(reference, 'approve');
    expect(await booking(guid)).toMatchObject({ guests: 2, changes: 0 });
    expect(await providerMoves(guid)).toEqual([{ entry: 'capture', amount: 9800 }]);
    expect(await receipts(guid)).toEqual([]);
    const pending = await queryRows(
      t.database.db,
      sql`select pc.status from pending_changes pc join bookings b on b.id = pc.booking_id
        where b.guid = ${guid} order by pc.id`,
    );
    expect(pending).toEqual([{ status: 'declined' }, { status: 'declined' }]);
  });

  it('leaves the booking as it was when the challenge is abandoned, and gives an approval back', async () => {
    const guid = await paidBooking('prepayment', 4900);
    const grow = { guid, dateTime: '2030-03-04T19:00', guests: 3 };
    const answer = await change({ ...grow, card: changeCard(cards.challengeApprove) }, 'left-1');
    expect(answer.message).toBe('payment_pending');
    // The diner walks away from the bank's page; the change's payment window passes.
    clock.advance(16 * MINUTE);
    const reference = referenceFromRedirect(answer.redirect?.redirectHtml ?? null);
    await client.callback(reference, 'approve');
    expect(await booking(guid)).toMatchObject({ guests: 2, changes: 0, status: 'confirmed' });
    // Approved too late: released at the provider, never captured.
    expect(await providerMoves(guid)).toEqual([
      { entry: 'capture', amount: 9800 },
      { entry: 'void', amount: 0 },
    ]);
    expect(await receipts(guid)).toEqual([]);

    // The diner may try again.
    expect(await change({ ...grow, card: changeCard(cards.approve) }, 'left-2')).toMatchObject({
      success: true,
      message: 'changed',
    });
    expect(await booking(guid)).toMatchObject({ guests: 3, changes: 1 });
  });

  it('charges once when the same change is sent twice at the same time', async () => {
    const guid = await paidBooking('prepayment', 4900);
    const body = { guid, dateTime: '2030-03-04T19:00', guests: 3, card: changeCard(cards.approve) };
    const answers = await Promise.allSettled([
      change(body, 'same-key'),
      change(body, 'same-key'),
      change(body, 'other-key'),
    ]);
    expect(answers.some((a) => a.status === 'fulfilled' && a.value.message === 'changed')).toBe(
      true,
    );
    expect(await booking(guid)).toMatchObject({ guests: 3, changes: 1 });
    expect(await providerMoves(guid)).toEqual([
      { entry: 'capture', amount: 9800 },
      { entry: 'capture', amount: 4900 },
    ]);
    expect(await receipts(guid)).toHaveLength(1);
  });

  it('charges once when a second change is made while the first is at the bank', async () => {
    const guid = await paidBooking('prepayment', 4900);
    const grow = { guid, dateTime: '2030-03-04T19:00', guests: 3 };
    const first = await change({ ...grow, card: changeCard(cards.challengeApprove) }, 'first');
    expect(first.message).toBe('payment_pending');
    // Another tab makes the same change with a card the bank approves at once.
    expect(await change({ ...grow, card: changeCard(cards.approve) }, 'second')).toMatchObject({
      success: true,
      message: 'changed',
    });
    // Then the bank approves the first: it no longer applies, and its money is released.
    await client.callback(referenceFromRedirect(first.redirect?.redirectHtml ?? null), 'approve');
    expect(await booking(guid)).toMatchObject({ guests: 3, changes: 1 });
    expect(await providerMoves(guid)).toEqual([
      { entry: 'capture', amount: 9800 },
      { entry: 'capture', amount: 4900 },
      { entry: 'void', amount: 0 },
    ]);
    expect(await receipts(guid)).toHaveLength(1);
  });
});
