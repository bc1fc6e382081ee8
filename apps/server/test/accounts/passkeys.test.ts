import { randomUUID } from 'node:crypto';
import {
  MyBookingsResponse,
  MyDataResponse,
  SignedInSession,
  UserCustomer,
} from '@dekka/contracts/auth';
import { ErrorResponse } from '@dekka/contracts/errors';
import { Passkey, PasskeyOptionsResponse, PasskeysResponse } from '@dekka/contracts/passkeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountClient } from './account-client.ts';
import { mailbox } from './mailbox.ts';
import { softwareAuthenticator } from './software-authenticator.ts';

const SITE = 'https://dekka.example';
const clock = createTestClock();
const newAddress = () => `passkey-${randomUUID().slice(0, 8)}@example.com`;

describe('passkeys', () => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;
  const mail = mailbox();

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { PUBLIC_URL: SITE, SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000' },
    });
    client = accountClient(t.app, mail);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, token: string | null, payload: object = {}) =>
    client.inject('POST', url, token, payload);
  const errorCode = (res: { json: () => unknown }) => ErrorResponse.parse(res.json()).code;

  /** Signs in by code and registers a passkey on `authenticator`. */
  async function withPasskey(authenticator = softwareAuthenticator(SITE), email = newAddress()) {
    const token = await client.signIn(email);
    const options = await post('/api/auth/passkey/register-options', token);
    expect(options.statusCode, options.body).toBe(200);
    const credential = authenticator.create(
      options.json() as { challenge: string; user: { id: string } },
    );
    const registered = await post('/api/auth/passkey/register', token, {
      credential,
      name: 'Phone',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    return { token, email, authenticator, passkey: Passkey.parse(registered.json()) };
  }

  async function signInOptions() {
    const res = await post('/api/auth/passkey/sign-in-options', null);
    expect(res.statusCode).toBe(200);
    return PasskeyOptionsResponse.parse(res.json());
  }

  it('registers a passkey for a signed-in account, which then signs in alone', async () => {
    const { email, authenticator, passkey } = await withPasskey();
    expect(passkey).toMatchObject({ name: 'Phone', lastUsedAt: null });

    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'dekka.example', userVerification: 'preferred' });
    const res = await post('/api/auth/passkey/sign-in', null, {
      credential: authenticator.get(options),
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = SignedInSession.parse(res.json());
    expect(session.email).toBe(email);

    const profile = await client.inject('GET', '/api/web/usercustomer', session.token);
    expect(UserCustomer.parse(profile.json()).email).toBe(email);
    const listed = await client.inject('GET', '/api/web/my/passkeys', session.token);
    const [used] = PasskeysResponse.parse(listed.json()).passkeys;
    expect(used?.lastUsedAt).not.toBeNull();
    const data = await client.inject('GET', '/api/web/my/data', session.token);
    expect(MyDataResponse.parse(data.json()).passkeys).toEqual([
      { name: 'Phone', createdAt: passkey.createdAt, lastUsedAt: used?.lastUsedAt },
    ]);

    // The new session is a session like any other: signing it out ends it.
    expect((await post('/api/auth/sign-out', session.token)).statusCode).toBe(200);
    const after = await client.inject('GET', '/api/web/usercustomer', session.token);
    expect(after.statusCode).toBe(401);
  });

  it('accepts each challenge once: a replayed answer is refused', async () => {
    const { authenticator } = await withPasskey();
    const credential = authenticator.get(await signInOptions());
    expect((await post('/api/auth/passkey/sign-in', null, { credential })).statusCode).toBe(200);
    const replay = await post('/api/auth/passkey/sign-in', null, { credential });
    expect(replay.statusCode).toBe(400);
    expect(errorCode(replay)).toBe('passkey_expired');
  });

  it('refuses an answer made for another site, and a challenge Dekka never gave', async () => {
    const { authenticator } = await withPasskey();
    const phished = authenticator.get(await signInOptions(), 'https://dekka-login.example');
    const res = await post('/api/auth/passkey/sign-in', null, { credential: phished });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('passkey_failed');

    const invented = authenticator.get({ challenge: 'bm90LWRla2thcy1jaGFsbGVuZ2U' });
    const forged = await post('/api/auth/passkey/sign-in', null, { credential: invented });
    expect(errorCode(forged)).toBe('passkey_expired');
  });

  it('refuses a passkey Dekka does not know', async () => {
    const stranger = softwareAuthenticator(SITE);
    stranger.create({ challenge: 'eA', user: { id: 'eA' } });
    const res = await post('/api/auth/passkey/sign-in', null, {
      credential: stranger.get(await signInOptions()),
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('passkey_unknown');
  });

  it('registers only for the signed-in account that asked', async () => {
    const anonymous = await client.anonymous();
    const refused = await post('/api/auth/passkey/register-options', anonymous);
    expect(refused.statusCode).toBe(401);
    expect((await post('/api/auth/passkey/register-options', null)).statusCode).toBe(401);

    // One account's registration challenge does not register a key with another account.
    const first = await client.signIn(newAddress());
    const second = await client.signIn(newAddress());
    const options = await post('/api/auth/passkey/register-options', first);
    const credential = softwareAuthenticator(SITE).create(
      options.json() as { challenge: string; user: { id: string } },
    );
    const res = await post('/api/auth/passkey/register', second, { credential, name: 'Laptop' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('passkey_expired');
    const mine = await client.inject('GET', '/api/web/my/passkeys', second);
    expect(PasskeysResponse.parse(mine.json()).passkeys).toEqual([]);
  });

  it('refuses a malformed answer with a clear 400 and changes nothing', async () => {
    const { token } = await withPasskey();
    const res = await post('/api/auth/passkey/register', token, {
      credential: { id: 'not base64url!', type: 'password' },
      name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('validation_failed');
    const listed = await client.inject('GET', '/api/web/my/passkeys', token);
    expect(PasskeysResponse.parse(listed.json()).passkeys).toHaveLength(1);
  });

  it('a removed passkey no longer signs in, and only its owner can remove it', async () => {
    const { token, authenticator, passkey } = await withPasskey();
    const other = await client.signIn(newAddress());
    const url = `/api/web/my/passkeys/${passkey.id}`;
    expect((await client.inject('DELETE', url, other)).statusCode).toBe(404);
    expect((await client.inject('DELETE', url, token)).statusCode).toBe(200);
    const res = await post('/api/auth/passkey/sign-in', null, {
      credential: authenticator.get(await signInOptions()),
    });
    expect(errorCode(res)).toBe('passkey_unknown');
  });

  it('a deleted account’s passkeys go with it', async () => {
    const { token, authenticator } = await withPasskey();
    expect((await client.inject('DELETE', '/api/web/my/account', token)).statusCode).toBe(200);
    const res = await post('/api/auth/passkey/sign-in', null, {
      credential: authenticator.get(await signInOptions()),
    });
    expect(errorCode(res)).toBe('passkey_unknown');
  });

  it('carries an anonymous diner’s hold over to the account, as a code does', async () => {
    const { authenticator } = await withPasskey();
    const anonymous = await client.anonymous();
    const restaurant = await createBookingRestaurant(t.database.db);
    const reserved = await post('/api/web/booking/reserve', anonymous, {
      date: '2030-03-02T19:00',
      guests: 2,
      restaurantId: restaurant.id,
      eventId: null,
      source: 2,
      menus: [],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const { guid } = reserved.json() as { guid: string };

    const res = await post('/api/auth/passkey/sign-in', anonymous, {
      credential: authenticator.get(await signInOptions()),
    });
    const session = SignedInSession.parse(res.json());
    const mine = await client.inject('GET', '/api/web/my/bookings', session.token);
    expect(MyBookingsResponse.parse(mine.json()).upcoming.map((b) => b.guid)).toEqual([guid]);
  });
});
