import { OpeningHoursRequest, type WeeklyService } from '@dekka/contracts/restaurant-settings';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatWeekdayLong } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { ErrorSummary } from '../form-kit/error-summary';
import { SaveButton, SavedNote } from '../form-kit/save-button';
import { SettingsField } from '../form-kit/settings-field';
import { useFormErrors } from '../form-kit/use-form-state';
import { type FieldErrors, parsedBy } from '../model/field-errors';
import {
  copyDay,
  dayChanged,
  fromRows,
  rowKey,
  type ServiceRow,
  servicesOf,
  toRows,
  WEEK_ORDER,
  weekWithDay,
} from '../model/week';
import { CopyDayDialog } from './copy-day-dialog';
import { ServiceTimes, timeFieldId } from './service-times';

/** What a save covers: one weekday, or every day with unsaved changes. */
type Scope = number | 'all';

const FIELDS = ['name', 'opens', 'closes', 'lastSeating'] as const;

/**
 * The week's services, a form per weekday: add, change or remove services, copy a day's to other
 * days, and save a day (the week as stored with that day's draft) or all changed days at once.
 * A day with unsaved changes says so beside its name. The contract's schema checks what is to be
 * sent before it goes; problems are listed above the day (or the week) saved, which takes the
 * focus, and under each field.
 */
export function WeekForm(props: {
  /** The week as stored on the server. */
  services: WeeklyService[];
  saving: boolean;
  /** Sends the whole week's services; `done` runs once they are saved. */
  onSave: (services: WeeklyService[], done: () => void) => void;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [rows, setRows] = useState<ServiceRow[]>(() => toRows(props.services));
  const form = useFormErrors();
  /** Whose errors are shown, which save is on its way, which was saved last. */
  const [checked, setChecked] = useState<Scope>('all');
  const [target, setTarget] = useState<Scope>('all');
  const [saved, setSaved] = useState<Scope | null>(null);
  const [copying, setCopying] = useState<number | null>(null);
  const [copied, setCopied] = useState('');

  const changed = new Set<number>(
    WEEK_ORDER.filter((day) => dayChanged(rows, props.services, day)),
  );
  const dayName = (weekday: number) => formatWeekdayLong(weekday, i18n.language);

  const update = (key: string, change: Partial<ServiceRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  /**
   * The services of `checking` if they pass the contract's schema; otherwise null, with the
   * problems shown by row (`row-3.lastSeating`).
   */
  function check(scope: Scope, checking: ServiceRow[]): WeeklyService[] | null {
    setChecked(scope);
    const parsed = parsedBy(OpeningHoursRequest.safeParse({ services: fromRows(checking) }));
    if (parsed.ok) return form.check(parsed)?.services ?? null;
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(parsed.errors)) {
      const [, index, ...field] = path.split('.');
      const row = checking[Number(index)];
      if (row) errors[[row.key, ...field].join('.')] ??= message;
    }
    return form.check<WeeklyService[]>({ ok: false, errors });
  }

  function save(scope: Scope, services: WeeklyService[]) {
    setTarget(scope);
    setSaved(null);
    setCopied('');
    props.onSave(services, () => setSaved(scope));
  }

  function saveDay(event: FormEvent, weekday: number) {
    event.preventDefault();
    if (!changed.has(weekday) || props.saving) return;
    const services = check(weekday, servicesOf(rows, weekday));
    if (services) save(weekday, weekWithDay(props.services, weekday, services));
  }

  function saveAll(event: FormEvent) {
    event.preventDefault();
    if (changed.size === 0 || props.saving) return;
    const services = check('all', rows);
    if (services) save('all', services);
  }

  /** The problems of `scope` as links to their fields, in the week's order. */
  const summary = (scope: Scope) =>
    checked !== scope
      ? []
      : WEEK_ORDER.flatMap((weekday) =>
          servicesOf(rows, weekday).flatMap((row) =>
            FIELDS.flatMap((field) => {
              const message = form.shown[`${row.key}.${field}`];
              if (!message) return [];
              return [
                {
                  fieldId: timeFieldId(row.key, field),
                  label: `${dayName(weekday)}, ${t(`staff.settings.hours.${field}`)}`,
                  message,
                },
              ];
            }),
          ),
        );

  const errorsOf = (key: string) => ({
    opens: form.shown[`${key}.opens`],
    closes: form.shown[`${key}.closes`],
    lastSeating: form.shown[`${key}.lastSeating`],
    name: form.shown[`${key}.name`],
  });

  return (
    <div className="settings-week">
      <ErrorSummary errors={summary('all')} attempt={form.attempt} />
      <p role="status" className="staff-page__note">
        {copied}
      </p>
      {WEEK_ORDER.map((weekday) => {
        const day = dayName(weekday);
        const ofDay = servicesOf(rows, weekday);
        const unsaved = changed.has(weekday);
        const statusId = `${formId}-${weekday}-status`;
        return (
          <form key={weekday} onSubmit={(event) => saveDay(event, weekday)} noValidate>
            <ErrorSummary errors={summary(weekday)} attempt={form.attempt} />
            <fieldset
              className={unsaved ? 'settings-day settings-day--changed' : 'settings-day'}
              aria-describedby={unsaved ? statusId : undefined}
            >
              <legend>{day}</legend>
              {unsaved && (
                <p id={statusId} className="settings-day__unsaved">
                  {t('staff.settings.hours.unsaved')}
                </p>
              )}
              {ofDay.length === 0 && (
                <p className="staff-page__muted">{t('staff.settings.hours.closedDay')}</p>
              )}
              {ofDay.map((row) => {
                const errors = errorsOf(row.key);
                return (
                  <div key={row.key} className="settings-service">
                    <SettingsField
                      id={timeFieldId(row.key, 'name')}
                      label={t('staff.settings.hours.name')}
                      value={row.name}
                      maxLength={60}
                      error={errors.name}
                      onChange={(event) => update(row.key, { name: event.target.value })}
                    />
                    <ServiceTimes
                      rowId={row.key}
                      times={row}
                      errors={errors}
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
              <div className="settings-actions">
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
                <Button variant="secondary" onClick={() => setCopying(weekday)}>
                  {t('staff.settings.hours.copy.open', { day })}
                </Button>
              </div>
              <div className="settings-actions">
                <SaveButton
                  label={t('staff.settings.hours.saveDay', { day })}
                  saving={props.saving && target === weekday}
                  disabled={!unsaved || props.saving}
                />
                <SavedNote saved={saved === weekday && !unsaved} saving={props.saving} />
              </div>
            </fieldset>
          </form>
        );
      })}
      <form className="settings-actions" onSubmit={saveAll} noValidate>
        <SaveButton
          label={t('staff.settings.hours.saveAll')}
          saving={props.saving && target === 'all'}
          disabled={changed.size === 0 || props.saving}
        />
        <SavedNote saved={saved === 'all' && changed.size === 0} saving={props.saving} />
      </form>
      {copying !== null && (
        <CopyDayDialog
          from={copying}
          closed={servicesOf(rows, copying).length === 0}
          onClose={() => setCopying(null)}
          onCopy={(to) => {
            setRows((current) => copyDay(current, copying, to));
            setCopied(
              t('staff.settings.hours.copy.done', {
                day: dayName(copying),
                count: to.length,
              }),
            );
            setCopying(null);
          }}
        />
      )}
    </div>
  );
}
