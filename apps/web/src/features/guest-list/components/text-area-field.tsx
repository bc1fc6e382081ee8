import type { TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  /** A line under the label, tied to the field (who sees the text). */
  help?: string;
}

/** A labelled text area in the look of the app's fields (TextField's, for longer text). */
export function TextAreaField({ id, label, help, ...textarea }: TextAreaFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {help && (
        <p id={`${id}-help`} className="guest-form__help">
          {help}
        </p>
      )}
      <div className="field__frame">
        <textarea
          id={id}
          className="field__input field__input--textarea"
          aria-describedby={help ? `${id}-help` : undefined}
          {...textarea}
        />
      </div>
    </div>
  );
}
