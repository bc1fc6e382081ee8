import type { CountryCode } from 'libphonenumber-js/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import type {
  CompleteErrors,
  CompleteField,
  CompleteFormValues,
} from '../model/complete-form-rules';
import { callingCodeOptions } from '../model/country-codes';
import { TextField } from '../../../components/text-field';

interface ContactFieldsProps {
  values: CompleteFormValues;
  region: CountryCode;
  errors: CompleteErrors;
  onChange: <K extends CompleteField>(field: K, value: CompleteFormValues[K]) => void;
  onRegion: (region: CountryCode) => void;
  onBlur: (field: CompleteField) => void;
}

export function ContactFields({
  values,
  region,
  errors,
  onChange,
  onRegion,
  onBlur,
}: ContactFieldsProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => callingCodeOptions(i18n.language), [i18n.language]);
  const countryError = errors.countryCode;
  return (
    <fieldset className="complete-form__group">
      <legend className="complete-form__legend">{t('complete.contactTitle')}</legend>
      <div className="complete-form__row">
        <TextField
          id="complete-first-name"
          label={t('complete.firstName')}
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => onChange('firstName', event.target.value)}
          onBlur={() => onBlur('firstName')}
        />
        <TextField
          id="complete-last-name"
          label={t('complete.lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => onChange('lastName', event.target.value)}
        />
      </div>
      <TextField
        id="complete-email"
        label={t('complete.email')}
        type="email"
        autoComplete="email"
        value={values.emailAddress}
        error={errors.emailAddress}
        onChange={(event) => onChange('emailAddress', event.target.value)}
        onBlur={() => onBlur('emailAddress')}
      />
      <div className="complete-form__row complete-form__row--phone">
        <div className="field">
          <label className="field__label" htmlFor="complete-country-code">
            {t('complete.countryCode')}
          </label>
          <div className="field__frame">
            <select
              id="complete-country-code"
              className="field__input"
              value={region}
              autoComplete="tel-country-code"
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? 'complete-country-code-error' : undefined}
              onChange={(event) => {
                const next = options.find((option) => option.region === event.target.value);
                if (next) onRegion(next.region);
              }}
              onBlur={() => onBlur('countryCode')}
            >
              {options.map((option) => (
                <option key={option.region} value={option.region}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <p id="complete-country-code-error" className="field__error">
            {countryError ? t(countryError) : ''}
          </p>
        </div>
        <TextField
          id="complete-phone"
          label={t('complete.phone')}
          type="tel"
          autoComplete="tel-national"
          value={values.phone}
          error={errors.phone}
          onChange={(event) => onChange('phone', event.target.value)}
          onBlur={() => onBlur('phone')}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="complete-special-request">
          {t('complete.specialRequest')}
        </label>
        <textarea
          id="complete-special-request"
          className="field__input field__input--textarea"
          rows={3}
          maxLength={2000}
          value={values.specialRequest}
          onChange={(event) => onChange('specialRequest', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
