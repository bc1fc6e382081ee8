import i18next from 'i18next';
import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createLanguageDetector } from './language-detector';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  normalizeLanguageCode,
} from './languages';
import type { Language } from './languages';

type Strings = () => Promise<{ default: ResourceKey }>;

/**
 * Each language's strings come in two chunks (apps/web/locale-parts.ts), fetched when first
 * used: the shell's (header, footer, home, search, errors) with the first render, and the
 * pages' (restaurant, booking flow) with the first lazily loaded page. A visitor downloads one
 * language, and the home page only its part: docs/decisions/009.
 */
const SHELL: Record<Language, Strings> = {
  en: () => import('virtual:locale/en/shell'),
  is: () => import('virtual:locale/is/shell'),
  es: () => import('virtual:locale/es/shell'),
  nb: () => import('virtual:locale/nb/shell'),
  da: () => import('virtual:locale/da/shell'),
};
const PAGES: Record<Language, Strings> = {
  en: () => import('virtual:locale/en/pages'),
  is: () => import('virtual:locale/is/pages'),
  es: () => import('virtual:locale/es/pages'),
  nb: () => import('virtual:locale/nb/pages'),
  da: () => import('virtual:locale/da/pages'),
};

function initialized(instance: I18n): Promise<void> {
  return new Promise((resolve) => {
    // i18next marks itself initialized once the first language's strings are in.
    if (instance.isInitialized) resolve();
    else instance.on('initialized', () => resolve());
  });
}

/** The backend of one i18next instance, and how to ask it for the pages' strings too. */
function localeChunks() {
  // Once a page needed them, every language loaded later (a language switch) brings both parts.
  let pagesWanted = false;
  const withPages = new Set<Language>();

  async function read(language: Language): Promise<ResourceKey> {
    const wanted = pagesWanted;
    const parts = await Promise.all([SHELL[language](), ...(wanted ? [PAGES[language]()] : [])]);
    if (wanted) withPages.add(language);
    return Object.assign({}, ...parts.map((part) => part.default));
  }

  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      if (!isLanguage(language)) {
        callback(new Error(`No strings for language ${language}`), null);
        return;
      }
      read(language).then(
        (strings) => callback(null, strings),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };

  async function loadPageStrings(instance: I18n): Promise<void> {
    pagesWanted = true;
    // The router loads the first page while the visitor's language may still be on its way.
    await initialized(instance);
    const language = instance.resolvedLanguage ?? DEFAULT_LANGUAGE;
    if (!isLanguage(language) || withPages.has(language)) return;
    const pages = await PAGES[language]();
    instance.addResourceBundle(language, 'translation', pages.default, true, true);
    withPages.add(language);
  }

  return { backend, loadPageStrings };
}

/**
 * Builds a configured i18next instance. The app uses the single `i18n` below; tests build fresh
 * ones to check detection against a given address, storage and browser.
 */
export function createI18n() {
  const instance = i18next.createInstance();
  const chunks = localeChunks();
  // Registered before init so the detected language reaches <html lang> too (screen readers and
  // hyphenation follow it).
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance
    .use(chunks.backend)
    .use(createLanguageDetector(normalizeLanguageCode))
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // English for languages we do not ship. Ours fall back to nothing: every locale file is
      // complete (locales/locale-parity.test.ts), so English would never be read, and listing
      // it would download it alongside.
      fallbackLng: (code) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
      load: 'currentOnly',
      // main.tsx renders once `i18nReady` resolves, so nothing flashes in the wrong language.
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  return {
    instance,
    /** Adds the lazily loaded pages' strings; a page's route awaits it with the page's code. */
    loadPageStrings: () => chunks.loadPageStrings(instance),
  };
}

const app = createI18n();
export const i18n = app.instance;
export const loadPageStrings = app.loadPageStrings;

/** Resolves once the detected language's strings have arrived; main.tsx renders after it. */
export const i18nReady: Promise<void> = initialized(i18n);

/** The language requests are made in and the URL's `lng` shows. */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
}
