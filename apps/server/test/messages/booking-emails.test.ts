import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema.ts';
import { sendDueMessages, type MailSenderDeps } from '../../src/message-sources.ts';
import { createOutboxRepository } from '../../src/modules/messages/outbox.repository.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
import { senderTo as senderToSink, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClient, completeBody } from '../bookings/booking-client.ts';

const clock = createTestClock();

function calendarText(mail: ParsedMail): string {
  const attachment = mail.attachments.find((a) => a.filename === 'booking.ics');
  if (!attachment) throw new Error('no calendar attached');
  return attachment.content.toString('utf8');
}

function calendarOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((a) => a.filename === 'booking.ics');
  if (!attachment) throw new Error('no calendar attached');
  const component = new ICAL.Component(ICAL.parse(calendarText(mail)));
  const event = component.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { component, event: new ICAL.Event(event), contentType: attachment.contentType };
}

describe('booking e-mails', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  let sink: SmtpSink;

  let database: IsolatedDatabase;

  beforeAll(async () => {
    database = await isolatedDatabase();
    const env = { RESERVE_RATE_LIMIT_MAX: '1000', DATABASE_URL: database.url };
    t = await buildTestApp({ clock, env });
    client = bookingClient(t.app, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });
  afterEach(async () => {
    await sink.close();
  });

  const senderTo = (smtp: SmtpSink, overrides: Partial<MailSenderDeps> = {}) =>
    senderToSink(smtp, { db: t.database.db, clock }, overrides);

  async function book(
    restaurant: { overrides?: Record<string, unknown>; tables?: { min: number; max: number }[] },
    language: string,
    extra: Record<string, unknown> = {},
  ) {
    const r = await createBookingRestaurant(t.database.db, restaurant);
    const { guid } = await client.reserveOk({
      date: '2030-03-03T19:00',
      guests: 2,
      restaurantId: r.id,
      eventId: null,
      source: 2,
      menus: [],
      ...extra,
    });
    if (!guid) throw new Error('reserve failed');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      headers: { 'accept-language': language },
      payload: completeBody(guid, { isWaitingList: extra.isWaitingListWhenFullyBooked === true }),
    });
    expect(res.statusCode).toBe(200);
    return guid;
  }

  it('sends the confirmation once, in the booking’s language, with a calendar file in the restaurant’s zone', async () => {
    sink = await startSmtpSink();
    const guid = await book(
      { overrides: { name: 'Casa Lola', timeZone: 'Europe/Madrid', country: 'es' } },
      'es-ES,es;q=0.9',
    );
    expect(await sendDueMessages(senderTo(sink))).toMatchObject({ sent: 1, failed: 0 });
    // A second round finds nothing left to send.
    expect(await sendDueMessages(senderTo(sink))).toMatchObject({ sent: 0 });
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.subject).toBe('Tu reserva en Casa Lola está confirmada');
    expect(mail.to).toMatchObject({ text: 'gudrun@example.is' });
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@dekka\.test>$/);
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.text).toContain('Número de confirmación');
    expect(mail.text).toContain('Window seat, please');
    expect(mail.text).toContain(`https://dekka.test/booking?guid=${guid}&lng=es`);
    expect(mail.html).toMatch(/<html[^>]* lang="es"/);
    expect(mail.html).toContain('Gestionar la reserva');
    // Cancel free until 24 hours before 19:00 on Sunday 3 March 2030, Madrid time.
    expect(mail.text).toMatch(/hasta 24 horas antes .*sábado, 2 de marzo de 2030 19:00/);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);

    const { component, event, contentType } = calendarOf(mail);
    expect(contentType).toBe('text/calendar');
    expect(component.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Madrid');
    expect(event.startDate.toString()).toBe('2030-03-03T19:00:00');
    expect(event.endDate.toString()).toBe('2030-03-03T21:00:00');
    expect(event.location).toBe('Casa Lola, Laugavegur 1, 101 Reykjavík');
    expect(event.sequence).toBe(0);
    expect(event.uid).toMatch(/^booking-\d+@dekka\.test$/);
    expect(event.component.getFirstPropertyValue('url')).toBe(
      `https://dekka.test/booking?guid=${guid}&lng=es`,
    );
    // The file's own VTIMEZONE makes it absolute: 19:00 in Madrid in March is 18:00 UTC.
    const zone = component.getFirstSubcomponent('vtimezone');
    if (!zone) throw new Error('no VTIMEZONE');
    ICAL.TimezoneService.register(zone);
    const withZone = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendarText(mail))).getFirstSubcomponent('vevent')!,
    );
    expect(withZone.startDate.toJSDate().toISOString()).toBe('2030-03-03T18:00:00.000Z');
    expect(withZone.endDate.toJSDate().toISOString()).toBe('2030-03-03T20:00:00.000Z');
  });

  it('sends the cancellation with METHOD:CANCEL for the same calendar entry', async () => {
    sink = await startSmtpSink();
    const guid = await book({}, 'is');
    const cancel = await client.cancel(guid);
    expect(cancel.json()).toEqual({ success: true, message: 'cancelled' });
    expect(await sendDueMessages(senderTo(sink))).toMatchObject({ sent: 2 });
    const [confirmed, cancelled] = sink.received;
    expect(confirmed?.subject).toBe('Bókun þín á Test Bistro er staðfest');
    expect(cancelled?.subject).toBe('Bókun þinni á Test Bistro hefur verið aflýst');
    expect(cancelled?.text).not.toContain('Sjá bókun');
    const first = calendarOf(confirmed!);
    const second = calendarOf(cancelled!);
    expect(second.component.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(second.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('sends a change as an update of the same calendar entry, then a cancel above it', async () => {
    sink = await startSmtpSink();
    const guid = await book({}, 'es');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/change/',
      payload: { guid, dateTime: '2030-03-03T20:30', guests: 3 },
    });
    expect(change.json()).toEqual({ success: true, message: 'changed' });
    await client.cancel(guid);
    expect(await sendDueMessages(senderTo(sink))).toMatchObject({ sent: 3 });
    const [confirmed, changed, cancelled] = sink.received;
    expect(changed?.subject).toBe('Tu reserva en Test Bistro ha cambiado');
    expect(changed?.text).toContain('20:30');
    const first = calendarOf(confirmed!);
    const update = calendarOf(changed!);
    const cancel = calendarOf(cancelled!);
    expect(update.component.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(update.event.uid).toBe(first.event.uid);
    expect(update.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(update.event.startDate.toJSDate().toISOString()).toBe('2030-03-03T20:30:00.000Z');
    expect(cancel.event.sequence).toBeGreaterThan(update.event.sequence);
  });

  it('tells a waiting-list diner they are on the list, and that they left it', async () => {
    sink = await startSmtpSink();
    const guid = await book({ overrides: { waitingListEnabled: true }, tables: [] }, 'en', {
      isWaitingListWhenFullyBooked: true,
    });
    await client.cancel(guid);
    await sendDueMessages(senderTo(sink));
    expect(sink.received.map((mail) => mail.subject)).toEqual([
      'You are on the waiting list at Test Bistro',
      'You have left the waiting list at Test Bistro',
    ]);
    expect(sink.received[0]?.attachments).toHaveLength(0);
  });

  it('keeps the message when the SMTP server refuses, and delivers it once on a later try', async () => {
    sink = await startSmtpSink({ refuseFirst: 2 });
    await book({}, 'da');
    const retry = { firstDelayMs: 1_000, maxDelayMs: 60_000, maxAttempts: 5 };
    const deps = senderTo(sink, { retry });
    expect(await sendDueMessages(deps)).toMatchObject({ sent: 0, retried: 1 });
    // Not due again until its delay has passed.
    expect(await sendDueMessages(deps)).toMatchObject({ sent: 0, retried: 0 });
    clock.advance(1_000);
    expect(await sendDueMessages(deps)).toMatchObject({ sent: 0, retried: 1 });
    clock.advance(2_000);
    expect(await sendDueMessages(deps)).toMatchObject({ sent: 1 });
    expect(sink.attempts()).toBe(3);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.subject).toBe('Din booking hos Test Bistro er bekræftet');
  });

  it('queues nothing twice: a repeated complete and a repeated cancel add no message', async () => {
    sink = await startSmtpSink();
    const guid = await book({}, 'nb');
    await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      payload: completeBody(guid),
    });
    await client.cancel(guid);
    await client.cancel(guid);
    await sendDueMessages(senderTo(sink));
    expect(sink.received.map((mail) => mail.subject)).toEqual([
      'Bestillingen din hos Test Bistro er bekreftet',
      'Bestillingen din hos Test Bistro er avbestilt',
    ]);
    const [booking] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.guid, guid));
    const rows = await createOutboxRepository(t.database.db).listForBooking(booking!.id);
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['booking_confirmed', 'sent', 1],
      // Queued with the confirmation, dropped by the cancellation.
      ['booking_reminder', 'skipped', 0],
      ['booking_cancelled', 'sent', 1],
    ]);
  });
});
