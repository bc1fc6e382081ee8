import { useContext, useEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';
import { isolationFromSearch, storeIsolation } from '../../lib/isolation';
import { DEFAULT_LANGUAGE } from '../../lib/languages';
import { referrerCookie, rwgTokenCookie } from '../../lib/referrer-cookie';
import { useIsolation } from '../../lib/use-isolation';
import { normalizeLocation, stickyParams } from './normalize-location';

function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * What happens on every navigation (docs/product.md, "Routes"): scroll to the top, keep the address
 * normalized (language, isolation, no trailing slash), remember isolated mode for the tab and
 * store a partner's referral code.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const isolated = useIsolation();

  // Keyed on the path, not the query: pages such as the menu selection rewrite their own query
  // while the diner works, and must not jump to the top on every click.
  useEffect(() => {
    const target = location.hash && document.getElementById(hashTarget(location.hash));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (isolationFromSearch(location.search)) storeIsolation();

    const params = new URLSearchParams(location.search);
    const referrer = params.get('do_referrer');
    if (referrer) document.cookie = referrerCookie(referrer, new Date());
    const rwgToken = params.get('rwg_token');
    if (rwgToken) document.cookie = rwgTokenCookie(rwgToken, new Date());

    // Only the router's own, settled address is corrected. React shows a new location a moment
    // after the router has it (a transition), so this effect can run for an address the diner
    // has already left, or while their next change is loading; correcting that older address
    // would overtake the newer one and put, say, the old date back. The effect runs again for
    // the address that follows.
    const live = router?.state;
    const current =
      !live || (live.navigation.state === 'idle' && live.location.key === location.key);
    const normalized = current
      ? normalizeLocation(location, stickyParams(language, isolated))
      : null;
    if (normalized) {
      // Replace, not push: the back button should not walk through our own corrections.
      void navigate(normalized, { replace: true, state: location.state, preventScrollReset: true });
    }
  }, [location, language, isolated, navigate, router]);
}
