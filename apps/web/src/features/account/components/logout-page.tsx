import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { useSessionChange } from '../../../lib/session-change';
import { reportError } from '../../../lib/error-reporting';
import { isSignedIn } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { signOut } from '../api/sign-out';
import './account.css';

/**
 * /logout: signs this device out and goes home (docs/product.md, "Accounts"). If the server
 * cannot be told, the device forgets the session anyway: the visitor asked to be signed out
 * here, and a token nobody holds any more is as good as ended.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('account.logout.title')));
  const session = useSession();
  const { signedOut } = useSessionChange();
  const navigate = useNavigate();
  // StrictMode runs effects twice on mount; the sign-out is sent once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || session.isPending) return;
    started.current = true;
    const current = session.data;
    const done = () => void navigate('/', { replace: true });
    if (!isSignedIn(current)) {
      done();
      return;
    }
    signOut(current.token, false)
      .catch((error: unknown) => {
        // A 401 means the token had already ended (signed out everywhere): nothing to report.
        if (!(error instanceof ApiError && error.status === 401)) reportError(error);
      })
      .finally(() => {
        void signedOut();
        done();
      });
  }, [session.isPending, session.data, signedOut, navigate]);

  return (
    <section className="container page page--narrow account-page">
      <h1 className="visually-hidden">{t('account.logout.title')}</h1>
      <div className="account-page__working">
        <Spinner size="large" label={t('account.logout.working')} />
      </div>
    </section>
  );
}
