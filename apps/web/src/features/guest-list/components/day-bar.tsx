import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import type { GuestListDay } from '../hooks/use-guest-list-day';
import type { GuestListView } from '../hooks/use-guest-list-view';
import { DayNav } from './day-nav';
import { ViewSwitch } from './view-switch';

interface DayBarProps {
  day: GuestListDay;
  view: GuestListView;
  onView: (view: GuestListView) => void;
  /** The day has loaded: its tables are known, so bookings and blocks can be made. */
  ready: boolean;
  onNewBooking: () => void;
  /** Opens the booking form as a walk-in, seated now. */
  onWalkIn: () => void;
  onBlock: () => void;
  /** Opens the gift card panel: take payment at the table with a gift card. */
  onGiftCard: () => void;
}

/**
 * The day's navigation, then New booking, Walk-in, Block table, Gift card, the layout switch and
 * the print button. None of it prints.
 */
export function DayBar({
  day,
  view,
  onView,
  ready,
  onNewBooking,
  onWalkIn,
  onBlock,
  onGiftCard,
}: DayBarProps) {
  const { t } = useTranslation();
  return (
    <div className="guest-list__toolbar">
      <DayNav day={day} />
      <div className="guest-list__tools">
        <Button disabled={!ready} aria-haspopup="dialog" onClick={onNewBooking}>
          {t('staff.guestList.newBooking')}
        </Button>
        <Button variant="secondary" disabled={!ready} aria-haspopup="dialog" onClick={onWalkIn}>
          {t('staff.guestList.booking.walk_in')}
        </Button>
        <Button variant="secondary" disabled={!ready} aria-haspopup="dialog" onClick={onBlock}>
          {t('staff.guestList.blockTable')}
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={onGiftCard}>
          {t('staff.guestList.giftCard.open')}
        </Button>
        <ViewSwitch view={view} onView={onView} />
        {/* Upright and on a phone only the printer shows (guest-list.css); the words stay its name. */}
        <Button variant="ghost" className="guest-list__print" onClick={() => window.print()}>
          <svg
            className="guest-list__print-icon"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M7 9V3h10v6M7 18H4v-7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v7h-3M7 14h10v7H7z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className="guest-list__print-words">{t('staff.guestList.print')}</span>
        </Button>
      </div>
    </div>
  );
}
