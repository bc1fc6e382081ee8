import type { DecisionResponse, RestaurantApplication } from '@dekka/contracts/joining';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useMyRestaurants } from '../../../lib/api/my-restaurants';
import { useSession } from '../../../lib/auth';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatInstantDate } from '../../../lib/long-date';
import { formatClock } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { useApplications, useDecisions } from '../api/joining-api';
import '../../../components/booking-form.css';
import './joining.css';

type Notice = { tone: 'success' | 'error' | 'info'; text: string; more?: string };

function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('joining.admin.title')));
  return (
    <section className="container page admin-page">
      <h1>{t('joining.admin.title')}</h1>
      {children}
    </section>
  );
}

/**
 * /admin/applications: restaurants' applications for Dekka's administrators (ADR 043): the
 * pending ones to approve or decline, and the latest decided. Anyone else is told to sign in or
 * that the page is not theirs; the server refuses their calls anyway.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const token = session.data && !session.data.isAnonymous ? session.data.token : null;
  const mine = useMyRestaurants(token);

  if (session.isPending || (token !== null && mine.isPending)) {
    return (
      <AdminLayout>
        <Spinner label={t('joining.admin.loading')} />
      </AdminLayout>
    );
  }
  if (token === null) {
    const returnTo = `${location.pathname}${location.search}`;
    return (
      <AdminLayout>
        <p>{t('joining.admin.signInFirst')}</p>
        <Link
          className={buttonClassName('primary')}
          to={`/login?returnTo=${encodeURIComponent(returnTo)}`}
        >
          {t('joining.admin.signIn')}
        </Link>
      </AdminLayout>
    );
  }
  if (mine.isError) {
    return (
      <AdminLayout>
        <LoadFailed onRetry={() => void mine.refetch()} />
      </AdminLayout>
    );
  }
  if (mine.data?.administrator !== true) {
    return (
      <AdminLayout>
        <Alert tone="error">{t('joining.admin.notAllowed')}</Alert>
      </AdminLayout>
    );
  }
  return (
    <AdminLayout>
      <Applications token={token} />
    </AdminLayout>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert tone="error">{t('joining.admin.loadFailed')}</Alert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t('joining.admin.retry')}
        </Button>
      </div>
    </>
  );
}

function Applications({ token }: { token: string }) {
  const { t } = useTranslation();
  const applications = useApplications(token);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // A decided card leaves the list: the focus goes to what happened instead of the page's top.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (applications.isError) return <LoadFailed onRetry={() => void applications.refetch()} />;
  if (!applications.data) return <Spinner label={t('joining.admin.loading')} />;
  const { pending, decided } = applications.data;

  return (
    <>
      <div ref={noticeRef} tabIndex={-1} className="admin-page__notice" aria-live="polite">
        {notice && (
          <Alert tone={notice.tone}>
            {notice.text}
            {notice.more && <> {notice.more}</>}
          </Alert>
        )}
      </div>
      <section className="admin-page__section" aria-labelledby="applications-pending">
        <h2 id="applications-pending">
          {t('joining.admin.pendingTitle')} ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p>{t('joining.admin.pendingEmpty')}</p>
        ) : (
          <ul className="admin-applications">
            {pending.map((application) => (
              <li key={application.id}>
                <PendingApplication application={application} token={token} onDone={setNotice} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-page__section" aria-labelledby="applications-decided">
        <h2 id="applications-decided">{t('joining.admin.decidedTitle')}</h2>
        {decided.length === 0 ? (
          <p>{t('joining.admin.decidedEmpty')}</p>
        ) : (
          <ul className="admin-applications">
            {decided.map((application) => (
              <li key={application.id}>
                <DecidedApplication application={application} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * "2 December 2026 12:02" in the administrator's own zone, in the page's language also where the
 * browser lacks its Intl data (lib/locale-format).
 */
function useDateTime() {
  const { i18n } = useTranslation();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (iso: string) =>
    `${formatInstantDate(iso, i18n.language, { timeZone })} ${formatClock(iso, timeZone)}`;
}

/** What the applicant wrote, as a description list. */
function Details({ application }: { application: RestaurantApplication }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('joining.admin.contact'), application.contactName],
    [
      t('joining.admin.email'),
      <a key="email" href={`mailto:${application.email}`}>
        {application.email}
      </a>,
    ],
    [
      t('joining.admin.phone'),
      <a key="phone" href={`tel:${application.phone.replace(/[\s-]/g, '')}`}>
        {application.phone}
      </a>,
    ],
    [
      t('joining.admin.place'),
      `${application.city}, ${t(`joining.countries.${application.country}`)}`,
    ],
    [t('joining.admin.address'), application.address],
  ];
  // Only http(s) addresses are ever stored (the contract refuses anything else).
  if (application.website) {
    rows.push([
      t('joining.admin.website'),
      <a key="website" href={application.website} rel="noopener noreferrer" target="_blank">
        {application.website}
      </a>,
    ]);
  }
  if (application.message) rows.push([t('joining.admin.message'), application.message]);
  return (
    <dl className="admin-application__details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PendingApplication({
  application,
  token,
  onDone,
}: {
  application: RestaurantApplication;
  token: string;
  onDone: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const { approve, decline } = useDecisions(token);
  const [step, setStep] = useState<'idle' | 'approve' | 'decline'>('idle');
  const [reason, setReason] = useState('');
  // The buttons pressed make way for the question: the focus goes to it, and back again after.
  const confirmRef = useRef<HTMLDivElement & HTMLFormElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (step !== 'idle') {
      confirmRef.current?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      actionsRef.current?.querySelector('button')?.focus();
    }
  }, [step]);
  const headingId = useId();
  const reasonId = useId();
  const busy = approve.isPending || decline.isPending;
  const cancel = () => {
    returnFocus.current = true;
    setStep('idle');
  };
  const values = { restaurant: application.restaurantName, email: application.email };

  const settled = (kind: 'approved' | 'declined') => ({
    onSuccess: (result: DecisionResponse) =>
      onDone({
        tone: result.mailed ? 'success' : 'info',
        text: t(`joining.admin.${kind}`, values),
        ...(result.mailed ? {} : { more: t('joining.admin.notMailed', values) }),
      }),
    onError: (error: Error) =>
      onDone(
        error instanceof ApiError && error.status === 409
          ? { tone: 'info', text: t('joining.admin.alreadyDecided') }
          : { tone: 'error', text: t('joining.admin.decideFailed') },
      ),
  });

  return (
    <article className="card admin-application" aria-labelledby={headingId}>
      <h3 id={headingId}>{application.restaurantName}</h3>
      <p className="admin-application__when">
        {t('joining.admin.received', { date: when(application.createdAt) })}
      </p>
      <Details application={application} />
      {step === 'idle' && (
        <div className="admin-application__actions" ref={actionsRef}>
          <Button onClick={() => setStep('approve')}>{t('joining.admin.approve')}</Button>
          <Button variant="secondary" onClick={() => setStep('decline')}>
            {t('joining.admin.decline')}
          </Button>
        </div>
      )}
      {step === 'approve' && (
        <div
          className="admin-application__confirm"
          role="group"
          aria-labelledby={headingId}
          ref={confirmRef}
          tabIndex={-1}
        >
          <p>{t('joining.admin.approveConfirm', values)}</p>
          <div className="admin-application__actions">
            <Button
              disabled={busy}
              aria-busy={approve.isPending || undefined}
              onClick={() => approve.mutate(application.id, settled('approved'))}
            >
              {approve.isPending && <Spinner label={t('joining.admin.loading')} />}
              {t('joining.admin.approveConfirmButton')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={cancel}>
              {t('joining.admin.cancel')}
            </Button>
          </div>
        </div>
      )}
      {step === 'decline' && (
        <form
          className="admin-application__confirm"
          aria-labelledby={headingId}
          ref={confirmRef}
          tabIndex={-1}
          onSubmit={(event) => {
            event.preventDefault();
            decline.mutate({ applicationId: application.id, reason }, settled('declined'));
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              {t('joining.admin.reason')}
            </label>
            <textarea
              id={reasonId}
              className="field__input field__input--textarea"
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="admin-application__actions">
            <Button type="submit" disabled={busy} aria-busy={decline.isPending || undefined}>
              {decline.isPending && <Spinner label={t('joining.admin.loading')} />}
              {t('joining.admin.declineConfirmButton')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={cancel}>
              {t('joining.admin.cancel')}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}

function DecidedApplication({ application }: { application: RestaurantApplication }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const headingId = useId();
  const status = application.status === 'declined' ? 'declined' : 'approved';
  const date = application.decidedAt ? when(application.decidedAt) : '';
  const label = t(`joining.admin.status.${status}`);
  return (
    <article className="card admin-application" aria-labelledby={headingId}>
      <h3 id={headingId}>{application.restaurantName}</h3>
      <p className={`admin-application__status admin-application__status--${status}`}>
        {application.decidedBy
          ? t('joining.admin.decidedOn', { status: label, date, by: application.decidedBy })
          : t('joining.admin.decidedOnUnknown', { status: label, date })}
      </p>
      {application.restaurant && (
        <p>{t('joining.admin.restaurantSlug', { slug: application.restaurant.slug })}</p>
      )}
      {application.reason && (
        <p>{t('joining.admin.reasonGiven', { reason: application.reason })}</p>
      )}
      <Details application={application} />
    </article>
  );
}
