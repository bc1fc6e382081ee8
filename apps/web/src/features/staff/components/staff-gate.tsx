import type { MyRestaurant } from '@dekka/contracts/staff';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import { useMyRestaurants } from '../../../lib/api/my-restaurants';
import { useAccountToken } from '../api/staff-api';
import './staff.css';

/**
 * The frame of every staff page: the restaurant's name above the page's own heading. `className`
 * adds a page's own class (the guest list is wider than the other staff pages).
 */
export function StaffLayout({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={['container page staff-page', className].filter(Boolean).join(' ')}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** The space a staff page's content takes while it loads, so nothing jumps when it arrives. */
export function StaffLoading() {
  const { t } = useTranslation();
  return (
    <div className="staff-page__loading">
      <Spinner label={t('staff.loading')} />
    </div>
  );
}

export function StaffLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert tone="error">{t('staff.loadError')}</Alert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t('staff.retry')}
        </Button>
      </div>
    </>
  );
}

/**
 * Lets a staff page render only for someone signed in and on the staff of the restaurant in the
 * address; everyone else is told why and where to go. The server checks every call again: this
 * only decides what to show.
 */
export function StaffGate({
  children,
}: {
  children: (access: { token: string; restaurant: MyRestaurant }) => ReactNode;
}) {
  const { t } = useTranslation();
  const { restaurantSlug } = useParams();
  const location = useLocation();
  const { token, isPending } = useAccountToken();
  const mine = useMyRestaurants(token);

  if (isPending || (token !== null && mine.isPending)) {
    return (
      <StaffLayout title={t('staff.workspace.title')}>
        <StaffLoading />
      </StaffLayout>
    );
  }
  if (token === null) {
    const returnTo = `${location.pathname}${location.search}`;
    return (
      <StaffLayout title={t('staff.workspace.title')}>
        <p>{t('staff.signInFirst')}</p>
        <Link
          className={buttonClassName('primary')}
          to={`/login?returnTo=${encodeURIComponent(returnTo)}`}
        >
          {t('staff.signIn')}
        </Link>
      </StaffLayout>
    );
  }
  if (mine.isError) {
    return (
      <StaffLayout title={t('staff.workspace.title')}>
        <StaffLoadFailed onRetry={() => void mine.refetch()} />
      </StaffLayout>
    );
  }
  const restaurant = mine.data?.restaurants.find((r) => r.slug === restaurantSlug);
  if (!restaurant) {
    return (
      <StaffLayout title={t('staff.notStaffTitle')}>
        <Alert tone="error">{t('staff.notStaff')}</Alert>
        {mine.data && mine.data.restaurants.length > 0 && (
          <>
            <p>{t('staff.yourRestaurants')}</p>
            <ul className="staff-page__list">
              {mine.data.restaurants.map((r) => (
                <li key={r.restaurantId}>
                  <Link to={`/${r.slug}/workspace`}>{r.name}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </StaffLayout>
    );
  }
  return <>{children({ token, restaurant })}</>;
}
