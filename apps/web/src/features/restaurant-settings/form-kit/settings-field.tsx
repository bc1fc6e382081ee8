import type { InputHTMLAttributes, ReactNode } from 'react';
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

/** A labelled select of the settings forms, with its hint and message (tied to it as SettingsField's are). */
export function SettingsSelect(props: {
  id: string;
  label: string;
  value: string | number;
  hint?: string;
  error?: TranslationKey | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const describedBy = [
    props.error ? `${props.id}-error` : null,
    props.hint ? `${props.id}-hint` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field settings-field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <div className="field__frame">
        <select
          id={props.id}
          className="field__input"
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.children}
        </select>
      </div>
      {props.hint && (
        <p id={`${props.id}-hint`} className="settings-field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="field__error">
          {t(props.error)}
        </p>
      )}
    </div>
  );
}
