import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { FILTER_GROUPS } from '../model/guest-filter';
import type { FilterGroup } from '../model/guest-filter';

interface GuestFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  /** The chips switched on; none on shows every guest. */
  groups: ReadonlySet<FilterGroup>;
  onGroups: (groups: ReadonlySet<FilterGroup>) => void;
  /** How many of the guests the search finds are in each group. */
  counts: Record<FilterGroup, number>;
  /** All the guests the search finds, the "All" chip's number. */
  total: number;
}

/**
 * The search field and the status chips, in the list's fixed toolbar; both filter the day already
 * on screen. Chips combine (to come and seated together); "All" switches them off.
 */
export function GuestFilters({
  search,
  onSearch,
  groups,
  onGroups,
  counts,
  total,
}: GuestFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (group: FilterGroup) => {
    const next = new Set(groups);
    if (next.has(group)) next.delete(group);
    else next.add(group);
    onGroups(next);
  };
  return (
    <div className="guest-filters">
      <div className="field guest-filters__search">
        <label className="visually-hidden" htmlFor={`${id}-search`}>
          {t('staff.guestList.search')}
        </label>
        <div className="field__frame">
          <input
            id={`${id}-search`}
            className="field__input"
            type="search"
            autoComplete="off"
            placeholder={t('staff.guestList.searchShort')}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="guest-filters__chips" role="group" aria-label={t('staff.guestList.filter')}>
        <button
          type="button"
          className="guest-chip"
          aria-pressed={groups.size === 0}
          onClick={() => onGroups(new Set())}
        >
          {t('staff.guestList.all')} <span className="guest-chip__count">{total}</span>
        </button>
        {FILTER_GROUPS.map((group) => (
          <button
            key={group}
            type="button"
            className="guest-chip"
            aria-pressed={groups.has(group)}
            onClick={() => toggle(group)}
          >
            {t(`staff.guestList.group.${group}`)}{' '}
            <span className="guest-chip__count">{counts[group]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
