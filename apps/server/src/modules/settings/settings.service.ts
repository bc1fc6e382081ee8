import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import type { Config } from '../../config.ts';
import { localBaseUrl } from '../../public-url.ts';
import { defaultMetaTags } from './default-settings.ts';
import type { SettingsRepository, StoredSiteSettings } from './settings.repository.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(deps: {
  settings: SettingsRepository;
  config: Pick<Config, 'site' | 'host' | 'port'>;
}) {
  async function stored(): Promise<StoredSiteSettings> {
    // Start-up seeds the row; should someone delete it, the defaults keep the site usable.
    return (
      (await deps.settings.get()) ?? {
        metaTags: defaultMetaTags(localBaseUrl(deps.config.host, deps.config.port)),
        theme: null,
      }
    );
  }

  return {
    stored,

    /** Stored meta tags and theme, plus the deployment's links and contact details from config. */
    async getSiteSettings(): Promise<SiteSettingsResponse> {
      const { metaTags, theme } = await stored();
      return { metaTags, theme, ...deps.config.site };
    },
  };
}
