import type { AnonymousAuthResponse } from '@dekka/contracts/auth';
import { apiCall } from '../api-client';

/** POST /api/auth/anonymous: a new anonymous identity and its bearer token. */
export function createAnonymousSession(): Promise<AnonymousAuthResponse> {
  return apiCall('anonymousSession', {});
}
