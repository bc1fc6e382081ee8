import { useEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { FALLBACK_SETTINGS, useSettings } from '../../lib/api/get-settings';
import { useRevokedSessionGuard, useSession } from '../../lib/auth';
import { useIsolation } from '../../lib/use-isolation';
import { useNavigationEffects } from '../navigation/use-navigation-effects';
import { Footer } from './footer';
import { Header } from './header';
import { RouteFocus } from './route-focus';
import { isStaffHandle } from './staff-route';
import { useApplySettings } from './use-apply-settings';
import { useServedHeadUntilNavigation } from './use-served-head';
import './app-shell.css';

/**
 * The root layout: header, page, footer, and the app-wide effects every page relies on. The staff
 * workspace's pages get their own frame instead, with the compact staff header and no footer
 * (staff-frame.tsx, docs/decisions/070).
 */
export function AppShell() {
  const { t } = useTranslation();
  const settings = useSettings();
  const session = useSession();
  const navigate = useNavigate();
  const isolated = useIsolation();
  const matches = useMatches();
  const staffMatch = matches.find((match) => isStaffHandle(match.handle));

  useNavigationEffects();
  useServedHeadUntilNavigation();
  useRevokedSessionGuard();
  // A failed settings call is reported by the query cache; the site runs on the fallback.
  useApplySettings(settings.isPending ? undefined : (settings.data ?? FALLBACK_SETTINGS));

  // docs/product.md, "The booking flow": if the anonymous sign-in fails, the error is reported (query cache) and the
  // visitor goes to the front page.
  useEffect(() => {
    if (session.isError) void navigate('/', { replace: true });
  }, [session.isError, navigate]);

  // Settings decide theme, languages and links, so the first page waits for them.
  if (settings.isPending) return <LoadingScreen />;

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {staffMatch ? (
        // The staff's frame (staff-frame.tsx), loaded with the staff pages' code.
        <Outlet />
      ) : (
        <>
          <Header isolated={isolated} />
          <main id="main" className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
          {!isolated && (
            <ErrorBoundary fallback={null}>
              <Footer />
            </ErrorBoundary>
          )}
        </>
      )}
      <RouteFocus />
    </div>
  );
}
