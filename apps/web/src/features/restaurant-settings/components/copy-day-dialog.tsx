import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatWeekdayLong } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { WEEK_ORDER } from '../model/week';

const WEEKDAYS = [1, 2, 3, 4, 5];

/**
 * Which days get a weekday's services: a box per other day, quick picks for the weekdays and
 * for all days. Nothing is saved here; the chosen days show as changed until saved. Shown only
 * while open (so every opening starts with none chosen); focus goes back to the opener.
 */
export function CopyDayDialog(props: {
  from: number;
  closed: boolean;
  onCopy: (to: number[]) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const day = formatWeekdayLong(props.from, i18n.language);
  const others = WEEK_ORDER.filter((weekday) => weekday !== props.from);
  const pick = (days: readonly number[]) =>
    setChosen(others.filter((weekday) => days.includes(weekday)));

  return (
    <Modal open title={t('staff.settings.hours.copy.title', { day })} onClose={props.onClose}>
      <div className="settings-conflict">
        <p>
          {props.closed
            ? t('staff.settings.hours.copy.introClosed', { day })
            : t('staff.settings.hours.copy.intro', { day })}
        </p>
        <fieldset className="settings-group">
          <legend>{t('staff.settings.hours.copy.to')}</legend>
          <div className="settings-actions">
            <Button variant="secondary" onClick={() => pick(WEEKDAYS)}>
              {t('staff.settings.hours.copy.weekdays')}
            </Button>
            <Button variant="secondary" onClick={() => pick(WEEK_ORDER)}>
              {t('staff.settings.hours.copy.allDays')}
            </Button>
          </div>
          {others.map((weekday) => (
            <label key={weekday} className="settings-check">
              <input
                type="checkbox"
                checked={chosen.includes(weekday)}
                onChange={(event) =>
                  pick(
                    event.target.checked
                      ? [...chosen, weekday]
                      : chosen.filter((other) => other !== weekday),
                  )
                }
              />
              {formatWeekdayLong(weekday, i18n.language)}
            </label>
          ))}
        </fieldset>
        <div className="settings-actions">
          <Button disabled={chosen.length === 0} onClick={() => props.onCopy(chosen)}>
            {t('staff.settings.hours.copy.copy')}
          </Button>
          <Button variant="secondary" onClick={props.onClose}>
            {t('staff.settings.hours.copy.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
