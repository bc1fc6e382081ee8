import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import da from '../locales/da.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import is from '../locales/is.json';
import nb from '../locales/nb.json';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, normalizeLanguageCode } from './languages';

const ONE_YEAR_IN_MINUTES = 60 * 24 * 365;

/**
 * Builds a configured i18next instance. The app uses the single `i18n` below; tests build fresh
 * ones to check detection against a given address, storage and browser.
 */
export function createI18n() {
  const instance = i18next.createInstance();
  // Registered before init so the detected language reaches <html lang> too (screen readers and
  // hyphenation follow it).
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: {
        en: { translation: en },
        is: { translation: is },
        es: { translation: es },
        nb: { translation: nb },
        da: { translation: da },
      },
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      // Resources are bundled, so the language is known before the first render and nothing
      // flashes in the wrong language.
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'localStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        caches: ['localStorage', 'cookie'],
        cookieMinutes: ONE_YEAR_IN_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: normalizeLanguageCode,
      },
    });
  return instance;
}

export const i18n = createI18n();

/** The language requests are made in and the URL's `lng` shows. */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
}
