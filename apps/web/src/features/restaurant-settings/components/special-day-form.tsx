import {
  type ServiceHours,
  type SpecialDay,
  SpecialDayRequest,
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

export type SpecialDayValues = Pick<SpecialDay, 'date' | 'closed' | 'services'>;

const LUNCH: ServiceHours = { opens: '11:30', closes: '15:00', lastSeating: '14:00' };

/**
 * Adds or changes one special day: a date, closed or open, and when open its services. Checked
 * with the contract's schema before it is sent; `refused` marks fields the server refused (a date
 * that already has special hours, or is past).
 */
export function SpecialDayForm(props: {
  initial: SpecialDayValues | null;
  today: string;
  saving: boolean;
  refused: string[];
  onSave: (day: SpecialDayValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState(props.initial?.date ?? '');
  const [closed, setClosed] = useState(props.initial?.closed ?? true);
  const [services, setServices] = useState<ServiceHours[]>(props.initial?.services ?? []);
  const form = useFormErrors(
    props.refused.includes('date') ? { date: 'staff.settings.errors.dateTaken' } : undefined,
  );
  const { shown } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    const day = { date, closed, services: closed ? [] : services };
    if (form.check(parsedBy(SpecialDayRequest.safeParse(day)))) props.onSave(day);
  }

  const rowId = (index: number) => `${id}-service-${index}`;
  const labelOf = (field: string) =>
    field === 'date'
      ? t('staff.settings.special.date')
      : field === 'services'
        ? t('staff.settings.special.hours')
        : t(`staff.settings.hours.${field as TimeField}`);
  const summary = Object.entries(shown).map(([path, message]) => {
    const [first, index, field] = path.split('.');
    if (first === 'services' && index !== undefined && field !== undefined) {
      return { fieldId: timeFieldId(rowId(Number(index)), field), label: labelOf(field), message };
    }
    return {
      fieldId: first === 'services' ? `${id}-open` : `${id}-date`,
      label: labelOf(first ?? 'date'),
      message,
    };
  });

  return (
    <form className="settings-form card" onSubmit={submit} noValidate>
      <h3>{props.initial ? t('staff.settings.special.edit') : t('staff.settings.special.add')}</h3>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      <SettingsField
        id={`${id}-date`}
        label={t('staff.settings.special.date')}
        type="date"
        min={props.today}
        required
        value={date}
        error={shown.date}
        onChange={(event) => setDate(event.target.value)}
      />
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
