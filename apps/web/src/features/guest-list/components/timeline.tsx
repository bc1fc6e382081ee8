import type { GuestListResponse } from '@dekka/contracts/guest-list';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useRestaurantClock } from '../hooks/use-restaurant-clock';
import {
  clockMinutes,
  clockOf,
  layoutTimeline,
  offsetOf,
  type TimelineRow,
  timelineRooms,
} from '../model/timeline';
import { EditPanel } from './edit-panel';
import { TimelineBarView, TimelineLegend, TimelineTableName } from './timeline-bar';
import './timeline.css';

interface TimelineProps {
  day: GuestListResponse;
  target: Day;
  isToday: boolean;
  onAnnounce: (message: string) => void;
}

/**
 * The day by table: a row per table (its name stays in view while the hours scroll across), a
 * bar per booking on each of its tables, hatched bars for blocks and, today, a line at the
 * current time. A bar is a button: it opens the booking's edit panel, as the row's Edit does.
 */
export function Timeline({ day, target, isToday, onAnnounce }: TimelineProps) {
  const { t } = useTranslation();
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const returnTo = useRef<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const now = useRestaurantClock(day.restaurant.timeZone);

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

  // With more than one room, each room's rows come under its name.
  const rooms = timelineRooms(rows);
  const renderRows = (shown: TimelineRow[]) => (
    <ul className="guest-timeline__rows">
      {shown.map((row) => (
        <li
          key={row.table?.id ?? 'none'}
          className="guest-timeline__row"
          style={{ '--lanes': row.lanes }}
        >
          <TimelineTableName table={row.table} />
          <div className="guest-timeline__track">
            {row.bars.map((bar) => (
              <TimelineBarView key={bar.key} bar={bar} onOpen={setEditing} />
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
