import type { SignedInSession } from '@dekka/contracts/auth';
import type {
  Passkey,
  PasskeyOptionsResponse,
  PasskeyRegisterRequest,
  PasskeySignInRequest,
} from '@dekka/contracts/passkeys';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Identity } from './auth-tokens.ts';
import type { AuthService } from './auth.service.ts';
import { createPasskeysRepository, type PasskeyRow } from './passkeys.repository.ts';

/** Long enough to find the phone or the security key; the browser gives up at the same time. */
const CEREMONY_TIMEOUT_MS = 5 * 60 * 1000;

const challengeUsed = new AppError(
  'passkey_expired',
  400,
  'The passkey request was used or has expired: try again',
);
const notVerified = new AppError('passkey_failed', 400, 'The passkey could not be verified');
const unknownPasskey = new AppError(
  'passkey_unknown',
  400,
  'This passkey is not registered with Dekka: sign in with a code',
);

export type PasskeyService = ReturnType<typeof createPasskeyService>;

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/**
 * Passkeys (docs/decisions/022-passkeys.md): a signed-in person registers one, and afterwards
 * signs in by it alone. The relying party is Dekka's public address, so a passkey made on one
 * Dekka site works only there.
 */
export function createPasskeyService(deps: {
  db: AppDatabase;
  auth: AuthService;
  clock: Clock;
  publicUrl: string;
}) {
  const { clock } = deps;
  const passkeys = createPasskeysRepository(deps.db);
  const site = new URL(deps.publicUrl);
  const rpID = site.hostname;
  const expectedOrigin = site.origin;

  async function remember(challenge: string, userId: string | null): Promise<void> {
    const now = clock.now();
    await passkeys.saveChallenge(
      challenge,
      userId,
      now,
      new Date(now.getTime() + CEREMONY_TIMEOUT_MS),
    );
  }

  /**
   * Runs one of the library's checks, giving it `expectedChallenge`: the challenge the browser
   * signed must be one we issued to `userId` and nobody has used. The library throws on any wrong
   * answer, and we say whether it was the challenge or the rest.
   */
  async function verified<T extends { verified: boolean }>(
    userId: string | null,
    check: (expectedChallenge: (challenge: string) => Promise<boolean>) => Promise<T>,
  ): Promise<T> {
    let challengeRefused = false;
    let result: T;
    try {
      result = await check(async (challenge) => {
        const taken = await passkeys.takeChallenge(challenge, userId, clock.now());
        challengeRefused = !taken;
        return taken;
      });
    } catch {
      throw challengeRefused ? challengeUsed : notVerified;
    }
    if (!result.verified) throw notVerified;
    return result;
  }

  return {
    async registrationOptions(identity: Identity): Promise<PasskeyOptionsResponse> {
      const email = await passkeys.accountEmail(identity.userId);
      if (!email) throw new AppError('unauthorized', 401, 'Sign in first');
      const existing = await passkeys.listFor(identity.userId);
      const options = await generateRegistrationOptions({
        rpName: 'Dekka',
        rpID,
        userName: email,
        userID: new TextEncoder().encode(identity.userId),
        attestationType: 'none',
        timeout: CEREMONY_TIMEOUT_MS,
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports,
        })),
        // Discoverable, so signing in needs no e-mail address first.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await remember(options.challenge, identity.userId);
      return { ...options };
    },

    async register(identity: Identity, request: PasskeyRegisterRequest): Promise<Passkey> {
      const { registrationInfo } = await verified(identity.userId, (expectedChallenge) =>
        verifyRegistrationResponse({
          response: request.credential,
          expectedChallenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: false,
        }),
      );
      if (!registrationInfo) throw notVerified;
      const { credential } = registrationInfo;
      const added = await passkeys.add({
        userId: identity.userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: registrationInfo.credentialBackedUp,
        name: request.name,
      });
      if (!added) throw new AppError('conflict', 409, 'This passkey is registered already');
      return toPasskey(added);
    },

    async signInOptions(): Promise<PasskeyOptionsResponse> {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        timeout: CEREMONY_TIMEOUT_MS,
      });
      await remember(options.challenge, null);
      return { ...options };
    },

    async signIn(request: PasskeySignInRequest, from: Identity | null): Promise<SignedInSession> {
      const passkey = await passkeys.findByCredential(request.credential.id);
      if (!passkey) throw unknownPasskey;
      const { authenticationInfo } = await verified(null, (expectedChallenge) =>
        verifyAuthenticationResponse({
          response: request.credential,
          expectedChallenge,
          expectedOrigin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        }),
      );
      await passkeys.recordUse(passkey.id, authenticationInfo.newCounter, clock.now());
      return deps.auth.signInAs(passkey.userId, from);
    },

    async list(identity: Identity): Promise<Passkey[]> {
      return (await passkeys.listFor(identity.userId)).map(toPasskey);
    },

    async remove(identity: Identity, passkeyId: string): Promise<void> {
      if (!(await passkeys.remove(identity.userId, passkeyId))) {
        throw new AppError('not_found', 404, 'No such passkey');
      }
    },
  };
}
