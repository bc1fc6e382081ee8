import type { MyRestaurant } from '@dekka/contracts/staff';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/translation';
import { StaffGate, StaffLayout } from '../../staff/components/staff-gate';
import '../../../components/booking-form.css';
import './settings.css';

export type SettingsAccess = { token: string; restaurant: MyRestaurant };

const SECTIONS = [
  { path: 'profile', label: 'staff.settings.nav.profile' },
  { path: 'hours', label: 'staff.settings.nav.hours' },
  { path: 'rules', label: 'staff.settings.nav.rules' },
  { path: 'payments', label: 'staff.settings.nav.payments' },
  { path: 'look', label: 'staff.settings.nav.look' },
  { path: 'photos', label: 'staff.settings.nav.photos' },
  { path: 'tables', label: 'staff.settings.nav.tables' },
  { path: 'menus', label: 'staff.settings.menus.nav' },
  { path: 'ordering', label: 'staff.settings.ordering.nav' },
  { path: 'history', label: 'staff.settings.nav.history' },
] as const;

/** The settings' own small navigation; the current page is marked (aria-current). */
function SettingsNav({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <nav className="settings-nav" aria-label={t('staff.settings.nav.label')}>
      <ul>
        <li>
          <NavLink to={`/${slug}/settings`} end>
            {t('staff.settings.nav.overview')}
          </NavLink>
        </li>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={`/${slug}/settings/${section.path}`}>{t(section.label)}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to={`/${slug}/workspace`}>{t('staff.settings.nav.workspace')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

function SettingsLayout(props: { title: string; restaurant: MyRestaurant; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(props.title, props.restaurant.name));
  return (
    <StaffLayout title={props.title} className="settings-page">
      <p className="staff-page__role">
        {t('staff.settings.of', { restaurant: props.restaurant.name })}
      </p>
      <SettingsNav slug={props.restaurant.slug} />
      {props.children}
    </StaffLayout>
  );
}

/**
 * Every settings page: only for the restaurant's owners and managers (the server refuses everyone
 * else too); a host is told so. `children` renders the page once access is known.
 */
export function SettingsFrame(props: {
  title: string;
  children: (access: SettingsAccess) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StaffGate>
      {(access) =>
        access.restaurant.role === 'host' ? (
          <StaffLayout title={props.title}>
            <Alert tone="error">{t('staff.settings.notAllowed')}</Alert>
          </StaffLayout>
        ) : (
          <SettingsLayout title={props.title} restaurant={access.restaurant}>
            {props.children(access)}
          </SettingsLayout>
        )
      }
    </StaffGate>
  );
}
