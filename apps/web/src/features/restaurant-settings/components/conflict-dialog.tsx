import type { AffectedBooking } from '@dekka/contracts/restaurant-settings';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { TranslationKey } from '../../../lib/i18n';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';

export type ConflictWording = {
  title: TranslationKey;
  intro: TranslationKey;
  keepExplained: TranslationKey;
  keep: TranslationKey;
};

const HOURS_WORDING: ConflictWording = {
  title: 'staff.settings.conflict.title',
  intro: 'staff.settings.conflict.intro',
  keepExplained: 'staff.settings.conflict.keepExplained',
  keep: 'staff.settings.conflict.keep',
};

/**
 * Asked when a change would leave future bookings outside the hours: the bookings, and the two
 * ways on. Keeping them saves the change and leaves every booking as it is (only new bookings
 * follow the new hours); cancelling saves nothing. Nothing here cancels a booking.
 */
export function ConflictDialog(props: {
  bookings: AffectedBooking[] | null;
  saving: boolean;
  onKeep: () => void;
  onCancel: () => void;
  /** The words of another area's question (the tables'); the hours' by default. */
  wording?: ConflictWording;
}) {
  const { t, i18n } = useTranslation();
  const bookings = props.bookings ?? [];
  const words = props.wording ?? HOURS_WORDING;
  return (
    <Modal
      open={props.bookings !== null}
      title={t(words.title)}
      onClose={props.onCancel}
      closeOnOutsideClick={false}
    >
      <div className="settings-conflict">
        {/* A blocked table is listed as the block it is, and is not counted as a booking. */}
        <p>{t(words.intro, { count: bookings.filter((booking) => !booking.block).length })}</p>
        <ul className="settings-conflict__list">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <strong>
                {formatLocalDay(booking.date, i18n.language)} {booking.time}
              </strong>
              {booking.block ? (
                <span>{t('staff.settings.conflict.block')}</span>
              ) : (
                <>
                  <span>{t('staff.settings.conflict.guests', { count: booking.guests })}</span>
                  <span>{booking.name || t('staff.settings.conflict.noName')}</span>
                </>
              )}
            </li>
          ))}
        </ul>
        <p>{t(words.keepExplained)}</p>
        <div className="settings-actions">
          <Button onClick={props.onKeep} disabled={props.saving}>
            {props.saving ? t('staff.settings.saving') : t(words.keep)}
          </Button>
          <Button variant="secondary" onClick={props.onCancel} disabled={props.saving}>
            {t('staff.settings.conflict.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
