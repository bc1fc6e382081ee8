import { int, z } from './zod.ts';

/*
 * Passkeys (docs/decisions/022-passkeys.md). The ceremonies' options and answers are WebAuthn's
 * own JSON forms (what @simplewebauthn/browser takes and gives); the server checks every field
 * that matters cryptographically, so these schemas only bound sizes and shapes.
 */

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'base64url');

/** The options a browser's navigator.credentials call takes, as JSON; opaque to the web app. */
export const PasskeyOptionsResponse = z.looseObject({ challenge: base64url(128) });
export type PasskeyOptionsResponse = z.infer<typeof PasskeyOptionsResponse>;

const CredentialBase = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** POST /api/auth/passkey/register (signed in): the new credential, and what to call it. */
export const PasskeyRegisterRequest = z.object({
  credential: z.object({
    ...CredentialBase,
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(16_384),
      authenticatorData: base64url(8192).optional(),
      publicKey: base64url(2048).optional(),
      publicKeyAlgorithm: int().optional(),
      transports: z
        .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
        .max(7)
        .optional(),
    }),
  }),
  name: z.string().trim().min(1).max(60),
});
export type PasskeyRegisterRequest = z.infer<typeof PasskeyRegisterRequest>;

/**
 * POST /api/auth/passkey/sign-in: the signed challenge. Sent with an anonymous bearer token, that
 * identity's bookings move to the account, as with a code.
 */
export const PasskeySignInRequest = z.object({
  credential: z.object({
    ...CredentialBase,
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(8192),
      signature: base64url(1024),
      userHandle: base64url(256).optional(),
    }),
  }),
});
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequest>;

/** A registered passkey as its owner sees it on the account page. */
export const Passkey = z.object({
  id: z.string().uuid(),
  name: z.string(),
  createdAt: z.string().datetime(),
  lastUsedAt: z.string().datetime().nullable(),
  /** Synced across the person's devices (true) or living on one authenticator. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

/** GET /api/web/my/passkeys (signed in). */
export const PasskeysResponse = z.object({ passkeys: z.array(Passkey) });
export type PasskeysResponse = z.infer<typeof PasskeysResponse>;

export const PasskeyIdParams = z.object({ passkeyId: z.string().uuid() });
