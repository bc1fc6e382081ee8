import { useTranslation } from '../lib/translation';
import './store-badges.css';

interface StoreBadgesProps {
  appStoreUrl: string;
  playStoreUrl: string;
}

/**
 * App Store and Google Play links drawn in the stores' badge style; missing URLs are skipped. The
 * stores' marks are image files (cached once), not script every page would carry.
 */
export function StoreBadges({ appStoreUrl, playStoreUrl }: StoreBadgesProps) {
  const { t } = useTranslation();
  if (!appStoreUrl && !playStoreUrl) return null;
  return (
    <ul className="store-badges">
      {appStoreUrl && (
        <li>
          <a className="store-badge" href={appStoreUrl} aria-label={t('storeBadges.appStore')}>
            <img src="/icons/app-store.svg" alt="" width="24" height="24" loading="lazy" />
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
            <img src="/icons/google-play.svg" alt="" width="22" height="22" loading="lazy" />
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
