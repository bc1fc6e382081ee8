import type { Rgb } from '@dekka/contracts/colour-contrast';

/*
 * The contrast math lives in the contracts, where the server checks a restaurant's theme with it;
 * this module adds what only a browser needs: reading a computed colour.
 */
export { contrastGrade, contrastRatio, type Rgb } from '@dekka/contracts/colour-contrast';

/**
 * A computed CSS colour as the browser writes it: `rgb(194, 65, 12)`, `rgba(…)`, or, for
 * `color-mix()` tokens, `color(srgb 0.76 0.25 0.05)`. Null for anything else.
 */
export function parseComputedColor(value: string): Rgb | null {
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(value.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(value.trim());
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255];
  return null;
}
