import type { TranslationKey } from '../lib/i18n';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../lib/translation';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** A message key (docs/product.md, "The booking flow"), shown under the field and announced with it. */
  error?: TranslationKey | undefined;
  /** Shown inside the field's frame after the input (a card-brand icon). */
  adornment?: ReactNode;
}

/** A labelled input whose message is tied to it (aria-describedby) so readers hear both. */
export function TextField({ id, label, error, adornment, className, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__frame">
        <input
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {adornment}
      </div>
      {/* Always rendered, so a message appearing does not push the form down. */}
      <p id={errorId} className="field__error">
        {error ? t(error) : ''}
      </p>
    </div>
  );
}
