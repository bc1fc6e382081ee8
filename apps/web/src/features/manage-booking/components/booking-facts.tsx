import type { ManageBookingResponse } from '@dekka/contracts/booking';
import { useTranslation } from '../../../lib/translation';
import { formatMoney } from '../../../lib/locale-format';
import { formatBookingDay, formatTimeRange } from '../../../lib/restaurant-time';
import './booking-facts.css';

/** What a payment means for the diner, in one sentence. */
function PaymentLine({ payment }: { payment: NonNullable<ManageBookingResponse['payment']> }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(payment.amount, payment.currency, i18n.language);
  const last4 = payment.cardLast4 ?? '••••';
  if (payment.kind === 'no_show_guarantee') {
    return <p>{t('manage.payment.guarantee', { amount, last4 })}</p>;
  }
  if (payment.kind === 'no_show_fee') {
    return <p>{t('manage.payment.noShowFee', { amount, last4 })}</p>;
  }
  if (payment.status === 'refunded')
    return <p>{t('manage.payment.refunded', { amount, last4 })}</p>;
  if (payment.status === 'refund_pending') {
    return <p>{t('manage.payment.refundPending', { amount, last4 })}</p>;
  }
  return <p>{t('manage.payment.prepaid', { amount, last4 })}</p>;
}

/** The booking at a glance: restaurant, day, time, party, number, menus and what was paid. */
export function BookingFacts({ booking }: { booking: ManageBookingResponse }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="booking-facts">
      <h2 className="booking-facts__restaurant">{booking.restaurant.name}</h2>
      <dl className="booking-facts__list">
        <div className="booking-facts__wide">
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
        <div className="booking-facts__wide">
          <dt>{t('confirmation.number')}</dt>
          <dd>{booking.bookingId}</dd>
        </div>
        {booking.menus.length > 0 && (
          <div className="booking-facts__wide">
            <dt>{t('manage.menus')}</dt>
            <dd>
              <ul className="booking-facts__menus">
                {booking.menus.map((menu) => (
                  <li key={menu.name}>
                    {t('manage.menuLine', { count: menu.count, name: menu.name })}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {booking.payment && <PaymentLine payment={booking.payment} />}
    </div>
  );
}
