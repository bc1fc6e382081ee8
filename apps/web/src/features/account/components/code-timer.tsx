import { useTranslation } from '../../../lib/translation';
import { useTimeLeft } from '../hooks/use-time-left';
import { formatMinutesSeconds } from '../model/time-left';

interface CodeTimerProps {
  id: string;
  /** When the e-mailed code stops working; key the timer by it. */
  endMs: number;
}

/**
 * How long the code still works. A timer, not a live region: reading every second aloud would
 * drown the page; the code field's description points here for anyone who asks.
 */
export function CodeTimer({ id, endMs }: CodeTimerProps) {
  const { t } = useTranslation();
  const left = useTimeLeft(endMs);
  if (left === 0) {
    return (
      <p id={id} className="account-form__timer account-form__timer--over" role="status">
        {t('account.login.codeOver')}
      </p>
    );
  }
  return (
    <p id={id} className="account-form__timer" role="timer">
      {t('account.login.codeLife', { time: formatMinutesSeconds(left) })}
    </p>
  );
}
