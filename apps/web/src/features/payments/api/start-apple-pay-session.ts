import { apiCall } from '../../../lib/api-client';

/** Apple Pay's merchant validation for a held booking, through our server and its provider. */
export async function startApplePaySession(guid: string, validationUrl: string): Promise<unknown> {
  const { merchantSession } = await apiCall('applePaySession', { body: { guid, validationUrl } });
  return merchantSession;
}
