import { Fragment } from 'react';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import type { SearchState } from '../model/search-params';
import { splitDateTime } from '../model/search-params';

/**
 * What the list is for, in one line under the page's heading: the text, the party, the day and
 * time, and how many filters narrow it ("Results for “sushi” · 4 guests · Thu, Mar 12 at 19:00 ·
 * 1 filter applied"). The form below changes the same things; this reads at a glance.
 */
export function ResultsSummary({ search }: { search: SearchState }) {
  const { t, i18n } = useTranslation();
  const { time } = splitDateTime(search.dateTime);
  const facts = [
    t('search.form.guestCount', { count: search.guests }),
    t('pages.results.when', { day: formatLocalDay(search.dateTime, i18n.language), time }),
    search.filters.length > 0 && t('pages.results.filterCount', { count: search.filters.length }),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <p className="search-page__query">
      {/* The diner's own text may wrap anywhere; each fact stays in one piece. */}
      {search.q && <span>{t('search.results.for', { q: search.q })}</span>}
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {(index > 0 || search.q) && <span aria-hidden="true"> · </span>}
          <span className="search-page__fact">{fact}</span>
        </Fragment>
      ))}
    </p>
  );
}
