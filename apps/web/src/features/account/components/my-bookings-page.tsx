import type { MyBooking } from '@dekka/contracts/auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useSession } from '../../../lib/auth';
import { loginPath } from '../../../lib/return-to';
import { isSignedIn } from '../../../lib/session';
import type { SignedInSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { LoadError } from './load-error';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useMyBookings } from '../api/get-my-bookings';
import { bookingStatus, bookingWhen, managePath } from '../model/my-booking-view';
import { MyData, MyRestaurants } from './my-account-extras';
import { MyOrders } from './my-orders';
import { MyPasskeys } from './my-passkeys';
import { SignOutEverywhere } from './sign-out-everywhere';
import './account.css';
import './my-bookings.css';

/**
 * /my-bookings (docs/product.md, "Accounts"): the signed-in diner's upcoming bookings and
 * waiting-list places, soonest first, then past ones, most recent first, each leading to its
 * manage page. Anonymous visitors are offered the sign-in, coming back here.
 */
export function MyBookingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('account.bookings.title')));
  const session = useSession();

  if (session.isPending) {
    return (
      <MyBookingsLayout>
        <BookingSections loading />
      </MyBookingsLayout>
    );
  }
  if (!isSignedIn(session.data)) {
    return (
      <MyBookingsLayout>
        <p className="lead">{t('account.bookings.signInFirst')}</p>
        <div className="account-page__actions">
          <Link className={buttonClassName('primary')} to={loginPath('/my-bookings')}>
            {t('account.signIn')}
          </Link>
        </div>
      </MyBookingsLayout>
    );
  }
  return <SignedInBookings session={session.data} />;
}

function SignedInBookings({ session }: { session: SignedInSession }) {
  const { t } = useTranslation();
  const bookings = useMyBookings(session.token);
  return (
    <MyBookingsLayout>
      <p className="my-bookings__who">
        {t('account.login.signedInAs')}{' '}
        <strong className="account-form__email">{session.email}</strong>
      </p>
      {bookings.isError ? (
        <LoadError
          message={t('account.bookings.loadError')}
          onRetry={() => void bookings.refetch()}
        />
      ) : (
        <BookingSections
          loading={bookings.isPending}
          upcoming={bookings.data?.upcoming}
          past={bookings.data?.past}
        />
      )}
      <MyOrders token={session.token} />
      <MyRestaurants token={session.token} />
      <MyPasskeys token={session.token} />
      <MyData token={session.token} />
      <section className="my-bookings__account" aria-labelledby="my-bookings-account">
        <h2 id="my-bookings-account">{t('account.bookings.accountTitle')}</h2>
        <div className="account-page__actions">
          <Link className={buttonClassName('secondary')} to="/logout">
            {t('account.signOut')}
          </Link>
        </div>
        <SignOutEverywhere token={session.token} />
      </section>
    </MyBookingsLayout>
  );
}

function MyBookingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="container page page--narrow account-page my-bookings">
      <h1>{t('account.bookings.title')}</h1>
      {children}
    </section>
  );
}

interface BookingSectionsProps {
  loading?: boolean;
  upcoming?: MyBooking[] | undefined;
  past?: MyBooking[] | undefined;
}

/** Both lists; while loading, each holds placeholders the size of a booking, so nothing jumps. */
function BookingSections({ loading = false, upcoming = [], past = [] }: BookingSectionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {loading && (
        <p className="visually-hidden" role="status">
          {t('account.bookings.loading')}
        </p>
      )}
      <section className="my-bookings__section" aria-labelledby="my-bookings-upcoming">
        <h2 id="my-bookings-upcoming">{t('account.bookings.upcoming')}</h2>
        {loading ? (
          <BookingPlaceholders count={2} />
        ) : upcoming.length > 0 ? (
          <BookingList bookings={upcoming} />
        ) : (
          <div className="my-bookings__empty">
            <p>{t('account.bookings.noUpcoming')}</p>
            <Link to="/">{t('account.bookings.findTable')}</Link>
          </div>
        )}
      </section>
      <section className="my-bookings__section" aria-labelledby="my-bookings-past">
        <h2 id="my-bookings-past">{t('account.bookings.past')}</h2>
        {loading ? (
          <BookingPlaceholders count={1} />
        ) : past.length > 0 ? (
          <BookingList bookings={past} />
        ) : (
          <p className="my-bookings__empty">{t('account.bookings.noPast')}</p>
        )}
      </section>
    </>
  );
}

function BookingList({ bookings }: { bookings: MyBooking[] }) {
  return (
    <ul className="my-bookings__list">
      {bookings.map((booking) => (
        <BookingItem key={booking.guid} booking={booking} />
      ))}
    </ul>
  );
}

function BookingItem({ booking }: { booking: MyBooking }) {
  const { t, i18n } = useTranslation();
  const when = bookingWhen(booking.dateTime, i18n.language, new Date());
  const status = bookingStatus(booking);
  return (
    <li className="my-booking">
      <div className="my-booking__main">
        <h3 className="my-booking__restaurant">{booking.restaurantName}</h3>
        <p className="my-booking__facts">
          <time dateTime={booking.dateTime}>
            {when.time ? t('account.bookings.when', { day: when.day, time: when.time }) : when.day}
          </time>
          <span aria-hidden="true"> · </span>
          <span>{t('account.bookings.guests', { count: booking.guests })}</span>
        </p>
      </div>
      <p className={`my-booking__status my-booking__status--${status.tone}`}>{t(status.key)}</p>
      <Link
        className="my-booking__manage"
        to={managePath(booking.guid)}
        aria-label={t('account.bookings.manageAt', { restaurant: booking.restaurantName })}
      >
        {t('account.bookings.manage')}
      </Link>
    </li>
  );
}

function BookingPlaceholders({ count }: { count: number }) {
  return (
    <ul className="my-bookings__list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="my-booking my-booking--placeholder">
          <div className="my-booking__main">
            <span className="my-booking__bar my-booking__bar--title" />
            <span className="my-booking__bar" />
          </div>
          <span className="my-booking__bar my-booking__bar--badge" />
          <span className="my-booking__bar my-booking__bar--link" />
        </li>
      ))}
    </ul>
  );
}
