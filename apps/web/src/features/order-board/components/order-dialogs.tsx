import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/translation';

/** The kitchen's usual minutes; the server takes any from 1 to a day. */
export const PREP_CHOICES = [10, 15, 20, 30, 45] as const;
/** The server's limit on a reject reason (OrderActionRequest). */
const MAX_REASON = 300;

interface DialogProps {
  /** Who and when, for the title: "12:30 Jón Jónsson". */
  who: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog; null while there is none. */
  failed: string | null;
  onClose: () => void;
}

/** Accepting: a prep time is required, so the diner is told when the food is ready. */
export function AcceptDialog({
  who,
  pending,
  failed,
  onClose,
  onAccept,
}: DialogProps & {
  onAccept: (prepMinutes: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (minutes === null) {
      setMissing(true);
      return;
    }
    onAccept(minutes);
  }

  return (
    <Modal open title={t('staff.orders.accept.title', { who })} onClose={onClose} maxWidth={480}>
      <form className="order-dialog" noValidate onSubmit={submit}>
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
        {failed && <Alert tone="error">{failed}</Alert>}
        <div className="order-dialog__buttons">
          <Button type="submit" disabled={pending}>
            {t('staff.orders.accept.confirm')}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={onClose}>
            {t('staff.orders.close')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Rejecting: the diner reads the reason and the payment is refunded, so a reason is required. */
export function RejectDialog({
  who,
  pending,
  failed,
  onClose,
  onReject,
}: DialogProps & {
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onReject(text);
  }

  return (
    <Modal open title={t('staff.orders.reject.title', { who })} onClose={onClose} maxWidth={480}>
      <form className="order-dialog" noValidate onSubmit={submit}>
        <p>{t('staff.orders.reject.refund')}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            {t('staff.orders.reject.reason')}
          </label>
          <div className="field__frame">
            <textarea
              id={`${id}-reason`}
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
            {missing ? t('staff.orders.reject.required') : ''}
          </p>
        </div>
        {failed && <Alert tone="error">{failed}</Alert>}
        <div className="order-dialog__buttons">
          <Button type="submit" disabled={pending}>
            {t('staff.orders.reject.confirm')}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={onClose}>
            {t('staff.orders.close')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
