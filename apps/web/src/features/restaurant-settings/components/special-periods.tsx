import type { SpecialPeriod } from '@dekka/contracts/restaurant-settings';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDayMonthShort } from '../../../lib/locale-format';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { SpecialPeriodForm, type SpecialPeriodValues } from './special-period-form';

type T = ReturnType<typeof useTranslation>['t'];

/** "11:30–15:00 (last seating 14:00)" for each service, or "Closed". */
function hoursText(period: SpecialPeriod, t: T) {
  if (period.closed) return t('staff.settings.special.closed');
  return period.services
    .map((s) =>
      t('staff.settings.hours.span', { opens: s.opens, closes: s.closes, last: s.lastSeating }),
    )
    .join(', ');
}

const dayOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
};

/** "Tue 24 Dec" for one day, "24 Dec – 2 Jan" for more, in the staff member's language. */
function periodDates(period: SpecialPeriod, t: T, language: string): string {
  if (period.firstDate === period.lastDate) return formatLocalDay(period.firstDate, language);
  return t('staff.settings.special.range', {
    first: formatDayMonthShort(dayOf(period.firstDate), language),
    last: formatDayMonthShort(dayOf(period.lastDate), language),
  });
}

/** The special periods that end today or later, each to change or remove, and a form to add one. */
export function SpecialPeriods(props: {
  periods: SpecialPeriod[];
  today: string;
  saving: boolean;
  refused: string[];
  onSave: (id: number | null, period: SpecialPeriodValues, done: () => void) => void;
  onRemove: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  // null: no form open; 'new': adding; a number: changing that period.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);
  const form = (initial: SpecialPeriod | null) => (
    <SpecialPeriodForm
      initial={initial}
      today={props.today}
      saving={props.saving}
      refused={props.refused}
      onSave={(period) => props.onSave(initial?.id ?? null, period, close)}
      onCancel={close}
    />
  );

  return (
    <section className="settings-section" aria-labelledby="special-days-title">
      <h2 id="special-days-title">{t('staff.settings.special.title')}</h2>
      <p className="staff-page__muted">{t('staff.settings.special.intro')}</p>
      {props.periods.length === 0 ? (
        <p>{t('staff.settings.special.none')}</p>
      ) : (
        <ul className="settings-days">
          {props.periods.map((period) => {
            const dates = periodDates(period, t, i18n.language);
            const label = period.name || dates;
            return (
              <li key={period.id}>
                {editing === period.id ? (
                  form(period)
                ) : (
                  <>
                    <span className="settings-days__period">
                      <strong>{label}</strong>
                      {period.name && <span>{dates}</span>}
                      <span>{hoursText(period, t)}</span>
                    </span>
                    <span className="settings-days__actions">
                      <Button variant="secondary" onClick={() => setEditing(period.id)}>
                        {t('staff.settings.special.editDay', { day: label })}
                      </Button>
                      <Button variant="secondary" onClick={() => props.onRemove(period.id)}>
                        {t('staff.settings.special.removeDay', { day: label })}
                      </Button>
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing === 'new' ? (
        form(null)
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>{t('staff.settings.special.add')}</Button>
        </div>
      )}
    </section>
  );
}
