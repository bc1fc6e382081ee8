import type { GuestListEntry, GuestListTable } from '@dekka/contracts/guest-list';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { holdsTables } from '../model/floor-state';
import { whoOf } from '../model/guest-view';
import type { TimelineBar } from '../model/timeline';
import { blockWords } from './blocks-list';
import { seatsText } from './table-picker';

/** A table's name and seats at the start of its row; the row of bookings without a table. */
export function TimelineTableName({ table }: { table: GuestListTable | null }) {
  const { t } = useTranslation();
  return (
    <span className="guest-timeline__table">
      {table ? (
        <>
          <span className="guest-timeline__table-name">
            {t('staff.guestList.tables', { count: 1, tables: table.name })}
          </span>{' '}
          <span className="guest-timeline__seats">{seatsText(table, t)}</span>
        </>
      ) : (
        <span className="guest-timeline__table-name">{t('staff.guestList.timeline.noTable')}</span>
      )}
    </span>
  );
}

/** The bars' colours, each with its word: the same order a party goes through the evening. */
const LEGEND = ['confirmed', 'arrived', 'seated', 'finished', 'no_show', 'waitlisted'] as const;

/** What the bars' colours and the hatching mean. */
export function TimelineLegend() {
  const { t } = useTranslation();
  return (
    <ul className="guest-timeline__legend" aria-label={t('staff.guestList.timeline.legend')}>
      {LEGEND.map((status) => (
        <li key={status}>
          <span
            className={`guest-timeline__key guest-timeline__bar--${status}`}
            aria-hidden="true"
          />
          {t(`staff.guestList.status.${status}`)}
        </li>
      ))}
      <li>
        <span className="guest-timeline__key guest-timeline__bar--block" aria-hidden="true" />
        {t('staff.guestList.timeline.blocked')}
      </li>
    </ul>
  );
}

interface TimelineBarViewProps {
  bar: TimelineBar;
  /** Being dragged to another table. */
  lifted?: boolean;
  /** Opens the booking's edit panel. */
  onOpen: (bookingId: number) => void;
  /** A press on a party that may move (it holds its tables): perhaps the start of a drag. */
  onPointerDown?: (event: ReactPointerEvent, entry: GuestListEntry) => void;
}

/**
 * One bar, placed by its share of the day (CSS variables): a booking is a button named with its
 * time, guest, party and status, coloured as the list's status chips; a block is a hatched bar
 * with its reason.
 */
export function TimelineBarView({ bar, lifted, onOpen, onPointerDown }: TimelineBarViewProps) {
  const { t } = useTranslation();
  const place = { '--at': bar.offset, '--span': bar.span, '--lane': bar.lane };
  if (bar.kind === 'block') {
    const words = blockWords(bar.block, t);
    return (
      <span className="guest-timeline__bar guest-timeline__bar--block" style={place}>
        <span className="guest-timeline__bar-name">
          {t('staff.guestList.timeline.blocked')}
          {bar.block.reason ? `: ${bar.block.reason}` : ''}
        </span>
        <span className="visually-hidden">
          {' '}
          {words.from}–{words.to}
        </span>
      </span>
    );
  }
  const { entry } = bar;
  const who = whoOf(entry, t);
  const status = t(`staff.guestList.status.${entry.status}`);
  const movable = holdsTables(entry) && entry.status !== 'waitlisted';
  return (
    <button
      type="button"
      className={`guest-timeline__bar guest-timeline__bar--${entry.status}${movable ? ' guest-timeline__bar--movable' : ''}${lifted ? ' guest-timeline__bar--lifted' : ''}`}
      style={place}
      data-booking={entry.id}
      aria-haspopup="dialog"
      aria-label={t('staff.guestList.timeline.bar', {
        from: who.time,
        to: entry.endsAt.slice(11, 16),
        name: who.name,
        guests: t('staff.guestList.guests', { count: entry.guests }),
        status,
      })}
      onClick={() => onOpen(entry.id)}
      onPointerDown={movable && onPointerDown ? (event) => onPointerDown(event, entry) : undefined}
    >
      <span className="guest-timeline__bar-name">{who.name}</span>
      <span className="guest-timeline__bar-guests" aria-hidden="true">
        {entry.guests}
      </span>
    </button>
  );
}
