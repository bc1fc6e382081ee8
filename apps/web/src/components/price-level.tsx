import { useTranslation } from '../lib/translation';
import './price-level.css';

/**
 * The sign diners in the currency's country write prices with, the same whatever the diner's
 * language (not "ISK" in English and "kr." in Icelandic): a price level is about that market's
 * prices, and "$" means nothing on an Icelandic menu.
 */
const SIGNS: Readonly<Record<string, string>> = { ISK: 'kr', NOK: 'kr', DKK: 'kr', EUR: '€' };
const LEVELS = [1, 2, 3, 4];

/**
 * A restaurant's price level, 1 to 4 (docs/product.md, "Search"): four currency signs, the first
 * `level` of them dark; read out as "Price category 2 of 4".
 */
export function PriceLevel({ level, currency }: { level: number; currency: string }) {
  const { t } = useTranslation();
  const sign = SIGNS[currency] ?? currency;
  return (
    <span
      className="price-level"
      role="img"
      aria-label={t('search.priceCategory', { value: level, max: LEVELS.length })}
    >
      {LEVELS.map((step) => (
        <span key={step} className={step > level ? 'price-level__off' : undefined} aria-hidden>
          {sign}
        </span>
      ))}
    </span>
  );
}
