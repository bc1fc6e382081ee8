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
