import type { Position, SearchSort } from '@dekka/contracts/search';
import { useId } from 'react';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { usePosition } from '../../../lib/use-position';

interface SortSelectProps {
  sort: SearchSort;
  onChange: (order: { sort: SearchSort; near?: Position }) => void;
}

const OPTIONS: ReadonlyArray<{ value: SearchSort; label: TranslationKey }> = [
  { value: 'relevance', label: 'search.sort.relevance' },
  { value: 'price-asc', label: 'search.sort.priceAsc' },
  { value: 'price-desc', label: 'search.sort.priceDesc' },
  { value: 'distance', label: 'search.sort.distance' },
];

/**
 * The order after availability (docs/product.md, "Search"). "Nearest first" asks the browser for
 * the diner's position only when chosen; until it answers the list keeps its order, and a refusal
 * says so and leaves the order as it was.
 */
export function SortSelect({ sort, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const { locating, locate, reset } = usePosition();

  const choose = (value: SearchSort) => {
    if (value !== 'distance') {
      reset();
      onChange({ sort: value });
      return;
    }
    locate((near) => onChange({ sort: 'distance', near }));
  };

  return (
    <div className="sort-select">
      <label className="field__label" htmlFor={id}>
        {t('search.sort.label')}
      </label>
      <select
        id={id}
        className="field__control sort-select__control"
        value={locating === 'asking' ? 'distance' : sort}
        aria-describedby={locating === 'idle' ? undefined : `${id}-status`}
        onChange={(event) => choose(event.target.value as SearchSort)}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <p id={`${id}-status`} className="sort-select__status" role="status">
        {locating === 'asking' && t('search.sort.locating')}
        {locating === 'failed' && t('search.sort.locationFailed')}
      </p>
    </div>
  );
}
