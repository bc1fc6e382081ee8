import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { PlateIllustration } from '../../../components/plate-illustration';
import { Button } from '../../../components/ui/button';
import './signup.css';

interface ThankYouPageProps {
  /** /signup/thankyou or /survey/thankyou: the path decides the message (docs/product.md, "Routes"). */
  variant: 'signup' | 'survey';
}

export function ThankYouPage({ variant }: ThankYouPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(
    pageTitle(t(variant === 'signup' ? 'thankYou.signupTitle' : 'thankYou.surveyTitle')),
  );
  return (
    <section className="container page page--narrow thank-you">
      <PlateIllustration className="thank-you__art" />
      <h1>{variant === 'signup' ? t('thankYou.signupTitle') : t('thankYou.surveyTitle')}</h1>
      <p className="lead">
        {variant === 'signup' ? t('thankYou.signupBody') : t('thankYou.surveyBody')}
      </p>
      {/* replace: the finished form should not be one back-press away. */}
      <Button onClick={() => window.location.replace('/')}>{t('thankYou.backHome')}</Button>
    </section>
  );
}
