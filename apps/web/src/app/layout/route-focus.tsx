import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A page that loads its data first (a restaurant) shows its heading later; past this, give up. */
const HEADING_WAIT_MS = 10_000;
/** The new page sets the tab title in its own effects; read it once they have run. */
const TITLE_DELAY_MS = 100;

/**
 * After a client-side navigation to another page (docs/product.md, "Routes"), focus moves to the
 * new page's heading and the tab title is announced, as a full page load would let a screen
 * reader know. Not on the first load, not when only the query changes (filters, a menu count),
 * and not when the diner has already put the focus somewhere else while the page loaded.
 */
export function RouteFocus() {
  // The trailing-slash fix of the first load is the same page, not a navigation.
  const page = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const shown = useRef(page);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const main = document.getElementById('main');
    if (shown.current === page || !main) return;
    shown.current = page;
    const before = document.activeElement;
    let announce = 0;
    const arrive = () => {
      const heading = main.querySelector('h1');
      if (!heading) return;
      stop();
      const active = document.activeElement;
      if (!active || [before, document.body, main].includes(active)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      const live = region.current;
      if (!live) return;
      live.textContent = '';
      announce = window.setTimeout(() => (live.textContent = document.title), TITLE_DELAY_MS);
    };
    const observer = new MutationObserver(arrive);
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
    observer.observe(main, { childList: true, subtree: true });
    arrive();
    return () => {
      stop();
      window.clearTimeout(announce);
    };
  }, [page]);

  return (
    <div
      ref={region}
      id="route-announcement"
      className="visually-hidden"
      aria-live="polite"
      aria-atomic="true"
    />
  );
}
