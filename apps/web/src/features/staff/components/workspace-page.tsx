import { mayDo } from '@dekka/contracts/staff-permissions';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useWorkspace } from '../api/staff-api';
import { StaffGate, StaffLayout, StaffLoadFailed, StaffLoading } from './staff-gate';

/** /{restaurantSlug}/workspace: where staff start; today at a glance and the staff pages. */
export function WorkspacePage() {
  return (
    <StaffGate>
      {({ token, restaurant }) => (
        <Workspace
          token={token}
          restaurantId={restaurant.restaurantId}
          name={restaurant.name}
          sellsFood={restaurant.sellsFood}
        />
      )}
    </StaffGate>
  );
}

function Workspace(props: {
  token: string;
  restaurantId: number;
  name: string;
  sellsFood: boolean;
}) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(pageTitle(t('staff.workspace.title'), props.name));
  const workspace = useWorkspace(props.token, props.restaurantId);
  const data = workspace.data;
  return (
    <StaffLayout title={props.name}>
      {data ? (
        <>
          <p className="staff-page__role">{t(`staff.roles.${data.role}`)}</p>
          <h2>
            {t('staff.workspace.today', { date: formatLocalDay(data.today.date, i18n.language) })}
          </h2>
          <dl className="staff-page__numbers">
            <div>
              <dt>{t('staff.workspace.bookings')}</dt>
              <dd>{data.today.bookings}</dd>
            </div>
            <div>
              <dt>{t('staff.workspace.covers')}</dt>
              <dd>{data.today.covers}</dd>
            </div>
            <div>
              <dt>{t('staff.workspace.waitingList')}</dt>
              <dd>{data.today.waitingList}</dd>
            </div>
          </dl>
          <nav className="staff-page__links" aria-label={t('staff.workspace.pages')}>
            <Link className={buttonClassName('primary')} to={`/${data.restaurant.slug}/guestlist`}>
              {t('staff.workspace.guestList')}
            </Link>
            {props.sellsFood && (
              <Link className={buttonClassName('secondary')} to={`/${data.restaurant.slug}/orders`}>
                {t('staff.workspace.orders')}
              </Link>
            )}
            <Link className={buttonClassName('secondary')} to={`/${data.restaurant.slug}/guests`}>
              {t('staff.workspace.guests')}
            </Link>
            {mayDo(data.role, 'team.view') && (
              <Link className={buttonClassName('secondary')} to={`/${data.restaurant.slug}/team`}>
                {t('staff.workspace.team')}
              </Link>
            )}
            {mayDo(data.role, 'settings.view') && (
              <Link
                className={buttonClassName('secondary')}
                to={`/${data.restaurant.slug}/settings`}
              >
                {t('staff.workspace.settings')}
              </Link>
            )}
            {mayDo(data.role, 'reports.view') && (
              <Link
                className={buttonClassName('secondary')}
                to={`/${data.restaurant.slug}/reports`}
              >
                {t('staff.workspace.reports')}
              </Link>
            )}
          </nav>
        </>
      ) : workspace.isError ? (
        <StaffLoadFailed onRetry={() => void workspace.refetch()} />
      ) : (
        <StaffLoading />
      )}
    </StaffLayout>
  );
}
