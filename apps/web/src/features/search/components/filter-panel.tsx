import type { FiltersInUseResponse, FilterType, SearchFilter } from '@dekka/contracts/search';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';

const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazy(() => loadSheet().then((module) => ({ default: module.FilterSheet })));

const key = (filter: SearchFilter) => `${filter.id};${filter.type}`;

/** Each filter the list knows, by `id;type`, with its name (cities from every region). */
function filterNames(available: FiltersInUseResponse): Map<string, string> {
  const names = new Map<string, string>();
  const add = (options: readonly { id: number; name: string }[], type: FilterType) => {
    for (const option of options) names.set(key({ id: option.id, type }), option.name);
  };
  add(available.categories, 'category');
  for (const region of available.cities) add(region.cities, 'city');
  add(available.occasions, 'occasion');
  add(available.areas, 'area');
  return names;
}

interface FilterBarProps {
  /** Undefined while the list loads or when it could not be loaded. */
  available: FiltersInUseResponse | undefined;
  /** The list is on its way: the chosen filters' chips hold their places until their names come. */
  loading: boolean;
  chosen: readonly SearchFilter[];
  onToggle: (filter: SearchFilter) => void;
  onClear: () => void;
  /** How many restaurants the chosen filters leave; undefined while that is being counted. */
  total: number | undefined;
}

/**
 * The filters (docs/product.md, "Search"): a "Filters" button opens a sheet of toggle chips
 * (filter-sheet.tsx, fetched as the diner reaches for the button). The chosen filters stay above
 * the results as chips that remove themselves, on every screen size.
 */
export function FilterBar({
  available,
  loading,
  chosen,
  onToggle,
  onClear,
  total,
}: FilterBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const names = available && filterNames(available);
  const label = t('search.filters.label');
  // A chip, or the whole row, leaves with the click: focus must not leave with it.
  const keepFocus = () => opener.current?.focus();

  return (
    <div className="filter-bar">
      <button
        ref={opener}
        type="button"
        className={buttonClassName('secondary', 'filter-bar__open')}
        aria-haspopup="dialog"
        disabled={!available}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h14M6 10h8M8.5 15h3" />
        </svg>
        {chosen.length > 0 ? `${label} (${chosen.length})` : label}
      </button>
      {chosen.length > 0 && (
        <ul className="filter-bar__chosen" aria-label={t('pages.results.chosen')}>
          {chosen.map((filter) => {
            const name = names?.get(key(filter));
            if (!name && !loading) return null;
            return (
              <li key={key(filter)}>
                {name ? (
                  <button
                    type="button"
                    className="filter-token"
                    aria-label={t('pages.results.remove', { name })}
                    onClick={() => {
                      keepFocus();
                      onToggle(filter);
                    }}
                  >
                    {name}
                    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                      <path d="M4 4l8 8M12 4l-8 8" />
                    </svg>
                  </button>
                ) : (
                  <span className="filter-token filter-token--pending" aria-hidden="true" />
                )}
              </li>
            );
          })}
          <li>
            <Button
              variant="ghost"
              className="filter-bar__clear"
              onClick={() => {
                keepFocus();
                onClear();
              }}
            >
              {t('search.filters.clear')}
            </Button>
          </li>
        </ul>
      )}
      {open && available && (
        <Suspense>
          <FilterSheet
            available={available}
            chosen={chosen}
            onToggle={onToggle}
            onClear={onClear}
            onClose={() => setOpen(false)}
            total={total}
          />
        </Suspense>
      )}
    </div>
  );
}
