import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, apiCall } from '../../../lib/api-client';
import { useMyRestaurants } from '../../../lib/api/my-restaurants';
import { useSessionChange } from '../../../lib/session-change';
import { reportError } from '../../../lib/error-reporting';
import { useTranslation } from '../../../lib/translation';

/**
 * Links into each restaurant's workspace, for someone on a restaurant's staff, and to the
 * restaurants' applications, for a Dekka administrator; nothing otherwise.
 */
export function MyRestaurants({ token }: { token: string }) {
  const { t } = useTranslation();
  const mine = useMyRestaurants(token);
  const restaurants = mine.data?.restaurants ?? [];
  return (
    <>
      {restaurants.length > 0 && (
        <section className="my-bookings__section" aria-labelledby="my-bookings-restaurants">
          <h2 id="my-bookings-restaurants">{t('account.staff.title')}</h2>
          <ul className="my-bookings__restaurants">
            {restaurants.map((restaurant) => (
              <li key={restaurant.restaurantId}>
                <Link to={`/${restaurant.slug}/workspace`}>
                  {t('account.staff.workspaceOf', { restaurant: restaurant.name })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {mine.data?.administrator === true && (
        <section className="my-bookings__section" aria-labelledby="my-bookings-admin">
          <h2 id="my-bookings-admin">{t('account.admin.title')}</h2>
          <ul className="my-bookings__restaurants">
            <li>
              <Link to="/admin/applications">{t('account.admin.applications')}</Link>
            </li>
          </ul>
        </section>
      )}
    </>
  );
}

/** Saves everything Dekka keeps about the account as a JSON file, in the browser. */
function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Download my data, and delete my account after saying what that means. */
export function MyData({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedOut } = useSessionChange();
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({
    mutationFn: () => apiCall('myData', { token }),
    onSuccess: (data) => downloadJson(data, 'dekka-my-data.json'),
    onError: (error) => reportError(error),
  });
  const remove = useMutation({
    mutationFn: () => apiCall('deleteAccount', { token }),
    onSuccess: () => {
      void signedOut();
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409)) reportError(error);
    },
  });
  const soleOwner = remove.error instanceof ApiError && remove.error.status === 409;

  return (
    <section className="my-bookings__section" aria-labelledby="my-bookings-data">
      <h2 id="my-bookings-data">{t('account.data.title')}</h2>
      <p>{t('account.data.downloadHelp')}</p>
      {download.isError && <Alert tone="error">{t('account.data.downloadFailed')}</Alert>}
      <div className="account-page__actions">
        <Button
          variant="secondary"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate()}
        >
          {download.isPending && <Spinner label={t('account.data.preparing')} />}
          {t('account.data.download')}
        </Button>
      </div>
      {confirming ? (
        <div className="my-bookings__delete" role="group" aria-labelledby="delete-account-warning">
          <p id="delete-account-warning">{t('account.data.deleteWarning')}</p>
          {remove.isError && (
            <Alert tone="error">
              {soleOwner ? t('account.data.soleOwner') : t('account.data.deleteFailed')}
            </Alert>
          )}
          <div className="account-page__actions">
            <Button
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
              onClick={() => remove.mutate()}
            >
              {remove.isPending && <Spinner label={t('account.data.deleting')} />}
              {t('account.data.confirmDelete')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('account.data.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="account-page__actions">
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('account.data.delete')}
          </Button>
        </div>
      )}
    </section>
  );
}
