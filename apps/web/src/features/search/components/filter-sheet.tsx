import type { FiltersInUseResponse, FilterType, SearchFilter } from '@dekka/contracts/search';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/translation';

interface Option {
  id: number;
  name: string;
}

interface ChoiceProps {
  chosen: readonly SearchFilter[];
  onToggle: (filter: SearchFilter) => void;
}

function Chips({
  options,
  type,
  chosen,
  onToggle,
}: ChoiceProps & { options: readonly Option[]; type: FilterType }) {
  return (
    <ul className="filter-chips">
      {options.map((option) => {
        const on = chosen.some((filter) => filter.id === option.id && filter.type === type);
        return (
          <li key={option.id}>
            <button
              type="button"
              className="filter-chip"
              aria-pressed={on}
              onClick={() => onToggle({ id: option.id, type })}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d={on ? 'M3 8.5l3.2 3L13 5' : 'M8 3v10M3 8h10'} />
              </svg>
              {option.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

export interface FilterSheetProps extends ChoiceProps {
  available: FiltersInUseResponse;
  onClear: () => void;
  onClose: () => void;
  /** How many restaurants the chosen filters leave; undefined while that is being counted. */
  total: number | undefined;
}

/**
 * The filters' sheet (docs/product.md, "Search"): the project's modal (full height on a phone),
 * one group of toggle chips per kind, cities by region; a kind nothing uses has no group. A chip
 * changes the address at once, so "Show N results" counts what the list behind now holds. Its
 * own chunk: the results page loads it when the diner reaches for the Filters button.
 */
export function FilterSheet({
  available,
  chosen,
  onToggle,
  onClear,
  onClose,
  total,
}: FilterSheetProps) {
  const { t } = useTranslation();
  const choice = { chosen, onToggle };
  const group = (type: FilterType, title: string, options: readonly Option[]) =>
    options.length > 0 && (
      <Group title={title}>
        <Chips options={options} type={type} {...choice} />
      </Group>
    );
  return (
    <Modal
      open
      title={t('search.filters.label')}
      onClose={onClose}
      maxWidth={560}
      className="filter-sheet"
    >
      {group('category', t('search.filters.categories'), available.categories)}
      {available.cities.length > 0 && (
        <Group title={t('search.filters.cities')}>
          {available.cities.map((region) => (
            <fieldset key={region.region} className="filter-group__region">
              <legend>{region.region}</legend>
              <Chips options={region.cities} type="city" {...choice} />
            </fieldset>
          ))}
        </Group>
      )}
      {group('occasion', t('search.filters.occasions'), available.occasions)}
      {group('area', t('search.filters.areas'), available.areas)}
      <div className="filter-sheet__actions">
        <p className="visually-hidden" aria-live="polite">
          {total === undefined ? '' : t('search.results.count', { count: total })}
        </p>
        {/* Never disabled: a button that disables itself would drop the focus out of the sheet. */}
        <Button variant="ghost" onClick={() => chosen.length > 0 && onClear()}>
          {t('pages.results.clear')}
        </Button>
        <Button onClick={onClose}>
          {total === undefined
            ? t('search.form.submit')
            : t('pages.results.show', { count: total })}
        </Button>
      </div>
    </Modal>
  );
}
