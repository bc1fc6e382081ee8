import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { PlacedTable, TableState, TableStateKind } from '../model/floor-state';
import { whoOf } from '../model/guest-view';
import { hoursAndMinutes } from '../model/service-time';

/** Each state's mark, beside its word: the states differ by more than their colour. */
const ICONS: Record<TableStateKind, string> = {
  free: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16',
  reserved: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M12 7v5l3 2',
  seated: 'M12 5a3 3 0 1 0 0 6a3 3 0 1 0 0-6M5.5 20c0-4 3-6.5 6.5-6.5s6.5 2.5 6.5 6.5z',
  overdue: 'M12 3l10 18H2zM12 10v5M12 17.5v.5',
  blocked: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M6.5 6.5l11 11',
};

type TranslationFunction = ReturnType<typeof useTranslation>['t'];

export function StateIcon({ kind }: { kind: TableStateKind }) {
  return (
    <svg
      className="floor-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[kind]} fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

/** The state's word and what the host reads under it: a time, a party, a turn. */
export function describeState(
  state: TableState,
  t: TranslationFunction,
): { word: string; detail: string } {
  switch (state.kind) {
    case 'free':
      return {
        word: t('staff.guestList.floor.state.free'),
        detail: state.next
          ? t('staff.guestList.floor.next', { time: state.next.startsAt.slice(11, 16) })
          : '',
      };
    case 'reserved':
      return {
        word:
          state.entry.status === 'arrived'
            ? t('staff.guestList.status.arrived')
            : t('staff.guestList.floor.state.reserved'),
        detail: `${state.entry.startsAt.slice(11, 16)} ${whoOf(state.entry, t).name}`,
      };
    case 'seated':
      return {
        word: t('staff.guestList.floor.state.seated'),
        detail: t('staff.guestList.floor.party', {
          name: whoOf(state.entry, t).name,
          count: state.entry.guests,
          turn: hoursAndMinutes(state.turnMinutes),
        }),
      };
    case 'overdue':
      return {
        word: t(`staff.guestList.flag.${state.flag}`, { minutes: state.minutes }),
        detail: t('staff.guestList.floor.partyShort', {
          name: whoOf(state.entry, t).name,
          count: state.entry.guests,
        }),
      };
    case 'blocked':
      return { word: t('staff.guestList.floor.state.blocked'), detail: state.block.reason ?? '' };
  }
}

/** What the cell itself shows of a party, short enough for it: "Sigga · 2 · 0:25". */
function glance(state: TableState): string | null {
  if (state.kind !== 'seated' && state.kind !== 'overdue') return null;
  const name = state.entry.name;
  if (name === null) return null;
  const parts = [name, String(state.entry.guests)];
  if (state.kind === 'seated') parts.push(hoursAndMinutes(state.turnMinutes));
  return parts.join(' · ');
}

interface FloorTableViewProps {
  placed: PlacedTable;
  state: TableState;
  /** While a party is dragged over it: whether it may be dropped here. */
  drop: 'ok' | 'no' | null;
  /** The table a party is being dragged from. */
  lifted: boolean;
  /** The party here sits at other tables of the room too (their names): drawn joined. */
  joinedWith?: string[] | null;
  onPointerDown: (event: ReactPointerEvent) => void;
  onOpen: () => void;
}

/** One table at its cell: its name and seats, its state's mark and word, and the detail. */
export function FloorTableView({
  placed,
  state,
  drop,
  lifted,
  joinedWith = null,
  onPointerDown,
  onOpen,
}: FloorTableViewProps) {
  const { t } = useTranslation();
  const { table } = placed;
  const { word, detail } = describeState(state, t);
  const seats =
    table.minGuests < table.maxGuests
      ? t('staff.guestList.floor.seatsRange', { min: table.minGuests, max: table.maxGuests })
      : t('staff.guestList.floor.seats', { count: table.maxGuests });
  const joined = joinedWith
    ? t('staff.guestList.floor.joinedWith', {
        count: joinedWith.length,
        tables: joinedWith.join(', '),
      })
    : null;
  const label = [
    t('staff.guestList.floor.table', { name: table.name }),
    seats,
    word,
    detail,
    joined,
  ]
    .filter(Boolean)
    .join(', ');
  const classes = [
    'floor-table',
    `floor-table--${table.shape}`,
    `floor-state--${state.kind}`,
    drop ? `floor-table--drop-${drop}` : '',
    lifted ? 'floor-table--lifted' : '',
    'entry' in state ? 'floor-table--party' : '',
    joinedWith ? 'floor-table--joined' : '',
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      style={{
        gridColumn: `${placed.x + 1} / span ${placed.width}`,
        gridRow: `${placed.y + 1}`,
      }}
      data-table-id={table.id}
      aria-haspopup="dialog"
      aria-label={label}
      onPointerDown={onPointerDown}
      onClick={onOpen}
    >
      <span className="floor-table__head" aria-hidden="true">
        <span className="floor-table__name">{table.name}</span>
        <span className="floor-table__seats">
          {table.minGuests < table.maxGuests
            ? `${table.minGuests}–${table.maxGuests}`
            : table.maxGuests}
        </span>
      </span>
      <span className="floor-table__state" aria-hidden="true">
        <StateIcon kind={state.kind} />
        <span className="floor-table__word">{word}</span>
      </span>
      {/* Joined, the party's name is on the outline around its tables, once. */}
      {detail && !joinedWith && (
        <span className="floor-table__detail" aria-hidden="true">
          {glance(state) ?? detail}
        </span>
      )}
    </button>
  );
}
