import { OpeningHoursRequest, type WeeklyService } from '@dekka/contracts/restaurant-settings';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatWeekdayLong } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { ErrorSummary } from '../form-kit/error-summary';
import { SaveButton, SavedNote } from '../form-kit/save-button';
import { SettingsField } from '../form-kit/settings-field';
import { useFormErrors } from '../form-kit/use-form-state';
import { parsedBy } from '../model/field-errors';
import { fromRows, rowKey, type ServiceRow, toRows, WEEK_ORDER } from '../model/week';
import { ServiceTimes, timeFieldId } from './service-times';

/**
 * The week's services, a fieldset per weekday: add, change or remove services and save them all
 * at once. The contract's schema checks the form before it is sent; problems are listed above the
 * form (which takes the focus) and under each field.
 */
export function WeekForm(props: {
  services: WeeklyService[];
  saving: boolean;
  saved: boolean;
  onSave: (services: WeeklyService[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<ServiceRow[]>(() => toRows(props.services));
  const form = useFormErrors();

  const update = (key: string, change: Partial<ServiceRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const hours = form.check(parsedBy(OpeningHoursRequest.safeParse({ services: fromRows(rows) })));
    if (hours) props.onSave(hours.services);
  }

  /** Errors of row `index` by field, from paths like `services.3.lastSeating`. */
  const rowErrors = (index: number) => ({
    opens: form.shown[`services.${index}.opens`],
    closes: form.shown[`services.${index}.closes`],
    lastSeating: form.shown[`services.${index}.lastSeating`],
    name: form.shown[`services.${index}.name`],
  });

  const summary = rows.flatMap((row, index) =>
    (['name', 'opens', 'closes', 'lastSeating'] as const).flatMap((field) => {
      const message = rowErrors(index)[field];
      if (!message) return [];
      const day = formatWeekdayLong(row.weekday, i18n.language);
      return [
        {
          fieldId: timeFieldId(row.key, field),
          label: `${day}, ${t(`staff.settings.hours.${field}`)}`,
          message,
        },
      ];
    }),
  );

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      {WEEK_ORDER.map((weekday) => {
        const day = formatWeekdayLong(weekday, i18n.language);
        const ofDay = rows.filter((row) => row.weekday === weekday);
        return (
          <fieldset key={weekday} className="settings-day">
            <legend>{day}</legend>
            {ofDay.length === 0 && (
              <p className="staff-page__muted">{t('staff.settings.hours.closedDay')}</p>
            )}
            {ofDay.map((row) => {
              const index = rows.indexOf(row);
              const rowErrorsOf = rowErrors(index);
              return (
                <div key={row.key} className="settings-service">
                  <SettingsField
                    id={timeFieldId(row.key, 'name')}
                    label={t('staff.settings.hours.name')}
                    value={row.name}
                    maxLength={60}
                    error={rowErrorsOf.name}
                    onChange={(event) => update(row.key, { name: event.target.value })}
                  />
                  <ServiceTimes
                    rowId={row.key}
                    times={row}
                    errors={rowErrorsOf}
                    onChange={(times) => update(row.key, times)}
                  />
                  <Button
                    variant="secondary"
                    className="settings-service__remove"
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    {t('staff.settings.hours.removeService', {
                      name: row.name || t('staff.settings.hours.service'),
                      day,
                    })}
                  </Button>
                </div>
              );
            })}
            <Button
              variant="secondary"
              onClick={() =>
                setRows((current) => [
                  ...current,
                  {
                    key: rowKey(),
                    weekday,
                    name: '',
                    opens: '17:00',
                    closes: '22:00',
                    lastSeating: '20:30',
                  },
                ])
              }
            >
              {t('staff.settings.hours.addService', { day })}
            </Button>
          </fieldset>
        );
      })}
      <div className="settings-actions">
        <SaveButton label={t('staff.settings.hours.saveWeek')} saving={props.saving} />
        <SavedNote saved={props.saved} saving={props.saving} />
      </div>
    </form>
  );
}
