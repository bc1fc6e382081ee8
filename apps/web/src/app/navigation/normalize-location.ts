export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Query parameters every address carries: the language always, and `isolation=true` while the
 * tab is in isolated mode. One list, so both follow the same rules.
 */
export function stickyParams(language: string, isolated: boolean): [string, string][] {
  return isolated
    ? [
        ['lng', language],
        ['isolation', 'true'],
      ]
    : [['lng', language]];
}

function decode(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return component;
  }
}

/**
 * The address as it should read, or null when it already does (docs/product.md, "Routes"):
 * - a trailing slash is dropped from paths longer than one character (`/terms/` → `/terms`);
 * - each sticky parameter is present exactly once with its current value.
 * Other parameters keep their position and their original encoding, so `dateTime=…T19:00` and
 * `filters=1;category` are not rewritten into percent-escapes.
 */
export function normalizeLocation(location: UrlParts, sticky: [string, string][]): UrlParts | null {
  const pathname =
    location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') || '/' : location.pathname;

  const wanted = new Map(sticky);
  const stickyKeys = new Set(wanted.keys());
  const pairs: string[] = [];
  for (const pair of location.search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    const key = decode(separator === -1 ? pair : pair.slice(0, separator));
    if (!stickyKeys.has(key)) {
      pairs.push(pair);
      continue;
    }
    const value = wanted.get(key);
    // Already written once (or a repeated parameter): keep a single copy.
    if (value === undefined) continue;
    const current = separator === -1 ? '' : decode(pair.slice(separator + 1));
    pairs.push(current === value ? pair : `${key}=${encodeURIComponent(value)}`);
    wanted.delete(key);
  }
  for (const [key, value] of wanted) pairs.push(`${key}=${encodeURIComponent(value)}`);

  const search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  if (pathname === location.pathname && search === location.search) return null;
  return { pathname, search, hash: location.hash };
}
