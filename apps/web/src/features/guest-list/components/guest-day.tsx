import type { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { GuestListView } from '../hooks/use-guest-list-view';
import { countByStatus, matchesSearch, matchesStatus, splitSections } from '../model/guest-filter';
import type { StatusFilter } from '../model/guest-filter';
import { BlocksList } from './blocks-list';
import { GuestFilters } from './guest-filters';
import type { ChangeTarget } from './guest-row';
import { GuestRow } from './guest-row';
import { GuestSummary } from './guest-summary';
import { Timeline } from './timeline';

interface GuestDayProps {
  day: GuestListResponse;
  change: ChangeTarget;
  view: GuestListView;
  isToday: boolean;
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  onAnnounce: (message: string) => void;
}

/**
 * One day's numbers, then the timeline or the list (filters, bookings and the waiting list), and
 * the blocked tables. In the timeline the list stays in the page, hidden: the day sheet prints
 * the list whichever layout is on screen.
 */
export function GuestDay({
  day,
  change,
  view,
  isToday,
  search,
  onSearch,
  status,
  onStatus,
  onAnnounce,
}: GuestDayProps) {
  const { t } = useTranslation();
  const id = useId();
  const found = day.entries.filter((entry) => matchesSearch(entry, search));
  const shown = found.filter((entry) => matchesStatus(entry, status));
  const { bookings, waitingList } = splitSections(shown);
  const rows = (entries: GuestListEntry[]) => (
    <ul className="guest-rows">
      {entries.map((entry) => (
        <GuestRow
          key={entry.id}
          entry={entry}
          change={change}
          restaurant={day.restaurant}
          tables={day.tables}
          onAnnounce={onAnnounce}
        />
      ))}
    </ul>
  );
  return (
    <>
      <GuestSummary day={day} />
      {view === 'timeline' && (
        <Timeline day={day} target={change} isToday={isToday} onAnnounce={onAnnounce} />
      )}
      <BlocksList blocks={day.blocks} target={change} onAnnounce={onAnnounce} />
      <div className="guest-list__listview" hidden={view === 'timeline'}>
        {day.entries.length === 0 ? (
          <p className="guest-list__empty">{t('staff.guestList.empty')}</p>
        ) : (
          <>
            <GuestFilters
              search={search}
              onSearch={onSearch}
              status={status}
              onStatus={onStatus}
              counts={countByStatus(found)}
            />
            {shown.length === 0 && (
              <p className="guest-list__empty">{t('staff.guestList.noMatch')}</p>
            )}
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
        )}
      </div>
    </>
  );
}
