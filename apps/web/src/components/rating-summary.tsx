import { useTranslation } from '../lib/translation';
import './rating-summary.css';

/** An average rating to one decimal, with the language's decimal mark: "4.3", "4,3". */
export function formatRating(value: number, language: string): string {
  const text = value.toFixed(1);
  // Every language the site speaks but English writes a decimal comma; no Intl data needed.
  return language === 'en' ? text : text.replace('.', ',');
}

/**
 * A restaurant's published ratings in one line, "★ 4.3 (12)", read out in words ("Rated 4.3
 * out of 5 from 12 ratings"): the search's rows and the restaurant page use it.
 */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation();
  const value = formatRating(average, i18n.language);
  return (
    <span className="rating-summary">
      <span aria-hidden="true">
        <span className="rating-summary__star">★</span> {value}{' '}
        <span className="rating-summary__count">({count})</span>
      </span>
      <span className="visually-hidden">{t('ratings.label', { average: value, count })}</span>
    </span>
  );
}
