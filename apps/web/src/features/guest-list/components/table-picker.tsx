import type { GuestListTable } from '@dekka/contracts/guest-list';
import { useId } from 'react';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { fitsParty } from '../model/staff-booking';

/** "2–4 seats", or "4 seats" for a table that takes exactly four. */
export function seatsText(
  table: GuestListTable,
  t: (key: TranslationKey, values?: Record<string, unknown>) => string,
): string {
  return table.minGuests === table.maxGuests
    ? t('staff.guestList.tablePicker.seatsExactly', { count: table.maxGuests })
    : t('staff.guestList.tablePicker.seats', { min: table.minGuests, max: table.maxGuests });
}

interface TablePickerProps {
  tables: readonly GuestListTable[];
  selected: readonly number[];
  /** The chosen tables' ids, in the order the tables are listed. */
  onChange: (tableIds: number[]) => void;
  legend: string;
  hint?: string;
  /** Marks the tables that seat a party this size ("Fits the party"). */
  party?: number;
  /** A translated message under the tables, tied to them. */
  error?: string;
}

/** Tables as checkboxes, each with its seats: the staff's pick for a booking, a move or a block. */
export function TablePicker({
  tables,
  selected,
  onChange,
  legend,
  hint,
  party,
  error,
}: TablePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (tableId: number, on: boolean) =>
    onChange(
      tables
        .filter((table) => (table.id === tableId ? on : selected.includes(table.id)))
        .map((table) => table.id),
    );
  const describedBy = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="guest-tables" aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="guest-tables__hint">
          {hint}
        </p>
      )}
      {tables.length === 0 ? (
        <p className="guest-tables__hint">{t('staff.guestList.tablePicker.none')}</p>
      ) : (
        <div className="guest-tables__choices">
          {tables.map((table) => (
            <label key={table.id} className="guest-table-choice">
              <input
                type="checkbox"
                checked={selected.includes(table.id)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(table.id, event.target.checked)}
              />
              <span className="guest-table-choice__name">
                {t('staff.guestList.tables', { count: 1, tables: table.name })}
              </span>{' '}
              <span className="guest-table-choice__seats">{seatsText(table, t)}</span>
              {party !== undefined && fitsParty(table, party) && (
                <>
                  {' '}
                  <span className="guest-table-choice__fit">
                    {t('staff.guestList.tablePicker.fits')}
                  </span>
                </>
              )}
            </label>
          ))}
        </div>
      )}
      <p id={`${id}-error`} className="field__error">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
