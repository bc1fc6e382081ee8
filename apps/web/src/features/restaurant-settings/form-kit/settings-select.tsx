import type { ReactNode } from 'react';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

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
