import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import type { GuestListDay } from '../hooks/use-guest-list-day';
import type { GuestListView } from '../hooks/use-guest-list-view';
import { ViewSwitch } from './view-switch';

interface DayBarProps {
  day: GuestListDay;
  view: GuestListView;
  onView: (view: GuestListView) => void;
  /** The day has loaded: its tables are known, so bookings and blocks can be made. */
  ready: boolean;
  onNewBooking: () => void;
  onBlock: () => void;
  /** Opens the gift card panel: take payment at the table with a gift card. */
  onGiftCard: () => void;
}

/**
 * Previous day, the date picker, next day and (away from today) Today; then New booking, Block
 * table, Gift card, the layout switch and the print button. None of it prints.
 */
export function DayBar({
  day,
  view,
  onView,
  ready,
  onNewBooking,
  onBlock,
  onGiftCard,
}: DayBarProps) {
  const { t } = useTranslation();
  const dateId = useId();
  return (
    <div className="guest-list__toolbar">
      <nav className="guest-day" aria-label={t('staff.guestList.day.label')}>
        <Button variant="secondary" className="guest-day__step" onClick={day.previous}>
          <span aria-hidden="true">‹</span> {t('staff.guestList.day.previous')}
        </Button>
        <div className="field guest-day__pick">
          <label className="visually-hidden" htmlFor={dateId}>
            {t('staff.guestList.day.pick')}
          </label>
          <input
            id={dateId}
            className="field__input"
            type="date"
            value={day.date}
            required
            onChange={(event) => day.goTo(event.target.value)}
          />
        </div>
        <Button variant="secondary" className="guest-day__step" onClick={day.next}>
          {t('staff.guestList.day.next')} <span aria-hidden="true">›</span>
        </Button>
        {!day.isToday && (
          <Button variant="ghost" onClick={day.goToToday}>
            {t('staff.guestList.day.today')}
          </Button>
        )}
      </nav>
      <div className="guest-list__tools">
        <Button disabled={!ready} aria-haspopup="dialog" onClick={onNewBooking}>
          {t('staff.guestList.newBooking')}
        </Button>
        <Button variant="secondary" disabled={!ready} aria-haspopup="dialog" onClick={onBlock}>
          {t('staff.guestList.blockTable')}
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={onGiftCard}>
          {t('staff.guestList.giftCard.open')}
        </Button>
        <ViewSwitch view={view} onView={onView} />
        <Button variant="ghost" className="guest-list__print" onClick={() => window.print()}>
          {t('staff.guestList.print')}
        </Button>
      </div>
    </div>
  );
}
