import {
  type ServiceHours,
  type SpecialPeriod,
  SpecialPeriodRequest,
} from '@dekka/contracts/restaurant-settings';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { ErrorSummary } from '../form-kit/error-summary';
import { FormActions } from '../form-kit/edit-form';
import { SettingsField } from '../form-kit/settings-field';
import { useFormErrors } from '../form-kit/use-form-state';
import { parsedBy } from '../model/field-errors';
import { ServiceTimes, type TimeField, timeFieldId } from './service-times';

export type SpecialPeriodValues = Omit<SpecialPeriod, 'id'>;

type DateField = 'firstDate' | 'lastDate';

const LUNCH: ServiceHours = { opens: '11:30', closes: '15:00', lastSeating: '14:00' };

/** The dates the server refused (another period's, or past), marked at the field. */
function refusedDates(
  refused: string[],
): Partial<Record<DateField, 'staff.settings.errors.periodTaken'>> {
  const marks: Partial<Record<DateField, 'staff.settings.errors.periodTaken'>> = {};
  for (const field of ['firstDate', 'lastDate'] as const) {
    if (refused.includes(field)) marks[field] = 'staff.settings.errors.periodTaken';
  }
  return marks;
}

/**
 * Adds or changes one special period: its name, its first and last dates (the same for one day),
 * closed or open, and when open its services. Checked with the contract's schema before it is
 * sent; `refused` marks fields the server refused (dates another period has, or past ones).
 */
export function SpecialPeriodForm(props: {
  initial: SpecialPeriodValues | null;
  today: string;
  saving: boolean;
  refused: string[];
  onSave: (period: SpecialPeriodValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(props.initial?.name ?? '');
  const [firstDate, setFirstDate] = useState(props.initial?.firstDate ?? '');
  const [lastDate, setLastDate] = useState(props.initial?.lastDate ?? '');
  const [closed, setClosed] = useState(props.initial?.closed ?? true);
  const [services, setServices] = useState<ServiceHours[]>(props.initial?.services ?? []);
  const form = useFormErrors(refusedDates(props.refused));
  const { shown } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    const period = {
      name: name.trim(),
      firstDate,
      lastDate,
      closed,
      services: closed ? [] : services,
    };
    if (form.check(parsedBy(SpecialPeriodRequest.safeParse(period)))) props.onSave(period);
  }

  /** A first date after the last (or none yet) moves the last date with it: a day at first. */
  function changeFirstDate(value: string) {
    setFirstDate(value);
    if (value && (!lastDate || lastDate < value)) setLastDate(value);
  }

  const rowId = (index: number) => `${id}-service-${index}`;
  const fieldLabels: Record<string, string> = {
    name: t('staff.settings.special.name'),
    firstDate: t('staff.settings.special.firstDate'),
    lastDate: t('staff.settings.special.lastDate'),
    services: t('staff.settings.special.hours'),
  };
  const labelOf = (field: string) =>
    fieldLabels[field] ?? t(`staff.settings.hours.${field as TimeField}`);
  const summary = Object.entries(shown).map(([path, message]) => {
    const [first, index, field] = path.split('.');
    if (first === 'services' && index !== undefined && field !== undefined) {
      return { fieldId: timeFieldId(rowId(Number(index)), field), label: labelOf(field), message };
    }
    const top = first ?? 'firstDate';
    return {
      fieldId: top === 'services' ? `${id}-open` : `${id}-${top}`,
      label: labelOf(top),
      message,
    };
  });

  return (
    <form className="settings-form card" onSubmit={submit} noValidate>
      <h3>{props.initial ? t('staff.settings.special.edit') : t('staff.settings.special.add')}</h3>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      <SettingsField
        id={`${id}-name`}
        label={t('staff.settings.special.name')}
        hint={t('staff.settings.special.nameHint')}
        maxLength={80}
        autoComplete="off"
        value={name}
        error={shown.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="settings-period-dates">
        <SettingsField
          id={`${id}-firstDate`}
          label={t('staff.settings.special.firstDate')}
          type="date"
          min={props.today}
          required
          value={firstDate}
          error={shown.firstDate}
          onChange={(event) => changeFirstDate(event.target.value)}
        />
        <SettingsField
          id={`${id}-lastDate`}
          label={t('staff.settings.special.lastDate')}
          type="date"
          min={firstDate || props.today}
          required
          value={lastDate}
          error={shown.lastDate}
          onChange={(event) => setLastDate(event.target.value)}
        />
      </div>
      <fieldset className="settings-choice">
        <legend>{t('staff.settings.special.hours')}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-closed`}
            checked={closed}
            onChange={() => setClosed(true)}
          />
          {t('staff.settings.special.closed')}
        </label>
        <label>
          <input
            id={`${id}-open`}
            type="radio"
            name={`${id}-closed`}
            checked={!closed}
            aria-describedby={shown.services ? `${id}-services-error` : undefined}
            onChange={() => {
              setClosed(false);
              if (services.length === 0) setServices([LUNCH]);
            }}
          />
          {t('staff.settings.special.open')}
        </label>
        {shown.services && (
          <p id={`${id}-services-error`} className="field__error">
            {t(shown.services)}
          </p>
        )}
      </fieldset>
      {!closed &&
        services.map((service, index) => (
          <fieldset key={rowId(index)} className="settings-service">
            <legend>{t('staff.settings.special.service', { number: index + 1 })}</legend>
            <ServiceTimes
              rowId={rowId(index)}
              times={service}
              errors={{
                opens: shown[`services.${index}.opens`],
                closes: shown[`services.${index}.closes`],
                lastSeating: shown[`services.${index}.lastSeating`],
              }}
              onChange={(times) =>
                setServices((current) => current.map((s, i) => (i === index ? times : s)))
              }
            />
            <Button
              variant="secondary"
              onClick={() => setServices((current) => current.filter((_, i) => i !== index))}
            >
              {t('staff.settings.special.removeService', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
      {!closed && (
        <div>
          <Button variant="secondary" onClick={() => setServices((current) => [...current, LUNCH])}>
            {t('staff.settings.special.addService')}
          </Button>
        </div>
      )}
      <FormActions
        save={t('staff.settings.special.save')}
        saving={props.saving}
        onCancel={props.onCancel}
      />
    </form>
  );
}
