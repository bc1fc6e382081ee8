import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { languageForCountry } from '@dekka/contracts/languages';
import { DEFAULT_LANGUAGE } from '../../lib/languages';
import { applyMetaTags } from '../../lib/meta-tags';
import { applyTheme, resolveTheme } from '../../lib/theme';

/**
 * Puts the site settings into effect: theme colours, meta tags, and a language the display
 * country offers. Layout effects, so the first painted frame already has the right colours and
 * language.
 */
export function useApplySettings(settings: SiteSettingsResponse | undefined): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;

  useLayoutEffect(() => {
    if (!settings) return;
    applyTheme(resolveTheme(settings.theme));
    applyMetaTags(settings.metaTags);
  }, [settings]);

  useLayoutEffect(() => {
    if (!settings) return;
    // A Spanish visitor landing on the Icelandic site gets Icelandic; English is always offered.
    const offered = languageForCountry(language, settings.displayCountry);
    if (offered !== language) void i18n.changeLanguage(offered);
  }, [settings, language, i18n]);
}
