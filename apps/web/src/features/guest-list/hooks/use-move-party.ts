import type { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { type Day as Target, isOutOfDate } from '../api/guest-list-api';
import { useChangeStaffBooking } from '../api/staff-booking-api';
import { dropVerdict } from '../model/floor-state';
import { whoOf } from '../model/guest-view';

export interface MoveMessage {
  text: string;
  tone: 'error' | 'done';
  /** After a move: the booking and the tables it had, for Undo. */
  undo?: { entry: GuestListEntry; tableIds: number[] };
}

/**
 * Moving a party to another table by dragging it (the floor plan, the timeline) or choosing it
 * ("Move to table"): judged first by `dropVerdict`, refused at once with a message and nothing
 * sent, otherwise sent as the staff change the edit form sends. After a move the message offers
 * Undo, which sends the party's old tables back the same way.
 */
export function useMoveParty(
  change: Target,
  day: GuestListResponse,
  now: number,
  onAnnounce: (message: string) => void,
) {
  const { t } = useTranslation();
  const mutation = useChangeStaffBooking(change);
  const [message, setMessage] = useState<MoveMessage | null>(null);
  const tableNames = (tableIds: readonly number[]) =>
    tableIds
      .map((tableId) => day.tables.find((table) => table.id === tableId)?.name ?? String(tableId))
      .join(', ');

  const failed = (error: unknown, to: readonly number[]) =>
    setMessage({
      text: isOutOfDate(error)
        ? t('staff.guestList.floor.takenMeanwhile', { table: tableNames(to) })
        : t('staff.guestList.changeFailed'),
      tone: 'error',
    });

  /**
   * Moves `entry` from its table `from` (null: it has none) to `to`, unless the day already shows
   * that table taken, blocked or too small; says why not. Whether it was sent.
   */
  const move = (entry: GuestListEntry, from: number | null, to: number) => {
    if (mutation.isPending) return false;
    const verdict = dropVerdict(entry, from, to, day, now);
    if (!verdict.allowed) {
      const table = tableNames([to]);
      if (verdict.reason === 'blocked') {
        setMessage({ text: t('staff.guestList.floor.refusedBlocked', { table }), tone: 'error' });
      } else if (verdict.reason === 'small') {
        const guests = t('staff.guestList.guests', { count: entry.guests });
        setMessage({
          text: t('staff.guestList.floor.refusedSmall', { table, guests }),
          tone: 'error',
        });
      } else if (verdict.reason === 'taken') {
        const name = verdict.by ?? t('staff.guestList.noName');
        setMessage({
          text: t('staff.guestList.floor.refusedTaken', { table, name }),
          tone: 'error',
        });
      }
      return false;
    }
    const { name } = whoOf(entry, t);
    setMessage(null);
    mutation.mutate(
      { bookingId: entry.id, change: { tableIds: verdict.tableIds } },
      {
        onSuccess: () => {
          const text = t('staff.guestList.floor.moved', { name, table: tableNames([to]) });
          setMessage({ text, tone: 'done', undo: { entry, tableIds: entry.tableIds } });
          onAnnounce(text);
        },
        onError: (error) => failed(error, [to]),
      },
    );
    return true;
  };

  /** Puts the last moved party back at the tables it had. */
  const undo = () => {
    const last = message?.undo;
    if (!last || mutation.isPending) return;
    const { name } = whoOf(last.entry, t);
    mutation.mutate(
      { bookingId: last.entry.id, change: { tableIds: last.tableIds } },
      {
        onSuccess: () => {
          const text = t('staff.guestList.floor.undone', {
            name,
            count: last.tableIds.length,
            tables: tableNames(last.tableIds),
          });
          setMessage({ text, tone: 'done' });
          onAnnounce(text);
        },
        onError: (error) => failed(error, last.tableIds),
      },
    );
  };

  return {
    message,
    move,
    undo,
    pending: mutation.isPending,
    clear: () => setMessage(null),
  };
}
