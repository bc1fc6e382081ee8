import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { embeddedSettings } from '../embedded-settings';

export function getSettings(signal?: AbortSignal): Promise<SiteSettingsResponse> {
  return apiCall('settings', { signal });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(signal),
    initialData: embeddedSettings,
    // Site settings change when staff edit them, not during a visit.
    staleTime: Infinity,
    // After a failure the site runs on FALLBACK_SETTINGS. Without this, every component that
    // reads the settings would refetch them on mount, putting the shell back into its loading
    // state, which unmounts and remounts them: an endless loop.
    retryOnMount: false,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/**
 * What the site runs on when settings cannot be loaded: default theme, Iceland, and no external
 * links. The shell renders with these rather than blocking the whole site on one failed call;
 * the failure is reported by the query cache.
 */
export const FALLBACK_SETTINGS: SiteSettingsResponse = {
  metaTags: { pageTitle: '', shareTitle: '', description: '', imageUrl: '', siteUrl: '' },
  theme: null,
  displayCountry: 'is',
  giftCardUrl: '',
  mailingListFormUrl: '',
  appStoreUrl: '',
  playStoreUrl: '',
  contactEmail: '',
  address: '',
  rwgConversionUrl: null,
  rwgPartnerId: null,
  mapImageUrl: null,
  applePayMerchantId: null,
  // The maps still show their markers; the tiles just never load.
  mapTileUrl: '',
  mapTileAttribution: '',
};

/** For components inside the app shell, which only renders once the settings call has settled. */
export function useSiteSettings(): SiteSettingsResponse {
  return useSettings().data ?? FALLBACK_SETTINGS;
}
