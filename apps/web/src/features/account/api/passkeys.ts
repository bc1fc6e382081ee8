import type { SignedInSession } from '@dekka/contracts/auth';
import type {
  Passkey,
  PasskeyRegisterRequest,
  PasskeySignInRequest,
} from '@dekka/contracts/passkeys';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';

/*
 * Passkeys (docs/product.md, "Accounts"): the server gives a ceremony's options, the browser's
 * passkey dialog answers them, the server checks the answer. The WebAuthn helper is loaded only
 * when a ceremony starts, so no page carries it up front.
 */

/** Whether this browser can make and use passkeys at all (not: whether this person has one). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Signs in with one of the person's passkeys, carrying the current anonymous identity's bookings
 * over as the code sign-in does. Rejects with the browser's error when the dialog is dismissed.
 */
export async function signInWithPasskey(anonymousToken: string): Promise<SignedInSession> {
  const options = await apiCall('passkeySignInOptions', { showsRateLimit: true });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiCall('passkeySignIn', {
    body: { credential: credential as PasskeySignInRequest['credential'] },
    token: anonymousToken,
    showsRateLimit: true,
  });
}

/** Makes a passkey on this device (or a phone or key the browser offers) for the account. */
export async function addPasskey(token: string, name: string): Promise<Passkey> {
  const options = await apiCall('passkeyRegisterOptions', { token, showsRateLimit: true });
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiCall('passkeyRegister', {
    body: { credential: credential as PasskeyRegisterRequest['credential'], name },
    token,
    showsRateLimit: true,
  });
}

export function removePasskey(token: string, passkeyId: string): Promise<{ done: true }> {
  return apiCall('deletePasskey', { token, params: { passkeyId } });
}

export const PASSKEYS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'passkeys'] as const;

/** The signed-in account's passkeys, oldest first. */
export function useMyPasskeys(token: string) {
  return useQuery({
    queryKey: [...PASSKEYS_QUERY_KEY, token],
    queryFn: ({ signal }) => apiCall('myPasskeys', { token, signal }),
  });
}

/**
 * What to call a new passkey so its owner recognises it in the list: the kind of device it was
 * made on. The list also shows when each was added.
 */
export function deviceName(userAgent: string): string {
  const devices: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Macintosh|Mac OS X/, 'Mac'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'Chromebook'],
    [/Linux/, 'Linux'],
  ];
  return devices.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Passkey';
}
