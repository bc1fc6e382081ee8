import type { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { ChangeTarget } from './guest-row';
import { GuestRow } from './guest-row';
import { GuestFilters } from './guest-filters';
import { GuestSummary } from './guest-summary';
import { countByStatus, matchesSearch, matchesStatus, splitSections } from '../model/guest-filter';
import type { StatusFilter } from '../model/guest-filter';

interface GuestDayProps {
  day: GuestListResponse;
  change: ChangeTarget;
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  onAnnounce: (message: string) => void;
}

/** One day's numbers, filters, bookings and waiting list. */
export function GuestDay({
  day,
  change,
  search,
  onSearch,
  status,
  onStatus,
  onAnnounce,
}: GuestDayProps) {
  const { t } = useTranslation();
  const id = useId();
  if (day.entries.length === 0) {
    return (
      <>
        <GuestSummary day={day} />
        <p className="guest-list__empty">{t('staff.guestList.empty')}</p>
      </>
    );
  }
  const found = day.entries.filter((entry) => matchesSearch(entry, search));
  const shown = found.filter((entry) => matchesStatus(entry, status));
  const { bookings, waitingList } = splitSections(shown);
  const rows = (entries: GuestListEntry[]) => (
    <ul className="guest-rows">
      {entries.map((entry) => (
        <GuestRow key={entry.id} entry={entry} change={change} onAnnounce={onAnnounce} />
      ))}
    </ul>
  );
  return (
    <>
      <GuestSummary day={day} />
      <GuestFilters
        search={search}
        onSearch={onSearch}
        status={status}
        onStatus={onStatus}
        counts={countByStatus(found)}
      />
      {shown.length === 0 && <p className="guest-list__empty">{t('staff.guestList.noMatch')}</p>}
      {bookings.length > 0 && (
        <section className="guest-list__section" aria-labelledby={`${id}-bookings`}>
          <h3 id={`${id}-bookings`}>{t('staff.guestList.bookingsTitle')}</h3>
          {rows(bookings)}
        </section>
      )}
      {waitingList.length > 0 && (
        <section className="guest-list__section" aria-labelledby={`${id}-waiting`}>
          <h3 id={`${id}-waiting`}>{t('staff.guestList.waitingListTitle')}</h3>
          {rows(waitingList)}
        </section>
      )}
    </>
  );
}
