import { useEffect } from 'react';

const BRAND = 'Dekka';

/**
 * A tab title: the page's own words first, the brand last ("Lyng – Dekka"). Parts not known yet
 * (a restaurant still loading) are left out, so the title is never "undefined – Dekka".
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part)), BRAND].join(' – ');
}

/**
 * Puts `title` on the browser tab while the page shows it. Pages pass translated text, so the
 * title follows a change of language; nothing is restored on leaving, the next page sets its own.
 * Call it at one level of a page only: a parent's effect runs after its children's.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
