const STORAGE_KEY = 'dekka.isolation';

/**
 * Whether the address switches isolated (embedded) mode on: `isolation=true`, in any case.
 * There is no switching it off by address within a tab (docs/decisions/004): an embed always
 * starts a fresh browsing context, and the normal site never links with `isolation=false`.
 */
export function isolationFromSearch(search: string): boolean {
  return new URLSearchParams(search).get('isolation')?.toLowerCase() === 'true';
}

/** On when the address says so or this tab was already isolated. */
export function resolveIsolation(search: string, stored: boolean): boolean {
  return isolationFromSearch(search) || stored;
}

/**
 * Kept per tab (sessionStorage), so a restaurant's embedded booking flow stays isolated across
 * its steps, while the same visitor's other tabs show the full site.
 */
export function readStoredIsolation(): boolean {
  // On the server (drawing a page) there is no tab to remember anything.
  if (typeof window === 'undefined') return false;
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeIsolation(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, 'true');
  } catch {
    // Storage blocked (third-party iframe in strict browsers): the URL still carries the flag.
  }
}
