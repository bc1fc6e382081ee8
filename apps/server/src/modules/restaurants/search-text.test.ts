import { describe, expect, it } from 'vitest';
import { normalizeSearchText, restaurantSearchText } from './search-text.ts';

describe('normalizeSearchText', () => {
  it.each([
    // Icelandic letters, either way.
    ['Skólavörðuhús', 'skolavorduhus'],
    ['skolavorduhus', 'skolavorduhus'],
    ['skolavörðuhus', 'skolavorduhus'],
    ['SKÓLAVÖRÐUHÚS', 'skolavorduhus'],
    ['Þingholt', 'thingholt'],
    ['þ', 'th'],
    ['Ð', 'd'],
    ['ð', 'd'],
    ['Æ', 'ae'],
    ['æ', 'ae'],
    ['ö', 'o'],
    ['á', 'a'],
    ['é', 'e'],
    ['í', 'i'],
    ['ó', 'o'],
    ['ú', 'u'],
    ['ý', 'y'],
    ['Ý', 'y'],
    // Other Nordic and European letters.
    ['Fjordkjøkken', 'fjordkjokken'],
    ['København', 'kobenhavn'],
    ['Ålesund', 'alesund'],
    ['Straße', 'strasse'],
    ['Œuvre', 'oeuvre'],
    ['Łódź', 'lodz'],
    ['Đà Nẵng', 'da nang'],
    ['Pizzería', 'pizzeria'],
    ['Crème brûlée', 'creme brulee'],
    // Compatibility forms: ligatures and full-width letters.
    ['ﬁskur', 'fiskur'],
    ['Ｓｕｓｈｉ', 'sushi'],
    // Typographic punctuation as typed on a keyboard.
    ['Ólafs’ Bar', "olafs' bar"],
    ['Kol – Salt', 'kol - salt'],
    // Space: trimmed and collapsed; control characters are spaces.
    ['  Kol   og\tSalt \n', 'kol og salt'],
    ['kol\u0000og', 'kol og'],
    ['\u0000', ''],
    ['', ''],
    ['   ', ''],
    // Wildcards and digits are text like any other.
    ['50% _off_', '50% _off_'],
  ])('%j → %j', (input, folded) => {
    expect(normalizeSearchText(input)).toBe(folded);
  });

  it('is idempotent: folding folded text changes nothing', () => {
    for (const text of ['Skólavörðuhús', 'Þingholt Æ', 'Ｓｕｓｈｉ ﬁ', 'Straße Œ']) {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once)).toBe(once);
    }
  });
});

describe('restaurantSearchText', () => {
  it('folds name, city and cuisines, the cuisines in a fixed order', () => {
    const stored = restaurantSearchText({
      name: 'Kol og Salt',
      city: 'Reykjavík',
      categories: ['Steikhús', 'Sjávarréttir'],
    });
    expect(stored).toEqual({
      searchText: 'kol og salt reykjavik sjavarrettir steikhus',
      searchName: 'kol og salt',
    });
    expect(
      restaurantSearchText({
        name: 'Kol og Salt',
        city: 'Reykjavík',
        categories: ['Sjávarréttir', 'Steikhús'],
      }),
    ).toEqual(stored);
  });
});
