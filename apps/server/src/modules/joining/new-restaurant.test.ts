import { describe, expect, it } from 'vitest';
import { RestaurantSlug } from '@dekka/contracts/restaurant';
import { slugBase, slugCandidates } from './new-restaurant.ts';

function first(base: string, taken: string[], count = 1): string[] {
  const found: string[] = [];
  for (const slug of slugCandidates(base, new Set(taken))) {
    found.push(slug);
    if (found.length === count) break;
  }
  return found;
}

describe('a new restaurant’s slug', () => {
  it('folds the name the way search does, words joined by dashes', () => {
    expect(slugBase('Kaffi Þröstur')).toBe('kaffi-throstur');
    expect(slugBase('  Ægir & Co. — Bístró!  ')).toBe('aegir-co-bistro');
    expect(slugBase('Smørrebrød på Hjørnet')).toBe('smorrebrod-pa-hjornet');
  });

  it('is never empty, never all digits, and at most 60 characters, cut between words', () => {
    expect(slugBase('!!!')).toBe('restaurant');
    // "restaurant" is a route of the web app: the first slug free for it is numbered.
    expect(first('restaurant', [])).toEqual(['restaurant-2']);
    expect(slugBase('1920')).toBe('restaurant-1920');
    const long = slugBase('Veitingahúsið við gömlu höfnina þar sem bátarnir liggja við bryggju');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('veitingahusid-vid-gomlu-hofnina-thar-sem-batarnir-liggja');
    for (const name of ['Kaffi Þröstur', '!!!', '1920', 'Á', 'x'.repeat(300)]) {
      const [slug = ''] = first(slugBase(name), []);
      expect(RestaurantSlug.safeParse(slug).success, name).toBe(true);
    }
  });

  it('takes the next number when the slug is taken or is one of the web app’s routes', () => {
    expect(first('hafnarljos', [])).toEqual(['hafnarljos']);
    expect(first('hafnarljos', ['hafnarljos', 'hafnarljos-2'], 2)).toEqual([
      'hafnarljos-3',
      'hafnarljos-4',
    ]);
    expect(first('join', [])).toEqual(['join-2']);
    expect(first('admin', ['admin-2'])).toEqual(['admin-3']);
  });
});
