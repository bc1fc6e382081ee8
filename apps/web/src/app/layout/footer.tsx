import { useTranslation } from '../../lib/translation';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { StoreBadges } from '../../components/store-badges';
import { useSiteSettings } from '../../lib/api/get-settings';
import './footer.css';
import { renderNow } from '../../lib/render-context';

// No social URL in the stored settings yet; move it there when staff need to change it.
const INSTAGRAM_URL = 'https://www.instagram.com/dekka.is/';

export function Footer() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const year = renderNow().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo className="site-footer__logo" />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          {(settings.appStoreUrl || settings.playStoreUrl) && (
            <>
              <h2 className="site-footer__heading">{t('footer.appHeading')}</h2>
              <StoreBadges
                appStoreUrl={settings.appStoreUrl}
                playStoreUrl={settings.playStoreUrl}
              />
            </>
          )}
        </div>

        <nav className="site-footer__column" aria-labelledby="footer-dekka">
          <h2 className="site-footer__heading" id="footer-dekka">
            {t('footer.dekkaHeading')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/terms#about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/terms#terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/terms#privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/gjafabref">{t('footer.giftCards')}</Link>
            </li>
            <li>
              <Link to="/signup">{t('footer.newsletter')}</Link>
            </li>
          </ul>
        </nav>

        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.restaurantsHeading')}</h2>
          <p>{t('footer.restaurantsPitch')}</p>
          <Link className="site-footer__cta" to="/join">
            {t('footer.joinUs')}
          </Link>
        </div>

        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.contactHeading')}</h2>
          <address className="site-footer__address">
            {settings.address && <span>{settings.address}</span>}
            {settings.contactEmail && (
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            )}
          </address>
          <a className="site-footer__social" href={INSTAGRAM_URL} rel="noopener noreferrer">
            <span className="site-footer__social-icon" aria-hidden="true" />
            {t('footer.social')}
          </a>
        </div>
      </div>

      <div className="container">
        <div className="site-footer__bottom">
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
