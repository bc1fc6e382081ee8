import type { GuestListTable } from '@dekka/contracts/guest-list';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useCreateStaffBooking } from '../api/staff-booking-api';
import { useTableOptions } from '../api/table-options-api';
import { useRestaurantClock } from '../hooks/use-restaurant-clock';
import { whoOf } from '../model/guest-view';
import { problemMessage } from '../model/problems';
import { localDateTime, partySize, staffBookingRequest } from '../model/staff-booking';
import type { BookingKind } from '../model/staff-booking';
import { ContactFields, NO_CONTACT } from './contact-fields';
import { TablePicker } from './table-picker';

const KINDS: readonly BookingKind[] = ['phone', 'walk_in'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface BookingFormPanelProps {
  tables: readonly GuestListTable[];
  target: Day;
  isToday: boolean;
  timeZone: string;
  onClose: () => void;
  /** After the booking was made, with the words the page announces. */
  onDone: (message: string) => void;
  /** The kind ticked when the form opens: the toolbar's Walk-in button opens it as a walk-in. */
  initialKind?: BookingKind;
  /** The tables ticked when the form opens: a walk-in seated at the floor plan's table. */
  initialTableIds?: readonly number[];
}

/**
 * A booking the staff take: by phone (a time is needed) or a walk-in party at the door (seated
 * now unless another time is typed). Tables are optional: without any the server picks the best
 * free ones. Contact details are optional too. A dialog, like the edit panel.
 */
export function BookingFormPanel({ onClose, ...props }: BookingFormPanelProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('staff.guestList.booking.title')}
      onClose={onClose}
      closeOnOutsideClick={false}
    >
      <BookingForm onClose={onClose} {...props} />
    </Modal>
  );
}

type Problems = Partial<Record<'time' | 'guests' | 'email', TranslationKey>>;

function BookingForm({
  tables,
  target,
  isToday,
  timeZone,
  onClose,
  onDone,
  initialKind = 'phone',
  initialTableIds = [],
}: BookingFormPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useCreateStaffBooking(target);
  const now = useRestaurantClock(timeZone);
  const [kind, setKind] = useState<BookingKind>(initialKind);
  /** Null until the staff member types a time: a walk-in today then starts now. */
  const [time, setTime] = useState<string | null>(null);
  const [guests, setGuests] = useState('2');
  const [tableIds, setTableIds] = useState<number[]>([...initialTableIds]);
  const [contact, setContact] = useState(NO_CONTACT);
  const [invalid, setInvalid] = useState<Problems>({});

  const seatsNow = kind === 'walk_in' && isToday && time === null;
  const shownTime = time ?? (seatsNow ? now : '');
  // Which tables are free for the party at the typed time (now for a walk-in seated now).
  const timeKnown = seatsNow || /^\d{2}:\d{2}$/.test(shownTime);
  const occupancy = useTableOptions(target, {
    guests: timeKnown ? partySize(guests) : null,
    startsAt: seatsNow ? null : localDateTime(target.date, shownTime),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const size = partySize(guests);
    const email = contact.email.trim();
    const problems: Problems = {};
    if (!seatsNow && shownTime === '') problems.time = 'staff.guestList.form.timeRequired';
    if (size === null) problems.guests = 'staff.guestList.form.guestsInvalid';
    if (email !== '' && !EMAIL.test(email)) problems.email = 'staff.guestList.form.emailInvalid';
    setInvalid(problems);
    if (size === null || Object.keys(problems).length > 0) return;
    const draft = { kind, time: seatsNow ? '' : shownTime, guests: size, tableIds, ...contact };
    mutation.mutate(staffBookingRequest(target.date, draft), {
      onSuccess: (entry) => onDone(t('staff.guestList.booking.saved', whoOf(entry, t))),
    });
  }

  return (
    <form className="guest-form" noValidate aria-busy={mutation.isPending} onSubmit={submit}>
      <fieldset className="guest-form__group">
        <legend className="field__label">{t('staff.guestList.booking.kind')}</legend>
        <div className="guest-kind">
          {KINDS.map((option) => (
            <label key={option} className="guest-kind__option">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(`staff.guestList.booking.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="guest-form__row">
        <div>
          <TextField
            id={`${id}-time`}
            label={t('staff.guestList.form.time')}
            type="time"
            required={!seatsNow}
            value={shownTime}
            error={invalid.time}
            {...(seatsNow ? { 'aria-describedby': `${id}-now` } : {})}
            onChange={(event) => setTime(event.target.value)}
          />
          {seatsNow && (
            <p id={`${id}-now`} className="guest-form__help">
              {t('staff.guestList.booking.nowHint')}
            </p>
          )}
        </div>
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
        legend={t('staff.guestList.tablePicker.legendOptional')}
        hint={t('staff.guestList.tablePicker.bestFree')}
        tables={tables}
        selected={tableIds}
        occupancy={occupancy}
        onChange={setTableIds}
      />
      <ContactFields
        id={id}
        value={contact}
        emailError={invalid.email}
        onChange={setContact}
        lookup={target}
      />
      {mutation.isError && <Alert tone="error">{t(problemMessage(mutation.error))}</Alert>}
      <div className="guest-form__buttons">
        <Button type="submit" disabled={mutation.isPending}>
          {t(
            kind === 'walk_in'
              ? 'staff.guestList.booking.saveWalkIn'
              : 'staff.guestList.booking.save',
          )}
        </Button>
        <Button variant="ghost" disabled={mutation.isPending} onClick={onClose}>
          {t('staff.guestList.form.back')}
        </Button>
        {mutation.isPending && <Spinner label={t('staff.guestList.saving')} />}
      </div>
    </form>
  );
}
