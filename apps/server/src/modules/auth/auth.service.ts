import type {
  AnonymousAuthResponse,
  EmailCodeResponse,
  SignedInSession,
} from '@dekka/contracts/auth';
import { isAPIError } from 'better-auth/api';
import { makeSignature } from 'better-auth/crypto';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { Language } from '../../languages.ts';
import { SIGN_IN_CODE_LIFETIME_S, type Accounts } from './accounts.ts';
import type { Identity, TokenService } from './auth-tokens.ts';

export type AuthService = ReturnType<typeof createAuthService>;

/** The library's code errors → ours; anything else is not the visitor's doing. */
const CODE_ERRORS = {
  INVALID_OTP: new AppError('invalid_code', 400, 'The code is not right'),
  OTP_EXPIRED: new AppError('code_expired', 400, 'The code has expired: ask for a new one'),
  TOO_MANY_ATTEMPTS: new AppError(
    'too_many_attempts',
    400,
    'The code was tried too many times: ask for a new one',
  ),
} as const;

function codeError(error: unknown): AppError | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code in CODE_ERRORS
    ? CODE_ERRORS[code as keyof typeof CODE_ERRORS]
    : null;
}

function bearerHeaders(token: string): Headers {
  return new Headers({ authorization: `Bearer ${token}` });
}

/**
 * What signing in needs of the people table: the users module's service, handed in by app.ts,
 * so that auth, which every module's identity comes from, imports no module above it.
 */
type People = {
  createAnonymous(now: Date): Promise<{ id: string }>;
  moveBookings(fromUserId: string, toUserId: string): Promise<unknown>;
};

export function createAuthService(deps: {
  users: People;
  tokens: TokenService;
  accounts: Accounts;
  clock: Clock;
}) {
  const { accounts } = deps;

  /** A new session's answer; the visitor's anonymous identity hands its bookings to the account. */
  async function enterSession(token: string, from: Identity | null): Promise<SignedInSession> {
    const session = await accounts.api.getSession({ headers: bearerHeaders(token) });
    if (!session) throw new Error('a new session could not be read back');
    if (from?.isAnonymous) await deps.users.moveBookings(from.userId, session.user.id);
    return {
      token,
      userId: session.user.id,
      isAnonymous: false,
      email: session.user.email,
      expiresAt: session.session.expiresAt.toISOString(),
    };
  }

  return {
    /** The product's identity service: every visitor gets an anonymous identity of their own. */
    async signInAnonymously(): Promise<AnonymousAuthResponse> {
      const user = await deps.users.createAnonymous(deps.clock.now());
      const { token, expiresAt } = await deps.tokens.issue({ userId: user.id, isAnonymous: true });
      return { token, userId: user.id, isAnonymous: true, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Sends a one-time code to `email`, in `language`. An address without an account gets one
     * too (signing in creates the account), so the answer never tells whether an address is known.
     */
    async sendCode(email: string, language: Language): Promise<EmailCodeResponse> {
      try {
        await accounts.api.sendVerificationOTP({
          body: { email, type: 'sign-in' },
          headers: new Headers({ 'accept-language': language }),
        });
      } catch {
        // The sender has logged why (without the address); the visitor can try again.
        throw new AppError('service_unavailable', 503, 'The e-mail could not be sent');
      }
      return { expiresInSeconds: SIGN_IN_CODE_LIFETIME_S };
    },

    /**
     * Checks the code and opens a session. The visitor's anonymous identity, when the request
     * proves one, hands its bookings and holds to the account.
     */
    async signIn(email: string, code: string, from: Identity | null): Promise<SignedInSession> {
      let signedIn;
      try {
        signedIn = await accounts.api.signInEmailOTP({
          body: { email, otp: code },
          returnHeaders: true,
        });
      } catch (error) {
        throw codeError(error) ?? error;
      }
      const token = signedIn.headers.get('set-auth-token');
      if (!token) throw new Error('sign-in opened no session');
      return enterSession(token, from);
    },

    /**
     * Opens a session for an account whose holder proved themselves another way (a passkey), in
     * the same signed form the code sign-in gives, and carries `from`'s bookings over likewise.
     */
    async signInAs(userId: string, from: Identity | null): Promise<SignedInSession> {
      const context = await accounts.$context;
      const session = await context.internalAdapter.createSession(userId);
      const signature = await makeSignature(session.token, context.secret);
      return enterSession(encodeURIComponent(`${session.token}.${signature}`), from);
    },

    /** The signed-in identity a session token proves, or null when it is unknown or expired. */
    async verifySessionToken(token: string): Promise<Identity | null> {
      const session = await accounts.api.getSession({ headers: bearerHeaders(token) });
      return session ? { userId: session.user.id, isAnonymous: false, sessionToken: token } : null;
    },

    /** Ends this device's session, or every session of its account. */
    async signOut(identity: Identity, everywhere: boolean): Promise<void> {
      if (!identity.sessionToken) return;
      const headers = bearerHeaders(identity.sessionToken);
      if (everywhere) await accounts.api.revokeSessions({ headers });
      else await accounts.api.signOut({ headers });
    },
  };
}
