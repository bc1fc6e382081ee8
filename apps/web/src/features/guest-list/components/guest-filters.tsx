import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { STATUS_FILTERS } from '../model/guest-filter';
import type { StatusFilter } from '../model/guest-filter';

interface GuestFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  /** How many of the guests the search finds have each status. */
  counts: Record<StatusFilter, number>;
}

/** The search field and the status chips; both filter the day already on screen. */
export function GuestFilters({ search, onSearch, status, onStatus, counts }: GuestFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="guest-filters">
      <div className="field guest-filters__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          {t('staff.guestList.search')}
        </label>
        <div className="field__frame">
          <input
            id={`${id}-search`}
            className="field__input"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="guest-filters__chips" role="group" aria-label={t('staff.guestList.filter')}>
        {STATUS_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="guest-chip"
            aria-pressed={status === filter}
            onClick={() => onStatus(filter)}
          >
            {filter === 'all' ? t('staff.guestList.all') : t(`staff.guestList.status.${filter}`)}{' '}
            <span className="guest-chip__count">{counts[filter]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
