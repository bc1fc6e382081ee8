import { describe, expect, it } from 'vitest';
import da from './da.json';
import en from './en.json';
import es from './es.json';
import is from './is.json';
import nb from './nb.json';

/** Every leaf as [dotted path, value]: { a: { b: 'x' } } → [['a.b', 'x']]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

function keys(locale: unknown): string[] {
  return leaves(locale)
    .map(([path]) => path)
    .sort();
}

function placeholders(locale: unknown): string[] {
  return leaves(locale)
    .flatMap(([path, text]) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => `${path}:${match[1]}`),
    )
    .sort();
}

// Strings that are rightly the same in English and other languages: the brand, the copyright
// line and a menu's "2 × name" everywhere, and "Error 404", "Google Calendar" and "no", which
// Spanish writes exactly like English; Norwegian and Danish write "1 restaurant", "Service" and
// "Logo" as English, and Danish "Menu" and "Link" too. A guest's "VIP" tag is VIP in every
// language, the reports' Google channel is Google, and a special period's dates are "first – last"
// in each. A duration's "2 h 30 min" keeps the unit symbols: "min" in Spanish and Norwegian, "h"
// in Spanish.
const SAME_IN_NORDIC = [
  'nearby.count_one',
  'order.listing.count_one',
  'ratings.dimensions.service',
  'staff.settings.photos.logo',
];
const SAME_EVERYWHERE = [
  'app.name',
  'footer.dekkaHeading',
  'footer.copyright',
  'manage.menuLine',
  'staff.guests.tags.vip',
  'staff.reports.channel.google',
  'staff.settings.special.range',
];
const SAME_AS_ENGLISH: Record<string, string[]> = {
  is: SAME_EVERYWHERE,
  es: [
    ...SAME_EVERYWHERE,
    'notFound.eyebrow',
    'manage.googleCalendar',
    'staff.settings.history.no',
    'staff.settings.duration.short.hours',
    'staff.settings.duration.short.minutes',
  ],
  nb: [...SAME_EVERYWHERE, ...SAME_IN_NORDIC, 'staff.settings.duration.short.minutes'],
  da: [
    ...SAME_EVERYWHERE,
    ...SAME_IN_NORDIC,
    'staff.settings.menus.fields.menu',
    'staff.settings.richText.link',
  ],
};

const english = new Map(leaves(en));
const locales = Object.entries({ is, es, nb, da });

describe('locale files', () => {
  it('English, the reference, has keys', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  it.each(locales)('%s has exactly the same keys as en', (_name, locale) => {
    expect(keys(locale)).toEqual(keys(en));
  });

  it.each(locales)('%s uses the same {{placeholders}} as en', (_name, locale) => {
    expect(placeholders(locale)).toEqual(placeholders(en));
  });

  it.each(locales)('%s has a non-empty string for every key', (_name, locale) => {
    const empty = leaves(locale).filter(([, text]) => typeof text !== 'string' || !text.trim());
    expect(empty).toEqual([]);
  });

  it.each(locales)('%s leaves no English behind', (name, locale) => {
    const untranslated = leaves(locale)
      .filter(([path, text]) => english.get(path) === text)
      .map(([path]) => path);
    expect(untranslated.sort()).toEqual([...(SAME_AS_ENGLISH[name] ?? [])].sort());
  });
});
