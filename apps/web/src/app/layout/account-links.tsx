import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/auth';
import { loginPath } from '../../lib/return-to';
import { isSignedIn } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The icons are drawn by CSS from image files (header.css): shapes every page would otherwise
 * carry as script, and they still take the link's colour.
 */
function Icon({ name }: { name: 'person' | 'my-bookings' }) {
  return <span className={`account-link__icon account-link__icon--${name}`} aria-hidden="true" />;
}

/**
 * "Sign in", or for a signed-in diner "My bookings" and "Sign out" (docs/product.md, "Accounts").
 * Phones get icons with the words as their accessible names; "Sign out" is then on the My
 * bookings page, as a third icon would not fit beside the search and the language at 375 px.
 * A page the server drew says "Sign in" (the server never knows who visits: the session is in
 * the browser's storage) until the browser has taken the page over, then the diner's own links.
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const session = useSession();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();

  return (
    <nav className="site-header__account" aria-label={t('header.account')}>
      {hydrated && isSignedIn(session.data) ? (
        <>
          <Link to="/my-bookings" className="account-link">
            <Icon name="my-bookings" />
            <span className="account-link__text">{t('header.myBookings')}</span>
          </Link>
          <Link to="/logout" className="account-link account-link--wide-only">
            {t('header.signOut')}
          </Link>
        </>
      ) : (
        <Link to={loginPath(`${pathname}${search}`)} className="account-link">
          <Icon name="person" />
          <span className="account-link__text">{t('header.signIn')}</span>
        </Link>
      )}
    </nav>
  );
}
