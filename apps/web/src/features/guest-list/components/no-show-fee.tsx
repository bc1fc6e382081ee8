import type { GuestListEntry } from '@dekka/contracts/guest-list';
import { type RefObject, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney, isSupportedCurrency } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useChargeNoShowFee } from '../api/staff-booking-api';
import { useEscape } from '../hooks/use-escape';
import { problemMessage } from '../model/problems';

/** "8.000 kr." in the page's language; null for a currency the app cannot show. */
export function feeAmount(entry: GuestListEntry, language: string): string | null {
  const fee = entry.noShowFee;
  if (!fee || !isSupportedCurrency(fee.currency)) return null;
  return formatMoney(fee.amount, fee.currency, language);
}

interface NoShowFeeProps {
  entry: GuestListEntry;
  target: Day;
  who: { name: string; time: string };
  onAnnounce: (message: string) => void;
  /** Where focus goes once the button pressed is gone: the row's heading. */
  focusRow: () => void;
}

/**
 * A guest who did not come and whose card is kept for it can be charged the fee they accepted,
 * once: the button asks again in the row, then charges. A second press while the first is on its
 * way sends nothing. Declined and already-charged answers show in the row.
 */
export function NoShowFee({ entry, target, who, onAnnounce, focusRow }: NoShowFeeProps) {
  const { t, i18n } = useTranslation();
  const mutation = useChargeNoShowFee(target);
  const [confirming, setConfirming] = useState(false);
  const sending = useRef(false);
  const wasConfirming = useRef(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const leaveRow = useEffectEvent(focusRow);

  // Into the question when it opens; back to the button when it closes, or to the row when the
  // button is gone too (charged).
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) {
      if (openRef.current) openRef.current.focus();
      else leaveRow();
    }
    wasConfirming.current = confirming;
  }, [confirming]);

  const amount = feeAmount(entry, i18n.language);
  const chargeable = entry.status === 'no_show' && entry.payment === 'guaranteed' && amount;
  if (!chargeable && !mutation.isError) return null;

  const charge = () => {
    // Disabling the button waits for a render; a double tap comes sooner.
    if (sending.current) return;
    sending.current = true;
    mutation
      .mutateAsync(entry.id)
      .then(() => onAnnounce(t('staff.guestList.fee.charged', { ...who, amount })))
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
        setConfirming(false);
      });
  };

  return (
    <div className="guest-fee" aria-busy={mutation.isPending}>
      {chargeable && !confirming && (
        <button
          ref={openRef}
          type="button"
          className={buttonClassName('secondary')}
          aria-label={t('staff.guestList.fee.chargeFor', { ...who, amount })}
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          {t('staff.guestList.fee.charge', { amount })}
        </button>
      )}
      {chargeable && confirming && (
        <FeeQuestion
          question={t('staff.guestList.fee.confirm', { amount })}
          pending={mutation.isPending}
          confirmRef={confirmRef}
          onConfirm={charge}
          onBack={() => setConfirming(false)}
        />
      )}
      {mutation.isError && <Alert tone="error">{t(problemMessage(mutation.error))}</Alert>}
    </div>
  );
}

interface FeeQuestionProps {
  question: string;
  pending: boolean;
  confirmRef: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onBack: () => void;
}

/** "Charge 8.000 kr. to the card kept for this booking?" Confirm, or Back (Escape too). */
function FeeQuestion({ question, pending, confirmRef, onConfirm, onBack }: FeeQuestionProps) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEscape(ref, () => {
    if (!pending) onBack();
  });
  return (
    <div ref={ref} className="guest-fee__confirm" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} className="guest-fee__question">
        {question}
      </p>
      <div className="guest-fee__buttons">
        <button
          ref={confirmRef}
          type="button"
          className={buttonClassName('primary')}
          disabled={pending}
          onClick={onConfirm}
        >
          {t('staff.guestList.fee.confirmButton')}
        </button>
        <Button variant="ghost" disabled={pending} onClick={onBack}>
          {t('staff.guestList.form.back')}
        </Button>
        {pending && <Spinner label={t('staff.guestList.fee.charging')} />}
      </div>
    </div>
  );
}
