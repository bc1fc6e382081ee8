/**
 * Search folding (docs/decisions/025-free-text-search.md): lowercase, accents and compatibility
 * forms dropped, letters without an accent to drop spelled out the way people without a Nordic
 * keyboard type them. "Skólavörðuhús" → "skolavorduhus", "Þingholt" → "thingholt",
 * "Ægir" → "aegir". The same function folds the stored text (restaurants.search_text and
 * search_name) and the diner's query, so either spelling finds the other with plain string
 * matching on PGlite and PostgreSQL alike, without the unaccent extension.
 *
 * Changing what it returns changes the stored text: refreshSearchText (search-text-refresh.ts)
 * recomputes it at start-up, so an existing data directory follows without a migration.
 */
const SPELLED: Readonly<Record<string, string>> = {
  ð: 'd',
  đ: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  ł: 'l',
  ı: 'i',
  // Typographic apostrophes and dashes as typed on a keyboard.
  '\u2018': "'",
  '\u2019': "'",
  '\u2010': '-',
  '\u2011': '-',
  '\u2013': '-',
  '\u2014': '-',
};
const SPELLED_PATTERN = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');

export function normalizeSearchText(value: string): string {
  return (
    value
      .toLowerCase()
      // NFKD splits "í" into "i" and a combining accent (dropped next) and also unfolds
      // compatibility forms: the "ﬁ" ligature, full-width letters.
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .toLowerCase()
      .replace(SPELLED_PATTERN, (letter) => SPELLED[letter] ?? letter)
      // Control characters never match a name, and PostgreSQL rejects NUL in text outright.
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The stored search columns of one restaurant: `searchName` ranks name matches first;
 * `searchText` (name, city and cuisines) is what a query must match at all.
 */
export function restaurantSearchText(restaurant: {
  name: string;
  city: string;
  categories: readonly string[];
}): { searchText: string; searchName: string } {
  // Sorted, so the seed (which knows a restaurant's cuisines in its own order) and the refresh
  // (which reads them from the database) store the same text.
  const categories = [...restaurant.categories].sort();
  return {
    searchText: normalizeSearchText([restaurant.name, restaurant.city, ...categories].join(' ')),
    searchName: normalizeSearchText(restaurant.name),
  };
}
