import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendDueMessages } from '../../src/message-sources.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
import { senderTo as senderToSink, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
} from '../payments/payment-client.ts';
import { completeBody } from '../bookings/booking-client.ts';

const START = '2030-03-01T12:00:00Z';
const clock = createTestClock(START);
const HOUR_MS = 3_600_000;

describe('reminder e-mails', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  let sink: SmtpSink;
  let database: IsolatedDatabase;

  beforeAll(async () => {
    database = await isolatedDatabase();
    t = await buildTestApp({
      clock,
      env: { RESERVE_RATE_LIMIT_MAX: '1000', DATABASE_URL: database.url },
    });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });
  afterEach(async () => {
    await sink.close();
    clock.set(START);
  });

  const senderTo = (smtp: SmtpSink) => senderToSink(smtp, { db: t.database.db, clock });

  /** A confirmed booking at `date` (Reykjavík is UTC), booked in `language`. */
  async function book(
    date: string,
    restaurant: { reminderHoursBefore?: number } = {},
    language = 'en',
  ) {
    const r = await createBookingRestaurant(t.database.db, { overrides: restaurant });
    const { guid } = await client.reserveOk({ date, guests: 2, restaurantId: r.id, source: 2 });
    if (!guid) throw new Error('reserve failed');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      headers: { 'accept-language': language },
      payload: completeBody(guid),
    });
    expect(res.statusCode).toBe(200);
    return guid;
  }

  const subjects = () => sink.received.map((mail) => mail.subject);

  it('sends one reminder a day ahead, in the booking’s language, and nothing before', async () => {
    sink = await startSmtpSink();
    await book('2030-03-04T19:00', {}, 'is');
    const deps = senderTo(sink);
    await sendDueMessages(deps);
    expect(subjects()).toEqual(['Bókun þín á Test Bistro er staðfest']);
    clock.set('2030-03-03T18:59:00Z');
    await sendDueMessages(deps);
    expect(sink.received).toHaveLength(1);
    clock.set('2030-03-03T19:00:00Z');
    await sendDueMessages(deps);
    await sendDueMessages(deps);
    expect(subjects()).toEqual([
      'Bókun þín á Test Bistro er staðfest',
      'Áminning: bókun þín á Test Bistro',
    ]);
    const reminder = sink.received[1];
    expect(reminder?.text).toMatch(/Sjáumst fljótlega/i);
    expect(reminder?.text).toMatch(/guid=[0-9a-f-]{36}&lng=is/);
    expect(reminder?.attachments).toHaveLength(0);
  });

  it('sends none for a booking made inside the window, and none when the restaurant sends none', async () => {
    sink = await startSmtpSink();
    await book('2030-03-02T11:00');
    await book('2030-03-05T19:00', { reminderHoursBefore: 0 });
    clock.set('2030-03-05T18:00:00Z');
    await sendDueMessages(senderTo(sink));
    expect(subjects().filter((subject) => subject?.startsWith('Reminder'))).toEqual([]);
  });

  it('follows the restaurant’s own hours, and sends nothing for a cancelled booking', async () => {
    sink = await startSmtpSink();
    await book('2030-03-04T19:00', { reminderHoursBefore: 3 });
    const cancelled = await book('2030-03-04T19:00');
    await client.cancel(cancelled);
    clock.set('2030-03-04T15:59:00Z');
    await sendDueMessages(senderTo(sink));
    expect(subjects().filter((subject) => subject?.startsWith('Reminder'))).toEqual([]);
    clock.set('2030-03-04T16:00:00Z');
    await sendDueMessages(senderTo(sink));
    expect(subjects().filter((subject) => subject?.startsWith('Reminder'))).toEqual([
      'Reminder: your booking at Test Bistro',
    ]);
  });

  it('moves the reminder with the booking when it is changed', async () => {
    sink = await startSmtpSink();
    const guid = await book('2030-03-04T19:00');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/change/',
      payload: { guid, dateTime: '2030-03-06T12:00', guests: 2 },
    });
    expect(change.json()).toMatchObject({ success: true });
    clock.set('2030-03-03T19:00:00Z');
    await sendDueMessages(senderTo(sink));
    expect(subjects().filter((subject) => subject?.startsWith('Reminder'))).toEqual([]);
    clock.set(new Date(Date.parse('2030-03-06T12:00:00Z') - 24 * HOUR_MS).toISOString());
    await sendDueMessages(senderTo(sink));
    expect(subjects().filter((subject) => subject?.startsWith('Reminder'))).toHaveLength(1);
  });

  it('reminds a prepaid booking confirmed by its payment', async () => {
    sink = await startSmtpSink();
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 }, 2);
    await client.pay(guid, cardFields(cards.approve));
    clock.set('2030-03-03T19:00:00Z');
    await sendDueMessages(senderTo(sink));
    expect(subjects()).toContain('Reminder: your booking at Test Bistro');
  });
});
