import type { ManageBookingResponse } from '@dekka/contracts/booking';
import type { ChangeMoney } from '@dekka/contracts/booking-change';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ProblemPage } from '../../../components/ui/problem-page';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatBookingDay, formatClock } from '../../../lib/restaurant-time';
import { formatMoney } from '../../../lib/locale-format';
import { useManagedBooking } from '../api/get-managed-booking';
import { calendarFileUrl, googleCalendarUrl } from '../model/calendar-links';
import { BookingFacts } from './booking-facts';
import { ChangeBooking } from './change-booking';
import { TableOffer } from './table-offer';
import type { OfferChoice } from '../api/answer-table-offer';
import './manage-booking-page.css';
import { sanitizeHtml } from '../../../lib/sanitize-html';

/**
 * /booking?guid=…: the page every e-mail links to; the guid is the diner's key to it. The table
 * offer's e-mail links to /offer?guid=…&answer=…, the same page with the offer first.
 */
export function ManageBookingPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('manage.title')));
  const [params] = useSearchParams();
  const guid = params.get('guid');
  if (!guid) {
    return <ProblemPage title={t('manage.notFoundTitle')}>{t('manage.notFoundBody')}</ProblemPage>;
  }
  return <ManageBooking guid={guid} />;
}

function ManageBooking({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const query = useManagedBooking(guid);

  if (query.isPending) {
    return (
      <ManageLayout>
        <div className="manage-page__loading">
          <Spinner label={t('manage.loading')} />
          <span aria-hidden="true">{t('manage.loading')}</span>
        </div>
      </ManageLayout>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    if (missing) {
      return (
        <ProblemPage title={t('manage.notFoundTitle')}>{t('manage.notFoundBody')}</ProblemPage>
      );
    }
    return (
      <ManageLayout>
        <Alert tone="error">{t('manage.loadError')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('manage.retry')}
          </Button>
        </div>
      </ManageLayout>
    );
  }
  return (
    <ManageLayout>
      <ManagedBooking guid={guid} booking={query.data} />
    </ManageLayout>
  );
}

function ManageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="container page page--narrow manage-page">
      <div className="card manage-page__card">
        <h1>{t('manage.title')}</h1>
        {children}
      </div>
    </section>
  );
}

/** What `?answer=` in the offer e-mail's links asks for (the diner still presses the button). */
function offerAnswer(params: URLSearchParams): OfferChoice | null {
  const answer = params.get('answer');
  return answer === 'accept' || answer === 'decline' ? answer : null;
}

function ManagedBooking({ guid, booking }: { guid: string; booking: ManageBookingResponse }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const waiting = booking.waitingList;
  const offered = waiting?.state === 'offered';
  const active = booking.status === 'confirmed' || booking.status === 'waitlisted';
  const deadline = booking.cancel.deadline;
  const policy = booking.policyText ? sanitizeHtml(booking.policyText) : '';
  const cancelPath = `/cancelbooking?guid=${encodeURIComponent(guid)}`;
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  // What the last change charged or gave back, said beside "changed" (ADR 064).
  const [changeMoney, setChangeMoney] = useState<ChangeMoney | null>(null);
  // A table booking moves while it could still be cancelled; a waiting-list place does not.
  const changeable =
    booking.status === 'confirmed' && !booking.isWaitingList && booking.cancel.allowed;

  return (
    <>
      <p
        className={`manage-page__status manage-page__status--${offered ? 'offered' : booking.status}`}
      >
        {offered
          ? t('manage.offer.status')
          : // An offer that lapsed a moment ago reads as what it is now: waiting again.
            t(`manage.status.${waiting?.state === 'lapsed' ? 'waitlisted' : booking.status}`)}
      </p>
      <div role="status" aria-live="polite">
        {changed && (
          <Alert tone="success">
            <p>{t('manage.change.done')}</p>
            {changeMoney && changeMoney.kind !== 'card_check' && (
              <p>
                {t(
                  changeMoney.kind === 'refund'
                    ? 'manage.change.pay.refunded'
                    : 'manage.change.pay.charged',
                  {
                    amount: formatMoney(changeMoney.amount, changeMoney.currency, i18n.language),
                  },
                )}
              </p>
            )}
          </Alert>
        )}
        {waiting?.state === 'booked' && <Alert tone="success">{t('manage.offer.booked')}</Alert>}
        {waiting?.state === 'declined' && <Alert tone="info">{t('manage.offer.declined')}</Alert>}
        {waiting?.state === 'lapsed' && <Alert tone="info">{t('manage.offer.lapsedNote')}</Alert>}
      </div>
      <BookingFacts booking={booking} />

      {offered && <TableOffer guid={guid} booking={booking} preferred={offerAnswer(params)} />}
      {active && booking.isWaitingList && waiting?.state === 'waiting' && (
        <p>{t('manage.waitingListNote')}</p>
      )}
      {active && booking.cancel.allowed && deadline && (
        <p>
          {t('manage.cancelUntil', {
            deadline: `${formatBookingDay(deadline, booking.timeZone, i18n.language)} ${formatClock(deadline, booking.timeZone)}`,
          })}
        </p>
      )}
      {active && !booking.cancel.allowed && <Alert tone="info">{t('manage.cancelPassed')}</Alert>}

      {active && (
        <div className="manage-page__actions">
          {!booking.isWaitingList && (
            <>
              <a className={buttonClassName('secondary')} href={calendarFileUrl(guid)} download>
                {t('manage.addToCalendar')}
              </a>
              <a
                className={buttonClassName('secondary')}
                href={googleCalendarUrl(booking, window.location.href)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('manage.googleCalendar')}
              </a>
            </>
          )}
          {changeable && !changing && (
            <Button
              variant="secondary"
              onClick={() => {
                setChanged(false);
                setChanging(true);
              }}
            >
              {t('manage.change.open')}
            </Button>
          )}
          {booking.cancel.allowed && (
            <Link className={buttonClassName('ghost')} to={cancelPath}>
              {booking.isWaitingList ? t('manage.leaveWaitingList') : t('manage.cancelBooking')}
            </Link>
          )}
        </div>
      )}

      {changeable && changing && (
        <ChangeBooking
          guid={guid}
          booking={booking}
          onClose={() => setChanging(false)}
          onChanged={(money) => {
            setChanging(false);
            setChanged(true);
            setChangeMoney(money ?? null);
          }}
        />
      )}

      <div className="manage-page__restaurant">
        {booking.restaurant.address && <p>{booking.restaurant.address}</p>}
        <p className="manage-page__links">
          <Link to={`/${booking.restaurant.slug}`}>{t('manage.restaurantPage')}</Link>
          {booking.restaurant.phone && (
            <a href={`tel:${booking.restaurant.phone.replace(/\s+/g, '')}`}>
              {t('manage.call', { phone: booking.restaurant.phone })}
            </a>
          )}
        </p>
      </div>

      {policy && (
        <section className="manage-page__policy" aria-labelledby="manage-policy-title">
          <h2 id="manage-policy-title">{t('manage.policyTitle')}</h2>
          {/* Sanitized by the server and again here. */}
          <div dangerouslySetInnerHTML={{ __html: policy }} />
        </section>
      )}
    </>
  );
}
