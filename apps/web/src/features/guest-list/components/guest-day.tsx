import type { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { GuestListView } from '../hooks/use-guest-list-view';
import { matchesGroups, matchesSearch, splitSections } from '../model/guest-filter';
import type { FilterGroup } from '../model/guest-filter';
import { BlocksList } from './blocks-list';
import { FloorPlan } from './floor-plan';
import type { ChangeTarget } from './guest-row';
import { GuestRow } from './guest-row';
import { GuestBreakdown, GuestSummary } from './guest-summary';
import { Timeline } from './timeline';

interface GuestDayProps {
  day: GuestListResponse;
  change: ChangeTarget;
  view: GuestListView;
  isToday: boolean;
  /** What the toolbar's search and chips let through. */
  search: string;
  groups: ReadonlySet<FilterGroup>;
  /** How many parties are late and overdue now. */
  behind: { late: number; overdue: number };
  onAnnounce: (message: string) => void;
  /** Opens the walk-in form with a table of the floor plan chosen. */
  onWalkInAt: (tableId: number) => void;
}

/**
 * One day's numbers, then the timeline, the floor plan or the list (bookings and the waiting list, as the
 * toolbar's search and chips let through), and the blocked tables. In the timeline and the floor plan the list stays in the page, hidden: the day sheet prints
 * the list whichever layout is on screen.
 */
export function GuestDay({
  day,
  change,
  view,
  isToday,
  search,
  groups,
  behind,
  onAnnounce,
  onWalkInAt,
}: GuestDayProps) {
  const { t } = useTranslation();
  const id = useId();
  const shown = day.entries.filter(
    (entry) => matchesSearch(entry, search) && matchesGroups(entry, groups),
  );
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
      <GuestSummary day={day} behind={behind} />
      {view === 'timeline' && (
        <Timeline day={day} target={change} isToday={isToday} onAnnounce={onAnnounce} />
      )}
      {view === 'floor' && (
        <FloorPlan
          day={day}
          change={change}
          isToday={isToday}
          onAnnounce={onAnnounce}
          onWalkInAt={onWalkInAt}
        />
      )}
      <BlocksList blocks={day.blocks} target={change} onAnnounce={onAnnounce} />
      <div className="guest-list__listview" hidden={view !== 'list'}>
        {day.entries.length === 0 ? (
          <p className="guest-list__empty">{t('staff.guestList.empty')}</p>
        ) : (
          <>
            {shown.length === 0 && (
              <p className="guest-list__empty">{t('staff.guestList.noMatch')}</p>
            )}
            {bookings.length > 0 && (
              <section className="guest-list__section" aria-labelledby={`${id}-bookings`}>
                <h3 id={`${id}-bookings`} className="guest-list__section-title--quiet">
                  {t('staff.guestList.bookingsTitle')}
                </h3>
                {rows(bookings)}
              </section>
            )}
            {waitingList.length > 0 && (
              <section className="guest-list__section" aria-labelledby={`${id}-waiting`}>
                <h3 id={`${id}-waiting`}>{t('staff.guestList.waitingListTitle')}</h3>
                {rows(waitingList)}
              </section>
            )}
            <GuestBreakdown day={day} />
          </>
        )}
      </div>
    </>
  );
}
