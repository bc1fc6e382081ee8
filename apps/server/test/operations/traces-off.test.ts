import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Where @opentelemetry/api keeps what an SDK registers (its global tracer provider, etc.). */
const OTEL_GLOBAL = Symbol.for('opentelemetry.js.api.1');

describe('traces without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captureLogs: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('registers nothing and puts no trace id on the request log line', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(Reflect.get(globalThis, OTEL_GLOBAL)).toBeUndefined();
    const line = t.logs.find((entry) => entry.msg === 'request completed');
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('trace_id');
  });
});
