import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { StoreBadges } from '../../../components/store-badges';
import { useSiteSettings } from '../../../lib/api/get-settings';
import { detectStore } from '../model/detect-store';
import './download-app-page.css';

export function DownloadAppPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('downloadApp.title')));
  const { appStoreUrl, playStoreUrl } = useSiteSettings();
  const store = detectStore(window.navigator.userAgent);
  const storeUrl = store === 'app-store' ? appStoreUrl : store === 'play-store' ? playStoreUrl : '';

  useEffect(() => {
    // replace, not assign: the back button should return to where the visitor came from.
    if (storeUrl) window.location.replace(storeUrl);
  }, [storeUrl]);

  return (
    <section className="container page page--narrow download-app">
      <div className="card download-app__card">
        <svg
          className="download-app__phone"
          viewBox="0 0 64 96"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="6" y="4" width="52" height="88" rx="12" />
          <path d="M26 12h12" />
          <circle cx="32" cy="80" r="3" />
        </svg>
        <h1>{t('downloadApp.title')}</h1>
        {storeUrl ? (
          <p role="status">{t('downloadApp.redirecting')}</p>
        ) : (
          <>
            <p className="lead">{t('downloadApp.body')}</p>
            <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
          </>
        )}
      </div>
    </section>
  );
}
