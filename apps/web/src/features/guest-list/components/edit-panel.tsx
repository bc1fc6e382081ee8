import type { GuestListEntry, GuestListTable } from '@dekka/contracts/guest-list';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useChangeStaffBooking } from '../api/staff-booking-api';
import { useTableOptions } from '../api/table-options-api';
import { whoOf } from '../model/guest-view';
import { problemMessage } from '../model/problems';
import { bookingChange, editDraftOf, localDateTime, partySize } from '../model/staff-booking';
import { TablePicker } from './table-picker';
import { TextAreaField } from './text-area-field';

/** The server's limit on an internal note (StaffBookingChange). */
const MAX_NOTE = 500;

interface EditPanelProps {
  entry: GuestListEntry;
  tables: readonly GuestListTable[];
  target: Day;
  onClose: () => void;
  /** After the change went through, with the words the page announces. */
  onDone: (message: string) => void;
}

/**
 * Changing a booking, from its row or its bar on the timeline: another time the same day, other
 * tables, the party size, the staff's note. Only what changed is sent; a table taken at the new
 * time is refused and the form stays as typed. A dialog: Escape or Back closes it and focus
 * returns to whatever opened it.
 */
export function EditPanel({ entry, onClose, ...props }: EditPanelProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('staff.guestList.edit.title', whoOf(entry, t))}
      onClose={onClose}
      closeOnOutsideClick={false}
    >
      <EditForm entry={entry} onClose={onClose} {...props} />
    </Modal>
  );
}

function EditForm({ entry, tables, target, onClose, onDone }: EditPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useChangeStaffBooking(target);
  const [draft, setDraft] = useState(() => editDraftOf(entry));
  const [guests, setGuests] = useState(String(entry.guests));
  const [invalid, setInvalid] = useState<{ time?: TranslationKey; guests?: TranslationKey }>({});
  // Which tables are free at the time and party typed; the booking's own count as free.
  const occupancy = useTableOptions(target, {
    guests: /^\d{2}:\d{2}$/.test(draft.time) ? partySize(guests) : null,
    startsAt: localDateTime(entry.startsAt.slice(0, 10), draft.time),
    bookingId: entry.id,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const size = partySize(guests);
    const problems = {
      ...(draft.time === '' ? { time: 'staff.guestList.form.timeRequired' as const } : {}),
      ...(size === null ? { guests: 'staff.guestList.form.guestsInvalid' as const } : {}),
    };
    setInvalid(problems);
    if (size === null || draft.time === '') return;
    const change = bookingChange(entry, { ...draft, guests: size });
    if (!change) {
      onClose();
      return;
    }
    mutation.mutate(
      { bookingId: entry.id, change },
      { onSuccess: (updated) => onDone(t('staff.guestList.edit.saved', whoOf(updated, t))) },
    );
  }

  return (
    <form className="guest-form" noValidate aria-busy={mutation.isPending} onSubmit={submit}>
      <div className="guest-form__row">
        <TextField
          id={`${id}-time`}
          label={t('staff.guestList.form.time')}
          type="time"
          required
          value={draft.time}
          error={invalid.time}
          onChange={(event) => setDraft({ ...draft, time: event.target.value })}
        />
        <TextField
          id={`${id}-guests`}
          label={t('staff.guestList.form.guests')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          required
          value={guests}
          error={invalid.guests}
          onChange={(event) => setGuests(event.target.value)}
        />
      </div>
      <TablePicker
        legend={t('staff.guestList.tablePicker.legend')}
        tables={tables}
        selected={draft.tableIds}
        occupancy={occupancy}
        onChange={(tableIds) => setDraft({ ...draft, tableIds })}
      />
      <TextAreaField
        id={`${id}-note`}
        label={t('staff.guestList.details.internalNote')}
        help={t('staff.guestList.edit.noteHelp')}
        maxLength={MAX_NOTE}
        value={draft.internalNote}
        onChange={(event) => setDraft({ ...draft, internalNote: event.target.value })}
      />
      {mutation.isError && <Alert tone="error">{t(problemMessage(mutation.error))}</Alert>}
      <div className="guest-form__buttons">
        <Button type="submit" disabled={mutation.isPending}>
          {t('staff.guestList.edit.save')}
        </Button>
        <Button variant="ghost" disabled={mutation.isPending} onClick={onClose}>
          {t('staff.guestList.form.back')}
        </Button>
        {mutation.isPending && <Spinner label={t('staff.guestList.saving')} />}
      </div>
    </form>
  );
}
