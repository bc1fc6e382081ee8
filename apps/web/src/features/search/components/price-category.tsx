import { useTranslation } from '../../../lib/translation';

const MAX_PRICE_CATEGORY = 4;

/** Four $ with the first `priceCategoryId` highlighted (docs/product.md, "Routes"); read out as words. */
export function PriceCategory({ priceCategoryId }: { priceCategoryId: number }) {
  const { t } = useTranslation();
  return (
    <span className="price-category">
      <span aria-hidden="true">
        {Array.from({ length: MAX_PRICE_CATEGORY }, (_, index) => (
          <span
            key={index}
            className={index < priceCategoryId ? 'price-category__on' : 'price-category__off'}
            data-testid="price-sign"
          >
            $
          </span>
        ))}
      </span>
      <span className="visually-hidden">
        {t('search.priceCategory', { value: priceCategoryId, max: MAX_PRICE_CATEGORY })}
      </span>
    </span>
  );
}
