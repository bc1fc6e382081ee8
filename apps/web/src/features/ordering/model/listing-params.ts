import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import type { OrderListingFilters } from '../api/get-order-restaurants';
import { isMode } from './modes';

function idOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** `mode=any`: every mode, where the page would otherwise open with one (/delivery). */
const ANY_MODE = 'any';

/**
 * The listing's filters from its address: `?mode=delivery&city=1&cuisine=4`. `?party=true` (where
 * /parties, /party and /veislur lead) opens catering; /delivery and /takeaway pass their own
 * mode as `preset`, which a `mode` in the address overrides (`mode=any` for every mode).
 */
export function readListingParams(
  params: URLSearchParams,
  preset: OrderMode | null = null,
): OrderListingFilters {
  const mode = params.get('mode');
  const unasked = params.get('party') === 'true' ? 'catering' : preset;
  return {
    mode: isMode(mode) ? mode : mode === ANY_MODE ? null : unasked,
    city: idOf(params.get('city')),
    cuisine: idOf(params.get('cuisine')),
  };
}

/**
 * The address's query for `filters`: only what is chosen, `party` replaced by the mode, and every
 * other parameter (`lng`, `isolation`) as it was.
 */
export function writeListingParams(
  filters: OrderListingFilters,
  current: URLSearchParams,
  preset: OrderMode | null,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of ['mode', 'city', 'cuisine', 'party']) params.delete(key);
  if (filters.mode) params.set('mode', filters.mode);
  else if (preset) params.set('mode', ANY_MODE);
  if (filters.city) params.set('city', String(filters.city));
  if (filters.cuisine) params.set('cuisine', String(filters.cuisine));
  return params;
}
