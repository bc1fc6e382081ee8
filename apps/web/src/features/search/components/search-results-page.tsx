import type { SearchFilter } from '@dekka/contracts/search';
import { SEARCH_TEXT_MAX } from '@dekka/contracts/search-text';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFiltersInUse } from '../api/get-filters-in-use';
import { useSearchResults } from '../api/get-search-results';
import { PAGE_SIZE } from '../model/search-params';
import { readSearchParams, searchLocation, searchText, toggleFilter } from '../model/search-params';
import type { SearchState } from '../model/search-params';
import { FilterBar } from './filter-panel';
import { ResultRow } from './result-row';
import { ResultsSummary } from './results-summary';
import { NearMeButton } from './near-me-button';
import { SortSelect } from './sort-select';
import { WhenFields } from './when-fields';
import './search.css';
import { renderNow } from '../../../lib/render-context';

const SKELETON_ROWS = 4;

/**
 * The results page's text field: a draft of `q` until the diner submits it (Enter or the button).
 * The draft belongs to the address's `q` it started from, so a new `q` (submitted here, or a
 * search from the header) replaces it, without remounting the field and losing its focus.
 */
function SearchTextField({ q }: { q: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState({ q, text: q });
  const text = draft.q === q ? draft.text : q;
  return (
    <div className="field search-bar__text">
      <label className="field__label" htmlFor={id}>
        {t('search.form.text')}
      </label>
      <div className="search-bar__text-row">
        <input
          id={id}
          name="q"
          type="search"
          className="field__control"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t('homeSearch.restaurantPlaceholder')}
          value={text}
          onChange={(event) => setDraft({ q, text: event.target.value })}
        />
        <Button type="submit">{t('search.form.submit')}</Button>
      </div>
    </div>
  );
}

/**
 * Search results (docs/product.md, "Routes", "Search"): the address holds guests, dateTime, the
 * free text `q` and filters, so a search can be shared and the back button walks through earlier
 * searches. "Show more" grows the page size instead of paging, so earlier rows stay put.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Read once per render from the address; the clock only matters when dateTime is missing.
  const [now] = useState(() => renderNow());
  const search = readSearchParams(params, now);
  const [shown, setShown] = useState({ key: '', limit: PAGE_SIZE });
  const searchKey = searchLocation(search);
  const limit = shown.key === searchKey ? shown.limit : PAGE_SIZE;

  const results = useSearchResults({ ...search, page: 1, limit });
  const filters = useFiltersInUse();

  const go = (next: SearchState) => void navigate(searchLocation(next, pathname));
  const onToggle = (filter: SearchFilter) =>
    go({ ...search, filters: toggleFilter(search.filters, filter) });
  const clearFilters = () => go({ ...search, filters: [] });

  const restaurants = results.data?.restaurants ?? [];
  const total = results.data?.total ?? 0;

  return (
    <div className="container search-page">
      <h1 className="search-page__title">{t('search.results.title')}</h1>
      <ResultsSummary search={search} />
      <form
        className="search-bar"
        aria-label={t('search.form.label')}
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          go({ ...search, q: searchText(typeof text === 'string' ? text : '') });
        }}
      >
        <SearchTextField q={search.q} />
        <WhenFields
          guests={search.guests}
          dateTime={search.dateTime}
          onChange={(when) => go({ ...search, ...when })}
        />
      </form>

      <div className="search-page__body">
        <FilterBar
          available={filters.data}
          loading={filters.isPending}
          chosen={search.filters}
          onToggle={onToggle}
          onClear={clearFilters}
          total={results.isSuccess && !results.isPlaceholderData ? total : undefined}
        />

        <section className="search-page__results" aria-labelledby="search-results-count">
          <div className="search-page__list-head">
            <p id="search-results-count" className="search-page__count" aria-live="polite">
              {results.isSuccess ? t('search.results.count', { count: total }) : '\u00a0'}
            </p>
            <SortSelect
              sort={search.sort ?? 'relevance'}
              onChange={(order) => go({ ...search, sort: order.sort, near: order.near })}
            />
            <NearMeButton />
          </div>
          {results.isPending && (
            <ul className="result-list" aria-busy="true" aria-label={t('app.loading')}>
              {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <li key={index} className="result-row result-row--skeleton" />
              ))}
            </ul>
          )}
          {results.isError && (
            <Alert tone="error" title={t('search.results.errorTitle')}>
              <p>{t('search.results.errorBody')}</p>
              <Button variant="secondary" onClick={() => void results.refetch()}>
                {t('search.results.retry')}
              </Button>
            </Alert>
          )}
          {results.isSuccess && restaurants.length === 0 && (
            <Alert title={t('search.results.emptyTitle')}>
              <p>{t(search.q ? 'search.results.emptyBodyText' : 'search.results.emptyBody')}</p>
              {(search.filters.length > 0 || search.q) && (
                <p className="search-page__empty-actions">
                  {search.filters.length > 0 && (
                    <Button variant="secondary" onClick={clearFilters}>
                      {t('search.results.clearFilters')}
                    </Button>
                  )}
                  {search.q && (
                    <Button variant="secondary" onClick={() => go({ ...search, q: '' })}>
                      {t('search.results.clearSearch')}
                    </Button>
                  )}
                </p>
              )}
            </Alert>
          )}
          {restaurants.length > 0 && (
            <ul className="result-list" aria-busy={results.isFetching}>
              {restaurants.map((restaurant) => (
                <ResultRow
                  key={restaurant.id}
                  restaurant={restaurant}
                  dateTime={search.dateTime}
                  guests={search.guests}
                />
              ))}
            </ul>
          )}
          {restaurants.length < total && (
            <div className="search-page__more">
              <Button
                variant="secondary"
                disabled={results.isFetching}
                onClick={() => setShown({ key: searchKey, limit: limit + PAGE_SIZE })}
              >
                {t('search.results.showMore')}
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
