/**
 * Lowercase with diacritics stripped ("Reykjavík" → "reykjavik", "Ísafjörður" → "isafjordur"), so
 * search is accent-insensitive with a plain LIKE on PGlite and PostgreSQL alike, without the
 * unaccent extension. NFD splits "í" into "i" plus a combining accent, which is then dropped;
 * letters that are not composed (ð, þ, æ, ø) are spelled the way Nordic keyboards-less users type them.
 */
const SPELLED: Readonly<Record<string, string>> = { ð: 'd', þ: 'th', æ: 'ae', ø: 'o', ß: 'ss' };

export function normalizeSearchText(value: string): string {
  return (
    value
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .replace(/[ðþæøß]/g, (letter) => SPELLED[letter] ?? letter)
      // Control characters never match a name, and PostgreSQL rejects NUL in text outright.
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Escapes LIKE wildcards so a search for "50%" matches the text, not everything. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
