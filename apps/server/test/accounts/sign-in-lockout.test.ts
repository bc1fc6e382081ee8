import { SignedInSession } from '@dekka/contracts/auth';
import { ErrorResponse } from '@dekka/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { mailbox } from './mailbox.ts';

const OWNER = '203.0.113.7';
const EMAIL = 'owner@example.com';

/**
 * Wrong codes for an address, from many client addresses, must not keep the address's owner
 * out: the per-address limit counts codes asked for, and a code survives five wrong guesses.
 * The real default limits, set explicitly.
 */
describe('sign-in: nobody can lock an address out by guessing wrong', () => {
  let t: TestApp;
  const mail = mailbox();

  beforeAll(async () => {
    t = await buildTestApp({
      clock: createTestClock(),
      mail: mail.transport,
      env: {
        SIGN_IN_RATE_LIMIT_PER_CLIENT: '30',
        SIGN_IN_RATE_LIMIT_PER_ADDRESS: '5',
        SIGN_IN_RATE_LIMIT_WINDOW_MS: '900000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const askCode = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: EMAIL },
      remoteAddress,
    });
  const signIn = (code: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: EMAIL, code },
      remoteAddress,
    });

  it('ten wrong codes from ten clients, then the owner asks for a code and signs in with it', async () => {
    expect((await askCode(OWNER)).statusCode).toBe(200);
    const first = mail.codeFor(EMAIL);
    const wrong = first === '000000' ? '111111' : '000000';

    const refusals = [];
    for (let i = 1; i <= 10; i += 1) {
      const res = await signIn(wrong, `198.51.100.${i}`);
      refusals.push([res.statusCode, ErrorResponse.parse(res.json()).code]);
    }

    const asked = await askCode(OWNER);
    expect(asked.statusCode, asked.body).toBe(200);
    const second = mail.codeFor(EMAIL);
    const res = await signIn(second, OWNER);
    expect(res.statusCode, res.body).toBe(200);
    expect(SignedInSession.parse(res.json()).email).toBe(EMAIL);

    // The guesses were refused as wrong, never as rate-limited, and the code they were made on
    // was spent after five (then gone): guessing stays bounded per code.
    expect(refusals).toEqual([
      ...Array(5).fill([400, 'invalid_code']),
      [400, 'too_many_attempts'],
      ...Array(4).fill([400, 'invalid_code']),
    ]);
    expect((await signIn(first, OWNER)).statusCode).toBe(400);
  });
});
