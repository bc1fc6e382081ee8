import { type Ref, useState } from 'react';

/** The server's limit on a cancel or reject reason (GuestStatusRequest, OrderActionRequest). */
const MAX_REASON = 300;

/**
 * A reason the guest is sent (a cancelled booking, a rejected order), so one is required: the
 * text, whether it was found missing, and `take()`, which gives the trimmed reason or marks it
 * missing and gives null.
 */
export function useRequiredReason() {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    reason,
    missing,
    change(value: string) {
      setReason(value);
      if (value.trim() !== '') setMissing(false);
    },
    take(): string | null {
      const text = reason.trim();
      if (text === '') setMissing(true);
      return text === '' ? null : text;
    },
  };
}

interface ReasonFieldProps {
  id: string;
  label: string;
  /** Shown under the field once the reason was found missing. */
  requiredMessage: string;
  reason: ReturnType<typeof useRequiredReason>;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The labelled text area for a required reason, with its message when it was left empty. */
export function ReasonField({ id, label, requiredMessage, reason, inputRef }: ReasonFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__frame">
        <textarea
          id={id}
          ref={inputRef}
          className="field__input field__input--textarea"
          required
          maxLength={MAX_REASON}
          value={reason.reason}
          aria-invalid={reason.missing ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => reason.change(event.target.value)}
        />
      </div>
      <p id={`${id}-error`} className="field__error">
        {reason.missing ? requiredMessage : ''}
      </p>
    </div>
  );
}
