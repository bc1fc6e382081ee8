import { mayDo } from '@dekka/contracts/staff-permissions';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { loadPageStrings } from '../../../lib/i18n';
import { formatBookingDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { StaffGate, StaffLayout, StaffLoadFailed } from '../../staff/components/staff-gate';
import { guestListKey, useGuestList } from '../api/guest-list-api';
import { useGuestListDay } from '../hooks/use-guest-list-day';
import { useGuestListLive } from '../hooks/use-guest-list-live';
import { useGuestListView } from '../hooks/use-guest-list-view';
import { useNow } from '../hooks/use-now';
import { countByGroup, matchesSearch } from '../model/guest-filter';
import type { FilterGroup } from '../model/guest-filter';
import type { BookingKind } from '../model/staff-booking';
import { countBehind } from '../model/service-time';
import { BlockPanel } from './block-panel';
import { BookingFormPanel } from './booking-form-panel';
import { DayBar } from './day-bar';
import { GuestDay } from './guest-day';
import { GuestFilters } from './guest-filters';
import { GuestListPlaceholder } from './guest-list-placeholder';
import '../../../components/booking-form.css';
import './guest-list.css';
import './guest-panels.css';

// Gift cards are taken now and then, not on every screen of the evening: the panel and the
// gift card strings (the extra pages' chunk) load when it is first opened.
const GiftCardPanel = lazy(() =>
  Promise.all([import('./gift-card-panel'), loadPageStrings(['pages', 'staff', 'extra'])]).then(
    ([module]) => ({ default: module.GiftCardPanel }),
  ),
);

/** Without live updates (the hub refused or is away) the list is read again this often. */
const POLL_WITHOUT_LIVE_MS = 60_000;

/**
 * /{restaurantSlug}/guestlist: the restaurant's day as its staff run it. Every booking and
 * waiting-list entry of the day in the address, the day's numbers, search and status filters, and
 * the buttons that move a party through the evening; the same day as a timeline by table
 * (`?view=timeline`) or as the live floor plan (`?view=floor`); bookings taken by phone or at the door, and blocked tables. Open screens
 * follow each other's changes through the hub (useGuestListLive).
 */
export function GuestListPage() {
  return (
    <StaffGate>
      {({ token, restaurant }) => (
        <GuestList
          key={restaurant.restaurantId}
          token={token}
          restaurantId={restaurant.restaurantId}
          name={restaurant.name}
          mayChargeFees={mayDo(restaurant.role, 'guestList.charge')}
          mayMergeGuests={mayDo(restaurant.role, 'guests.merge')}
        />
      )}
    </StaffGate>
  );
}

function GuestList(props: {
  token: string;
  restaurantId: number;
  name: string;
  mayChargeFees: boolean;
  mayMergeGuests: boolean;
}) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(pageTitle(t('staff.guestList.title'), props.name));
  const queryClient = useQueryClient();
  const day = useGuestListDay();
  const { view, setView } = useGuestListView();
  const live = useGuestListLive({
    token: props.token,
    restaurantId: props.restaurantId,
    onStale: () =>
      void queryClient.invalidateQueries({ queryKey: guestListKey(props.restaurantId) }),
  });
  const list = useGuestList({
    token: props.token,
    restaurantId: props.restaurantId,
    date: day.date,
    pollEveryMs: live === 'off' ? POLL_WITHOUT_LIVE_MS : false,
  });
  if (list.data) day.learnToday(list.data.today);

  // Kept across days: looking a guest up on the next day needs no new search.
  const [search, setSearch] = useState('');
  const [groups, setGroups] = useState<ReadonlySet<FilterGroup>>(new Set());
  const now = useNow();
  const [announcement, setAnnouncement] = useState('');
  const [dialog, setDialog] = useState<BookingKind | 'block' | 'giftCard' | null>(null);
  /** The floor plan's table a walk-in is seated at, chosen before the form opens. */
  const [walkInTable, setWalkInTable] = useState<number | null>(null);
  const openForm = (kind: BookingKind, tableId: number | null = null) => {
    setWalkInTable(tableId);
    setDialog(kind);
  };
  const target = { token: props.token, restaurantId: props.restaurantId, date: day.date };
  const done = (message: string) => {
    setDialog(null);
    setAnnouncement(message);
  };

  const found = list.data?.entries.filter((entry) => matchesSearch(entry, search)) ?? [];
  const behind = list.data
    ? countBehind(list.data.entries, list.data.restaurant.timeZone, now)
    : { late: 0, overdue: 0 };
  const longDay = formatBookingDay(`${day.date}T12:00:00.000Z`, 'UTC', i18n.language);
  return (
    <StaffLayout title={props.name} className="guest-list">
      {/* The toolbar and the search hold the top of the screen while the list scrolls. */}
      <div className="guest-list__bar">
        <DayBar
          day={day}
          view={view}
          onView={setView}
          ready={list.data !== undefined}
          onNewBooking={() => openForm('phone')}
          onWalkIn={() => openForm('walk_in')}
          onBlock={() => setDialog('block')}
          onGiftCard={() => setDialog('giftCard')}
        />
        {list.data && list.data.entries.length > 0 && view === 'list' && (
          <GuestFilters
            search={search}
            onSearch={setSearch}
            groups={groups}
            onGroups={setGroups}
            counts={countByGroup(found)}
            total={found.length}
          />
        )}
      </div>
      {live === 'off' && <p className="guest-list__note">{t('staff.guestList.liveOff')}</p>}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {/* The day's heading and its numbers share a line (guest-list.css). */}
      <h2 className="guest-list__day">
        {day.isToday ? t('staff.workspace.today', { date: longDay }) : longDay}
      </h2>
      {list.data ? (
        <GuestDay
          day={list.data}
          change={{
            ...target,
            mayChargeFees: props.mayChargeFees,
            mayMergeGuests: props.mayMergeGuests,
          }}
          view={view}
          isToday={day.isToday}
          search={search}
          groups={groups}
          behind={behind}
          onAnnounce={setAnnouncement}
          onWalkInAt={(tableId) => openForm('walk_in', tableId)}
        />
      ) : list.isError ? (
        <StaffLoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <GuestListPlaceholder view={view} />
      )}
      {list.data && (dialog === 'phone' || dialog === 'walk_in') && (
        <BookingFormPanel
          initialKind={dialog}
          initialTableIds={walkInTable === null ? [] : [walkInTable]}
          tables={list.data.tables}
          target={target}
          isToday={day.isToday}
          timeZone={list.data.restaurant.timeZone}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {list.data && dialog === 'block' && (
        <BlockPanel
          tables={list.data.tables}
          target={target}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog === 'giftCard' && (
        <Suspense fallback={null}>
          <GiftCardPanel
            token={props.token}
            restaurantId={props.restaurantId}
            onClose={() => setDialog(null)}
            onDone={done}
          />
        </Suspense>
      )}
    </StaffLayout>
  );
}
