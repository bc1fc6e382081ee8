import { apiCall } from '../../../lib/api-client';

/** POST /api/auth/sign-out: this device, or every device of the account at once. */
export function signOut(token: string, everywhere: boolean): Promise<{ signedOut: true }> {
  return apiCall('signOut', { body: { everywhere }, token });
}
