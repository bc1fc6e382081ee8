import { describe, expect, it } from 'vitest';
import type { TranslationKey } from '../../../lib/i18n';
import en from '../../../locales/en.json';
import is from '../../../locales/is.json';
import nb from '../../../locales/nb.json';
import { boundsInWords, durationError, formatDuration, minutesOf, splitMinutes } from './duration';

/** The locale file's text for a key, its plural form picked by `count` as lib/i18n.ts does. */
function translator(strings: object, language: string) {
  const rules = new Intl.PluralRules(language);
  const lookup = (key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings);
  return (key: TranslationKey, values: { count?: number } = {}) => {
    const count = values.count ?? 0;
    const text = lookup(`${key}_${rules.select(count)}`) ?? lookup(key);
    return String(text).replace('{{count}}', String(count));
  };
}

const draft = (days: string, hours: string, minutes: string) => ({ days, hours, minutes });

describe('a duration typed as parts', () => {
  it('splits a stored total into the parts its field shows', () => {
    expect(splitMinutes(150, 'hours')).toEqual(draft('', '2', '30'));
    expect(splitMinutes(720, 'hours')).toEqual(draft('', '12', '0'));
    expect(splitMinutes(2880, 'days')).toEqual(draft('2', '0', '0'));
    expect(splitMinutes(1590, 'days')).toEqual(draft('1', '2', '30'));
    expect(splitMinutes(0, 'days')).toEqual(draft('0', '0', '0'));
  });

  it('adds the parts up, an empty part as 0, and refuses one that is not a whole number', () => {
    expect(minutesOf(draft('1', '2', '30'))).toBe(1590);
    expect(minutesOf(draft('', '', '45'))).toBe(45);
    expect(minutesOf(draft('', '', ''))).toBe(0);
    expect(minutesOf(draft('', '0', '90'))).toBe(90);
    expect(minutesOf(draft('', '1.5', '0'))).toBeNull();
    expect(minutesOf(draft('', '-1', '0'))).toBeNull();
    expect(minutesOf(draft('', 'two', '0'))).toBeNull();
  });

  it('says which bound a total passes, or that a part is wrong', () => {
    const bounds = { min: 15, max: 720 };
    expect(durationError(draft('', '12', '0'), bounds)).toBeUndefined();
    expect(durationError(draft('', '0', '15'), bounds)).toBeUndefined();
    expect(durationError(draft('', '12', '1'), bounds)).toBe(
      'staff.settings.errors.durationAtMost',
    );
    expect(durationError(draft('', '', '10'), bounds)).toBe(
      'staff.settings.errors.durationAtLeast',
    );
    expect(durationError(draft('', '2.5', ''), bounds)).toBe('staff.settings.errors.durationParts');
  });
});

describe('a duration in words', () => {
  it('prints a stored value short, leaving out the parts that are 0', () => {
    const t = translator(en, 'en');
    expect(formatDuration(150, t)).toBe('2 h 30 min');
    expect(formatDuration(2880, t)).toBe('2 days');
    expect(formatDuration(1500, t)).toBe('1 day 1 h');
    expect(formatDuration(45, t)).toBe('45 min');
    expect(formatDuration(0, t)).toBe('0 min');
  });

  it('writes each language its own way', () => {
    expect(formatDuration(150, translator(is, 'is'))).toBe('2 klst. 30 mín.');
    expect(formatDuration(1440, translator(is, 'is'))).toBe('1 dagur');
    expect(formatDuration(2880, translator(nb, 'nb'))).toBe('2 dager');
  });

  it('names the bounds in full words', () => {
    expect(boundsInWords({ min: 0, max: 10_080 }, translator(en, 'en'))).toEqual({
      min: '0 minutes',
      max: '7 days',
    });
    expect(boundsInWords({ min: 15, max: 720 }, translator(is, 'is'))).toEqual({
      min: '15 mínútur',
      max: '12 klukkustundir',
    });
  });
});
