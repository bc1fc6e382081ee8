/*
 * WCAG 2 contrast math, shared by the server (which refuses a restaurant theme that fails it)
 * and the web app (which shows each ratio while the colours are chosen, and checks its tokens).
 */

/** An sRGB colour, channels 0–255. */
export type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as channels; null for anything else (alpha would make contrast unknown). */
export function parseHexColour(value: string): Rgb | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return [short[1], short[2], short[3]].map((c) => parseInt(`${c}${c}`, 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (long) return [long[1], long[2], long[3]].map((c) => parseInt(c ?? '', 16)) as Rgb;
  return null;
}

/** WCAG 2's relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type ContrastGrade = 'AAA' | 'AA' | 'AA large' | 'fail';

/** What a ratio passes for text: 7 AAA, 4.5 AA, 3 only for large text (and UI parts). */
export function contrastGrade(ratio: number): ContrastGrade {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'fail';
}

/** WCAG AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;
