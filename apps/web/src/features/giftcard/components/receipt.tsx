import type { GiftCardOrderResponse } from '@dekka/contracts/gift-card';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ProblemPage } from '../../../components/ui/problem-page';
import { Spinner } from '../../../components/ui/spinner';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatGiftCardCode, normalizeGiftCardCode } from '@dekka/contracts/gift-card-code';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { useGiftCardOrder } from '../api/get-order';
import { formatCalendarDate } from '../../../lib/long-date';

/**
 * `/giftcard?order={orderGuid}`: where and when the card goes, and a link to see it. A payment the
 * bank has not settled yet is asked about again every few seconds.
 */
export function GiftCardReceipt({ orderGuid }: { orderGuid: string }) {
  const { t } = useTranslation();
  const order = useGiftCardOrder(orderGuid);
  const data = order.data;
  useDocumentTitle(
    pageTitle(t(data === null ? 'giftCard.receipt.notFoundTitle' : 'giftCard.titles.receipt')),
  );

  if (data === null) {
    return (
      <ProblemPage title={t('giftCard.receipt.notFoundTitle')}>
        {t('giftCard.receipt.notFoundBody')}
      </ProblemPage>
    );
  }
  return (
    <section className="container page page--narrow gift-receipt">
      <div className="card gift-receipt__card">
        {data ? (
          <ReceiptBody order={data} />
        ) : order.isError ? (
          <>
            <h1>{t('giftCard.titles.receipt')}</h1>
            <Alert tone="error">{t('giftCard.receipt.loadError')}</Alert>
            <div>
              <Button variant="secondary" onClick={() => void order.refetch()}>
                {t('giftCard.retry')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <h1>{t('giftCard.titles.receipt')}</h1>
            <div className="gift-loading">
              <Spinner label={t('giftCard.receipt.loading')} />
              <span aria-hidden="true">{t('giftCard.receipt.loading')}</span>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function ReceiptBody({ order }: { order: GiftCardOrderResponse }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(order.amount, order.currency, i18n.language);
  const recipient = { name: order.recipientName, email: order.recipientEmail };

  if (order.status === 'failed') {
    return (
      <>
        <h1>{t('giftCard.receipt.failedTitle')}</h1>
        <Alert tone="error">{t('giftCard.receipt.failedBody')}</Alert>
        <div>
          <Link className={buttonClassName('primary')} to="/giftcard">
            {t('giftCard.receipt.tryAgain')}
          </Link>
        </div>
      </>
    );
  }
  if (order.status === 'pending') {
    return (
      <>
        <h1>{t('giftCard.titles.receipt')}</h1>
        <div className="gift-loading" role="status">
          <Spinner label={t('giftCard.receipt.pending')} />
          <span aria-hidden="true">{t('giftCard.receipt.pending')}</span>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="eyebrow">{t('giftCard.receipt.eyebrow')}</p>
      <h1>{t('giftCard.receipt.heading')}</h1>
      <Alert tone="success">
        <p>
          {order.deliverOn
            ? t('giftCard.receipt.goesOn', {
                amount,
                ...recipient,
                date: formatCalendarDate(order.deliverOn, i18n.language),
              })
            : t('giftCard.receipt.goesNow', { amount, ...recipient })}
        </p>
      </Alert>
      <dl className="gift-facts">
        <div>
          <dt>{t('giftCard.value')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('giftCard.validAt')}</dt>
          <dd>{order.restaurant?.name ?? t('giftCard.anyRestaurant')}</dd>
        </div>
        <div>
          <dt>{t('giftCard.to')}</dt>
          <dd>
            {order.recipientName}{' '}
            <span className="gift-facts__muted">({order.recipientEmail})</span>
          </dd>
        </div>
        {order.code && (
          <div>
            <dt>{t('giftCard.code')}</dt>
            <dd className="gift-code">{formatGiftCardCode(order.code)}</dd>
          </div>
        )}
      </dl>
      <div className="stack-actions gift-receipt__actions">
        {order.code && (
          <Link
            className={buttonClassName('primary')}
            to={`/giftcard/view/${normalizeGiftCardCode(order.code)}`}
          >
            {t('giftCard.receipt.view')}
          </Link>
        )}
        <Link className={buttonClassName('secondary')} to="/giftcard">
          {t('giftCard.receipt.another')}
        </Link>
      </div>
    </>
  );
}
