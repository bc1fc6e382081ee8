import { randomUUID } from 'node:crypto';
import {
  AnonymousAuthResponse,
  MyBookingsResponse,
  SignedInSession,
  UserCustomer,
} from '@dekka/contracts/auth';
import { ErrorResponse } from '@dekka/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { mailbox } from './mailbox.ts';

const clock = createTestClock();

const newAddress = () => `diner-${randomUUID().slice(0, 8)}@example.com`;

describe('sign-in with an e-mailed code', () => {
  let t: TestApp;
  const mail = mailbox();

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      captureLogs: true,
      env: { SIGN_IN_RATE_LIMIT_PER_ADDRESS: '8', RESERVE_RATE_LIMIT_MAX: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const askCode = (email: string, language = 'en') =>
    post('/api/auth/email-code', { email }, { 'accept-language': language });
  const signIn = (email: string, code: string, headers: Record<string, string> = {}) =>
    post('/api/auth/sign-in', { email, code }, headers);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function signedIn(email = newAddress()): Promise<SignedInSession> {
    expect((await askCode(email)).statusCode).toBe(200);
    const res = await signIn(email, mail.codeFor(email));
    expect(res.statusCode).toBe(200);
    return SignedInSession.parse(res.json());
  }

  it('e-mails a code in the visitor’s language, and the code opens a session', async () => {
    const email = newAddress();
    const asked = await askCode(email.toUpperCase(), 'is-IS');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ expiresInSeconds: 600 });
    const sent = mail.sent.at(-1);
    expect(sent?.to).toBe(email);
    expect(sent?.subject).toMatch(/^\d{6} er innskráningarkóðinn þinn hjá Dekku$/);
    expect(sent?.text).toContain(mail.codeFor(email));
    expect(sent?.fileStem).not.toContain('example.com');

    const res = await signIn(email, mail.codeFor(email));
    expect(res.statusCode).toBe(200);
    const session = SignedInSession.parse(res.json());
    expect(session.email).toBe(email);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/web/usercustomer/',
      headers: bearer(session.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(UserCustomer.parse(profile.json()).email).toBe(email);
  });

  it('keeps the code hashed, and neither the code nor the address reaches the logs', async () => {
    const email = newAddress();
    await askCode(email);
    const code = mail.codeFor(email);
    const rows = await queryRows(
      t.database.db,
      sql`select value from auth_verifications where identifier like ${`%${email}`}`,
    );
    expect(rows).toHaveLength(1);
    expect(String(rows[0]?.value)).not.toContain(code);
    await signIn(email, code);
    const logged = JSON.stringify(t.logs);
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(email);
  });

  it('refuses a wrong code, then a used one, and an expired one', async () => {
    const email = newAddress();
    await askCode(email);
    const code = mail.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await signIn(email, wrong);
    expect(bad.statusCode).toBe(400);
    expect(ErrorResponse.parse(bad.json()).code).toBe('invalid_code');
    // A wrong guess does not spend the code.
    expect((await signIn(email, code)).statusCode).toBe(200);
    const reused = await signIn(email, code);
    expect(reused.statusCode).toBe(400);
    expect(ErrorResponse.parse(reused.json()).code).toBe('invalid_code');

    await askCode(email);
    await t.database.db.execute(
      sql`update auth_verifications set expires_at = now() - interval '1 second'
          where identifier like ${`%${email}`}`,
    );
    const expired = await signIn(email, mail.codeFor(email));
    expect(expired.statusCode).toBe(400);
    expect(ErrorResponse.parse(expired.json()).code).toBe('code_expired');
  });

  it('throws a code away after five wrong guesses', async () => {
    const email = newAddress();
    await askCode(email);
    const code = mail.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, wrong)).statusCode).toBe(400);
    const sixth = await signIn(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(ErrorResponse.parse(sixth.json()).code).toBe('too_many_attempts');
  });

  it('a new code replaces the one before it', async () => {
    const email = newAddress();
    await askCode(email);
    const first = mail.codeFor(email);
    await askCode(email);
    const second = mail.codeFor(email);
    if (first !== second) expect((await signIn(email, first)).statusCode).toBe(400);
    expect((await signIn(email, second)).statusCode).toBe(200);
  });

  it('limits codes asked for per address, whatever the client; the last code still works', async () => {
    const email = newAddress();
    const answers = [];
    for (let i = 0; i < 9; i += 1) answers.push((await askCode(email)).statusCode);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(answers[8]).toBe(429);
    const limited = await askCode(email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up by this one.
    expect((await askCode(newAddress())).statusCode).toBe(200);
    // Trying a code is limited by the code itself (five wrong guesses), not by this limit.
    const code = mail.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(ErrorResponse.parse((await signIn(email, wrong)).json()).code).toBe('invalid_code');
    expect((await signIn(email, code)).statusCode).toBe(200);
  });

  it('refuses malformed input with a 400 and sends nothing', async () => {
    const before = mail.sent.length;
    for (const payload of [{ email: 'not-an-address' }, { email: '' }, {}]) {
      expect((await post('/api/auth/email-code', payload)).statusCode).toBe(400);
    }
    expect((await signIn(newAddress(), '12345')).statusCode).toBe(400);
    expect((await signIn(newAddress(), 'abcdef')).statusCode).toBe(400);
    expect(mail.sent.length).toBe(before);
  });

  it('carries an anonymous diner’s hold over to the account', async () => {
    const anonymous = AnonymousAuthResponse.parse((await post('/api/auth/anonymous', {})).json());
    const restaurant = await createBookingRestaurant(t.database.db);
    const reserved = await post(
      '/api/web/booking/reserve',
      {
        date: '2030-03-02T19:00',
        guests: 2,
        restaurantId: restaurant.id,
        eventId: null,
        source: 2,
        menus: [],
        isWaitingListWhenFullyBooked: false,
        isWaitingList: false,
      },
      bearer(anonymous.token),
    );
    expect(reserved.statusCode, reserved.body).toBe(200);
    const { guid } = reserved.json() as { guid: string };

    const email = newAddress();
    await askCode(email);
    const res = await signIn(email, mail.codeFor(email), bearer(anonymous.token));
    const session = SignedInSession.parse(res.json());

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/web/my/bookings/',
      headers: bearer(session.token),
    });
    expect(mine.statusCode).toBe(200);
    const list = MyBookingsResponse.parse(mine.json());
    expect(list.upcoming.map((b) => [b.guid, b.status, b.dateTime])).toEqual([
      [guid, 'held', '2030-03-02T19:00'],
    ]);
    expect(list.past).toEqual([]);
  });

  it('remembers the diner’s details, only for a signed-in account', async () => {
    const session = await signedIn();
    const details = {
      firstName: 'Anna',
      lastName: 'Jónsdóttir',
      phone: '+354 5551234',
      phoneRegion: 'IS',
      language: 'is',
      allowDineoutEmails: true,
      allowRestaurantEmails: false,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/web/usercustomer',
      payload: details,
      headers: bearer(session.token),
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/web/usercustomer/',
      headers: bearer(session.token),
    });
    expect(UserCustomer.parse(read.json())).toMatchObject({ ...details, email: session.email });

    const anonymous = AnonymousAuthResponse.parse((await post('/api/auth/anonymous', {})).json());
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/web/usercustomer',
      payload: details,
      headers: bearer(anonymous.token),
    });
    expect(refused.statusCode).toBe(401);
    const badRegion = await t.app.inject({
      method: 'PUT',
      url: '/api/web/usercustomer',
      payload: { ...details, phoneRegion: 'Iceland' },
      headers: bearer(session.token),
    });
    expect(badRegion.statusCode).toBe(400);
  });

  it('signs one device out, or every device, at once', async () => {
    const email = newAddress();
    const phone = await signedIn(email);
    const laptop = await signedIn(email);
    const profileWith = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/web/usercustomer/', headers: bearer(token) });

    const out = await post('/api/auth/sign-out', {}, bearer(phone.token));
    expect(out.statusCode).toBe(200);
    expect((await profileWith(phone.token)).statusCode).toBe(401);
    expect((await profileWith(laptop.token)).statusCode).toBe(200);

    const tablet = await signedIn(email);
    await post('/api/auth/sign-out', { everywhere: true }, bearer(tablet.token));
    expect((await profileWith(laptop.token)).statusCode).toBe(401);
    expect((await profileWith(tablet.token)).statusCode).toBe(401);
  });

  it('refuses a session token that is not signed by the server', async () => {
    const session = await signedIn();
    const [raw] = session.token.split('.');
    const forged = `${raw}.${'A'.repeat(43)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/web/usercustomer/',
      headers: bearer(forged),
    });
    expect(res.statusCode).toBe(401);
  });
});
