import { useTranslation } from '../lib/translation';
import './store-badges.css';

interface StoreBadgesProps {
  appStoreUrl: string;
  playStoreUrl: string;
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.37 12.6c-.02-2.2 1.8-3.26 1.88-3.31-1.03-1.5-2.62-1.7-3.19-1.73-1.36-.14-2.65.8-3.34.8-.69 0-1.75-.78-2.88-.76-1.48.02-2.85.86-3.61 2.19-1.54 2.67-.39 6.62 1.1 8.79.73 1.06 1.6 2.25 2.74 2.2 1.1-.04 1.51-.71 2.84-.71 1.32 0 1.7.71 2.86.69 1.18-.02 1.93-1.08 2.65-2.14.84-1.23 1.18-2.42 1.2-2.48-.03-.01-2.3-.88-2.32-3.5zM14.2 6.13c.6-.73 1.01-1.75.9-2.76-.87.04-1.92.58-2.54 1.31-.56.64-1.05 1.68-.92 2.67.97.08 1.96-.49 2.56-1.22z"
      />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="#34A853" d="M4.2 2.4 13.7 12l-9.5 9.6c-.3-.2-.5-.6-.5-1.1V3.5c0-.5.2-.9.5-1.1z" />
      <path fill="#FBBC04" d="m17 15.3-3.3-3.3L17 8.7l3.7 2.1c1 .6 1 1.8 0 2.4L17 15.3z" />
      <path fill="#EA4335" d="M17 15.3 13.7 12l-9.5 9.6c.4.3 1 .3 1.6 0L17 15.3z" />
      <path fill="#4285F4" d="M17 8.7 5.8 2.4c-.6-.3-1.2-.3-1.6 0l9.5 9.6L17 8.7z" />
    </svg>
  );
}

/** App Store and Google Play links drawn in the stores' badge style; missing URLs are skipped. */
export function StoreBadges({ appStoreUrl, playStoreUrl }: StoreBadgesProps) {
  const { t } = useTranslation();
  if (!appStoreUrl && !playStoreUrl) return null;
  return (
    <ul className="store-badges">
      {appStoreUrl && (
        <li>
          <a className="store-badge" href={appStoreUrl} aria-label={t('storeBadges.appStore')}>
            <AppleIcon />
            <span className="store-badge__text" aria-hidden="true">
              <span className="store-badge__line">{t('storeBadges.appStoreLine')}</span>
              <span className="store-badge__store">App Store</span>
            </span>
          </a>
        </li>
      )}
      {playStoreUrl && (
        <li>
          <a className="store-badge" href={playStoreUrl} aria-label={t('storeBadges.googlePlay')}>
            <PlayIcon />
            <span className="store-badge__text" aria-hidden="true">
              <span className="store-badge__line">{t('storeBadges.googlePlayLine')}</span>
              <span className="store-badge__store">Google Play</span>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
