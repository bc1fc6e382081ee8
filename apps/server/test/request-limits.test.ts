import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('request bodies and request logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captureLogs: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a body far larger than any booking call needs with 413, before parsing it', async () => {
    // A deeply nested array of about 780 kB: 1 MiB would let it through, and parse it slowly.
    const payload = `{"guid":${'['.repeat(130_000)}${']'.repeat(130_000)}}`.padEnd(780_000, ' ');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(ErrorResponse.parse(res.json()).code).toBe('bad_request');
  });

  it('keeps booking guids out of the request logs', async () => {
    const guid = randomUUID();
    const paths = [
      `/api/web/booking/bookinginfoforconfirmation/${guid}/`,
      `/api/web/booking/v3/bookinginfoforcomplete/${guid}/false`,
      `/api/web/booking/iscancelallowed/${guid}/`,
      `/api/web/booking/paymentlink/${guid}/`,
      `/api/hubs/payment-events/?guid=${guid}&EIO=4&transport=polling`,
    ];
    for (const url of paths) await t.app.inject({ url });
    // The web app's error report names the page it happened on.
    await t.app.inject({
      method: 'POST',
      url: '/api/web/client-errors',
      payload: {
        message: 'm',
        kind: 'non_error',
        url: `/checkout/confirmation?guid=${guid}`,
        release: 'r',
      },
    });
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('bookinginfoforconfirmation');
    expect(logged).not.toContain(guid);
  });
});
