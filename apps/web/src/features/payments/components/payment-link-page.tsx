import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ProblemPage } from '../../../components/ui/problem-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { formatClock, formatMonthDay } from '../../../lib/restaurant-time';
import { usePaymentLink } from '../api/get-payment-link';
import { PaymentLinkForm } from './payment-link-form';
import '../../../components/booking-form.css';

/**
 * /paymentlink and /additionalinfo (query guid): a booking the restaurant made that still needs
 * the diner's card for a prepayment or a no-show guarantee, or only their confirmation.
 */
export function PaymentLinkPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('pages.titles.paymentLink')));
  const [params] = useSearchParams();
  const guid = params.get('guid');
  if (!guid) {
    return (
      <ProblemPage title={t('paymentLink.missingTitle')}>
        {t('paymentLink.missingBody')}
      </ProblemPage>
    );
  }
  return <PaymentLinkContent guid={guid} />;
}

function PaymentLinkContent({ guid }: { guid: string }) {
  const { t, i18n } = useTranslation();
  const query = usePaymentLink(guid);

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ProblemPage title={t('paymentLink.missingTitle')}>
        {notFound ? t('paymentLink.notFound') : t('paymentLink.loadError')}
      </ProblemPage>
    );
  }
  const link = query.data;
  if (!link) return <LoadingScreen />;

  const zone = link.timeZone;
  return (
    <section className="container page complete-page">
      <div className="card complete-page__card">
        <h1 className="complete-page__title">
          {t('paymentLink.title', { restaurant: link.restaurantName })}
        </h1>
        <dl className="booking-summary booking-summary--three">
          <div className="booking-summary__cell">
            <dt>{t('complete.day')}</dt>
            <dd>{formatMonthDay(link.start, zone, i18n.language)}</dd>
          </div>
          <div className="booking-summary__cell">
            <dt>{t('complete.time')}</dt>
            <dd>{formatClock(link.start, zone)}</dd>
          </div>
          <div className="booking-summary__cell">
            <dt>{t('complete.guests')}</dt>
            <dd>{link.guests}</dd>
          </div>
        </dl>
        {link.isActive ? (
          <PaymentLinkForm link={link} />
        ) : (
          <Alert tone="error">{t('paymentLink.inactive')}</Alert>
        )}
      </div>
    </section>
  );
}
