import { type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import type { ContentTranslations } from '../../content-language.ts';

/** Some translated fields of a row (ADR 028), as a settings form shows them: every language's. */
export type TextsByLanguage<F extends string> = Record<Language, Record<F, string>>;

/**
 * Each language's text of `fields`: the restaurant's own language is the row's columns (what
 * every other language falls back to), the others their translations, or '' where there is none.
 */
export function textsByLanguage<F extends string>(
  row: Record<F, string | null> & { translations: ContentTranslations },
  own: Language,
  fields: readonly F[],
): TextsByLanguage<F> {
  const texts = {} as TextsByLanguage<F>;
  for (const language of SUPPORTED_LANGUAGES) {
    const translated = row.translations[language] ?? {};
    const entry = {} as Record<F, string>;
    for (const field of fields) {
      const text = language === own ? row[field] : translated[field];
      entry[field] = typeof text === 'string' ? text : '';
    }
    texts[language] = entry;
  }
  return texts;
}

/**
 * The translations with `fields` of each language in: an empty text removes the language's entry
 * (that language falls back), and so does the own language, its columns being the text. The
 * row's other translated fields are kept as they are.
 */
export function withTextsByLanguage<F extends string>(
  current: ContentTranslations,
  texts: TextsByLanguage<F>,
  own: Language,
  fields: readonly F[],
): ContentTranslations {
  const next: ContentTranslations = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const entry: Partial<Record<string, string>> = { ...current[language] };
    for (const field of fields) {
      const text = texts[language][field];
      if (language === own || text === '') delete entry[field];
      else entry[field] = text;
    }
    if (Object.keys(entry).length > 0) next[language] = entry;
  }
  return next;
}
