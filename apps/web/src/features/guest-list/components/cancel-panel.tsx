import { type FormEvent, type RefObject, useEffect, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { ReasonField, useRequiredReason } from './reason-field';

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
  const reason = useRequiredReason();

  useEffect(() => {
    reasonRef.current?.focus();
  }, [reasonRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.take();
    if (text === null) reasonRef.current?.focus();
    else onConfirm(text);
  }

  return (
    <form className="guest-cancel" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <p id={`${id}-title`} className="guest-cancel__title">
        {t('staff.guestList.cancelTitle', who)}
      </p>
      <p className="guest-cancel__help">{t('staff.guestList.cancelHelp')}</p>
      <ReasonField
        id={`${id}-reason`}
        label={t('staff.guestList.reason')}
        requiredMessage={t('staff.guestList.reasonRequired')}
        reason={reason}
        inputRef={reasonRef}
      />
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
