import type en from '../locales/en.json';
import { reportError } from './error-reporting';
import { createLanguageDetector } from './language-detector';
import { isLanguage, languageForCountry, normalizeLanguageCode } from '@dekka/contracts/languages';
import type { Language } from '@dekka/contracts/languages';
import { embeddedSettings } from './embedded-settings';
import { pluralCategory } from './plural';
import { DEFAULT_LANGUAGE } from './languages';
import { renderContext } from './render-context';

/**
 * The app's translations: a small stand-in for i18next, with only what the code and the locale
 * files use (docs/decisions/009, the bundle budget). `t(key, values)` looks a dotted key up in the
 * current language's strings, picks the plural form from `values.count` and fills `{{name}}`
 * placeholders, unescaped (React escapes what it renders). A missing key comes back as the key.
 */

/** A locale file, or part of one: nested objects whose leaves are strings. */
interface Strings {
  [key: string]: string | Strings;
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `x_one` and `x_other` are asked for as `t('x', { count })`. */
type PluralBase<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : never;

/** Every key of the English strings, the reference: a key missing from them is a compile error. */
export type TranslationKey = Leaves<typeof en> | PluralBase<Leaves<typeof en>>;
/** `{{name}}` values; `count` also picks the plural form. */
type Values = { count?: number } & Record<string, unknown>;
type TFunction = (key: TranslationKey, values?: Values) => string;

type StringsChunk = () => Promise<{ default: Strings }>;

/**
 * Each language's strings come in five chunks (apps/web/locale-parts.ts), fetched when first
 * used: the shell's (header, footer, home, search, errors) with the first render, the pages'
 * (restaurant, booking flow) with the first lazily loaded page, the extra pages' (sign-in, My
 * bookings, terms, survey, style guide, payment link, nearby) with the first of those, the
 * staff's (workspace, team, guest list) with the first staff page, and the food ordering's with
 * the first ordering page. A visitor downloads one language, and each page only the parts it
 * shows: docs/decisions/009.
 */
const SHELL: Record<Language, StringsChunk> = {
  en: () => import('virtual:locale/en/shell'),
  is: () => import('virtual:locale/is/shell'),
  es: () => import('virtual:locale/es/shell'),
  nb: () => import('virtual:locale/nb/shell'),
  da: () => import('virtual:locale/da/shell'),
};
const PAGES: Record<Language, StringsChunk> = {
  en: () => import('virtual:locale/en/pages'),
  is: () => import('virtual:locale/is/pages'),
  es: () => import('virtual:locale/es/pages'),
  nb: () => import('virtual:locale/nb/pages'),
  da: () => import('virtual:locale/da/pages'),
};
const EXTRA: Record<Language, StringsChunk> = {
  en: () => import('virtual:locale/en/extra'),
  is: () => import('virtual:locale/is/extra'),
  es: () => import('virtual:locale/es/extra'),
  nb: () => import('virtual:locale/nb/extra'),
  da: () => import('virtual:locale/da/extra'),
};
const STAFF: Record<Language, StringsChunk> = {
  en: () => import('virtual:locale/en/staff'),
  is: () => import('virtual:locale/is/staff'),
  es: () => import('virtual:locale/es/staff'),
  nb: () => import('virtual:locale/nb/staff'),
  da: () => import('virtual:locale/da/staff'),
};
const ORDER: Record<Language, StringsChunk> = {
  en: () => import('virtual:locale/en/order'),
  is: () => import('virtual:locale/is/order'),
  es: () => import('virtual:locale/es/order'),
  nb: () => import('virtual:locale/nb/order'),
  da: () => import('virtual:locale/da/order'),
};
/** The parts beyond the shell's, each loaded once a page wants it. */
const LAZY_PARTS = { pages: PAGES, extra: EXTRA, staff: STAFF, order: ORDER };
type LazyPart = keyof typeof LAZY_PARTS;

/** Copies `source` into `target`, so the chunks' objects, shared by every instance, stay as they are. */
function merge(target: Strings, source: Strings): void {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') {
      target[key] = value;
    } else {
      const existing = target[key];
      merge(typeof existing === 'object' ? existing : (target[key] = {}), value);
    }
  }
}

function lookup(strings: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const segment of key.split('.')) {
    node = typeof node === 'object' ? node[segment] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function translate(strings: Strings | undefined, language: string, key: string, values?: Values) {
  const count = values?.count;
  // As i18next: `x_zero` (if the strings have one) for 0, then the language's form, then `x`.
  const candidates =
    typeof count === 'number'
      ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(language, count)}`, key]
      : [key];
  for (const candidate of candidates) {
    const text = lookup(strings, candidate);
    if (text === undefined) continue;
    // A value passed as undefined or null leaves nothing; a value not passed at all leaves the
    // placeholder, so the gap shows.
    return text.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) =>
      values && Object.hasOwn(values, name) ? String(values[name] ?? '') : placeholder,
    );
  }
  return key;
}

/** Picks the language to use: the first candidate we ship, English if none. */
function supported(candidates: string[]): Language {
  return candidates.map(normalizeLanguageCode).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The detected language, narrowed to those the site's display country offers when the page
 * carries the site settings (always, when our server sent it): the first render is then already
 * in the language the site will use, and the server preloads the same language's strings
 * (apps/server plugins/spa-language.ts). Without them, useApplySettings narrows it later.
 */
function firstLanguage(candidates: string[]): Language {
  const detected = supported(candidates);
  const country = embeddedSettings()?.displayCountry;
  return country ? languageForCountry(detected, country) : detected;
}

/** Whether this runs in a browser, not in the server's rendering (docs/decisions/079). */
const inBrowser = typeof window !== 'undefined';

class I18n {
  private ownLanguage: Language;
  private ownResolvedLanguage: Language | undefined;
  private ownT: TFunction;
  /** One `t` per language for server renders, so each render's `t` stays the same function. */
  private readonly fixedTs = new Map<Language, TFunction>();
  /** Resolves once the detected language's strings have arrived (or failed to). */
  readonly ready: Promise<void>;

  private readonly detector = createLanguageDetector(normalizeLanguageCode);
  private readonly strings = new Map<string, Strings>();
  private readonly loadedParts = new Map<Language, Set<LazyPart>>();
  // Once a page needed a part, every language loaded later (a language switch) brings it too.
  private readonly wantedParts = new Set<LazyPart>();
  private switches = 0;
  private readonly listeners = new Set<() => void>();

  constructor() {
    // On the server each render names its language (render-context.ts); nothing to detect.
    this.ownLanguage = inBrowser ? firstLanguage(this.detector.detect()) : DEFAULT_LANGUAGE;
    this.ownT = this.getFixedT(this.ownLanguage);
    if (!inBrowser) {
      this.ready = Promise.resolve();
      return;
    }
    this.ready = this.changeLanguage(this.ownLanguage).catch((error: unknown) => {
      // The app still renders, showing keys, rather than stay blank (as it did with i18next).
      reportError(error);
    });
  }

  /**
   * The language in use: detected at once, switched once the new language's strings are in. A
   * server render's own language while it renders (several renders may be under way at once).
   */
  get language(): Language {
    return renderContext()?.language ?? this.ownLanguage;
  }

  /** The language in use once its strings have arrived; undefined before. */
  get resolvedLanguage(): Language | undefined {
    return renderContext()?.language ?? this.ownResolvedLanguage;
  }

  /** Translates into the language in use; a new function after every change (see subscribe). */
  get t(): TFunction {
    const rendering = renderContext()?.language;
    if (rendering === undefined || rendering === this.ownLanguage) return this.ownT;
    let t = this.fixedTs.get(rendering);
    if (!t) this.fixedTs.set(rendering, (t = this.getFixedT(rendering)));
    return t;
  }

  getFixedT(language: string): TFunction {
    return (key, values) => translate(this.strings.get(language), language, key, values);
  }

  /**
   * Switches to `code` (or English, if we do not ship it) once its strings are in; remembers the
   * choice at once. Of switches that overlap, the last one asked for wins.
   */
  async changeLanguage(code: string): Promise<void> {
    const language = supported([code]);
    const change = ++this.switches;
    this.detector.cacheUserLanguage(language);
    await this.loadLanguages([language]);
    if (change !== this.switches) return;
    this.ownLanguage = language;
    this.ownResolvedLanguage = language;
    // Screen readers and hyphenation follow <html lang>.
    document.documentElement.lang = language;
    this.notify();
  }

  /** Fetches the languages' strings (the pages' too, once wanted) without switching to them. */
  async loadLanguages(languages: Language[]): Promise<void> {
    await Promise.all(languages.map((language) => this.load(language)));
  }

  /** Adds strings to a language's, deep: the chunks' parts, and tests' replacements. */
  addStrings(language: Language, strings: Strings): void {
    let target = this.strings.get(language);
    if (!target) this.strings.set(language, (target = {}));
    merge(target, strings);
    this.notify();
  }

  /**
   * Adds the lazily loaded pages' strings (and with `staff`, the staff pages'); a page's route
   * awaits it with the page's code.
   */
  async loadPageStrings(parts: readonly LazyPart[] = ['pages']): Promise<void> {
    for (const part of parts) this.wantedParts.add(part);
    // Fetched beside the shell's strings, not after them; done once all are in.
    await Promise.all([this.load(this.language), this.ready]);
  }

  /** For useSyncExternalStore: `listener` runs whenever the language or the strings change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async load(language: Language): Promise<void> {
    const shell = !this.strings.has(language);
    const loaded = this.loadedParts.get(language) ?? new Set<LazyPart>();
    this.loadedParts.set(language, loaded);
    const missing = [...this.wantedParts].filter((part) => !loaded.has(part));
    if (!shell && missing.length === 0) return;
    const parts = await Promise.all([
      shell ? SHELL[language]() : undefined,
      ...missing.map((part) => LAZY_PARTS[part][language]()),
    ]);
    for (const part of parts) if (part) this.addStrings(language, part.default);
    for (const part of missing) loaded.add(part);
    // More parts may have been asked for while these were on their way.
    await this.load(language);
  }

  private notify(): void {
    // A new `t` tells React (useTranslation) and memoised callers that the text has changed.
    this.ownT = this.getFixedT(this.ownLanguage);
    for (const listener of this.listeners) listener();
  }
}

/**
 * Builds a translations instance. The app uses the single `i18n` below; tests build fresh ones
 * to check detection against a given address, storage and browser.
 */
export function createI18n() {
  const instance = new I18n();
  return {
    instance,
    loadPageStrings: (parts?: readonly LazyPart[]) => instance.loadPageStrings(parts),
  };
}

const app = createI18n();
export const i18n = app.instance;
export const loadPageStrings = app.loadPageStrings;

/** Resolves once the detected language's strings have arrived; main.tsx renders after it. */
export const i18nReady: Promise<void> = i18n.ready;

/**
 * Switches to the language an address names in its path (the nearby page's `{language}`), as `lng`
 * does on arrival: narrowed to the languages the site offers; a code we do not ship changes
 * nothing. The route awaits it, so the page renders in that language from the start.
 */
export async function applyAddressLanguage(code: string | undefined): Promise<void> {
  const named = normalizeLanguageCode(code ?? '');
  if (!isLanguage(named)) return;
  const country = embeddedSettings()?.displayCountry;
  const language = country ? languageForCountry(named, country) : named;
  if (language !== i18n.language) await i18n.changeLanguage(language);
}

/** The language requests are made in and the URL's `lng` shows. */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
}
