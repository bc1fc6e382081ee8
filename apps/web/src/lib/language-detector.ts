import { pathLanguage } from '@dekka/contracts/languages';

const QUERY_PARAMETER = 'lng';
// The names i18next and its detector used: returning visitors keep their language, and the
// server reads the cookie. They stay although the library is gone.
const STORAGE_KEY = 'i18nextLng';
const COOKIE_NAME = 'i18next';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function fromAddress(): string[] {
  const named = pathLanguage(window.location.pathname);
  const value = new URLSearchParams(window.location.search).get(QUERY_PARAMETER);
  return [named, value].filter((code): code is string => Boolean(code));
}

function fromStorage(): string[] {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value ? [value] : [];
  } catch {
    // Storage blocked (private modes, strict iframes): the other sources still count.
    return [];
  }
}

function fromHtml(): string[] {
  const value = document.documentElement.lang;
  return value ? [value] : [];
}

/**
 * The visitor's language, candidates in order of authority: the address (a language its path
 * names, as the nearby page's does, then `lng`), the language chosen on an earlier visit
 * (localStorage), the browser's languages, then `<html lang>`.
 * lib/i18n.ts takes the first one we ship. Remembered in localStorage and a year-long cookie,
 * which the server reads for the pages it renders. Replaces i18next-browser-languagedetector: the
 * same order and storage names in a fraction of its size, for the home page's bundle budget
 * (docs/decisions/009).
 */
export function createLanguageDetector(normalize: (code: string) => string) {
  return {
    detect(): string[] {
      const browser = [...(window.navigator.languages ?? []), window.navigator.language];
      return [...fromAddress(), ...fromStorage(), ...browser, ...fromHtml()]
        .filter((code): code is string => typeof code === 'string' && code !== '')
        .map(normalize);
    },
    cacheUserLanguage(language: string): void {
      try {
        window.localStorage.setItem(STORAGE_KEY, language);
      } catch {
        // See fromStorage.
      }
      document.cookie = `${COOKIE_NAME}=${encodeURIComponent(language)}; max-age=${ONE_YEAR_SECONDS}; path=/; samesite=lax`;
    },
  };
}
