import type { FiltersInUseResponse, FilterType, SearchFilter } from '@dekka/contracts/search';
import { useTranslation } from '../../../lib/translation';

interface FilterPanelProps {
  available: FiltersInUseResponse;
  chosen: readonly SearchFilter[];
  onToggle: (filter: SearchFilter) => void;
}

interface Option {
  id: number;
  name: string;
}

function isChosen(chosen: readonly SearchFilter[], id: number, type: FilterType): boolean {
  return chosen.some((filter) => filter.id === id && filter.type === type);
}

function Checkboxes({
  options,
  type,
  chosen,
  onToggle,
}: {
  options: readonly Option[];
  type: FilterType;
  chosen: readonly SearchFilter[];
  onToggle: (filter: SearchFilter) => void;
}) {
  return (
    <ul className="filter-group__options">
      {options.map((option) => (
        <li key={option.id}>
          <label className="filter-chip">
            <input
              type="checkbox"
              checked={isChosen(chosen, option.id, type)}
              onChange={() => onToggle({ id: option.id, type })}
            />
            <span>{option.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * One collapsible group per filter kind; each group says how many of its filters are on, so a
 * closed group still tells the diner what narrows the list. Cities come grouped by region.
 */
const GROUP_LABELS = [
  'search.filters.categories',
  'search.filters.cities',
  'search.filters.occasions',
  'search.filters.areas',
] as const;

/** The closed groups' frames while the filters load, so the results below do not move. */
export function FilterPanelPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="filter-panel" aria-hidden="true">
      {GROUP_LABELS.map((label) => (
        <div key={label} className="filter-group">
          <div className="filter-group__placeholder">{t(label)}</div>
        </div>
      ))}
    </div>
  );
}

export function FilterPanel({ available, chosen, onToggle }: FilterPanelProps) {
  const { t } = useTranslation();
  const count = (type: FilterType) => chosen.filter((filter) => filter.type === type).length;
  const summary = (type: FilterType, label: string) =>
    count(type) > 0 ? `${label} (${count(type)})` : label;

  return (
    <div className="filter-panel">
      {available.categories.length > 0 && (
        <details className="filter-group">
          <summary>{summary('category', t('search.filters.categories'))}</summary>
          <fieldset>
            <legend className="visually-hidden">{t('search.filters.categories')}</legend>
            <Checkboxes
              options={available.categories}
              type="category"
              chosen={chosen}
              onToggle={onToggle}
            />
          </fieldset>
        </details>
      )}
      {available.cities.length > 0 && (
        <details className="filter-group">
          <summary>{summary('city', t('search.filters.cities'))}</summary>
          {available.cities.map((region) => (
            <fieldset key={region.region} className="filter-group__region">
              <legend>{region.region}</legend>
              <Checkboxes options={region.cities} type="city" chosen={chosen} onToggle={onToggle} />
            </fieldset>
          ))}
        </details>
      )}
      {available.occasions.length > 0 && (
        <details className="filter-group">
          <summary>{summary('occasion', t('search.filters.occasions'))}</summary>
          <fieldset>
            <legend className="visually-hidden">{t('search.filters.occasions')}</legend>
            <Checkboxes
              options={available.occasions}
              type="occasion"
              chosen={chosen}
              onToggle={onToggle}
            />
          </fieldset>
        </details>
      )}
      {available.areas.length > 0 && (
        <details className="filter-group">
          <summary>{summary('area', t('search.filters.areas'))}</summary>
          <fieldset>
            <legend className="visually-hidden">{t('search.filters.areas')}</legend>
            <Checkboxes options={available.areas} type="area" chosen={chosen} onToggle={onToggle} />
          </fieldset>
        </details>
      )}
    </div>
  );
}
