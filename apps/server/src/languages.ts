/** The languages the product speaks (docs/product.md, "Who it is for"). */
export const languages = ['en', 'is', 'es', 'nb', 'da'] as const;
export type Language = (typeof languages)[number];

/**
 * An Accept-Language value or a stored language → one of ours: 'is', 'is-IS', 'nb-NO', 'no',
 * 'dk' all map; anything else is English.
 */
export function toLanguage(value: string | undefined | null): Language {
  const base =
    (value ?? '')
      .trim()
      .toLowerCase()
      .split(/[-_,;]/)[0] ?? '';
  if (base === 'no' || base === 'nn') return 'nb';
  if (base === 'dk') return 'da';
  return languages.find((language) => language === base) ?? 'en';
}
