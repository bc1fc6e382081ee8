import type { ManageBookingResponse } from '@dekka/contracts/booking';
import type { ChangeMessage, ChangeMoney, ChangeResponse } from '@dekka/contracts/booking-change';
import type { PaymentCard } from '@dekka/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { WhenPicker, type When } from '../../../components/when-picker';
import { ApiError } from '../../../lib/api-client';
import { formatBookingDay, restaurantDay } from '../../../lib/restaurant-time';
import { useChangeBooking, useChangeOptions } from '../api/change-booking';
import { managedBookingQueryOptions } from '../api/get-managed-booking';
import { usePaymentRedirect } from '../../payments/hooks/use-payment-redirect';
import { ChangePayment } from './change-payment';
import './change-booking.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** The booking's own day in the restaurant's zone, `YYYY-MM-DD`. */
function bookingDate(booking: ManageBookingResponse): string {
  const { year, month, day } = restaurantDay(booking.start, booking.timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Why a change did not go through, as the diner should read it. */
function failureKey(message: ChangeMessage) {
  switch (message) {
    case 'unavailable':
      return 'manage.change.failed.unavailable' as const;
    case 'change_deadline_passed':
      return 'manage.change.failed.deadline' as const;
    case 'payment_change_required':
      return 'manage.change.failed.payment' as const;
    default:
      return 'manage.change.failed.notChangeable' as const;
  }
}

/**
 * Moving a booking to another day, time or party size: the day and party are picked like on the
 * restaurant page, the free times come from the server (judged without the booking itself), and
 * nothing changes until the diner confirms the new time.
 */
export function ChangeBooking({
  guid,
  booking,
  onClose,
  onChanged,
}: {
  guid: string;
  booking: ManageBookingResponse;
  onClose: () => void;
  /** The change went through; `money`: what it charged, checked or gave back. */
  onChanged: (money?: ChangeMoney) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [when, setWhen] = useState<When>({
    date: bookingDate(booking),
    time: '',
    guests: booking.guests,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  // One key per intended change: a retry of the same choice is the same change on the server.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const options = useChangeOptions(guid, when.date, when.guests);
  const change = useChangeBooking(guid);
  const queryClient = useQueryClient();
  const { pay, dialog } = usePaymentRedirect(guid);
  // What the chosen change costs, once the server asked for a card (ADR 064).
  const [money, setMoney] = useState<ChangeMoney | null>(null);
  const [cardFailed, setCardFailed] = useState(false);
  const [paying, setPaying] = useState(false);

  const pick = (next: string | null) => {
    setChosen(next);
    setIdempotencyKey(crypto.randomUUID());
    setMoney(null);
    setCardFailed(false);
    change.reset();
  };
  const slots = options.data?.slots.filter((slot) => slot.isAvailable) ?? [];
  const refreshing = options.isPlaceholderData;
  const outcome = change.data;
  const moneyAnswer =
    outcome?.message === 'payment_required' ||
    outcome?.message === 'payment_pending' ||
    outcome?.message === 'payment_declined';
  const failed = change.isError || (outcome !== undefined && !outcome.success && !moneyAnswer);

  const send = (card?: PaymentCard) => {
    if (!chosen) return;
    setCardFailed(false);
    change.mutate(
      { request: { guid, dateTime: chosen, guests: when.guests, card }, idempotencyKey },
      {
        onSuccess: (result) => void settle(result),
      },
    );
  };
  /** After a change's answer: done, a card to ask for, or the bank's page first. */
  const settle = async (result: ChangeResponse) => {
    if (result.success) {
      onChanged(result.money);
      return;
    }
    if (result.money) setMoney(result.money);
    if (result.message === 'payment_declined') setCardFailed(true);
    if (result.message !== 'payment_pending' || !result.redirect) return;
    // The bank's 3-D Secure page, in the complete page's payment dialog.
    setPaying(true);
    const paid = await pay(result.redirect);
    setPaying(false);
    if (paid.kind !== 'succeeded') {
      setCardFailed(true);
      return;
    }
    await queryClient.invalidateQueries({
      queryKey: managedBookingQueryOptions(guid).queryKey,
    });
    onChanged(result.money);
  };
  const confirm = () => send();

  return (
    <section className="change-booking" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('manage.change.title')}</h2>
      <WhenPicker
        fields={['date', 'guests']}
        layout="panel"
        value={when}
        onChange={(next) => {
          setWhen(next);
          pick(null);
        }}
        labels={{
          date: t('confirmation.day'),
          time: t('confirmation.time'),
          guests: t('confirmation.guests'),
        }}
        maxGuests={options.data?.maxGuests ?? Math.max(booking.guests, 12)}
        guestLabel={(count) => t('confirmation.guestCount', { count })}
      />

      <div className="change-booking__times">
        <h3>{t('manage.change.times')}</h3>
        {options.isPending && (
          <p className="change-booking__loading">
            <Spinner label={t('manage.change.loading')} />
            <span aria-hidden="true">{t('manage.change.loading')}</span>
          </p>
        )}
        {options.isError && <Alert tone="error">{t('manage.change.loadError')}</Alert>}
        {options.data && !options.data.allowed && (
          <Alert tone="info">{t(failureKey(options.data.message))}</Alert>
        )}
        {options.data?.allowed && slots.length === 0 && (
          <p>{t('manage.change.noTimes', { count: when.guests })}</p>
        )}
        {options.data?.allowed && slots.length > 0 && (
          <ul className="change-booking__slots" aria-busy={refreshing}>
            {slots.map((slot) => (
              <li key={slot.localTime}>
                <button
                  type="button"
                  className="change-booking__slot"
                  aria-pressed={chosen === slot.localTime}
                  disabled={refreshing}
                  onClick={() => pick(slot.localTime)}
                >
                  {slot.localTime.slice(11)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {chosen && (
        <p className="change-booking__summary">
          {t('manage.change.summary', {
            // The chosen wall time read as UTC and shown in UTC: the restaurant's own day.
            day: formatBookingDay(`${chosen}:00Z`, 'UTC', i18n.language),
            time: chosen.slice(11),
            guests: t('confirmation.guestCount', { count: when.guests }),
          })}
        </p>
      )}
      {money && chosen && (
        <ChangePayment
          money={money}
          pending={change.isPending || paying}
          declined={cardFailed}
          onPay={(card) => send(card)}
        />
      )}
      <div role="status" aria-live="polite">
        {failed && (
          <Alert tone="error">
            {outcome && !outcome.success
              ? t(failureKey(outcome.message))
              : change.error instanceof ApiError && change.error.code === 'invalid_menu_selection'
                ? t('manage.change.failed.menus')
                : t('manage.change.failed.generic')}
          </Alert>
        )}
      </div>
      <div className="change-booking__actions">
        {!money && (
          <Button
            disabled={!chosen || change.isPending}
            aria-busy={change.isPending || undefined}
            onClick={confirm}
          >
            {change.isPending && <Spinner label={t('manage.change.saving')} />}
            {t('manage.change.confirm')}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t('manage.change.keep')}
        </Button>
      </div>
      {dialog}
    </section>
  );
}
