import type { DisplayCountry } from './settings.ts';

// Plain values and functions, no zod: the web app imports them on every page.

/** The five languages the product ships. */
export const SUPPORTED_LANGUAGES = ['en', 'is', 'es', 'nb', 'da'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The default and the fallback: what a visitor gets when no language of theirs is shipped. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language a display country is run in; its visitors can always switch to English. */
export const COUNTRY_LANGUAGE: Record<DisplayCountry, Language> = {
  is: 'is',
  es: 'es',
  no: 'nb',
  dk: 'da',
};

// Old links and some browsers use country codes or the Norwegian macrolanguage for the language.
const ALIASES: Record<string, Language> = { dk: 'da', no: 'nb', nn: 'nb' };

export function isLanguage(value: string): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/**
 * Maps what a query string, browser, header or storage reports onto our language codes:
 * 'dk' → 'da', 'no' / 'nb-NO' → 'nb', 'en-US' → 'en', 'IS' → 'is'. Unknown codes come back
 * lower-cased so the caller can skip them and try the next candidate.
 */
export function normalizeLanguageCode(code: string): string {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return ALIASES[base] ?? base;
}

const NEARBY_PATH = /^\/nearby\/[^/]+\/[^/]+\/[^/]+\/(?:[^/]+\/)?([^/]+)\/?$/;

/**
 * The language an address names in its path: the nearby page's
 * `/nearby/{lat}/{lon}/{take}/{isHarpa?}/{language}` (docs/product.md, "Nearby"). It counts as
 * `lng` does, before it; null for any other path.
 */
export function pathLanguage(pathname: string): string | null {
  return NEARBY_PATH.exec(pathname)?.[1] ?? null;
}

/** The country's own language first, then English (docs/product.md, "Who it is for"). */
export function offeredLanguages(country: DisplayCountry): Language[] {
  return [COUNTRY_LANGUAGE[country], 'en'];
}

/** Keeps an offered language; anything else switches to the display country's own language. */
export function languageForCountry(current: string, country: DisplayCountry): Language {
  const normalized = normalizeLanguageCode(current);
  return (
    offeredLanguages(country).find((language) => language === normalized) ??
    COUNTRY_LANGUAGE[country]
  );
}
