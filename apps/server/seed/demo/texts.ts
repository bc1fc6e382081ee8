import { SUPPORTED_LANGUAGES, type Language } from '@dekka/contracts/languages';
import type { ContentTranslations } from '../../src/content-language.ts';

/**
 * One diner-visible text in every language the product speaks. The demo writes Icelandic first:
 * it is the row's own text (what the restaurant's staff see), and every language, Icelandic
 * included, goes into the row's translations (docs/decisions/028-content-in-five-languages.md).
 */
export type Texts = Readonly<Record<Language, string>>;

/** A text in Icelandic, English, Spanish, Norwegian Bokmål and Danish, in that order. */
export function texts(is: string, en: string, es: string, nb: string, da: string): Texts {
  return { is, en, es, nb, da };
}

/** One text in every language, for names that read the same everywhere ("Tapas", "Bar"). */
export function same(text: string): Texts {
  return texts(text, text, text, text, text);
}

/**
 * A row's texts: each field's Icelandic text as the row's own, and every language of every field
 * as its translations: `{ name: texts('Bar', …) }` → `{ name: 'Bar', translations: { en: … } }`.
 * A field left undefined is left out of both.
 */
export function withTexts<T extends Record<string, Texts | undefined>>(
  fields: T,
): { [K in keyof T]: T[K] extends Texts ? string : string | undefined } & {
  translations: ContentTranslations;
} {
  const own: Record<string, string> = {};
  const translations: ContentTranslations = {};
  for (const [field, text] of Object.entries(fields)) {
    if (text === undefined) continue;
    own[field] = text.is;
    for (const language of SUPPORTED_LANGUAGES) {
      (translations[language] ??= {})[field] = text[language];
    }
  }
  return { ...own, translations } as {
    [K in keyof T]: T[K] extends Texts ? string : string | undefined;
  } & {
    translations: ContentTranslations;
  };
}
