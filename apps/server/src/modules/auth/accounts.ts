import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, emailOTP } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client.ts';
import { authAccounts, authSessions, authVerifications, users } from '../../db/schema.ts';

/** A code works for ten minutes: long enough to find the e-mail on a phone, short enough to guess. */
export const SIGN_IN_CODE_LIFETIME_S = 10 * 60;
/** Wrong guesses one code survives before it is thrown away and a new one must be asked for. */
export const SIGN_IN_CODE_ATTEMPTS = 5;
/** A signed-in device stays signed in this long after its last use (each day of use extends it). */
const SESSION_LIFETIME_S = 30 * 24 * 60 * 60;

export type SignInCodeMail = { email: string; code: string; language: string };

export type AccountsDeps = {
  db: AppDatabase;
  /** Signs session tokens; the same secret as the anonymous bearer tokens. */
  secret: string;
  publicUrl: string;
  /** Sends the one-time code; it throws when the mail could not be handed over. */
  sendSignInCode: (mail: SignInCodeMail) => Promise<void>;
  logger: FastifyBaseLogger;
};

/**
 * The account library (docs/decisions/020-accounts.md), configured for Dekka: users live in the
 * `users` table beside anonymous identities, sign-in is by a one-time e-mail code (stored hashed),
 * and a session's bearer token is signed, so knowing a row of auth_sessions is not enough to use
 * it. Dekka calls the library's server API from its own routes (contracts, rate limits and error
 * codes stay ours); the library's own HTTP handler is not mounted.
 */
export function createAccounts(deps: AccountsDeps) {
  return betterAuth({
    appName: 'Dekka',
    baseURL: deps.publicUrl,
    secret: deps.secret,
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    user: { modelName: 'user' },
    session: { expiresIn: SESSION_LIFETIME_S, updateAge: 24 * 60 * 60 },
    emailAndPassword: { enabled: false },
    advanced: { database: { generateId: () => randomUUID() } },
    telemetry: { enabled: false },
    // The library's messages may quote an address; ours never do, and debug lines are dropped.
    logger: {
      level: 'error',
      log: (_level, message) => deps.logger.error({ source: 'accounts' }, message.slice(0, 200)),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: SIGN_IN_CODE_LIFETIME_S,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        async sendVerificationOTP({ email, otp }, ctx) {
          const language = ctx?.headers?.get('accept-language') ?? 'en';
          await deps.sendSignInCode({ email, code: otp, language });
        },
      }),
      bearer({ requireSignature: true }),
    ],
  });
}

export type Accounts = ReturnType<typeof createAccounts>;
