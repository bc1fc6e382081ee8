import type { GuestListTable } from '@dekka/contracts/guest-list';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import type { TableOccupancy } from '../api/table-options-api';

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
  /**
   * For a party's sitting: which tables are free then, which of those seat the party ("Fits the
   * party") and the best free ones ("Suggested", with a button that ticks them). A taken table
   * says so and cannot be ticked. Without it (a block) the tables are listed as they are.
   */
  occupancy?: TableOccupancy;
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
  occupancy,
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
  const answer = occupancy?.data;
  const optionOf = (tableId: number) => answer?.tables.find((option) => option.id === tableId);
  const suggestion = answer?.suggestion ?? null;
  const namesOf = (ids: readonly number[]) =>
    t('staff.guestList.tables', {
      count: ids.length,
      tables: tables
        .filter((table) => ids.includes(table.id))
        .map((table) => table.name)
        .join(' + '),
    });
  const suggestionChosen =
    suggestion !== null &&
    suggestion.length === selected.length &&
    suggestion.every((tableId) => selected.includes(tableId));
  const describedBy = [hint ? `${id}-hint` : '', occupancy ? `${id}-free` : '', `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="guest-tables" aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="guest-tables__hint">
          {hint}
        </p>
      )}
      {occupancy && tables.length > 0 && (
        <div className="guest-tables__free" aria-live="polite">
          <p id={`${id}-free`} className="guest-tables__hint">
            {answer
              ? suggestion
                ? t('staff.guestList.tablePicker.suggestion', { tables: namesOf(suggestion) })
                : t('staff.guestList.tablePicker.noneFree')
              : occupancy.failed
                ? t('staff.guestList.tablePicker.checkFailed')
                : t('staff.guestList.tablePicker.checking')}
          </p>
          {suggestion && !suggestionChosen && (
            <Button
              variant="secondary"
              onClick={() =>
                onChange(
                  tables.filter((table) => suggestion.includes(table.id)).map((table) => table.id),
                )
              }
            >
              {t('staff.guestList.tablePicker.useSuggestion', { tables: namesOf(suggestion) })}
            </Button>
          )}
        </div>
      )}
      {tables.length === 0 ? (
        <p className="guest-tables__hint">{t('staff.guestList.tablePicker.none')}</p>
      ) : (
        <div className="guest-tables__choices">
          {tables.map((table) => {
            const option = optionOf(table.id);
            const chosen = selected.includes(table.id);
            const taken = option !== undefined && !option.free;
            return (
              <label
                key={table.id}
                className={`guest-table-choice${taken ? ' guest-table-choice--taken' : ''}`}
              >
                <input
                  type="checkbox"
                  checked={chosen}
                  // A taken table cannot be ticked (one ticked before the answer came can be
                  // unticked). Refused rather than disabled: a box that had the focus keeps it.
                  aria-disabled={taken && !chosen ? true : undefined}
                  aria-invalid={error || (taken && chosen) ? true : undefined}
                  onChange={(event) => {
                    if (taken && event.target.checked) return;
                    toggle(table.id, event.target.checked);
                  }}
                />
                <span className="guest-table-choice__name">
                  {t('staff.guestList.tables', { count: 1, tables: table.name })}
                </span>{' '}
                <span className="guest-table-choice__seats">{seatsText(table, t)}</span>
                {taken && (
                  <>
                    {' '}
                    <span className="guest-table-choice__taken">
                      {t('staff.guestList.tablePicker.taken')}
                    </span>
                  </>
                )}
                {option?.fits && (
                  <>
                    {' '}
                    <span className="guest-table-choice__fit">
                      {suggestion?.includes(table.id)
                        ? t('staff.guestList.tablePicker.suggested')
                        : t('staff.guestList.tablePicker.fits')}
                    </span>
                  </>
                )}
                {!option?.fits && option?.free && suggestion?.includes(table.id) && (
                  <>
                    {' '}
                    <span className="guest-table-choice__fit">
                      {t('staff.guestList.tablePicker.suggested')}
                    </span>
                  </>
                )}
              </label>
            );
          })}
        </div>
      )}
      <p id={`${id}-error`} className="field__error">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
