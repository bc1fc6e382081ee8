import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/translation';
import { ReasonField, useRequiredReason } from '../../guest-list/components/reason-field';

/** The kitchen's usual minutes; the server takes any from 1 to a day. */
export const PREP_CHOICES = [10, 15, 20, 30, 45] as const;

interface DialogProps {
  /** Who and when, for the title: "12:30 Jón Jónsson". */
  who: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog; null while there is none. */
  failed: string | null;
  onClose: () => void;
}

/** An order's dialog: its question, the server's refusal if any, confirm and close. */
function OrderDialog({
  title,
  confirm,
  pending,
  failed,
  onClose,
  onSubmit,
  children,
}: Omit<DialogProps, 'who'> & {
  title: string;
  confirm: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={title} onClose={onClose} maxWidth={480}>
      <form className="order-dialog" noValidate onSubmit={onSubmit}>
        {children}
        {failed && <Alert tone="error">{failed}</Alert>}
        <div className="order-dialog__buttons">
          <Button type="submit" disabled={pending}>
            {confirm}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={onClose}>
            {t('staff.orders.close')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Accepting: a prep time is required, so the diner is told when the food is ready. */
export function AcceptDialog({
  who,
  onAccept,
  ...dialog
}: DialogProps & {
  onAccept: (prepMinutes: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (minutes === null) setMissing(true);
    else onAccept(minutes);
  }

  return (
    <OrderDialog
      {...dialog}
      title={t('staff.orders.accept.title', { who })}
      confirm={t('staff.orders.accept.confirm')}
      onSubmit={submit}
    >
      <fieldset className="order-dialog__choices" aria-describedby={`${id}-error`}>
        <legend className="field__label">{t('staff.orders.accept.prep')}</legend>
        {PREP_CHOICES.map((choice) => (
          <label key={choice} className="order-dialog__choice">
            <input
              type="radio"
              name={`${id}-prep`}
              value={choice}
              checked={minutes === choice}
              onChange={() => {
                setMinutes(choice);
                setMissing(false);
              }}
            />
            {t('staff.orders.minutes', { count: choice })}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-error`} className="field__error">
        {missing ? t('staff.orders.accept.required') : ''}
      </p>
    </OrderDialog>
  );
}

/** Rejecting: the diner reads the reason and the payment is refunded, so a reason is required. */
export function RejectDialog({
  who,
  onReject,
  ...dialog
}: DialogProps & {
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const reason = useRequiredReason();
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.take();
    if (text === null) reasonRef.current?.focus();
    else onReject(text);
  }

  return (
    <OrderDialog
      {...dialog}
      title={t('staff.orders.reject.title', { who })}
      confirm={t('staff.orders.reject.confirm')}
      onSubmit={submit}
    >
      <p>{t('staff.orders.reject.refund')}</p>
      <ReasonField
        id={`${id}-reason`}
        label={t('staff.orders.reject.reason')}
        requiredMessage={t('staff.orders.reject.required')}
        reason={reason}
        inputRef={reasonRef}
      />
    </OrderDialog>
  );
}
