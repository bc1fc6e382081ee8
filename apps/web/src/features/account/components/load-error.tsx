import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';

/** A list on My bookings that did not load: what failed, and Try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="my-bookings__error">
      <Alert tone="error">{message}</Alert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t('account.bookings.retry')}
        </Button>
      </div>
    </div>
  );
}
