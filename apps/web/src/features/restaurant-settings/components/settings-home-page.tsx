import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { PublishingPanel } from './publishing-panel';
import { SettingsFrame } from './settings-frame';

const AREAS = [
  { path: 'profile', title: 'staff.settings.nav.profile', text: 'staff.settings.home.profile' },
  { path: 'hours', title: 'staff.settings.nav.hours', text: 'staff.settings.home.hours' },
  { path: 'rules', title: 'staff.settings.nav.rules', text: 'staff.settings.home.rules' },
  { path: 'payments', title: 'staff.settings.nav.payments', text: 'staff.settings.home.payments' },
  { path: 'look', title: 'staff.settings.nav.look', text: 'staff.settings.home.look' },
  { path: 'photos', title: 'staff.settings.nav.photos', text: 'staff.settings.home.photos' },
  { path: 'tables', title: 'staff.settings.nav.tables', text: 'staff.settings.home.tables' },
  { path: 'menus', title: 'staff.settings.menus.nav', text: 'staff.settings.menus.home' },
  { path: 'ordering', title: 'staff.settings.ordering.nav', text: 'staff.settings.ordering.home' },
  { path: 'history', title: 'staff.settings.nav.history', text: 'staff.settings.home.history' },
] as const;

/** /{restaurantSlug}/settings: whether diners see it, then what can be set, one card each. */
export function SettingsHomePage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.title')}>
      {({ token, restaurant }) => (
        <>
          <PublishingPanel token={token} restaurant={restaurant} />
          <ul className="settings-areas">
            {AREAS.map((area) => (
              <li key={area.path} className="card">
                <h2>
                  <Link to={`/${restaurant.slug}/settings/${area.path}`}>{t(area.title)}</Link>
                </h2>
                <p>{t(area.text)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </SettingsFrame>
  );
}
