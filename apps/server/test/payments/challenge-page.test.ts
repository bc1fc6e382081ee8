import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
  referenceFromRedirect,
} from './payment-client.ts';

const clock = createTestClock();

describe('the sandbox challenge page', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  let reference: string;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    reference = referenceFromRedirect(
      (await client.pay(guid, cardFields(cards.challengeApprove))).redirectHtml,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['is', 'Staðfestu greiðsluna', 'Samþykkja', 'Hafna', '9.800'],
    ['en', 'Confirm this payment', 'Approve', 'Decline', '9,800'],
    ['es', 'Confirma este pago', 'Aprobar', 'Rechazar', '9800'],
    ['nb', 'Bekreft betalingen', 'Godkjenn', 'Avvis', '9 800'],
    ['da', 'Bekræft betalingen', 'Godkend', 'Afvis', '9.800'],
  ])(
    'speaks %s, with the amount in ISK formatted for the language',
    async (lng, heading, approve, decline, amount) => {
      const res = await client.challengePage(reference, lng);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body.replace(/\u00a0|\u202f/g, ' ');
      expect(html).toContain(`<html lang="${lng}">`);
      expect(html).toContain(heading);
      expect(html).toContain(`>${approve}</button>`);
      expect(html).toContain(`>${decline}</button>`);
      expect(html).toContain(amount);
      expect(html).toContain('•••• 3220');
      expect(html).toContain('action="/api/payments/sandbox/callback"');
    },
  );

  it('runs under the app CSP: no script, frameable by the SPA (and an embedding site)', async () => {
    const res = await client.challengePage(reference, 'en');
    expect(res.body).not.toMatch(/<script/i);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('escapes the merchant name', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 100 });
    await t.database.db.execute(
      // A restaurant name is staff-entered text; it must not become markup on the bank page.
      sql`update restaurants set name = '<img src=x onerror=alert(1)>'
        where id = (select restaurant_id from bookings where guid = ${guid})`,
    );
    const ref = referenceFromRedirect(
      (await client.pay(guid, cardFields(cards.challengeApprove))).redirectHtml,
    );
    const res = await client.challengePage(ref, 'en');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;img');
  });

  it('says "not found" (404) for an unknown payment, and "done" once settled', async () => {
    expect((await client.challengePage('sbx_unknown', 'is')).statusCode).toBe(404);
    await client.callback(reference, 'approve');
    const after = await client.challengePage(reference, 'en');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Payment confirmed');
    expect(after.body).not.toContain('<form');
  });
});
