import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryEventBus,
  observePublished,
} from '../../src/modules/payments/payment-event-bus.ts';
import { countPaymentOutcome, createMetrics } from '../../src/plugins/metrics.ts';
import { serveMetrics } from '../../src/plugins/metrics-server.ts';
import { bookingClient, completeBody } from '../bookings/booking-client.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { samples, type Sample } from '../helpers/prometheus-text.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const clock = createTestClock();

describe('metrics', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return { text: res.body, samples: samples(res.body) };
  };

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      // One process: on PostgreSQL the default is a cluster, whose workers a token alone can't add up.
      env: {
        METRICS_TOKEN: TOKEN,
        CLUSTER_WORKERS: '1',
        RESERVE_RATE_LIMIT_MAX: '1000',
        RATE_LIMIT_MAX: '1000',
      },
    });
    client = bookingClient(t.app, await createBearer(t.database.db, clock));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('are not served without the token, nor by default', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.body).not.toContain('http_request_duration_seconds');
    } finally {
      await plain.close();
    }
  }, 120_000);

  it('count booking steps and label requests by route template, with no id or personal data', async () => {
    const r = await createBookingRestaurant(t.database.db);
    const reserveBody = {
      date: '2030-03-03T19:00',
      guests: 2,
      restaurantId: r.id,
      eventId: null,
      source: 2,
      menus: [],
    };
    const { guid } = await client.reserveOk(reserveBody);
    if (!guid) throw new Error('reserve failed');
    expect((await client.complete(completeBody(guid))).statusCode).toBe(200);
    expect((await client.cancel(guid)).statusCode).toBe(200);
    // Unknown addresses of every shape are one label value, not one each.
    for (let i = 0; i < 20; i += 1) {
      await t.app.inject({ method: 'GET', url: `/api/no-such-route/${i}/${guid}` });
    }

    const { text, samples: all } = await scrape();
    // Nothing the diner sent or that names a row: guid, name, e-mail, phone, restaurant id.
    for (const secret of [guid, 'gudrun', 'Guðrún', '555 1234', `/${r.id}`]) {
      expect(text).not.toContain(secret);
    }
    const bookings = all.filter((s) => s.name === 'dekka_bookings_total');
    expect(Object.fromEntries(bookings.map((s) => [s.labels.event, s.value]))).toEqual({
      reserved: 1,
      completed: 1,
      cancelled: 1,
    });
    const requests = all.filter((s) => s.name === 'http_request_duration_seconds_count');
    const routes = new Set(requests.map((s) => s.labels.route));
    expect(routes).toContain('/api/web/booking/cancel/:guid');
    // Every route label is a template (parameters by name) or "unmatched": never a value.
    for (const route of routes) {
      expect(route).not.toMatch(/\/\d+(\/|$)|[0-9a-f]{8}-[0-9a-f]{4}/);
    }
    // Twenty different unknown addresses did not make twenty label values.
    expect([...routes].filter((route) => route?.includes('no-such-route'))).toEqual([]);
    expect(routes.size).toBeLessThan(20);
  });

  it('lists every metric the operations guide names, with only its fixed labels', async () => {
    const { samples: all } = await scrape();
    const labelsOf = new Map<string, Set<string>>();
    for (const sample of all) {
      const base = sample.name.replace(/_(bucket|sum|count)$/, '');
      const keys = labelsOf.get(base) ?? new Set<string>();
      for (const key of Object.keys(sample.labels)) if (key !== 'le') keys.add(key);
      labelsOf.set(base, keys);
    }
    const expected: Record<string, string[]> = {
      http_request_duration_seconds: ['method', 'route', 'status_code'],
      dekka_bookings_total: ['event'],
      dekka_holds_live: [],
      dekka_outbox_queued: [],
      dekka_outbox_oldest_age_seconds: [],
      dekka_availability_index_dirty: [],
      dekka_hub_connections: [],
      process_cpu_seconds_total: [],
    };
    for (const [name, labels] of Object.entries(expected)) {
      expect([...(labelsOf.get(name) ?? ['(missing)'])].sort(), name).toEqual(labels.sort());
    }
    // A table held and not yet completed counts once. (On PostgreSQL the database is shared with
    // the files before this one, so the count is compared with itself, not with zero.)
    const live = (list: Sample[]) => list.find((s) => s.name === 'dekka_holds_live')?.value;
    const before = live(all);
    expect(before).toBeGreaterThanOrEqual(0);
    const r = await createBookingRestaurant(t.database.db);
    await client.reserveOk({
      date: '2030-03-04T19:00',
      guests: 2,
      restaurantId: r.id,
      eventId: null,
      source: 2,
      menus: [],
    });
    expect(live((await scrape()).samples)).toBe((before ?? 0) + 1);
  });

  it('count payment outcomes where they are published, by outcome only', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const bus = observePublished(createMemoryEventBus(), (event) =>
      countPaymentOutcome(metrics, event.title),
    );
    const event = (type: 4 | 5, title: string) => ({
      type,
      id: crypto.randomUUID(),
      title,
      sentDate: new Date().toISOString(),
    });
    const guid = crypto.randomUUID();
    await bus.publish(guid, event(5, guid));
    await bus.publish(guid, event(4, 'payment_declined'));
    const text = await metrics.registry.metrics();
    expect(text).toContain('dekka_payment_events_total{outcome="succeeded"} 1');
    expect(text).toContain('dekka_payment_events_total{outcome="payment_declined"} 1');
    expect(text).not.toContain(guid);
  });

  it('on METRICS_PORT: served on their own listener, asking for the token when one is set', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.rateLimited.inc({ route: '/api/web/booking/reserve' });
    const server = await serveMetrics({
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
      contentType: metrics.registry.contentType,
      read: () => metrics.registry.metrics(),
    });
    try {
      const url = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      expect(
        (await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(
        'dekka_rate_limit_refusals_total{route="/api/web/booking/reserve"} 1',
      );
    } finally {
      await server.close();
    }
  });
});
