import type { Language } from '@dekka/contracts/languages';
import { isLanguage, normalizeLanguageCode } from '@dekka/contracts/languages';
import type { Position } from '@dekka/contracts/search';

/** How many restaurants the nearby page lists when its address names no usable number. */
export const NEARBY_DEFAULT_TAKE = 20;
/** The most the nearby list shows (the API's limit too). */
export const NEARBY_MAX_TAKE = 50;

/** What `/nearby/{lat}/{lon}/{take}/{isHarpa?}/{language}` asks for (docs/product.md, "Nearby"). */
export interface NearbyParams {
  /** Null when the address holds no position on Earth. */
  position: Position | null;
  take: number;
  harpaOnly: boolean;
  /** The language the address names, when it names one the site ships. */
  language: Language | undefined;
}

const DEGREES = /^-?\d{1,3}(\.\d+)?$/;

function degrees(text: string | undefined, limit: number): number | null {
  if (!text || !DEGREES.test(text)) return null;
  // Six decimals is a tenth of a metre; the API takes at most eight.
  const value = Number(Number(text).toFixed(6));
  return Math.abs(value) <= limit ? value : null;
}

/** `true`, `1` and `harpa` (any case) mean the Harpa concert hall only; anything else, everywhere. */
export function isHarpaOnly(text: string | undefined): boolean {
  return ['true', '1', 'harpa'].includes((text ?? '').toLowerCase());
}

/**
 * The address's request, each part falling back instead of failing (the address is typed and
 * shared): a `take` outside 1-50 is clamped, one that is no number is 20.
 */
export function readNearbyParams(params: Record<string, string | undefined>): NearbyParams {
  const lat = degrees(params.lat, 90);
  const lon = degrees(params.lon, 180);
  const takeText = params.take ?? '';
  const take = /^\d{1,6}$/.test(takeText)
    ? Math.min(NEARBY_MAX_TAKE, Math.max(1, Number(takeText)))
    : NEARBY_DEFAULT_TAKE;
  const language = normalizeLanguageCode(params.language ?? '');
  return {
    position: lat === null || lon === null ? null : { lat, lon },
    take,
    harpaOnly: isHarpaOnly(params.isHarpa),
    language: isLanguage(language) ? language : undefined,
  };
}

/**
 * The nearby page's address. A shared position is rounded to three decimals (about 100 m):
 * close enough to order a city's restaurants, and no closer, since an address gets shared.
 */
export function nearbyLocation(
  position: Position,
  options: { take?: number; harpaOnly?: boolean; language: string },
): string {
  const take = options.take ?? NEARBY_DEFAULT_TAKE;
  const harpa = options.harpaOnly ? '/true' : '';
  return `/nearby/${position.lat.toFixed(3)}/${position.lon.toFixed(3)}/${take}${harpa}/${encodeURIComponent(options.language)}`;
}
