import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/translation';
import { useGiftCardShop } from '../api/get-shop';
import { GiftCardReceipt } from './receipt';
import { ShopForm } from './shop-form';
import '../../../components/booking-form.css';
import './gift-card.css';

/**
 * `/giftcard`: the gift card shop (docs/product.md, "Gift cards"); after paying, the same address
 * with `?order={orderGuid}` is the buyer's receipt, so a reload or a shared tab shows it again.
 */
export function GiftCardShopPage() {
  const [params] = useSearchParams();
  const order = params.get('order')?.trim() ?? '';
  return order === '' ? <Shop /> : <GiftCardReceipt key={order} orderGuid={order} />;
}

function Shop() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('giftCard.titles.shop')));
  const shop = useGiftCardShop();
  return (
    <section className="container page gift-shop">
      <div className="gift-shop__intro">
        <p className="eyebrow">{t('giftCard.shop.eyebrow')}</p>
        <h1>{t('giftCard.shop.heading')}</h1>
        <p className="lead">
          {shop.data
            ? t('giftCard.shop.intro', { count: shop.data.validityYears })
            : t('giftCard.shop.introShort')}
        </p>
      </div>
      <div className="card gift-shop__card">
        {shop.data ? (
          <ShopForm shop={shop.data} />
        ) : shop.isError ? (
          <>
            <Alert tone="error">{t('giftCard.shop.loadError')}</Alert>
            <div>
              <Button variant="secondary" onClick={() => void shop.refetch()}>
                {t('giftCard.retry')}
              </Button>
            </div>
          </>
        ) : (
          <div className="gift-loading">
            <Spinner label={t('giftCard.shop.loading')} />
            <span aria-hidden="true">{t('giftCard.shop.loading')}</span>
          </div>
        )}
      </div>
    </section>
  );
}
