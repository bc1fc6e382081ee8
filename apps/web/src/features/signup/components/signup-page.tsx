import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSiteSettings } from '../../../lib/api/get-settings';
import { honeypotName } from '../model/honeypot-name';
import './signup.css';

/**
 * Newsletter sign-up (docs/product.md, "Routes"). The form posts straight to the mailing-list provider's
 * hosted form in a new tab, so the address never passes through our server; this tab moves on
 * to the thank-you page.
 */
export function SignupPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('signup.title')));
  const navigate = useNavigate();
  const { mailingListFormUrl } = useSiteSettings();
  const emailId = useId();
  const noteId = useId();

  const onSubmit = () => {
    // No preventDefault: the browser must post the form. Navigating on the next task keeps the
    // form in the document until the browser has taken its data.
    window.setTimeout(() => void navigate('/signup/thankyou'), 0);
  };

  return (
    <section className="container page page--narrow signup">
      <div className="card">
        <h1>{t('signup.title')}</h1>
        <p className="lead">{t('signup.lead')}</p>
        {mailingListFormUrl ? (
          <form
            className="signup__form"
            method="post"
            action={mailingListFormUrl}
            target="_blank"
            onSubmit={onSubmit}
          >
            <label className="signup__label" htmlFor={emailId}>
              {t('signup.emailLabel')}
            </label>
            <div className="signup__row">
              <input
                id={emailId}
                className="signup__input"
                type="email"
                name="EMAIL"
                autoComplete="email"
                inputMode="email"
                required
                aria-describedby={noteId}
              />
              <Button type="submit">{t('signup.submit')}</Button>
            </div>
            {/* Bots fill every field; people never see this one. */}
            <div className="signup__honeypot" aria-hidden="true">
              <input
                type="text"
                name={honeypotName(mailingListFormUrl)}
                tabIndex={-1}
                defaultValue=""
                autoComplete="off"
              />
            </div>
            <p className="signup__note" id={noteId}>
              {t('signup.privacyNote')} <Link to="/terms#privacy">{t('signup.privacyLink')}</Link>
            </p>
          </form>
        ) : (
          <Alert tone="info" title={t('signup.unavailable')} />
        )}
      </div>
    </section>
  );
}
