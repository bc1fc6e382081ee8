/*
 * The plural form a count takes in each of Dekka's languages, without Intl. A page's first Intl
 * object costs the browser 35-45 ms on a fast desktop (ICU starts up, whatever the object), several
 * times that on a phone, in the middle of hydrating the page; a drawn page's first screen needs
 * Intl for nothing else (docs/decisions/086-no-intl-on-the-first-screen.md). The rules are CLDR's
 * cardinal rules for these five languages, kept equal to Intl.PluralRules by plural.test.ts.
 */

type Rule = (operands: { n: number; i: number; v: number; t: number }) => Intl.LDMLPluralRule;

const RULES: Record<string, Rule> = {
  en: ({ i, v }) => (i === 1 && v === 0 ? 'one' : 'other'),
  nb: ({ n }) => (n === 1 ? 'one' : 'other'),
  da: ({ n, i, t }) => (n === 1 || (t !== 0 && (i === 0 || i === 1)) ? 'one' : 'other'),
  es: ({ n, i, v }) => {
    if (n === 1) return 'one';
    return i !== 0 && i % 1_000_000 === 0 && v === 0 ? 'many' : 'other';
  },
  is: ({ i, t }) =>
    (t === 0 && i % 10 === 1 && i % 100 !== 11) || (t % 10 === 1 && t % 100 !== 11)
      ? 'one'
      : 'other',
};

const intlRules = new Map<string, Intl.PluralRules>();

/** `one`, `many` or `other`: the form `count` takes in `language`, as Intl.PluralRules says. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  // As Intl, the count rounded to at most three decimals (its number format's default).
  const n = Number(Math.abs(count).toFixed(3));
  const rule = RULES[language];
  // CLDR's operands, from the number as JavaScript writes it: integer digits, and the visible
  // fraction digits with (v, their count) and without (t) trailing zeros.
  const [integer = '', fraction = ''] = String(n).split('.');
  if (rule && /^\d+$/.test(integer) && /^\d*$/.test(fraction)) {
    return rule({
      n,
      i: Number(integer),
      v: fraction.length,
      t: Number(fraction.replace(/0+$/, '') || 0),
    });
  }
  // Another language, or a number written with an exponent: Intl's own answer.
  let rules = intlRules.get(language);
  if (!rules) intlRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}
