import type { GuestListEntry, GuestListTable } from '@dekka/contracts/guest-list';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useOfferTable } from '../api/staff-booking-api';
import { useEscape } from '../hooks/use-escape';
import { problemMessage } from '../model/problems';

interface OfferPanelProps {
  entry: GuestListEntry;
  tables: readonly GuestListTable[];
  target: Day;
  who: { name: string; time: string };
  onAnnounce: (message: string) => void;
  onOffered: () => void;
  onBack: () => void;
}

/**
 * Offering a table to a waiting-list entry by hand (docs/decisions/063-waiting-list-offers.md):
 * the smallest free table that seats the party, or one the staff member picks. The table is held
 * for the entry and the diner e-mailed, as when a table frees up by itself.
 */
export function OfferPanel({
  entry,
  tables,
  target,
  who,
  onAnnounce,
  onOffered,
  onBack,
}: OfferPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useOfferTable(target);
  const [tableId, setTableId] = useState('');
  const fitting = tables.filter(
    (table) => table.minGuests <= entry.guests && entry.guests <= table.maxGuests,
  );

  useEffect(() => {
    formRef.current?.querySelector('select')?.focus();
  }, []);
  useEscape(formRef, () => {
    if (!mutation.isPending) onBack();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation
      .mutateAsync({
        bookingId: entry.id,
        ...(tableId === '' ? {} : { tableId: Number(tableId) }),
      })
      .then((updated) => {
        onAnnounce(t('staff.guestList.offer.done', { ...who, table: updated.offer?.table ?? '' }));
        onOffered();
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
        {t('staff.guestList.offer.title', who)}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-table`}>
          {t('staff.guestList.offer.table')}
        </label>
        <select
          id={`${id}-table`}
          className="field__input"
          value={tableId}
          onChange={(event) => setTableId(event.target.value)}
        >
          <option value="">{t('staff.guestList.offer.anyTable')}</option>
          {fitting.map((table) => (
            <option key={table.id} value={String(table.id)}>
              {t('staff.guestList.offer.tableOption', {
                table: table.name,
                min: table.minGuests,
                max: table.maxGuests,
              })}
            </option>
          ))}
        </select>
      </div>
      <p>{t('staff.guestList.offer.hint')}</p>
      {mutation.isError && <Alert tone="error">{t(problemMessage(mutation.error))}</Alert>}
      <div className="guest-cancel__buttons">
        <Button type="submit" disabled={mutation.isPending}>
          {t('staff.guestList.offer.submit')}
        </Button>
        <Button variant="ghost" disabled={mutation.isPending} onClick={onBack}>
          {t('staff.guestList.form.back')}
        </Button>
        {mutation.isPending && <Spinner label={t('staff.guestList.saving')} />}
      </div>
    </form>
  );
}
