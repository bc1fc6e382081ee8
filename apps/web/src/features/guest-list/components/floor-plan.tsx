import type { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { type PointerEvent as ReactPointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { isOutOfDate } from '../api/guest-list-api';
import { useChangeStaffBooking } from '../api/staff-booking-api';
import { useNow } from '../hooks/use-now';
import type { DropVerdict, PlacedTable, TableState } from '../model/floor-state';
import { dropVerdict, roomsOf, TABLE_STATES, tableStateAt } from '../model/floor-state';
import { whoOf } from '../model/guest-view';
import { FloorTablePanel } from './floor-table-panel';
import { FloorTableView, StateIcon } from './floor-table';
import type { ChangeTarget } from './guest-row';
import './floor-plan.css';

interface FloorPlanProps {
  day: GuestListResponse;
  change: ChangeTarget;
  isToday: boolean;
  onAnnounce: (message: string) => void;
  /** Opens the walk-in form with this table chosen. */
  onWalkInAt: (tableId: number) => void;
}

/** How far a finger or the mouse moves before a press on a party becomes a drag (px). */
const DRAG_FROM_PX = 8;

interface Drag {
  entry: GuestListEntry;
  from: number;
  pointerId: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  moving: boolean;
  over: number | null;
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
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'done' } | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  /** A drag just ended on this press: the click that follows it opens nothing. */
  const dragged = useRef(false);
  const mutation = useChangeStaffBooking(change);

  const states = new Map<number, TableState>(
    day.tables.map((table) => [table.id, tableStateAt(table.id, day, now)]),
  );
  const tableName = (tableId: number) =>
    day.tables.find((table) => table.id === tableId)?.name ?? String(tableId);

  const refuse = (verdict: Exclude<DropVerdict, { allowed: true }>, to: number) => {
    const text =
      verdict.reason === 'blocked'
        ? t('staff.guestList.floor.refusedBlocked', { table: tableName(to) })
        : t('staff.guestList.floor.refusedTaken', {
            table: tableName(to),
            name: verdict.by ?? t('staff.guestList.noName'),
          });
    setMessage({ text, tone: 'error' });
  };

  /** Moves `entry` from its table `from` to `to`, unless the plan already knows it is taken. */
  const moveParty = (entry: GuestListEntry, from: number | null, to: number) => {
    const verdict = dropVerdict(entry, from, to, day, now);
    if (!verdict.allowed) {
      if (verdict.reason !== 'same') refuse(verdict, to);
      return false;
    }
    const who = whoOf(entry, t);
    setMessage(null);
    mutation.mutate(
      { bookingId: entry.id, change: { tableIds: verdict.tableIds } },
      {
        onSuccess: () => {
          const text = t('staff.guestList.floor.moved', { name: who.name, table: tableName(to) });
          setMessage({ text, tone: 'done' });
          onAnnounce(text);
        },
        onError: (error) =>
          setMessage({
            text: isOutOfDate(error)
              ? t('staff.guestList.floor.takenMeanwhile', { table: tableName(to) })
              : t('staff.guestList.changeFailed'),
            tone: 'error',
          }),
      },
    );
    return true;
  };

  // While a press on a party is held: follow the pointer, and drop where it is let go.
  useEffect(() => {
    if (!drag) return;
    const onMove = (event: PointerEvent) => {
      const current = dragRef.current;
      if (!current || event.pointerId !== current.pointerId) return;
      const far =
        Math.hypot(event.clientX - current.startX, event.clientY - current.startY) > DRAG_FROM_PX;
      if (!current.moving && !far) return;
      event.preventDefault();
      const next = {
        ...current,
        x: event.clientX,
        y: event.clientY,
        moving: true,
        over: tableAt(event.clientX, event.clientY),
      };
      dragRef.current = next;
      setDrag(next);
    };
    const onUp = (event: PointerEvent) => {
      const current = dragRef.current;
      if (!current || event.pointerId !== current.pointerId) return;
      dragRef.current = null;
      setDrag(null);
      if (!current.moving) return;
      dragged.current = true;
      window.setTimeout(() => (dragged.current = false), 0);
      const to = tableAt(event.clientX, event.clientY);
      if (to !== null) moveParty(current.entry, current.from, to);
    };
    const onCancel = () => {
      dragRef.current = null;
      setDrag(null);
    };
    window.addEventListener('pointermove', onMove, { passive: false });
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  });

  const startDrag = (event: ReactPointerEvent, table: PlacedTable) => {
    const state = states.get(table.table.id);
    if (!state || !('entry' in state) || mutation.isPending) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const start = {
      entry: state.entry,
      from: table.table.id,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      moving: false,
      over: null,
    };
    dragRef.current = start;
    setDrag(start);
  };

  const overVerdict =
    drag?.moving && drag.over !== null
      ? dropVerdict(drag.entry, drag.from, drag.over, day, now)
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
      {/* Room kept for the message whether there is one or not: the plan never moves under a finger. */}
      <p className={`floor__message floor__message--${message?.tone ?? 'none'}`} role="alert">
        {message?.text}
      </p>
      <div className="floor__scroll">
        <div
          id={`${id}-room`}
          className={`floor__room${drag?.moving ? ' floor__room--dragging' : ''}`}
          {...(rooms.length > 1
            ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${room.id}` }
            : { role: 'group', 'aria-label': room.name })}
          style={{ '--columns': room.columns, '--rows': room.rows }}
        >
          {room.tables.map((placed) => {
            const state = states.get(placed.table.id) ?? { kind: 'free', next: null };
            const over = overVerdict && drag?.over === placed.table.id ? overVerdict : null;
            return (
              <FloorTableView
                key={placed.table.id}
                placed={placed}
                state={state}
                drop={over ? (over.allowed ? 'ok' : over.reason === 'same' ? null : 'no') : null}
                lifted={drag?.moving === true && drag.from === placed.table.id}
                onPointerDown={(event) => startDrag(event, placed)}
                onOpen={() => {
                  if (dragged.current) return;
                  setMessage(null);
                  setOpen(placed.table.id);
                }}
              />
            );
          })}
        </div>
      </div>
      {drag?.moving && (
        <div
          className={`floor__ghost${overVerdict && !overVerdict.allowed && overVerdict.reason !== 'same' ? ' floor__ghost--no' : ''}`}
          style={{ left: drag.x, top: drag.y }}
          aria-hidden="true"
        >
          {whoOf(drag.entry, t).name} · {drag.entry.guests}
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
            if (moveParty(entry, openTable.id, to)) setOpen(null);
          }}
        />
      )}
    </section>
  );
}

/** The table under a point on the screen, if any. */
function tableAt(x: number, y: number): number | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-table-id]');
  return element ? Number(element.dataset.tableId) : null;
}
