import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import type { Config } from '../../config.ts';
import type { AppDatabase } from '../../db/client.ts';
import { localBaseUrl } from '../../public-url.ts';
import { defaultMetaTags } from './default-settings.ts';
import { createSettingsRepository, type StoredSiteSettings } from './settings.repository.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(deps: {
  db: AppDatabase;
  config: Pick<Config, 'site' | 'host' | 'port'>;
}) {
  const settings = createSettingsRepository(deps.db);
  async function stored(): Promise<StoredSiteSettings> {
    // Start-up seeds the row; should someone delete it, the defaults keep the site usable.
    return (
      (await settings.get()) ?? {
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
