import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ensureSession, useSession } from '../../../lib/auth';
import { reportError } from '../../../lib/error-reporting';
import { useSessionChange } from '../../../lib/session-change';
import { useTranslation } from '../../../lib/translation';
import { passkeysSupported, signInWithPasskey } from '../api/passkeys';
import { passkeyProblem } from '../model/passkey-problem';

/**
 * The fast way in for someone who has added a passkey: one button, the device's own dialog, done.
 * Browsers without passkeys see only the code form.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { signedIn } = useSessionChange();
  const problemRef = useRef<HTMLDivElement>(null);
  const signIn = useMutation({
    mutationFn: async () => {
      // The anonymous identity in use, so its bookings and holds move to the account.
      const current = session.data ?? (await ensureSession());
      return signInWithPasskey(current.token);
    },
    onSuccess: (signedInSession) => {
      signedIn(signedInSession);
      onSignedIn();
    },
    onError: (error) => {
      if (passkeyProblem(error, 'signIn', new Date()).unexpected) reportError(error);
    },
  });
  const problem = signIn.isError ? passkeyProblem(signIn.error, 'signIn', new Date()) : null;

  useEffect(() => {
    if (signIn.error) problemRef.current?.focus();
  }, [signIn.error]);

  if (!passkeysSupported()) return null;
  return (
    <div className="account-passkey">
      <Button
        variant="secondary"
        disabled={signIn.isPending}
        aria-busy={signIn.isPending || undefined}
        onClick={() => signIn.mutate()}
      >
        {signIn.isPending && <Spinner label={t('account.passkeys.waiting')} />}
        {t('account.login.withPasskey')}
      </Button>
      {problem && (
        <div ref={problemRef} tabIndex={-1} className="account-form__problem">
          <Alert tone={problem.unexpected ? 'error' : 'info'}>
            {t(problem.key, { time: problem.time })}
          </Alert>
        </div>
      )}
      <p className="account-passkey__or">{t('account.login.orCode')}</p>
    </div>
  );
}
