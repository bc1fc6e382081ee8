import type { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useMoveParty } from '../hooks/use-move-party';
import { useNow } from '../hooks/use-now';
import { markedAt, usePointerDrag } from '../hooks/use-pointer-drag';
import { useRestaurantClock } from '../hooks/use-restaurant-clock';
import { dropVerdict } from '../model/floor-state';
import { whoOf } from '../model/guest-view';
import {
  clockMinutes,
  clockOf,
  layoutTimeline,
  offsetOf,
  type TimelineRow,
  timelineRooms,
} from '../model/timeline';
import { EditPanel } from './edit-panel';
import { MoveMessageLine } from './move-message';
import { TimelineBarView, TimelineLegend, TimelineTableName } from './timeline-bar';
import './timeline.css';

interface TimelineProps {
  day: GuestListResponse;
  target: Day;
  isToday: boolean;
  onAnnounce: (message: string) => void;
}

interface Dragged {
  entry: GuestListEntry;
  /** The row the bar was on: its table, or null on the row of bookings without one. */
  from: number | null;
}

/**
 * The day by table: a row per table (its name stays in view while the hours scroll across), a
 * bar per booking on each of its tables, hatched bars for blocks and, today, a line at the
 * current time. A bar is a button: a tap opens the booking's edit panel, as the row's Edit does
 * (the keyboard's way to move a party); a party's bar dragged onto another table's row moves it
 * there at the same time, judged and sent as the floor plan's drag.
 */
export function Timeline({ day, target, isToday, onAnnounce }: TimelineProps) {
  const { t } = useTranslation();
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const returnTo = useRef<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const now = useRestaurantClock(day.restaurant.timeZone);
  const instant = useNow();
  const moving = useMoveParty(target, day, instant, onAnnounce);
  const { drag, start, justDragged } = usePointerDrag<Dragged>({
    targetAt: (x, y) => markedAt(x, y, 'data-drop-table'),
    onDrop: ({ entry, from }, to) => moving.move(entry, from, to),
  });
  const overVerdict =
    drag?.moving && drag.over !== null
      ? dropVerdict(drag.item.entry, drag.item.from, drag.over, day, instant)
      : null;
  const refused = overVerdict !== null && !overVerdict.allowed && overVerdict.reason !== 'same';

  const { range, hours, rows } = layoutTimeline(day);
  const length = range.end - range.start;
  const nowAt = isToday ? offsetOf(range, clockMinutes(now)) : null;
  const entry = day.entries.find((candidate) => candidate.id === editing);

  // Today opens at the current time, not at the first hour.
  useEffect(() => {
    const scroller = scrollRef.current;
    const track = scroller?.querySelector<HTMLElement>('.guest-timeline__track');
    if (scrolled.current || nowAt === null || !scroller || !track) return;
    scrolled.current = true;
    scroller.scrollLeft = track.offsetLeft + nowAt * track.clientWidth - scroller.clientWidth / 2;
  }, [nowAt]);

  // A booking moved to another table has a new bar: focus goes there when the panel closes.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (returnTo.current === null || editing !== null || !scroller) return;
    if (!scroller.contains(document.activeElement)) {
      scroller.querySelector<HTMLElement>(`[data-booking="${returnTo.current}"]`)?.focus();
    }
    returnTo.current = null;
  });

  const close = () => {
    returnTo.current = editing;
    setEditing(null);
  };

  /** The row under a dragged bar: marked as a place it may go or may not. */
  const dropClass = (tableId: number | null) => {
    if (!drag?.moving || tableId === null || drag.over !== tableId || !overVerdict) return '';
    if (overVerdict.allowed) return ' guest-timeline__row--drop-ok';
    return overVerdict.reason === 'same' ? '' : ' guest-timeline__row--drop-no';
  };

  // With more than one room, each room's rows come under its name.
  const rooms = timelineRooms(rows);
  const renderRows = (shown: TimelineRow[]) => (
    <ul className="guest-timeline__rows">
      {shown.map((row) => (
        <li
          key={row.table?.id ?? 'none'}
          className={`guest-timeline__row${dropClass(row.table?.id ?? null)}`}
          style={{ '--lanes': row.lanes }}
          data-drop-table={row.table?.id}
        >
          <TimelineTableName table={row.table} />
          <div className="guest-timeline__track">
            {row.bars.map((bar) => (
              <TimelineBarView
                key={bar.key}
                bar={bar}
                lifted={
                  drag?.moving === true &&
                  bar.kind === 'booking' &&
                  bar.entry.id === drag.item.entry.id
                }
                onOpen={(bookingId) => {
                  if (justDragged()) return;
                  moving.clear();
                  setEditing(bookingId);
                }}
                onPointerDown={(event, entry) => {
                  if (moving.pending) return;
                  start(event, { entry, from: row.table?.id ?? null });
                }}
              />
            ))}
            {nowAt !== null && (
              <span className="guest-timeline__now" style={{ '--at': nowAt }} aria-hidden="true" />
            )}
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="guest-timeline">
      <h3 id={`${id}-title`} className="visually-hidden">
        {t('staff.guestList.timeline.title')}
      </h3>
      <TimelineLegend />
      <p className="guest-timeline__hint">{t('staff.guestList.timeline.moveHint')}</p>
      <MoveMessageLine message={moving.message} pending={moving.pending} onUndo={moving.undo} />
      <div
        ref={scrollRef}
        className="guest-timeline__scroll"
        role="region"
        aria-labelledby={`${id}-title`}
        // Scrolls sideways on a narrow screen: keyboard users reach it even on a day without bars.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <div className="guest-timeline__grid" style={{ '--hours': hours.length }}>
          <div className="guest-timeline__axis" aria-hidden="true">
            <span className="guest-timeline__corner" />
            <div className="guest-timeline__track">
              {hours.map((hour) => (
                <span
                  key={hour}
                  className="guest-timeline__hour"
                  style={{ '--at': (hour - range.start) / length }}
                >
                  {clockOf(hour)}
                </span>
              ))}
              {nowAt !== null && (
                <span className="guest-timeline__now-label" style={{ '--at': nowAt }}>
                  {now}
                </span>
              )}
            </div>
          </div>
          {rows.length === 0 ? (
            <p className="guest-timeline__empty">{t('staff.guestList.tablePicker.none')}</p>
          ) : rooms.length === 1 ? (
            renderRows(rows)
          ) : (
            rooms.map((room) => (
              <section
                key={room.id ?? 'none'}
                className="guest-timeline__room"
                aria-labelledby={`${id}-room-${room.id ?? 'none'}`}
              >
                <h4 id={`${id}-room-${room.id ?? 'none'}`} className="guest-timeline__room-name">
                  {room.name ?? t('staff.guestList.timeline.noTable')}
                </h4>
                {renderRows(room.rows)}
              </section>
            ))
          )}
        </div>
      </div>
      {drag?.moving && (
        <div
          className={`drag-ghost${refused ? ' drag-ghost--no' : ''}`}
          style={{ left: drag.x, top: drag.y }}
          aria-hidden="true"
        >
          {whoOf(drag.item.entry, t).name} · {drag.item.entry.guests}
        </div>
      )}
      {entry && (
        <EditPanel
          entry={entry}
          tables={day.tables}
          target={target}
          onClose={close}
          onDone={(message) => {
            close();
            onAnnounce(message);
          }}
        />
      )}
    </div>
  );
}
