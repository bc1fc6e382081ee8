import type {
  GuestListEntry,
  GuestListResponse,
  GuestListTable,
  GuestStatusRequest,
} from '@dekka/contracts/guest-list';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { isOutOfDate, useChangeGuestStatus } from '../api/guest-list-api';
import { useNow } from '../hooks/use-now';
import { startInstant } from '../model/guest-actions';
import { ordinalForm, whoOf } from '../model/guest-view';
import { problemMessage } from '../model/problems';
import { hoursAndMinutes, serviceTimeOf } from '../model/service-time';
import { CancelPanel } from './cancel-panel';
import { EditPanel } from './edit-panel';
import { GuestRowActions } from './guest-row-actions';
import { GuestProfileDialog } from './guest-profile-dialog';
import { GuestRowDetails, GuestRowIcons } from './guest-row-details';
import { GuestTagBadges } from './guest-tags';
import { NoShowFee } from './no-show-fee';
import { OfferPanel } from './offer-panel';
import { SeatPanel } from './seat-panel';

/** Whose list a row changes: the page's token, restaurant and day, and what the role may do. */
export interface ChangeTarget {
  token: string;
  restaurantId: number;
  date: string;
  /** Owners and managers charge no-show fees; the server refuses anyone else. */
  mayChargeFees: boolean;
  /** Owners and managers merge and split guest records (guests.merge on the server). */
  mayMergeGuests: boolean;
}

/** How long a row's buttons wait after a change: longer than a hurried second tap. */
export const SETTLE_MS = 1_000;

interface GuestRowProps {
  entry: GuestListEntry;
  change: ChangeTarget;
  /** The restaurant's zone and grace period, which the status rules' clock reads. */
  restaurant: Pick<GuestListResponse['restaurant'], 'timeZone' | 'noShowGraceMinutes'>;
  /** The restaurant's tables, for moving the booking or seating the waiting party. */
  tables: readonly GuestListTable[];
  /** Tells the page's polite live region what changed. */
  onAnnounce: (message: string) => void;
}

type Panel = 'cancel' | 'seat' | 'edit' | 'offer' | 'profile';

/**
 * One party on one line (two on a tablet held upright): when, who (with icons for notes), how
 * many, where, the status with late/overdue or the turn time, and the buttons that move it on.
 * The rest (menus, request, note, phone, number) opens under the row.
 */
export function GuestRow({ entry, change, restaurant, tables, onAnnounce }: GuestRowProps) {
  const { t, i18n } = useTranslation();
  const mutation = useChangeGuestStatus(change);
  const now = useNow();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [settling, setSettling] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  useEffect(() => {
    if (!settling) return;
    const timer = window.setTimeout(() => setSettling(false), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [settling]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const seatButtonRef = useRef<HTMLButtonElement>(null);
  const offerButtonRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const who = whoOf(entry, t);
  const { time, name } = who;
  const canSeat = entry.status === 'waitlisted';
  // One live offer per entry: an entry holding an offered table is not offered another.
  const canOffer = entry.status === 'waitlisted' && entry.offer?.status !== 'live';
  const canEdit = entry.status !== 'waitlisted' && entry.status !== 'cancelled';
  const focusRow = () => headingRef.current?.focus();

  const move = (request: GuestStatusRequest) => {
    mutation.mutate(
      { bookingId: entry.id, ...request },
      {
        onSuccess: (updated) => {
          setPanel(null);
          setSettling(true);
          onAnnounce(
            t('staff.guestList.changed', {
              ...who,
              status: t(`staff.guestList.status.${updated.status}`),
            }),
          );
          // The button pressed has gone (the row offers the next steps): focus stays in the row.
          focusRow();
        },
        // The pressed button was disabled meanwhile: focus goes back where the staff member was.
        onError: () => (request.status === 'cancelled' ? reasonRef : headingRef).current?.focus(),
      },
    );
  };

  const visit =
    entry.visits === 0
      ? t('staff.guestList.firstVisit')
      : t(`staff.guestList.visitNumber.${ordinalForm(i18n.language, entry.visits + 1)}`, {
          count: entry.visits + 1,
        });

  const timing = serviceTimeOf(entry, restaurant.timeZone, now);

  return (
    <li
      className={`guest-row guest-row--${entry.status} guest-row--${timing.flag}`}
      aria-busy={mutation.isPending}
    >
      <p className="guest-row__time">{time}</p>
      {/* Who: the name, icons for what the staff should know, and how the party stands. */}
      <div className="guest-row__who">
        <div className="guest-row__heading">
          <h4 className="guest-row__name" ref={headingRef} tabIndex={-1}>
            {name}
          </h4>
          <GuestRowIcons entry={entry} />
          <button
            type="button"
            className="guest-row__more"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            aria-label={t('staff.guestList.detailsFor', who)}
            onClick={() => setDetailsOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d={detailsOpen ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </button>
        </div>
        <p className="guest-row__state">
          <span className={`guest-badge guest-badge--${entry.status}`}>
            {t(`staff.guestList.status.${entry.status}`)}
          </span>
          {timing.flag !== 'on_time' && (
            <span className={`guest-flag guest-flag--${timing.flag}`}>
              {t(`staff.guestList.flag.${timing.flag}`, { minutes: timing.minutesBehind })}
            </span>
          )}
          {timing.turn && timing.flag === 'on_time' && (
            <span className="guest-row__turn">
              {t('staff.guestList.turn', {
                time: hoursAndMinutes(timing.turn.minutes),
                length: hoursAndMinutes(timing.turn.of),
              })}
            </span>
          )}
          {entry.offer && entry.offer.status !== 'accepted' && (
            <span
              className={`guest-badge guest-badge--offer guest-badge--offer-${entry.offer.status}`}
            >
              {t(`staff.guestList.offer.status.${entry.offer.status}`, {
                table: entry.offer.table,
                time: entry.offer.expiresAt.slice(11, 16),
              })}
            </span>
          )}
          {entry.guest && <GuestTagBadges guest={entry.guest} />}
          {entry.payment !== 'none' && (
            <span className={`guest-badge guest-badge--money guest-badge--${entry.payment}`}>
              {t(`staff.guestList.payment.${entry.payment}`)}
            </span>
          )}
        </p>
      </div>
      <p className="guest-row__party">{t('staff.guestList.guests', { count: entry.guests })}</p>
      <p className="guest-row__table">
        {entry.tables.length > 0 &&
          t('staff.guestList.tables', {
            count: entry.tables.length,
            tables: entry.tables.join(' + '),
          })}
      </p>
      <GuestRowActions
        status={entry.status}
        clock={{
          startsAt: startInstant(entry, restaurant.timeZone),
          now,
          noShowGraceMinutes: restaurant.noShowGraceMinutes,
        }}
        timeZone={restaurant.timeZone}
        who={who}
        pending={mutation.isPending}
        settling={settling}
        cancelling={panel === 'cancel'}
        cancelButtonRef={cancelButtonRef}
        onMove={(status) => move({ status })}
        onStartCancel={() => {
          mutation.reset();
          setPanel('cancel');
        }}
      >
        {canSeat || canEdit ? (
          <>
            {canSeat && (
              <button
                ref={seatButtonRef}
                type="button"
                className={buttonClassName('primary')}
                disabled={mutation.isPending}
                aria-expanded={panel === 'seat'}
                aria-label={t('staff.guestList.seat.actionFor', who)}
                onClick={() => setPanel('seat')}
              >
                {t('staff.guestList.seat.action')}
              </button>
            )}
            {canOffer && (
              <button
                ref={offerButtonRef}
                type="button"
                className={buttonClassName('secondary')}
                disabled={mutation.isPending}
                aria-expanded={panel === 'offer'}
                aria-label={t('staff.guestList.offer.actionFor', who)}
                onClick={() => setPanel('offer')}
              >
                {t('staff.guestList.offer.action')}
              </button>
            )}
            {canEdit && (
              <button
                type="button"
                className={buttonClassName('secondary')}
                disabled={mutation.isPending}
                aria-haspopup="dialog"
                aria-label={t('staff.guestList.edit.actionFor', who)}
                onClick={() => setPanel('edit')}
              >
                {t('staff.guestList.edit.action')}
              </button>
            )}
          </>
        ) : undefined}
      </GuestRowActions>
      <div id={detailsId} className="guest-row__extra" hidden={!detailsOpen}>
        <p className="guest-row__facts">
          <span>{t(`staff.guestList.source.${entry.source}`)}</span>
          {/* Visits are counted by e-mail or account: a party without either has no history. */}
          {(entry.email || entry.visits > 0) && <span>{visit}</span>}
        </p>
        <GuestRowDetails entry={entry} />
        {entry.guest && (
          <p className="guest-row__profile">
            <button
              type="button"
              className={buttonClassName('ghost')}
              aria-haspopup="dialog"
              aria-label={t('staff.guests.profile.openFor', who)}
              onClick={() => setPanel('profile')}
            >
              {t('staff.guests.profile.open')}
            </button>
          </p>
        )}
      </div>
      {change.mayChargeFees && (
        <NoShowFee
          entry={entry}
          target={change}
          who={who}
          onAnnounce={onAnnounce}
          focusRow={focusRow}
        />
      )}
      {panel === 'cancel' && (
        <CancelPanel
          reasonRef={reasonRef}
          who={who}
          pending={mutation.isPending}
          onConfirm={(reason) => move({ status: 'cancelled', reason })}
          onKeep={() => {
            setPanel(null);
            cancelButtonRef.current?.focus();
          }}
        />
      )}
      {panel === 'seat' && (
        <SeatPanel
          entry={entry}
          tables={tables}
          target={change}
          who={who}
          onAnnounce={onAnnounce}
          onSeated={() => {
            setPanel(null);
            focusRow();
          }}
          onBack={() => {
            setPanel(null);
            seatButtonRef.current?.focus();
          }}
        />
      )}
      {panel === 'offer' && (
        <OfferPanel
          entry={entry}
          tables={tables}
          target={change}
          who={who}
          onAnnounce={onAnnounce}
          onOffered={() => {
            setPanel(null);
            focusRow();
          }}
          onBack={() => {
            setPanel(null);
            offerButtonRef.current?.focus();
          }}
        />
      )}
      {panel === 'edit' && (
        <EditPanel
          entry={entry}
          tables={tables}
          target={change}
          onClose={() => setPanel(null)}
          onDone={(message) => {
            setPanel(null);
            onAnnounce(message);
          }}
        />
      )}
      {panel === 'profile' && entry.guest && (
        <GuestProfileDialog
          target={change}
          guestId={entry.guest.id}
          name={name}
          timeZone={restaurant.timeZone}
          mayMerge={change.mayMergeGuests}
          onClose={() => setPanel(null)}
          onAnnounce={onAnnounce}
        />
      )}
      {mutation.isError && (
        <div className="guest-row__alert">
          <Alert tone="error">
            {problemMessage(mutation.error) === 'staff.guestList.problem.noShowTooEarly'
              ? t('staff.guestList.problem.noShowTooEarly')
              : isOutOfDate(mutation.error)
                ? t('staff.guestList.outOfDate')
                : t('staff.guestList.changeFailed')}
          </Alert>
        </div>
      )}
    </li>
  );
}
