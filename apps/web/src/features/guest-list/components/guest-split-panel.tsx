import type { GuestProfile, GuestVisit } from '@dekka/contracts/guests';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/long-date';
import { useTranslation } from '../../../lib/translation';
import { type GuestTarget, useSplitGuest } from '../api/guests-api';
import { ConfirmButtons, RecordStep, recordProblemOf } from './guest-record-step';

interface GuestSplitPanelProps {
  profile: GuestProfile;
  target: GuestTarget;
  onBack: () => void;
  /** The new record, and how many bookings went to it. */
  onSplit: (created: GuestProfile, count: number) => void;
}

/** When, how many, whom for (name and contact as booked), and how it ended when not a visit. */
function useBookingLabel() {
  const { t, i18n } = useTranslation();
  return (visit: GuestVisit) => {
    const status =
      visit.status === 'cancelled' || visit.status === 'no_show' || visit.status === 'waitlisted'
        ? t(`staff.guestList.status.${visit.status}`)
        : null;
    return [
      t('staff.guests.split.when', {
        date: formatCalendarDate(visit.startsAt.slice(0, 10), i18n.language),
        time: visit.startsAt.slice(11, 16),
      }),
      t('staff.guestList.guests', { count: visit.guests }),
      visit.name,
      visit.email,
      visit.phone,
      status,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}

/**
 * "Split off bookings": tick the bookings the profile lists (upcoming and the latest 100 past
 * ones) that were someone else's, read what happens, and confirm; they make a new record. Food
 * orders are only counted on a profile, so they stay.
 */
export function GuestSplitPanel({ profile, target, onBack, onSplit }: GuestSplitPanelProps) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // A split refused because another screen moved some of the bookings meanwhile.
  const [stale, setStale] = useState(false);
  const bookings = [...profile.upcoming, ...profile.history].sort((a, b) =>
    b.startsAt.localeCompare(a.startsAt),
  );
  const chosen = bookings.filter((visit) => ticked.has(visit.bookingId));
  const toggle = (bookingId: number, on: boolean) => {
    setStale(false);
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(bookingId);
      else next.delete(bookingId);
      return next;
    });
  };

  return confirming ? (
    <SplitConfirmation
      profile={profile}
      chosen={chosen}
      target={target}
      onBack={() => setConfirming(false)}
      onStale={() => {
        // The profile is being read again (useSplitGuest): the staff tick from what is there now.
        setTicked(new Set());
        setStale(true);
        setConfirming(false);
      }}
      onSplit={onSplit}
    />
  ) : (
    <SplitChoice
      profile={profile}
      bookings={bookings}
      ticked={ticked}
      stale={stale}
      onToggle={toggle}
      onReview={() => setConfirming(true)}
      onBack={onBack}
    />
  );
}

function SplitChoice(props: {
  profile: GuestProfile;
  bookings: GuestVisit[];
  ticked: ReadonlySet<number>;
  stale: boolean;
  onToggle: (bookingId: number, on: boolean) => void;
  onReview: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const label = useBookingLabel();
  const any = props.bookings.some((visit) => props.ticked.has(visit.bookingId));
  return (
    <RecordStep title={t('staff.guests.split.title')}>
      <p>
        {t('staff.guests.split.intro', {
          name: props.profile.name || t('staff.guestList.noName'),
        })}
      </p>
      {props.stale && <Alert tone="error">{t('staff.guests.split.outOfDate')}</Alert>}
      <fieldset className="guest-record__choices">
        <legend>{t('staff.guests.split.bookings')}</legend>
        {props.bookings.map((visit) => (
          <label key={visit.bookingId} className="guest-record__choice">
            <input
              type="checkbox"
              checked={props.ticked.has(visit.bookingId)}
              onChange={(event) => props.onToggle(visit.bookingId, event.target.checked)}
            />
            <span>{label(visit)}</span>
          </label>
        ))}
      </fieldset>
      {props.profile.foodOrders > 0 && (
        <p className="guest-record__muted">{t('staff.guests.split.foodOrdersStay')}</p>
      )}
      <div className="guest-profile__buttons">
        <Button disabled={!any} onClick={props.onReview}>
          {t('staff.guests.split.review')}
        </Button>
        <Button variant="ghost" onClick={props.onBack}>
          {t('staff.guests.record.back')}
        </Button>
      </div>
    </RecordStep>
  );
}

function SplitConfirmation(props: {
  profile: GuestProfile;
  chosen: GuestVisit[];
  target: GuestTarget;
  onBack: () => void;
  /** Refused (400): some of the bookings are no longer this guest's. */
  onStale: () => void;
  onSplit: (created: GuestProfile, count: number) => void;
}) {
  const { t } = useTranslation();
  const label = useBookingLabel();
  const split = useSplitGuest(props.target, props.profile.id);
  const isStale = (error: unknown) => error instanceof ApiError && error.status === 400;
  // A stale split goes back to the list, which says so; this step shows the other problems.
  const problem =
    split.isError && !isStale(split.error)
      ? recordProblemOf(split.error, {
          gone: 'staff.guests.record.gone',
          failed: 'staff.guests.split.failed',
        })
      : null;
  const count = props.chosen.length;
  const confirm = () => {
    if (split.isPending || count === 0) return;
    split.mutate(
      { bookingIds: props.chosen.map((visit) => visit.bookingId), foodOrderIds: [] },
      {
        onSuccess: (created) => props.onSplit(created, count),
        onError: (error) => {
          if (isStale(error)) props.onStale();
        },
      },
    );
  };

  return (
    <RecordStep title={t('staff.guests.split.confirmTitle', { count })}>
      <ul className="guest-record__list">
        {props.chosen.map((visit) => (
          <li key={visit.bookingId}>{label(visit)}</li>
        ))}
      </ul>
      <p>
        {t('staff.guests.split.confirmText', {
          count,
          name: props.profile.name || t('staff.guestList.noName'),
        })}
      </p>
      <ConfirmButtons
        problem={problem}
        pending={split.isPending}
        blocked={count === 0}
        label={t('staff.guests.split.confirm')}
        pendingLabel={t('staff.guests.split.pending')}
        onConfirm={confirm}
        onBack={props.onBack}
      />
    </RecordStep>
  );
}
