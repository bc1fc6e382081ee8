import { randomUUID } from 'node:crypto';
import { AnonymousAuthResponse, UserCustomerResponse } from '@dekka/contracts/auth';
import { ErrorResponse } from '@dekka/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../src/modules/auth/auth-tokens.ts';
import { createUser } from './helpers/factories.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.ts';

const frozen = { now: () => new Date('2030-03-01T12:00:00Z') };

describe('anonymous identity and /api/web/usercustomer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: frozen });
  });
  afterAll(async () => {
    await t.close();
  });

  const userCustomer = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/web/usercustomer/',
      headers: authorization ? { authorization } : {},
    });

  it('issues a token that the API accepts; anonymous identities have no customer profile', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/anonymous' });
    expect(res.statusCode).toBe(200);
    const body = AnonymousAuthResponse.parse(res.json());
    expect(body.isAnonymous).toBe(true);
    expect(body.expiresAt).toBe('2030-03-31T12:00:00.000Z');

    const profile = await userCustomer(`Bearer ${body.token}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toBeNull();
  });

  it('accepts a bodyless POST that still says Content-Type: application/json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/anonymous',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('returns created/updated and the saved details for a signed-in user', async () => {
    const user = await createUser(t.database.db);
    const tokens = createTokenService({ secret: TEST_JWT_SECRET, clock: frozen });
    const { token } = await tokens.issue({ userId: user.id, isAnonymous: false });
    const res = await userCustomer(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(UserCustomerResponse.parse(res.json())).toEqual({
      created: user.createdAt.toISOString(),
      updated: user.updatedAt.toISOString(),
      email: user.email,
      firstName: null,
      lastName: null,
      phone: null,
      phoneRegion: null,
      language: null,
      allowDineoutEmails: false,
      allowRestaurantEmails: false,
    });
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'Bearer not.a.jwt'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 with %s', async (_case, authorization) => {
    const res = await userCustomer(authorization);
    expect(res.statusCode).toBe(401);
    expect(ErrorResponse.parse(res.json())).toMatchObject({
      code: 'unauthorized',
      requestId: res.headers['x-request-id'],
    });
  });

  it('answers 401 for a token signed with another secret, or expired, or for a deleted user', async () => {
    const forged = createTokenService({ secret: 'x'.repeat(40), clock: frozen });
    const old = createTokenService({
      secret: TEST_JWT_SECRET,
      clock: { now: () => new Date('2029-01-01T00:00:00Z') },
    });
    const current = createTokenService({ secret: TEST_JWT_SECRET, clock: frozen });
    const user = await createUser(t.database.db);
    const tokens = [
      (await forged.issue({ userId: user.id, isAnonymous: false })).token,
      (await old.issue({ userId: user.id, isAnonymous: false })).token,
      (await current.issue({ userId: randomUUID(), isAnonymous: true })).token,
    ];
    for (const token of tokens) {
      const res = await userCustomer(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
    }
  });
});
