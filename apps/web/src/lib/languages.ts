import { DEFAULT_LANGUAGE as SHARED_DEFAULT, type Language } from '@dekka/contracts/languages';

// The languages, their codes and which a display country offers are shared with the server
// (@dekka/contracts/languages), which picks the same language for the page it sends.

/**
 * English is the default and the fallback, on the server as here. A constant of its own, not an
 * `export … from`, which made the bundler split the shared code into many small chunks (062).
 */
export const DEFAULT_LANGUAGE: Language = SHARED_DEFAULT;

/**
 * Each language in its own name. These are endonyms, so they are deliberately not translated:
 * a Danish visitor stuck on the Icelandic site must still recognise "Dansk".
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  is: 'Íslenska',
  en: 'English',
  es: 'Español',
  nb: 'Norsk bokmål',
  da: 'Dansk',
};
