import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  languageForCountry,
  normalizeLanguageCode,
  pathLanguage,
} from '@dekka/contracts/languages';
import type { Language } from '@dekka/contracts/languages';
import type { DisplayCountry } from '@dekka/contracts/settings';
import type { FastifyRequest } from 'fastify';

/**
 * The web app downloads the visitor's language as chunks of its own: the shell's strings before
 * its first render, the pages' strings with the first page past home (docs/decisions/009 and
 * 018). Found only once the app's code has run, they would cost a round trip of their
 * own on every first visit; the server, which knows the visitor's language as well as the app
 * will, names them in the page so the browser fetches them beside the app's code.
 */
export type LocaleChunks = Partial<Record<Language, { shell?: string; pages?: string }>>;

const LOCALE_KEY = /^virtual:locale\/([a-z]+)\/(shell|pages)$/;

/** This build's locale chunks, from Vite's manifest; none when the build has no manifest. */
export async function readLocaleChunks(webDistDir: string): Promise<LocaleChunks> {
  let manifest: Record<string, { file?: string }>;
  try {
    const text = await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8');
    manifest = JSON.parse(text) as Record<string, { file?: string }>;
  } catch {
    return {};
  }
  const chunks: LocaleChunks = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = LOCALE_KEY.exec(key);
    const language = match?.[1];
    const part = match?.[2] as 'shell' | 'pages' | undefined;
    if (!language || !part || !isLanguage(language) || !chunk.file) continue;
    (chunks[language] ??= {})[part] = `/${chunk.file}`;
  }
  return chunks;
}

const LANGUAGE_COOKIE = /(?:^|;\s*)i18next=([^;]*)/;

function cookieLanguage(request: FastifyRequest): string | null {
  const value = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** 'is-IS,is;q=0.9,en;q=0.8' → ['is-IS', 'is', 'en'], in the order the browser prefers them. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '').split(',').map((entry) => entry.split(';', 1)[0]?.trim() ?? '');
}

/**
 * The language the web app will show this visit in, found as its detector finds it: the address
 * (a language its path names, as the nearby page's does, then `lng`), then the language
 * remembered from an earlier visit (its cookie mirrors local storage), then the browser's
 * languages; then narrowed to the languages the display country offers. A visitor none of whose
 * languages Dekka ships (German, say) gets English, the default and fallback, not the display
 * country's language: the app reads the `<html lang>` written here as its last candidate, so
 * the page's language is the app's too (docs/decisions/062-what-the-pages-say.md).
 */
export function visitLanguage(request: FastifyRequest, country: DisplayCountry): Language {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const path = request.url.includes('?')
    ? request.url.slice(0, request.url.indexOf('?'))
    : request.url;
  const candidates = [
    pathLanguage(path),
    new URLSearchParams(query).get('lng'),
    cookieLanguage(request),
    ...acceptedLanguages(request.headers['accept-language']),
  ];
  const detected = candidates
    .filter((code): code is string => typeof code === 'string' && code !== '')
    .map(normalizeLanguageCode)
    .find(isLanguage);
  return languageForCountry(detected ?? DEFAULT_LANGUAGE, country);
}

/**
 * index.html for a visit in `language`: `<html lang>` set (read before any script runs), and the
 * language's shell strings preloaded, plus the pages' strings when the visit starts on a page
 * other than home.
 */
export function localizeIndex(
  indexHtml: string,
  language: Language,
  chunks: LocaleChunks,
  withPages: boolean,
): string {
  const files = [chunks[language]?.shell, withPages ? chunks[language]?.pages : undefined];
  const links = files
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('\n    ');
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'));
}

/** Every variant of index.html, made once at start-up: a page load only picks one. */
export function localizedIndexes(
  indexHtml: string,
  chunks: LocaleChunks,
): Record<Language, { home: string; page: string }> {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      {
        home: localizeIndex(indexHtml, language, chunks, false),
        page: localizeIndex(indexHtml, language, chunks, true),
      },
    ]),
  ) as Record<Language, { home: string; page: string }>;
}
