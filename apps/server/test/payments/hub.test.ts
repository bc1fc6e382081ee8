import { PaymentStatusResponse } from '@dekka/contracts/payments';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { connectHub, connected } from './hub-client.ts';
import {
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
  referenceFromRedirect,
} from './payment-client.ts';

const clock = createTestClock();

describe('the payment event hub (socket.io, room per guid)', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  let baseUrl: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await t.close();
  });

  function hub(guid: string, transports?: ('websocket' | 'polling')[]) {
    const connection = connectHub(baseUrl, guid, transports);
    sockets.push(connection.socket);
    return connection;
  }

  async function challenge(number: string = cards.challengeApprove) {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    const result = await client.pay(guid, cardFields(number));
    return { guid, reference: referenceFromRedirect(result.redirectHtml) };
  }

  it.each([
    ['WebSocket', ['websocket'] as const],
    ['long polling only', ['polling'] as const],
  ])('delivers the PaymentEvent for the guid over %s', async (_name, transports) => {
    const { guid, reference } = await challenge();
    const mine = hub(guid, [...transports]);
    const bystander = hub(crypto.randomUUID(), [...transports]);
    await Promise.all([connected(mine.socket), connected(bystander.socket)]);
    expect(mine.socket.io.engine.transport.name).toBe(transports[0]);
    await client.callback(reference, 'approve');
    const event = await mine.next();
    expect(event).toMatchObject({ type: 5, title: guid });
    expect(Date.parse(event.sentDate)).toBe(clock.now().getTime());
    expect(bystander.events).toEqual([]);
  });

  it('sends a failure event (Warning, message key as title) when the payment is declined', async () => {
    const { guid, reference } = await challenge(cards.challengeDecline);
    const mine = hub(guid);
    await connected(mine.socket);
    await client.callback(reference, 'approve');
    expect(await mine.next()).toMatchObject({ type: 4, title: 'payment_declined' });
  });

  it('replays the latest stored event to a client that connects after it was raised', async () => {
    const { guid, reference } = await challenge();
    await client.callback(reference, 'approve');
    const late = hub(guid, ['polling']);
    const event = await late.next();
    expect(event).toMatchObject({ type: 5, title: guid });
    // ...and the status endpoint a reconnecting client asks agrees with it.
    const res = await t.app.inject({ url: `/api/web/booking/paymentstatus/${guid}/` });
    expect(PaymentStatusResponse.parse(res.json())).toEqual({
      status: 'succeeded',
      latestEvent: event,
    });
  });

  it('a client that reconnects gets the event it missed while disconnected', async () => {
    const { guid, reference } = await challenge();
    const first = hub(guid);
    await connected(first.socket);
    first.socket.disconnect();
    await client.callback(reference, 'approve');
    const again = hub(guid);
    expect(await again.next()).toMatchObject({ type: 5, title: guid });
  });

  it("does not replay an earlier attempt's failure while a new attempt is under way", async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    const first = await client.pay(guid, cardFields(cards.challengeDecline));
    await client.callback(referenceFromRedirect(first.redirectHtml), 'approve');
    const second = await client.pay(guid, cardFields(cards.challengeApprove));
    const reconnected = hub(guid);
    await connected(reconnected.socket);
    const status = await t.app.inject({ url: `/api/web/booking/paymentstatus/${guid}/` });
    expect(status.json()).toEqual({ status: 'pending', latestEvent: null });
    expect(reconnected.events).toEqual([]);
    await client.callback(referenceFromRedirect(second.redirectHtml), 'approve');
    expect(await reconnected.next()).toMatchObject({ type: 5, title: guid });
  });

  it('keeps the keepalive at 15 s and the timeout at 30 s (ping interval + ping timeout)', async () => {
    const { socket } = hub(crypto.randomUUID(), ['polling']);
    await connected(socket);
    const engine: unknown = socket.io.engine;
    expect(engine).toMatchObject({ _pingInterval: 15_000, _pingTimeout: 15_000 });
  });

  it('refuses a connection without a valid guid', async () => {
    const { socket } = hub('not-a-guid', ['polling']);
    const reason = await new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });

  it('answers status none for a booking without payments', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    const res = await t.app.inject({ url: `/api/web/booking/paymentstatus/${guid}/` });
    expect(res.json()).toEqual({ status: 'none', latestEvent: null });
  });
});
