import { AnonymousAuthResponse, SignedInSession } from '@dekka/contracts/auth';
import { expect } from 'vitest';
import type { App } from '../../src/app-types.ts';
import type { mailbox } from './mailbox.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API as one person would: with a bearer token or none, in a language, signing in
 * with the code read from the captured e-mail.
 */
export function accountClient(app: App, mail: ReturnType<typeof mailbox>) {
  const inject = (
    method: Method,
    url: string,
    token: string | null,
    payload?: object,
    language = 'en',
  ) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: {
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  return {
    inject,

    /** A fresh anonymous identity's token. */
    async anonymous(): Promise<string> {
      return AnonymousAuthResponse.parse((await inject('POST', '/api/auth/anonymous', null)).json())
        .token;
    },

    /** Signs in by e-mail code; `from`, an anonymous token, hands its bookings to the account. */
    async signIn(email: string, from: string | null = null): Promise<string> {
      await inject('POST', '/api/auth/email-code', null, { email });
      const res = await inject('POST', '/api/auth/sign-in', from, {
        email,
        code: mail.codeFor(email),
      });
      expect(res.statusCode, res.body).toBe(200);
      return SignedInSession.parse(res.json()).token;
    },
  };
}
