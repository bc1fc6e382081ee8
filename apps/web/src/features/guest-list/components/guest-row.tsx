import type { GuestListEntry, GuestStatusRequest } from '@dekka/contracts/guest-list';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/translation';
import { isOutOfDate, useChangeGuestStatus } from '../api/guest-list-api';
import { startTime } from '../model/covers';
import { ordinalForm, phoneHref, unnamedKind } from '../model/guest-view';
import { CancelPanel } from './cancel-panel';
import { GuestRowActions } from './guest-row-actions';

/** Whose list a row changes: the page's token, restaurant and day. */
export interface ChangeTarget {
  token: string;
  restaurantId: number;
  date: string;
}

interface GuestRowProps {
  entry: GuestListEntry;
  change: ChangeTarget;
  /** Tells the page's polite live region what changed. */
  onAnnounce: (message: string) => void;
}

/** One party: when, who, how many, where, what they booked, and the buttons that move it on. */
export function GuestRow({ entry, change, onAnnounce }: GuestRowProps) {
  const { t, i18n } = useTranslation();
  const mutation = useChangeGuestStatus(change);
  const [cancelling, setCancelling] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const time = startTime(entry);
  const name = entry.name ?? t(`staff.guestList.${unnamedKind(entry)}`);
  const who = { name, time };

  const move = (request: GuestStatusRequest) => {
    mutation.mutate(
      { bookingId: entry.id, ...request },
      {
        onSuccess: (updated) => {
          setCancelling(false);
          onAnnounce(
            t('staff.guestList.changed', {
              ...who,
              status: t(`staff.guestList.status.${updated.status}`),
            }),
          );
          // The button pressed has gone (the row offers the next steps): focus stays in the row.
          headingRef.current?.focus();
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

  return (
    <li className={`guest-row guest-row--${entry.status}`} aria-busy={mutation.isPending}>
      <p className="guest-row__time">{time}</p>
      <div className="guest-row__main">
        <h4 className="guest-row__name" ref={headingRef} tabIndex={-1}>
          {name}
        </h4>
        <p className="guest-row__facts">
          <span>{t('staff.guestList.guests', { count: entry.guests })}</span>
          {entry.tables.length > 0 && (
            <span>
              {t('staff.guestList.tables', {
                count: entry.tables.length,
                tables: entry.tables.join(' + '),
              })}
            </span>
          )}
          <span>{t(`staff.guestList.source.${entry.source}`)}</span>
          <span>{visit}</span>
        </p>
        <p className="guest-row__badges">
          <span className={`guest-badge guest-badge--${entry.status}`}>
            {t(`staff.guestList.status.${entry.status}`)}
          </span>
          {entry.payment !== 'none' && (
            <span className={`guest-badge guest-badge--money guest-badge--${entry.payment}`}>
              {t(`staff.guestList.payment.${entry.payment}`)}
            </span>
          )}
        </p>
        <dl className="guest-row__details">
          {entry.menus.length > 0 && (
            <div>
              <dt>{t('staff.guestList.details.menus')}</dt>
              <dd>
                {entry.menus
                  .map((menu) => t('manage.menuLine', { count: menu.count, name: menu.name }))
                  .join(', ')}
              </dd>
            </div>
          )}
          {entry.eventName && (
            <div>
              <dt>{t('staff.guestList.details.event')}</dt>
              <dd>{entry.eventName}</dd>
            </div>
          )}
          {entry.specialRequest && (
            <div className="guest-row__request">
              <dt>{t('staff.guestList.details.request')}</dt>
              <dd>{entry.specialRequest}</dd>
            </div>
          )}
          {entry.status === 'cancelled' && entry.cancelReason && (
            <div>
              <dt>{t('staff.guestList.details.cancelReason')}</dt>
              <dd>{entry.cancelReason}</dd>
            </div>
          )}
          {entry.phone && (
            <div>
              <dt>{t('staff.guestList.details.phone')}</dt>
              <dd>
                <a href={phoneHref(entry.phone)}>{entry.phone}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('staff.guestList.details.bookingNumber')}</dt>
            <dd>{entry.id}</dd>
          </div>
        </dl>
      </div>
      <GuestRowActions
        status={entry.status}
        who={who}
        pending={mutation.isPending}
        cancelling={cancelling}
        cancelButtonRef={cancelButtonRef}
        onMove={(status) => move({ status })}
        onStartCancel={() => {
          mutation.reset();
          setCancelling(true);
        }}
      />
      {cancelling && (
        <CancelPanel
          reasonRef={reasonRef}
          who={who}
          pending={mutation.isPending}
          onConfirm={(reason) => move({ status: 'cancelled', reason })}
          onKeep={() => {
            setCancelling(false);
            cancelButtonRef.current?.focus();
          }}
        />
      )}
      {mutation.isError && (
        <div className="guest-row__alert">
          <Alert tone="error">
            {isOutOfDate(mutation.error)
              ? t('staff.guestList.outOfDate')
              : t('staff.guestList.changeFailed')}
          </Alert>
        </div>
      )}
    </li>
  );
}
