import type { SpecialDay } from '@dekka/contracts/restaurant-settings';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { SpecialDayForm, type SpecialDayValues } from './special-day-form';

/** "11:30–15:00 (last seating 14:00)" for each service, or "Closed". */
function hoursText(day: SpecialDay, t: ReturnType<typeof useTranslation>['t']) {
  if (day.closed) return t('staff.settings.special.closed');
  return day.services
    .map((s) =>
      t('staff.settings.hours.span', { opens: s.opens, closes: s.closes, last: s.lastSeating }),
    )
    .join(', ');
}

/** The special days from today on, each to change or remove, and a form to add one. */
export function SpecialDays(props: {
  days: SpecialDay[];
  today: string;
  saving: boolean;
  refused: string[];
  onSave: (id: number | null, day: SpecialDayValues, done: () => void) => void;
  onRemove: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  // null: no form open; 'new': adding; a number: changing that day.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);
  const form = (initial: SpecialDay | null) => (
    <SpecialDayForm
      initial={initial}
      today={props.today}
      saving={props.saving}
      refused={props.refused}
      onSave={(day) => props.onSave(initial?.id ?? null, day, close)}
      onCancel={close}
    />
  );

  return (
    <section className="settings-section" aria-labelledby="special-days-title">
      <h2 id="special-days-title">{t('staff.settings.special.title')}</h2>
      <p className="staff-page__muted">{t('staff.settings.special.intro')}</p>
      {props.days.length === 0 ? (
        <p>{t('staff.settings.special.none')}</p>
      ) : (
        <ul className="settings-days">
          {props.days.map((day) => {
            const label = formatLocalDay(day.date, i18n.language);
            return (
              <li key={day.id}>
                {editing === day.id ? (
                  form(day)
                ) : (
                  <>
                    <span>
                      <strong>{label}</strong> {hoursText(day, t)}
                    </span>
                    <span className="settings-days__actions">
                      <Button variant="secondary" onClick={() => setEditing(day.id)}>
                        {t('staff.settings.special.editDay', { day: label })}
                      </Button>
                      <Button variant="secondary" onClick={() => props.onRemove(day.id)}>
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
