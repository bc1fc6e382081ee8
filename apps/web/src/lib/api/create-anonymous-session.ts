import { AnonymousAuthResponse } from '@dekka/contracts/auth';
import { apiRequest } from '../api-client';

/** POST /api/auth/anonymous: a new anonymous identity and its bearer token. */
export function createAnonymousSession(): Promise<AnonymousAuthResponse> {
  return apiRequest('/auth/anonymous', { method: 'POST', schema: AnonymousAuthResponse });
}
