import type {
  GuestListEntry,
  GuestListResponse,
  GuestListTable,
} from '@dekka/contracts/guest-list';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import { isOutOfDate, useChangeGuestStatus } from '../api/guest-list-api';
import { useChangeStaffBooking } from '../api/staff-booking-api';
import type { TableState } from '../model/floor-state';
import { dropVerdict, partyToSeat } from '../model/floor-state';
import { whoOf } from '../model/guest-view';
import { describeState } from './floor-table';
import type { ChangeTarget } from './guest-row';
import { GuestRow } from './guest-row';

interface FloorTablePanelProps {
  table: GuestListTable;
  state: TableState;
  day: GuestListResponse;
  change: ChangeTarget;
  now: number;
  onClose: () => void;
  onAnnounce: (message: string) => void;
  /** Opens the walk-in form with this table chosen. */
  onWalkIn: () => void;
  /** Moves the party to another table (the keyboard's way to drag it). */
  onMove: (entry: GuestListEntry, to: number) => void;
}

/**
 * A tapped table. Free (or its party not yet come): seat a walk-in here, or seat the party
 * expected here now. Taken: the party's own row, with all its buttons, and moving it to
 * another table.
 */
export function FloorTablePanel(props: FloorTablePanelProps) {
  const { t } = useTranslation();
  const { table, state } = props;
  const { word, detail } = describeState(state, t);
  return (
    <Modal
      open
      title={t('staff.guestList.floor.table', { name: table.name })}
      onClose={props.onClose}
      maxWidth={640}
    >
      <p className="floor-panel__state">{[word, detail].filter(Boolean).join(' · ')}</p>
      {state.kind === 'free' || state.kind === 'reserved' ? <FreeTable {...props} /> : null}
      {'entry' in state && <TakenTable {...props} entry={state.entry} />}
    </Modal>
  );
}

function FreeTable({
  table,
  state,
  day,
  change,
  now,
  onAnnounce,
  onClose,
  onWalkIn,
}: FloorTablePanelProps) {
  const { t } = useTranslation();
  const status = useChangeGuestStatus(change);
  const move = useChangeStaffBooking(change);
  // A party without a table is offered only when this table is free for its whole sitting.
  const expected = partyToSeat(table.id, state, day, now);
  const party =
    expected &&
    (expected.tableIds.includes(table.id) ||
      dropVerdict(expected, null, table.id, day, now).allowed)
      ? expected
      : null;
  const pending = status.isPending || move.isPending;
  const failed = status.error ?? move.error;

  const seat = async (entry: GuestListEntry) => {
    const who = whoOf(entry, t);
    try {
      if (!entry.tableIds.includes(table.id)) {
        await move.mutateAsync({ bookingId: entry.id, change: { tableIds: [table.id] } });
      }
      const updated = await status.mutateAsync({ bookingId: entry.id, status: 'seated' });
      onAnnounce(
        t('staff.guestList.changed', {
          ...who,
          status: t(`staff.guestList.status.${updated.status}`),
        }),
      );
      onClose();
    } catch {
      // Shown below; an out-of-date list has been read again.
    }
  };

  return (
    <div className="floor-panel__actions">
      <Button disabled={pending} aria-haspopup="dialog" onClick={onWalkIn}>
        {t('staff.guestList.floor.seatWalkIn')}
      </Button>
      {party && (
        <Button variant="secondary" disabled={pending} onClick={() => void seat(party)}>
          {t('staff.guestList.floor.seatParty', {
            name: whoOf(party, t).name,
            time: party.startsAt.slice(11, 16),
          })}
        </Button>
      )}
      {pending && <Spinner label={t('staff.guestList.saving')} />}
      {failed !== null && (
        <Alert tone="error">
          {isOutOfDate(failed) ? t('staff.guestList.outOfDate') : t('staff.guestList.changeFailed')}
        </Alert>
      )}
    </div>
  );
}

function TakenTable({
  table,
  day,
  change,
  now,
  onAnnounce,
  onMove,
  entry,
}: FloorTablePanelProps & { entry: GuestListEntry }) {
  const { t } = useTranslation();
  const id = useId();
  // The latest of the booking (a status changed in its row): the plan's state was taken before.
  const current = day.entries.find((candidate) => candidate.id === entry.id) ?? entry;
  const options = day.tables
    .filter((candidate) => candidate.id !== table.id && !current.tableIds.includes(candidate.id))
    .map((candidate) => ({
      table: candidate,
      verdict: dropVerdict(current, table.id, candidate.id, day, now),
    }));
  const [to, setTo] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (to !== '') onMove(current, Number(to));
  };

  return (
    <>
      {/* The row's name is a level-4 heading, as in the list: a level 3 under the dialog's. */}
      <h3 className="visually-hidden">{t('staff.guestList.bookingsTitle')}</h3>
      <ul className="guest-rows floor-panel__row">
        <GuestRow
          entry={current}
          change={change}
          restaurant={day.restaurant}
          tables={day.tables}
          onAnnounce={onAnnounce}
        />
      </ul>
      {current.tableIds.includes(table.id) && (
        <form className="floor-panel__move" onSubmit={submit}>
          <label className="field__label" htmlFor={`${id}-to`}>
            {t('staff.guestList.floor.moveTo')}
          </label>
          <div className="floor-panel__move-row">
            <select
              id={`${id}-to`}
              className="floor-panel__select"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            >
              <option value="">{t('staff.guestList.floor.chooseTable')}</option>
              {options.map(({ table: candidate, verdict }) => (
                <option key={candidate.id} value={candidate.id} disabled={!verdict.allowed}>
                  {verdict.allowed
                    ? t('staff.guestList.floor.option', {
                        name: candidate.name,
                        room: candidate.floorPlan,
                      })
                    : t(
                        verdict.reason === 'small'
                          ? 'staff.guestList.floor.optionSmall'
                          : 'staff.guestList.floor.optionTaken',
                        { name: candidate.name, room: candidate.floorPlan },
                      )}
                </option>
              ))}
            </select>
            <Button type="submit" variant="secondary" disabled={to === ''}>
              {t('staff.guestList.floor.move')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
