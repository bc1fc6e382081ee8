import { useEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';
import { useRouteError } from 'react-router';
import { Logo } from '../../components/logo';
import { buttonClassName } from '../../components/ui/button';
import { reportError } from '../../lib/error-reporting';
import './pages.css';

interface FatalErrorPageProps {
  /** At the root the shell itself failed, so the page brings its own minimal brand bar. */
  standalone?: boolean;
}

/** The router's error page: shown when a page (or the shell) throws while loading or rendering. */
export function FatalErrorPage({ standalone = false }: FatalErrorPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('errors.fallback')));
  const error = useRouteError();

  useEffect(() => {
    // A warning, not console.error: the browser tests fail on console errors, and this one is
    // handled, reported and shown to the visitor.
    console.warn('User saw 500 error page', error);
    reportError(error);
  }, [error]);

  const content = (
    <section className="container page status-page">
      <p className="eyebrow">500</p>
      <h1>{t('errors.fatalTitle')}</h1>
      <p className="lead status-page__body">{t('errors.fatalBody')}</p>
      {/* A full page load: whatever state broke the app is left behind. */}
      <a href="/" className={buttonClassName('primary')}>
        {t('errors.returnHome')}
      </a>
    </section>
  );

  if (!standalone) return content;
  return (
    <div className="fatal-standalone">
      <div className="fatal-standalone__bar">
        <div className="container">
          <Logo className="fatal-standalone__logo" />
        </div>
      </div>
      <main>{content}</main>
    </div>
  );
}
