import type { PublishingMissing } from '@dekka/contracts/joining';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed } from '../../staff/components/staff-gate';
import { usePublishing, useSetPublished } from '../api/publishing-api';
import type { SettingsAccess } from './settings-frame';
import './publishing.css';

/** Where each missing item is added. */
const WHERE: Record<PublishingMissing, string> = { openingHours: 'hours', tables: 'tables' };

function MissingList({ slug, missing }: { slug: string; missing: readonly PublishingMissing[] }) {
  const { t } = useTranslation();
  return (
    <ul className="settings-publishing__missing">
      {missing.map((item) => (
        <li key={item}>
          <Link to={`/${slug}/settings/${WHERE[item]}`}>
            {t(`staff.settings.publishing.missing.${item}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The 400's fields, when publishing was refused for what the restaurant lacks. */
function refusedFor(error: unknown): PublishingMissing[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = (error.body as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(fields)
    ? fields.filter((f): f is PublishingMissing => f === 'openingHours' || f === 'tables')
    : [];
}

/**
 * On the settings' first page: whether diners see the restaurant, with the button that shows or
 * hides it (docs/decisions/043-joining-dekka.md). What it lacks before it may be published is
 * listed with links to where it is added; unpublishing asks first, since diners lose it at once.
 */
export function PublishingPanel({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const state = usePublishing(token, restaurant.restaurantId);
  const change = useSetPublished(token, restaurant.restaurantId);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'published' | 'unpublished' | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // "Unpublish" makes way for the question: the focus goes to it, and back after "Keep".
  const confirmRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) {
      confirmRef.current?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      actionsRef.current?.querySelector('button')?.focus();
    }
  }, [confirming]);
  const values = { restaurant: restaurant.name };
  useEffect(() => {
    if (done || change.isError) statusRef.current?.focus();
  }, [done, change.isError]);

  const set = (published: boolean) => {
    setDone(null);
    change.mutate(published, {
      onSuccess: (view) => {
        setConfirming(false);
        setDone(view.published ? 'published' : 'unpublished');
      },
    });
  };

  let body;
  if (state.isError) body = <StaffLoadFailed onRetry={() => void state.refetch()} />;
  else if (!state.data) body = <Spinner label={t('staff.loading')} />;
  else {
    const { published, missing } = state.data;
    const refused = refusedFor(change.error);
    body = (
      <>
        <p
          className={`settings-publishing__state settings-publishing__state--${published ? 'on' : 'off'}`}
        >
          {t(
            published
              ? 'staff.settings.publishing.published'
              : 'staff.settings.publishing.unpublished',
            values,
          )}
        </p>
        {!published && missing.length > 0 && refused.length === 0 && (
          <>
            <p>{t('staff.settings.publishing.missingIntro')}</p>
            <MissingList slug={restaurant.slug} missing={missing} />
          </>
        )}
        <div
          ref={statusRef}
          tabIndex={-1}
          aria-live="polite"
          className="settings-publishing__status"
        >
          {refused.length > 0 && (
            <Alert tone="error">
              {t('staff.settings.publishing.refused')}
              <MissingList slug={restaurant.slug} missing={refused} />
            </Alert>
          )}
          {change.isError && refused.length === 0 && (
            <Alert tone="error">{t('staff.settings.publishing.failed')}</Alert>
          )}
          {done && !change.isError && (
            <Alert tone="success">
              {t(
                done === 'published'
                  ? 'staff.settings.publishing.publishedNow'
                  : 'staff.settings.publishing.unpublishedNow',
                values,
              )}
            </Alert>
          )}
        </div>
        {published && confirming ? (
          <div
            className="settings-publishing__confirm"
            role="group"
            aria-labelledby="publishing-title"
            ref={confirmRef}
            tabIndex={-1}
          >
            <p>{t('staff.settings.publishing.unpublishConfirm', values)}</p>
            <div className="settings-publishing__actions">
              <Button
                disabled={change.isPending}
                aria-busy={change.isPending || undefined}
                onClick={() => set(false)}
              >
                {change.isPending && <Spinner label={t('staff.settings.saving')} />}
                {t('staff.settings.publishing.unpublishConfirmButton')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  returnFocus.current = true;
                  setConfirming(false);
                }}
              >
                {t('staff.settings.publishing.keep')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="settings-publishing__actions" ref={actionsRef}>
            {published ? (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('staff.settings.publishing.unpublish')}
              </Button>
            ) : (
              <Button
                disabled={change.isPending}
                aria-busy={change.isPending || undefined}
                onClick={() => set(true)}
              >
                {change.isPending && <Spinner label={t('staff.settings.saving')} />}
                {t('staff.settings.publishing.publish')}
              </Button>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section className="card settings-publishing" aria-labelledby="publishing-title">
      <h2 id="publishing-title">{t('staff.settings.publishing.title')}</h2>
      {body}
    </section>
  );
}
