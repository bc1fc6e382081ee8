import { AA_NORMAL_TEXT, contrastRatio, parseHexColour } from './colour-contrast.ts';
import { DEFAULT_THEME, TEXT_COLOUR } from './default-theme.ts';
import { Theme } from './settings.ts';
import { z } from './zod.ts';

/*
 * The "Look and embed" settings (docs/decisions/037-restaurant-look-and-embed.md): a restaurant's
 * own theme colours, shown on its embedded page. Each colour is optional (unset: Dekka's), hex
 * only, and every pair of colours a diner reads must keep WCAG AA contrast (4.5:1).
 */

/** Channels written out as the stylesheet and the colour picker take them: `#rrggbb`. */
function sixDigitHex(value: string): string {
  const rgb = parseHexColour(value);
  if (!rgb) return value;
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** `#rgb` or `#rrggbb`, stored as lower-case `#rrggbb`. No alpha: contrast needs what is beneath. */
const HexColour = z
  .string()
  .max(7)
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'expected_hex_colour')
  .transform((value) => sixDigitHex(value).toLowerCase());

/** PUT …/settings/look: the colours the restaurant chose; a key left out keeps Dekka's. */
export const LookSettings = z.object({
  primary: HexColour.optional(),
  onPrimary: HexColour.optional(),
  secondary: HexColour.optional(),
  onSecondary: HexColour.optional(),
  surface: HexColour.optional(),
  background: HexColour.optional(),
  error: HexColour.optional(),
  onError: HexColour.optional(),
});
export type LookSettings = z.output<typeof LookSettings>;
export type LookSettingsInput = z.input<typeof LookSettings>;

export const THEME_KEYS = Object.keys(DEFAULT_THEME) as (keyof Theme)[];

/** GET/PUT …/settings/look answer: the restaurant's colours, and Dekka's beneath them. */
export const LookSettingsView = z.object({
  /** As stored; a value from before these pages may not be hex and is then not shown to diners. */
  colours: Theme.partial(),
  /** The site's colours that an unset key falls back to. */
  dekka: Theme,
});
export type LookSettingsView = z.infer<typeof LookSettingsView>;

/**
 * The pairs a diner reads, as the stylesheets colour them: `text` (body text, which no theme
 * changes) on the page and on cards; button, footer and error-banner text on their fills; the
 * primary colour as text (headings, time buttons, outlined buttons, links) on the page and on
 * cards; error messages on cards.
 */
export const CONTRAST_PAIRS = [
  { id: 'buttonText', text: 'onPrimary', on: 'primary' },
  { id: 'secondaryText', text: 'onSecondary', on: 'secondary' },
  { id: 'errorBannerText', text: 'onError', on: 'error' },
  { id: 'pageText', text: 'text', on: 'background' },
  { id: 'cardText', text: 'text', on: 'surface' },
  { id: 'accentOnPage', text: 'primary', on: 'background' },
  { id: 'accentOnCard', text: 'primary', on: 'surface' },
  { id: 'errorOnCard', text: 'error', on: 'surface' },
] as const satisfies readonly { id: string; text: keyof Theme | 'text'; on: keyof Theme }[];
type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export type PairContrast = { pair: ContrastPair; ratio: number; passes: boolean };

/** Each pair's ratio with the chosen colours over Dekka's; a colour that is not hex counts as unset. */
export function themeContrast(chosen: Partial<Theme>, dekka: Theme): PairContrast[] {
  const colour = (key: keyof Theme | 'text') => {
    if (key === 'text') return parseHexColour(TEXT_COLOUR);
    return parseHexColour(chosen[key] ?? '') ?? parseHexColour(dekka[key]);
  };
  return CONTRAST_PAIRS.flatMap((pair) => {
    const text = colour(pair.text);
    const on = colour(pair.on);
    if (!text || !on) return [];
    const ratio = contrastRatio(text, on);
    return [{ pair, ratio, passes: ratio >= AA_NORMAL_TEXT }];
  });
}

/**
 * Each chosen field that takes part in a failing pair, in the theme's order, with the lowest
 * ratio it reaches and the colour it is read with. A pair of Dekka's own colours is never the
 * restaurant's to fix, so only fields it set are named.
 */
export function lowContrastIssues(
  chosen: Partial<Theme>,
  dekka: Theme,
): { field: keyof Theme; message: string }[] {
  const failing = themeContrast(chosen, dekka)
    .filter((result) => !result.passes)
    .sort((a, b) => a.ratio - b.ratio);
  return THEME_KEYS.flatMap((field) => {
    if (chosen[field] === undefined) return [];
    const worst = failing.find(({ pair }) => pair.text === field || pair.on === field);
    if (!worst) return [];
    const other = worst.pair.text === field ? worst.pair.on : worst.pair.text;
    const ratio = Math.floor(worst.ratio * 100) / 100;
    return [{ field, message: `contrast ${ratio}:1 with ${other} is below 4.5:1 (WCAG AA)` }];
  });
}
