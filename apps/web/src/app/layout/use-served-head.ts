import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** What the server wrote for the one address it served: its canonical, alternates and JSON-LD. */
const SERVED_FOR_ITS_ADDRESS = [
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(', ');

/**
 * The server gives a public page's head the page's canonical address, its language versions and
 * its schema.org description (docs/decisions/071-public-pages-readable-without-javascript.md).
 * They describe the address the page was loaded at; once the app shows another page, they would
 * describe the wrong one, so they go. Title and description each page sets itself.
 */
export function useServedHeadUntilNavigation(): void {
  const page = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const served = useRef(page);
  useEffect(() => {
    if (page === served.current) return;
    for (const element of document.head.querySelectorAll(SERVED_FOR_ITS_ADDRESS)) element.remove();
  }, [page]);
}
