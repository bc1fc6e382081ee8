import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import type { GuestListDay } from '../hooks/use-guest-list-day';

/**
 * Previous day, the date picker, next day and (away from today) Today: how the staff's day
 * screens (the guest list, the order board) move between days.
 */
export function DayNav({ day }: { day: GuestListDay }) {
  const { t } = useTranslation();
  const dateId = useId();
  return (
    <nav className="guest-day" aria-label={t('staff.guestList.day.label')}>
      <Button variant="secondary" className="guest-day__step" onClick={day.previous}>
        <span aria-hidden="true">‹</span>{' '}
        <span className="guest-day__label">{t('staff.guestList.day.previous')}</span>
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
        <span className="guest-day__label">{t('staff.guestList.day.next')}</span>{' '}
        <span aria-hidden="true">›</span>
      </Button>
      {!day.isToday && (
        <Button variant="ghost" onClick={day.goToToday}>
          {t('staff.guestList.day.today')}
        </Button>
      )}
    </nav>
  );
}
