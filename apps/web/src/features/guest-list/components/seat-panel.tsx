import type { GuestListEntry, GuestListTable } from '@dekka/contracts/guest-list';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useSeatWaiting } from '../api/staff-booking-api';
import { useTableOptions } from '../api/table-options-api';
import { useEscape } from '../hooks/use-escape';
import { problemMessage } from '../model/problems';
import { byFit } from '../model/staff-booking';
import { TablePicker } from './table-picker';

interface SeatPanelProps {
  entry: GuestListEntry;
  tables: readonly GuestListTable[];
  target: Day;
  who: { name: string; time: string };
  onAnnounce: (message: string) => void;
  /** The party sat down: the panel is done and the row takes focus. */
  onSeated: () => void;
  onBack: () => void;
}

/**
 * Seating a waiting-list party now, inside its row: the tables that fit the party come first
 * (and say so), the staff member ticks one or more, and the party is seated at them.
 */
export function SeatPanel({
  entry,
  tables,
  target,
  who,
  onAnnounce,
  onSeated,
  onBack,
}: SeatPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useSeatWaiting(target);
  const [tableIds, setTableIds] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  // The party sits down now, for as long as the booking rules give a party its size.
  const occupancy = useTableOptions(target, { guests: entry.guests, startsAt: null });

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  useEscape(formRef, () => {
    if (!mutation.isPending) onBack();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(tableIds.length === 0);
    if (tableIds.length === 0 || mutation.isPending) return;
    // The row may move to another section when seated: the promise still ends, callbacks may not.
    mutation
      .mutateAsync({ bookingId: entry.id, tableIds })
      .then((updated) => {
        onAnnounce(
          t('staff.guestList.changed', {
            ...who,
            status: t(`staff.guestList.status.${updated.status}`),
          }),
        );
        onSeated();
      })
      .catch(() => undefined);
  }

  return (
    <form
      ref={formRef}
      className="guest-seat"
      aria-labelledby={`${id}-title`}
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={submit}
    >
      <p id={`${id}-title`} className="guest-cancel__title">
        {t('staff.guestList.seat.title', who)}
      </p>
      <TablePicker
        legend={t('staff.guestList.tablePicker.legend')}
        hint={t('staff.guestList.seat.hint', { count: entry.guests })}
        tables={byFit(tables, entry.guests)}
        selected={tableIds}
        occupancy={occupancy}
        error={missing ? t('staff.guestList.tablePicker.required') : undefined}
        onChange={(chosen) => {
          setTableIds(chosen);
          if (chosen.length > 0) setMissing(false);
        }}
      />
      {mutation.isError && <Alert tone="error">{t(problemMessage(mutation.error))}</Alert>}
      <div className="guest-cancel__buttons">
        <Button type="submit" disabled={mutation.isPending}>
          {t('staff.guestList.seat.submit')}
        </Button>
        <Button variant="ghost" disabled={mutation.isPending} onClick={onBack}>
          {t('staff.guestList.form.back')}
        </Button>
        {mutation.isPending && <Spinner label={t('staff.guestList.saving')} />}
      </div>
    </form>
  );
}
