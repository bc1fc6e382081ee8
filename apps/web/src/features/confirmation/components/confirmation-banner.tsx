import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';

/**
 * The promotional banner (docs/product.md, "Routes"): Icelandic diners see the gift card, everyone else the
 * app. Drawn in CSS and SVG, so the page loads no external images.
 */
export function ConfirmationBanner() {
  const { t, i18n } = useTranslation();
  const icelandic = i18n.language === 'is';
  const variant = icelandic ? 'giftCard' : 'app';
  return (
    <aside
      className={`confirmation-banner confirmation-banner--${variant}`}
      aria-labelledby="confirmation-banner-title"
    >
      <svg
        className="confirmation-banner__art"
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        {icelandic ? (
          <>
            <rect x="6" y="18" width="52" height="36" rx="5" />
            <path d="M32 18v36M6 32h52M32 18c-6-10-16-6-10 0M32 18c6-10 16-6 10 0" />
          </>
        ) : (
          <>
            <rect x="18" y="6" width="28" height="52" rx="6" />
            <path d="M28 50h8M24 18h16M24 26h16M24 34h10" />
          </>
        )}
      </svg>
      <div className="confirmation-banner__text">
        <p id="confirmation-banner-title" className="confirmation-banner__title">
          {t(`confirmation.banner.${variant}.title`)}
        </p>
        <p className="confirmation-banner__body">{t(`confirmation.banner.${variant}.body`)}</p>
      </div>
      <Link className="confirmation-banner__cta" to={icelandic ? '/gjafabref' : '/download-app'}>
        {t(`confirmation.banner.${variant}.cta`)}
      </Link>
    </aside>
  );
}
