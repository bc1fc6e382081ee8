import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSessionChange } from '../../../lib/session-change';
import { reportError } from '../../../lib/error-reporting';
import { useTranslation } from '../../../lib/translation';
import { signOut } from '../api/sign-out';

const HELP_ID = 'sign-out-everywhere-help';

/**
 * Ends every session of the account at once (a lost phone, a shared computer). Unlike /logout,
 * a failure is shown: the diner must know the other devices may still be signed in.
 */
export function SignOutEverywhere({ token }: { token: string }) {
  const { t } = useTranslation();
  const { signedOut } = useSessionChange();
  const navigate = useNavigate();
  const everywhere = useMutation({
    mutationFn: () => signOut(token, true),
    onSuccess: () => {
      void signedOut();
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      // A 401: this token had already ended; the app has dropped it and carries on anonymous.
      if (!(error instanceof ApiError && error.status === 401)) reportError(error);
    },
  });

  return (
    <div className="my-bookings__everywhere">
      <p id={HELP_ID}>{t('account.bookings.everywhereHelp')}</p>
      {everywhere.isError && <Alert tone="error">{t('account.bookings.everywhereFailed')}</Alert>}
      <div>
        <Button
          variant="ghost"
          aria-describedby={HELP_ID}
          disabled={everywhere.isPending}
          aria-busy={everywhere.isPending || undefined}
          onClick={() => everywhere.mutate()}
        >
          {everywhere.isPending && <Spinner label={t('account.bookings.signingOut')} />}
          {t('account.signOutEverywhere')}
        </Button>
      </div>
    </div>
  );
}
