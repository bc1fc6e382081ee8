import type { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { type PointerEvent as ReactPointerEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useMoveParty } from '../hooks/use-move-party';
import { useNow } from '../hooks/use-now';
import { markedAt, usePointerDrag } from '../hooks/use-pointer-drag';
import type { PlacedTable, TableState } from '../model/floor-state';
import {
  dropVerdict,
  joinedTables,
  roomsOf,
  TABLE_STATES,
  tableStateAt,
} from '../model/floor-state';
import { whoOf } from '../model/guest-view';
import { FloorTablePanel } from './floor-table-panel';
import { FloorTableView, StateIcon } from './floor-table';
import type { ChangeTarget } from './guest-row';
import { MoveMessageLine } from './move-message';
import './floor-plan.css';

interface FloorPlanProps {
  day: GuestListResponse;
  change: ChangeTarget;
  isToday: boolean;
  onAnnounce: (message: string) => void;
  /** Opens the walk-in form with this table chosen. */
  onWalkInAt: (tableId: number) => void;
}

interface Dragged {
  entry: GuestListEntry;
  from: number;
}

/**
 * The host's live floor plan: each room a tab, its tables where the owner put them, each in its
 * state now. A tap opens the table's panel; a party is dragged (mouse or finger, pointer events)
 * onto another table to move it there, refused at once when that table is taken.
 */
export function FloorPlan({ day, change, isToday, onAnnounce, onWalkInAt }: FloorPlanProps) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow();
  const rooms = roomsOf(day.tables);
  const [roomId, setRoomId] = useState<number | null>(null);
  const room = rooms.find((candidate) => candidate.id === roomId) ?? rooms[0];
  const [open, setOpen] = useState<number | null>(null);
  const moving = useMoveParty(change, day, now, onAnnounce);
  const { drag, start, justDragged } = usePointerDrag<Dragged>({
    targetAt: (x, y) => markedAt(x, y, 'data-table-id'),
    onDrop: ({ entry, from }, to) => {
      moving.move(entry, from, to);
    },
    // Held over another room's tab, the drag carries on in that room.
    onMoveAt: (x, y) => {
      const tab = markedAt(x, y, 'data-room-tab');
      if (tab !== null && tab !== room?.id) setRoomId(tab);
    },
  });

  const states = new Map<number, TableState>(
    day.tables.map((table) => [table.id, tableStateAt(table.id, day, now)]),
  );

  const startDrag = (event: ReactPointerEvent, table: PlacedTable) => {
    const state = states.get(table.table.id);
    if (!state || !('entry' in state) || moving.pending) return;
    start(event, { entry: state.entry, from: table.table.id });
  };

  const joins = room ? joinedTables(room, states) : [];
  /** The other tables of a party drawn joined at this one, by name. */
  const joinedWith = (tableId: number) => {
    const join = joins.find((candidate) => candidate.tableIds.includes(tableId));
    if (!join) return null;
    return join.tableIds
      .filter((other) => other !== tableId)
      .map((other) => day.tables.find((candidate) => candidate.id === other)?.name ?? '');
  };

  const overVerdict =
    drag?.moving && drag.over !== null
      ? dropVerdict(drag.item.entry, drag.item.from, drag.over, day, now)
      : null;
  const openTable = day.tables.find((table) => table.id === open);

  if (!room) {
    return <p className="guest-list__empty">{t('staff.guestList.tablePicker.none')}</p>;
  }
  return (
    <section className="floor" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden">
        {t('staff.guestList.floor.title')}
      </h3>
      <div className="floor__top">
        {rooms.length > 1 && (
          <div
            className="floor__rooms"
            role="tablist"
            aria-label={t('staff.guestList.floor.rooms')}
          >
            {rooms.map((candidate) => (
              <button
                key={candidate.id}
                data-room-tab={candidate.id}
                id={`${id}-tab-${candidate.id}`}
                type="button"
                role="tab"
                className="floor__room-tab"
                aria-selected={candidate.id === room.id}
                aria-controls={`${id}-room`}
                tabIndex={candidate.id === room.id ? 0 : -1}
                onClick={() => setRoomId(candidate.id)}
                onKeyDown={(event) => {
                  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
                  if (step === undefined) return;
                  event.preventDefault();
                  const index = rooms.indexOf(candidate);
                  const next = rooms[(index + step + rooms.length) % rooms.length];
                  if (!next) return;
                  setRoomId(next.id);
                  document.getElementById(`${id}-tab-${next.id}`)?.focus();
                }}
              >
                {candidate.name}
              </button>
            ))}
          </div>
        )}
        <ul className="floor__legend" aria-label={t('staff.guestList.floor.legend')}>
          {TABLE_STATES.map((kind) => (
            <li key={kind} className={`floor__legend-item floor-state--${kind}`}>
              <StateIcon kind={kind} />
              {t(`staff.guestList.floor.state.${kind}`)}
            </li>
          ))}
        </ul>
      </div>
      {!isToday && <p className="guest-list__note">{t('staff.guestList.floor.notToday')}</p>}
      <MoveMessageLine message={moving.message} pending={moving.pending} onUndo={moving.undo} />
      <div className="floor__scroll">
        <div
          id={`${id}-room`}
          className={`floor__room${drag?.moving ? ' floor__room--dragging' : ''}`}
          {...(rooms.length > 1
            ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${room.id}` }
            : { role: 'group', 'aria-label': room.name })}
          style={{ '--columns': room.columns, '--rows': room.rows }}
        >
          {joins.map((join) => (
            <div
              key={join.entry.id}
              className={`floor__join floor-state--${states.get(join.tableIds[0] ?? 0)?.kind ?? 'seated'}`}
              style={{
                gridColumn: `${join.x + 1} / span ${join.width}`,
                gridRow: `${join.y + 1} / span ${join.height}`,
              }}
              aria-hidden="true"
            >
              <span className="floor__join-name">
                {whoOf(join.entry, t).name} · {join.entry.guests}
              </span>
            </div>
          ))}
          {room.tables.map((placed) => {
            const state = states.get(placed.table.id) ?? { kind: 'free', next: null };
            const over = overVerdict && drag?.over === placed.table.id ? overVerdict : null;
            return (
              <FloorTableView
                key={placed.table.id}
                placed={placed}
                state={state}
                drop={over ? (over.allowed ? 'ok' : over.reason === 'same' ? null : 'no') : null}
                lifted={drag?.moving === true && drag.item.from === placed.table.id}
                joinedWith={joinedWith(placed.table.id)}
                onPointerDown={(event) => startDrag(event, placed)}
                onOpen={() => {
                  if (justDragged()) return;
                  moving.clear();
                  setOpen(placed.table.id);
                }}
              />
            );
          })}
        </div>
      </div>
      {drag?.moving && (
        <div
          className={`drag-ghost${overVerdict && !overVerdict.allowed && overVerdict.reason !== 'same' ? ' drag-ghost--no' : ''}`}
          style={{ left: drag.x, top: drag.y }}
          aria-hidden="true"
        >
          {whoOf(drag.item.entry, t).name} · {drag.item.entry.guests}
        </div>
      )}
      {openTable && (
        <FloorTablePanel
          table={openTable}
          state={states.get(openTable.id) ?? { kind: 'free', next: null }}
          day={day}
          change={change}
          now={now}
          onClose={() => setOpen(null)}
          onAnnounce={onAnnounce}
          onWalkIn={() => {
            setOpen(null);
            onWalkInAt(openTable.id);
          }}
          onMove={(entry, to) => {
            if (moving.move(entry, openTable.id, to)) setOpen(null);
          }}
        />
      )}
    </section>
  );
}
