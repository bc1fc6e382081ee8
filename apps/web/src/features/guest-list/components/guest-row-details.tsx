import type { GuestListEntry } from '@dekka/contracts/guest-list';
import { useTranslation } from '../../../lib/translation';
import { phoneHref } from '../model/guest-view';
import { feeAmount } from './no-show-fee';

/**
 * What a row tells beyond who and when: menus, event, the guest's own request, the staff's note
 * (set apart: the guest never sees it), why it was cancelled, the no-show fee, phone, number.
 */
export function GuestRowDetails({ entry }: { entry: GuestListEntry }) {
  const { t, i18n } = useTranslation();
  const fee = feeAmount(entry, i18n.language);
  return (
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
      {entry.internalNote && (
        <div className="guest-row__note">
          <dt>{t('staff.guestList.details.internalNote')}</dt>
          <dd>{entry.internalNote}</dd>
        </div>
      )}
      {entry.status === 'cancelled' && entry.cancelReason && (
        <div>
          <dt>{t('staff.guestList.details.cancelReason')}</dt>
          <dd>{entry.cancelReason}</dd>
        </div>
      )}
      {fee && (
        <div>
          <dt>{t('staff.guestList.details.noShowFee')}</dt>
          <dd>{fee}</dd>
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
  );
}

/** Small drawn icons, one per kind of note, each with its words for a screen reader. */
const ICONS = {
  note: 'M5 4h10l4 4v12H5zM14 4v5h5M8 13h8M8 17h6',
  request: 'M4 5h16v11H9l-5 4z',
  menus: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 2-2 7 0 9v9',
} as const;

/**
 * What the staff should not miss, at a glance in the row: a staff note, the guest's request, set
 * menus. The words themselves are in the row's details.
 */
export function GuestRowIcons({ entry }: { entry: GuestListEntry }) {
  const { t } = useTranslation();
  const shown = (
    [
      ['note', entry.internalNote],
      ['request', entry.specialRequest],
      ['menus', entry.menus.length > 0],
    ] as const
  ).filter(([, present]) => Boolean(present));
  if (shown.length === 0) return null;
  return (
    <span className="guest-row__icons">
      {shown.map(([kind]) => (
        <span key={kind} className={`guest-icon guest-icon--${kind}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={ICONS[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <span className="visually-hidden">{t(`staff.guestList.icons.${kind}`)}</span>
        </span>
      ))}
    </span>
  );
}
