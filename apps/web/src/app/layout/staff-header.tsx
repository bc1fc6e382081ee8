import { mayDo } from '@dekka/contracts/staff-permissions';
import type { MyRestaurant } from '@dekka/contracts/staff';
import { useId } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useMyRestaurants } from '../../lib/api/my-restaurants';
import { formatDayShort } from '../../lib/locale-format';
import { useTranslation } from '../../lib/translation';
import { useNow } from '../../features/guest-list/hooks/use-now';
import { useAccountToken } from '../../features/staff/api/staff-api';
import { useLiveState } from '../../features/staff/model/live-status';
import { LanguageSelect } from './language-select';
import './staff-header.css';

/**
 * The staff pages' own header, compact for a tablet at the host stand: the restaurant (a switcher
 * for someone on several staffs), today, whether the page follows changes live, the staff pages
 * and signing out. No diner search, store badges or footer: the host's screen is for service.
 */
export function StaffHeader({ restaurantSlug }: { restaurantSlug: string | undefined }) {
  const { t } = useTranslation();
  const { token } = useAccountToken();
  const mine = useMyRestaurants(token);
  const restaurants = mine.data?.restaurants ?? [];
  const current = restaurants.find((r) => r.slug === restaurantSlug);
  return (
    <header className="staff-header">
      <div className="staff-header__inner">
        <div className="staff-header__place">
          {current && restaurants.length > 1 ? (
            <RestaurantSwitch current={current} restaurants={restaurants} />
          ) : (
            <span className="staff-header__name">{current?.name ?? t('app.name')}</span>
          )}
          <Today />
          <LiveStatus />
        </div>
        {current && (
          <nav className="staff-header__nav" aria-label={t('staff.shell.pages')}>
            <NavLink to={`/${current.slug}/guestlist`}>{t('staff.workspace.guestList')}</NavLink>
            {current.sellsFood && (
              <NavLink to={`/${current.slug}/orders`}>{t('staff.workspace.orders')}</NavLink>
            )}
            {mayDo(current.role, 'team.view') && (
              <NavLink to={`/${current.slug}/team`}>{t('staff.workspace.team')}</NavLink>
            )}
            {mayDo(current.role, 'settings.view') && (
              <NavLink to={`/${current.slug}/settings`}>{t('staff.workspace.settings')}</NavLink>
            )}
          </nav>
        )}
        <div className="staff-header__end">
          <LanguageSelect />
          {token !== null && (
            <Link className="staff-header__signout" to="/logout">
              {t('staff.shell.signOut')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

/** Today's weekday and date, read again as the clock passes midnight. */
function Today() {
  const { i18n } = useTranslation();
  const now = new Date(useNow());
  // In the page's language even where the browser has no Intl data for it (locale-format.ts).
  const day = formatDayShort(
    { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() },
    i18n.language,
  );
  return <span className="staff-header__day">{day}</span>;
}

/** Live, connecting, or off (the page then reads the list every minute); nothing on other pages. */
function LiveStatus() {
  const { t } = useTranslation();
  const state = useLiveState();
  if (state === null) return null;
  return (
    <span className={`staff-header__live staff-header__live--${state}`} role="status">
      <span className="staff-header__dot" aria-hidden="true" />
      {t(`staff.shell.live.${state}`)}
    </span>
  );
}

/** The same page at another of the person's restaurants. */
function RestaurantSwitch(props: { current: MyRestaurant; restaurants: readonly MyRestaurant[] }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const rest = location.pathname.split('/').slice(2).join('/');
  // A host's staff pages are the guest list and the order board: elsewhere they land on the list.
  const pathAt = (target: MyRestaurant) =>
    target.role === 'host' && /^(team|settings)/.test(rest)
      ? `/${target.slug}/guestlist`
      : `/${target.slug}/${rest}`;
  return (
    <span className="staff-header__switch">
      <label className="visually-hidden" htmlFor={id}>
        {t('staff.shell.restaurant')}
      </label>
      <select
        id={id}
        className="staff-header__select"
        value={props.current.slug}
        onChange={(event) => {
          const target = props.restaurants.find((r) => r.slug === event.target.value);
          if (target) void navigate(pathAt(target));
        }}
      >
        {props.restaurants.map((r) => (
          <option key={r.restaurantId} value={r.slug}>
            {r.name}
          </option>
        ))}
      </select>
    </span>
  );
}
