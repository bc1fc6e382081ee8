import type { AnonymousAuthResponse } from '@dekka/contracts/auth';
import { apiRequest, checkedByServer } from '../api-client';

/** POST /api/auth/anonymous: a new anonymous identity and its bearer token. */
export function createAnonymousSession(): Promise<AnonymousAuthResponse> {
  return apiRequest('/auth/anonymous', {
    method: 'POST',
    schema: checkedByServer<AnonymousAuthResponse>(),
  });
}
