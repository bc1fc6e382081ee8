import { type FormEvent, type RefObject, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';

/** The server's limit on a cancel reason (GuestStatusRequest). */
const MAX_REASON = 300;

interface CancelPanelProps {
  /** The reason field, which the row focuses again when the cancellation fails. */
  reasonRef: RefObject<HTMLTextAreaElement | null>;
  who: { name: string; time: string };
  pending: boolean;
  onConfirm: (reason: string) => void;
  onKeep: () => void;
}

/**
 * Cancelling, inside the row: the guest is e-mailed the reason and any prepayment is refunded,
 * so a reason is required and the staff member confirms once more.
 */
export function CancelPanel({ reasonRef, who, pending, onConfirm, onKeep }: CancelPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    reasonRef.current?.focus();
  }, [reasonRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(text);
  }

  return (
    <form className="guest-cancel" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <p id={`${id}-title`} className="guest-cancel__title">
        {t('staff.guestList.cancelTitle', who)}
      </p>
      <p className="guest-cancel__help">{t('staff.guestList.cancelHelp')}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>
          {t('staff.guestList.reason')}
        </label>
        <div className="field__frame">
          <textarea
            id={`${id}-reason`}
            ref={reasonRef}
            className="field__input field__input--textarea"
            required
            maxLength={MAX_REASON}
            value={reason}
            aria-invalid={missing ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim() !== '') setMissing(false);
            }}
          />
        </div>
        <p id={`${id}-error`} className="field__error">
          {missing ? t('staff.guestList.reasonRequired') : ''}
        </p>
      </div>
      <div className="guest-cancel__buttons">
        <Button type="submit" disabled={pending}>
          {t('staff.guestList.confirmCancel')}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onKeep}>
          {t('staff.guestList.keep')}
        </Button>
      </div>
    </form>
  );
}
