import type { InputHTMLAttributes } from 'react';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

/**
 * A labelled input of the settings forms. Its message and its hint (the allowed range) are tied
 * to it with aria-describedby, so a screen reader reads them with the field.
 */
export function SettingsField({
  id,
  label,
  hint,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: TranslationKey | undefined;
}) {
  const { t } = useTranslation();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field settings-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__frame">
        <input
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="settings-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
