import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { BookingInfoForConfirmationResponse } from '@dekka/contracts/booking';
import { buttonClassName } from '../../../components/ui/button';
import { ProblemPage } from '../../../components/ui/problem-page';
import { calendarFileUrl } from '../../manage-booking/model/calendar-links';
import { useSiteSettings } from '../../../lib/api/get-settings';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { isWaitingListParam } from '../../booking-process/model/waiting-list-flag';
import { useBookingInfoForConfirmation } from '../api/get-booking-info-for-confirmation';
import { formatBookingDay, formatTimeRange } from '../../../lib/restaurant-time';
import { safeRedirectTarget } from '../model/safe-redirect';
import { mapImageSrc } from '../model/map-image';
import { ConfirmationBanner } from './confirmation-banner';
import './confirmation-page.css';
import { sanitizeHtml } from '../../../lib/sanitize-html';

/** docs/product.md, "Timings and limits". */
export const CONFIRMATION_REDIRECT_MS = 3000;

/** /checkout/confirmation and /confirmation (query guid, isWaitingList, shouldRedirect). */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const guid = params.get('guid');
  if (!guid) return <MissingGuid />;
  return (
    <ConfirmationContent
      guid={guid}
      waitingListParam={isWaitingListParam(params.get('isWaitingList'))}
      shouldRedirect={params.get('shouldRedirect') !== 'false'}
    />
  );
}

function MissingGuid() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('pages.titles.confirmation')));
  return (
    <ProblemPage title={t('confirmation.missingTitle')}>
      {t('confirmation.missingBody')}
    </ProblemPage>
  );
}

interface ContentProps {
  guid: string;
  waitingListParam: boolean;
  shouldRedirect: boolean;
}

function ConfirmationContent({ guid, waitingListParam, shouldRedirect }: ContentProps) {
  const { t } = useTranslation();
  const query = useBookingInfoForConfirmation(guid);
  const booking = query.data;
  // A waiting-list entry is not a confirmed booking: the tab says where the diner stands.
  const isWaitingList = waitingListParam || (booking?.isWaitingList ?? false);
  useDocumentTitle(
    pageTitle(
      t(isWaitingList ? 'pages.titles.waitingListConfirmation' : 'pages.titles.confirmation'),
    ),
  );
  useRedirect(shouldRedirect ? safeRedirectTarget(booking?.redirectUrl ?? null) : null);

  // The query cache has reported the failure; the route's error page tells the diner.
  if (query.isError) throw new Error('Error fetching booking for confirmation.');
  if (!booking) return <LoadingScreen />;
  return <ConfirmationDetails guid={guid} booking={booking} isWaitingList={isWaitingList} />;
}

/** Leaves for the restaurant's own page 3 s after the details show, once. */
function useRedirect(target: string | null) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!target || done.current) return;
    const timer = window.setTimeout(() => {
      done.current = true;
      if (target.startsWith('/')) void navigate(target);
      else window.location.assign(target);
    }, CONFIRMATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);
}

function ConfirmationDetails({
  guid,
  booking,
  isWaitingList,
}: {
  guid: string;
  booking: BookingInfoForConfirmationResponse;
  isWaitingList: boolean;
}) {
  const { t, i18n } = useTranslation();
  // The restaurant writes one note for its confirmations ("We hold your table for 15 minutes"),
  // which would contradict "no table is held for you yet": a waiting-list entry shows none.
  const note = booking.restaurantNote && !isWaitingList ? sanitizeHtml(booking.restaurantNote) : '';
  const website = safeRedirectTarget(booking.restaurantWebsite);
  const { mapImageUrl } = useSiteSettings();
  const mapSrc = mapImageSrc(mapImageUrl, booking.restaurantLat, booking.restaurantLon);

  return (
    <div className="confirmation">
      {/*
        The configured static map (MAP_IMAGE_URL) when there is one; underneath it, and alone when
        none is configured or the image fails, a stylised drawn map.
      */}
      <div className="confirmation__map" aria-hidden="true">
        {mapSrc && (
          <img
            className="confirmation__map-image"
            src={mapSrc}
            alt=""
            // Lazy: phones hide the map, and a hidden lazy image is never fetched.
            loading="lazy"
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        )}
        <svg className="confirmation__pin" viewBox="0 0 32 44" focusable="false">
          <path d="M16 2C8.3 2 2 8.1 2 15.7 2 26 16 42 16 42s14-16 14-26.3C30 8.1 23.7 2 16 2z" />
          <circle cx="16" cy="15.5" r="5.5" />
        </svg>
      </div>
      <section className="container confirmation__content">
        <div className="card confirmation__card">
          <svg
            className="confirmation__check"
            viewBox="0 0 48 48"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="24" cy="24" r="21" />
            <path d="M14 24.5l7 7 13-14" />
          </svg>
          <h1>
            {isWaitingList ? t('confirmation.waitingListTitle') : t('confirmation.confirmedTitle')}
          </h1>
          {isWaitingList && (
            <p className="confirmation__waiting-list">{t('confirmation.waitingListBody')}</p>
          )}
          <dl className="confirmation__facts">
            <div className="confirmation__fact--wide">
              <dt>{t('confirmation.day')}</dt>
              <dd>{formatBookingDay(booking.start, booking.timeZone, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('confirmation.time')}</dt>
              <dd>{formatTimeRange(booking.start, booking.end, booking.timeZone)}</dd>
            </div>
            <div>
              <dt>{t('confirmation.guests')}</dt>
              <dd>{t('confirmation.guestCount', { count: booking.guests })}</dd>
            </div>
            <div className="confirmation__fact--wide">
              <dt>{t('confirmation.number')}</dt>
              <dd>{booking.bookingId}</dd>
            </div>
          </dl>

          {booking.emailHint && (
            <p className="confirmation__email">
              {isWaitingList
                ? t('confirmation.waitingListEmailSent', { email: booking.emailHint })
                : t('manage.emailSent', { email: booking.emailHint })}
            </p>
          )}
          <div className="confirmation__actions">
            <Link
              className={buttonClassName('primary')}
              to={`/booking?guid=${encodeURIComponent(guid)}`}
            >
              {t('manage.manageLink')}
            </Link>
            {!isWaitingList && (
              <a className={buttonClassName('secondary')} href={calendarFileUrl(guid)} download>
                {t('manage.addToCalendar')}
              </a>
            )}
          </div>

          <div className="confirmation__restaurant">
            {booking.logoUrl && (
              <img
                className="confirmation__logo"
                src={booking.logoUrl}
                alt=""
                width="64"
                height="64"
              />
            )}
            <div>
              <h2 className="confirmation__name">{booking.restaurantName}</h2>
              {booking.restaurantAddress && (
                <p className="confirmation__address">{booking.restaurantAddress}</p>
              )}
              {website && (
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {t('confirmation.website')}
                </a>
              )}
            </div>
          </div>

          {note && (
            <section className="confirmation__note" aria-labelledby="confirmation-note-title">
              <h2 id="confirmation-note-title">{t('confirmation.noteTitle')}</h2>
              {/* Sanitized just above; the server sanitizes too, this guards the browser. */}
              <div dangerouslySetInnerHTML={{ __html: note }} />
            </section>
          )}
        </div>
        <ConfirmationBanner />
      </section>
    </div>
  );
}
