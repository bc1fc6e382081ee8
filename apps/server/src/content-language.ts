import { isLanguage, normalizeLanguageCode, type Language } from '@dekka/contracts/languages';

/**
 * What a diner reads of a restaurant's content (its description, a menu's name, an event's text)
 * in other languages, beside the row's own text: `{ "en": { "name": "Christmas buffet" },
 * "es": { "name": "Bufé de Navidad" } }`. Keys are the row's field names as the code spells them
 * (camelCase); a language or a field that is missing shows the row's own text
 * (docs/decisions/028-content-in-five-languages.md).
 */
export type ContentTranslations = Partial<Record<Language, Partial<Record<string, string>>>>;

/** The fields of each content table a translation may replace; no other field ever changes. */
export const TRANSLATED_FIELDS = {
  restaurants: ['description', 'policyText', 'confirmationNote'],
  categories: ['name'],
  occasions: ['name'],
  openingHours: ['name'],
  floorPlans: ['name'],
  events: ['name', 'shortDescription', 'description'],
  menus: ['name', 'shortDescription', 'description'],
} as const;

/** More than any browser sends; the rest of a longer header is not read. */
const MAX_ENTRIES = 20;

/**
 * The language a request reads content in: the most preferred entry of its Accept-Language that
 * is one of the five Dekka speaks ('en-GB' → en, 'no' → nb, 'dk' → da; q=0 is refused). Null when
 * none is (no header, '*', only other languages): the rows' own text is shown then.
 */
export function contentLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const entries = value
    .split(',', MAX_ENTRIES)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const q = parameters.map((parameter) => parameter.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of entries) {
    const code = normalizeLanguageCode(entry.tag);
    if (isLanguage(code)) return code;
  }
  return null;
}

/** A translation's text of a field, when it is a non-empty string. */
function translated(all: unknown, language: Language, field: string): string | undefined {
  if (typeof all !== 'object' || all === null) return undefined;
  const texts: unknown = (all as Record<string, unknown>)[language];
  if (typeof texts !== 'object' || texts === null) return undefined;
  const text = (texts as Record<string, unknown>)[field];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/**
 * The row with `fields` in `language` where its translations have them; every other field, and
 * every field without a translation, as stored — and where the stored text is empty, English,
 * when the restaurant wrote that. Only fields the row has as text are replaced: one it has no
 * text for (null) stays null, so a translation never adds a policy the restaurant does not have,
 * and a field the query did not select stays absent. Translations written by hand may be
 * malformed; anything that is not a non-empty string is ignored.
 */
export function localize<T extends { translations: unknown }>(
  row: T,
  language: Language | null,
  fields: readonly string[],
): T {
  let copy: T | undefined;
  for (const field of fields) {
    const own: unknown = (row as Record<string, unknown>)[field];
    if (typeof own !== 'string') continue;
    const text =
      (language === null ? undefined : translated(row.translations, language, field)) ??
      (own === '' ? translated(row.translations, 'en', field) : undefined);
    if (text === undefined) continue;
    copy ??= { ...row };
    (copy as Record<string, unknown>)[field] = text;
  }
  return copy ?? row;
}
