import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { landingAfterSignIn } from '../../../lib/api/my-restaurants';
import { SESSION_QUERY_KEY, useSession } from '../../../lib/auth';
import { safeReturnTo } from '../../../lib/return-to';
import type { Session } from '../../../lib/session';
import { isSignedIn } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { SignInForm } from './sign-in-form';
import '../../../components/booking-form.css';
import './account.css';

/**
 * /login?returnTo=…: signs the visitor in with an e-mailed code, then goes back where they came
 * from (a path of this site only: see safeReturnTo). Without one, a restaurant's staff land on
 * their guest list and everyone else home. A visitor already signed in is told as whom, with the
 * ways on.
 */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('account.login.title')));
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const returnTo = safeReturnTo(params.get('returnTo'));
  // Just signed in here: the form stays until the next page is ready (its data may take a
  // moment), instead of the signed-in view flashing up in between.
  const [leaving, setLeaving] = useState(false);

  if (isSignedIn(session.data) && !leaving) {
    return (
      <section className="container page page--narrow account-page">
        <div className="card account-page__card">
          <h1>{t('account.login.signedInTitle')}</h1>
          <p>
            {t('account.login.signedInAs')}{' '}
            <strong className="account-form__email">{session.data.email}</strong>
          </p>
          <div className="account-page__actions">
            <Link className={buttonClassName('primary')} to="/my-bookings">
              {t('account.myBookings')}
            </Link>
            <Link className={buttonClassName('secondary')} to="/logout">
              {t('account.signOut')}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="container page page--narrow account-page">
      <div className="card account-page__card">
        <h1>{t('account.login.title')}</h1>
        <p className="lead">{t('account.login.lead')}</p>
        <SignInForm
          onSignedIn={() => {
            setLeaving(true);
            const signedIn = queryClient.getQueryData<Session>(SESSION_QUERY_KEY);
            void (
              returnTo !== null || !isSignedIn(signedIn)
                ? Promise.resolve(returnTo ?? '/')
                : landingAfterSignIn(queryClient, signedIn.token)
            ).then((to) => navigate(to, { replace: true }));
          }}
        />
      </div>
    </section>
  );
}
