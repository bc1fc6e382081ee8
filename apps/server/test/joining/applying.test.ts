import { ErrorResponse } from '@dekka/contracts/errors';
import { JoinCitiesResponse } from '@dekka/contracts/joining';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantApplications } from '../../src/db/schema.ts';
import { joiningApp, type JoiningApp } from './joining-fixture.ts';

// A restaurant applies on /join: the contract's rules answered as 400s naming the fields, the
// application stored as pending with the form's language, an acknowledgement e-mailed in it,
// nothing personal in the logs, and a limit on how often one address may apply.

describe('POST /api/web/join', () => {
  let j: JoiningApp;
  beforeAll(async () => {
    // Logs captured, so the test can read that no applicant's data reached them.
    j = await joiningApp({ LOG_LEVEL: 'info', JOIN_RATE_LIMIT_MAX: '100' });
  });
  afterAll(async () => {
    await j.close();
  });

  async function refusedFields(body: object): Promise<string[]> {
    const res = await j.apply(body);
    expect(res.statusCode, res.body).toBe(400);
    const error = ErrorResponse.parse(res.json());
    expect(error.code).toBe('validation_failed');
    return [...(error.fields ?? [])].sort();
  }

  it('lists the cities by country, each city in its own', async () => {
    const res = await j.t.app.inject({ url: '/api/web/join/cities' });
    const { countries } = JoinCitiesResponse.parse(res.json());
    expect(countries.map((c) => c.country)).toEqual(['is', 'es', 'no', 'dk']);
    const names = (country: string) =>
      countries.find((c) => c.country === country)?.cities.map((city) => city.name);
    expect(names('is')).toEqual(expect.arrayContaining(['Reykjavík', 'Akureyri']));
    expect(names('no')).toEqual(['Oslo']);
    expect(names('dk')).toEqual(['København']);
    expect(names('es')).toEqual(['Madrid']);
  });

  it('names every missing or malformed field (the website and the message may be left out)', async () => {
    expect(await refusedFields({})).toEqual([
      'address',
      'cityId',
      'contactName',
      'country',
      'email',
      'phone',
      'restaurantName',
    ]);
    const valid = await j.applicationBody();
    expect(
      await refusedFields({
        ...valid,
        restaurantName: '   ',
        email: 'not-an-address',
        phone: 'call us',
        country: 'se',
      }),
    ).toEqual(['country', 'email', 'phone', 'restaurantName']);
    // Only http and https: a script address is refused, not stored and linked.
    expect(await refusedFields({ ...valid, website: 'javascript:alert(1)' })).toEqual(['website']);
    expect(await refusedFields({ ...valid, message: 'x'.repeat(2001) })).toEqual(['message']);
  });

  it('refuses a city of another country, naming the city', async () => {
    const oslo = await j.cityIn('no', 'Oslo');
    expect(await refusedFields({ ...(await j.applicationBody()), cityId: oslo.id })).toEqual([
      'cityId',
    ]);
    expect(await refusedFields({ ...(await j.applicationBody()), cityId: 999_999 })).toEqual([
      'cityId',
    ]);
  });

  it('stores a pending application and e-mails the applicant in the form’s language', async () => {
    const body = await j.applicationBody({
      email: '  Sigga@Example.IS ',
      website: '',
      message: '',
    });
    const sentBefore = j.mail.sent.length;
    const res = await j.apply(body, 'is');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const rows = await j.t.database.db
      .select()
      .from(restaurantApplications)
      .where(eq(restaurantApplications.email, 'sigga@example.is'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      restaurantName: body.restaurantName,
      contactName: 'Sigríður Jónsdóttir',
      phone: '+354 555 1234',
      country: 'is',
      cityId: body.cityId,
      address: body.address,
      website: '',
      message: '',
      language: 'is',
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      restaurantId: null,
    });
    expect(rows[0]?.createdAt.toISOString()).toBe(j.clock.now().toISOString());

    const acknowledgement = j.mail.sent.slice(sentBefore);
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]).toMatchObject({ to: 'sigga@example.is' });
    expect(acknowledgement[0]?.subject).toBe('Við höfum fengið umsóknina þína um aðild að Dekku');
    expect(acknowledgement[0]?.html).toContain('Takk fyrir, Sigríður Jónsdóttir');
    expect(acknowledgement[0]?.text).toContain(body.restaurantName);
  });

  it('writes nothing of the applicant to the logs', async () => {
    const body = await j.applicationBody({ contactName: 'Þórdís Loggvörn' });
    expect((await j.apply(body)).statusCode).toBe(200);
    expect((await j.apply({ ...body, phone: 'no phone' })).statusCode).toBe(400);
    const logged = JSON.stringify(j.t.logs);
    expect(logged).toContain('restaurant application received');
    for (const personal of [body.email, body.contactName, body.phone, body.address]) {
      expect(logged).not.toContain(personal);
    }
  });
});

describe('the application limit', () => {
  let j: JoiningApp;
  beforeAll(async () => {
    j = await joiningApp({ JOIN_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await j.close();
  });

  it('answers 429 with Retry-After once one address has applied as often as allowed', async () => {
    for (let n = 0; n < 3; n += 1) {
      expect((await j.apply(await j.applicationBody())).statusCode).toBe(200);
    }
    const refused = await j.apply(await j.applicationBody());
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponse.parse(refused.json()).code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await j.t.database.db.$count(restaurantApplications)).toBe(3);
  });
});
