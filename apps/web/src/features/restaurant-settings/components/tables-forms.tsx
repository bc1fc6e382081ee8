import {
  COMBINATION_SEATS_MAX,
  type CombinationRequest,
  type CombinationView,
  type FloorPlanRequest,
  TABLE_SEATS_MAX,
  type TableRequest,
  type TableView,
} from '@dekka/contracts/restaurant-tables';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { EditForm } from '../form-kit/edit-form';
import { SettingsField, SettingsSelect } from '../form-kit/settings-field';
import { useFormErrors } from '../form-kit/use-form-state';
import type { FieldErrors } from '../model/field-errors';
import {
  combinationDraft,
  parseCombination,
  parseFloorPlan,
  parseTable,
  refusedTableErrors,
  tableDraft,
} from '../model/tables-form';

type Seats = { minGuests: string; maxGuests: string };

/** The fewest and most guests of a table or a combination, side by side, each with its range. */
function SeatsFields(props: {
  id: string;
  labels: Record<keyof Seats, string>;
  max: number;
  draft: Seats;
  errors: FieldErrors;
  onChange: (change: Partial<Seats>) => void;
}) {
  const { t } = useTranslation();
  const range = t('staff.settings.rules.range', { min: 1, max: props.max });
  return (
    <div className="settings-pair">
      {(['minGuests', 'maxGuests'] as const).map((field) => (
        <SettingsField
          key={field}
          id={`${props.id}-${field}`}
          label={props.labels[field]}
          hint={range}
          type="number"
          inputMode="numeric"
          min={1}
          max={props.max}
          value={props.draft[field]}
          error={props.errors[field]}
          onChange={(event) => props.onChange({ [field]: event.target.value })}
        />
      ))}
    </div>
  );
}

type FormProps<T> = {
  saving: boolean;
  refused: readonly string[];
  onSave: (body: T) => void;
  onCancel: () => void;
};

/** Adds or renames a floor plan. */
export function FloorPlanForm(props: FormProps<FloorPlanRequest> & { initial: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(props.initial ?? '');
  const form = useFormErrors(refusedTableErrors(props.refused));
  const label = t('staff.settings.tables.floorPlanName');

  function submit() {
    const body = form.check(parseFloorPlan(name));
    if (body) props.onSave(body);
  }

  return (
    <EditForm
      title={
        props.initial === null
          ? t('staff.settings.tables.newFloorPlan')
          : t('staff.settings.tables.editFloorPlan')
      }
      errors={Object.entries(form.shown).map(([, message]) => ({
        fieldId: `${id}-name`,
        label,
        message,
      }))}
      attempt={form.attempt}
      save={t('staff.settings.tables.saveFloorPlan')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <SettingsField
        id={`${id}-name`}
        label={label}
        required
        maxLength={60}
        value={name}
        error={form.shown.name}
        onChange={(event) => setName(event.target.value)}
      />
    </EditForm>
  );
}

/** Adds or changes a table: its name, seats, floor plan and whether diners may book it. */
export function TableForm(
  props: FormProps<TableRequest> & {
    initial: TableView | null;
    floorPlanId: number;
    floorPlans: readonly { id: number; name: string }[];
  },
) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => tableDraft(props.floorPlanId, props.initial));
  const form = useFormErrors(refusedTableErrors(props.refused));
  const set = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const fields = ['name', 'minGuests', 'maxGuests', 'floorPlanId'] as const;
  const labels: Record<(typeof fields)[number], string> = {
    name: t('staff.settings.tables.name'),
    minGuests: t('staff.settings.tables.minGuests'),
    maxGuests: t('staff.settings.tables.maxGuests'),
    floorPlanId: t('staff.settings.tables.floorPlan'),
  };

  function submit() {
    const body = form.check(parseTable(draft));
    if (body) props.onSave(body);
  }

  return (
    <EditForm
      title={
        props.initial === null
          ? t('staff.settings.tables.newTable')
          : t('staff.settings.tables.editTable')
      }
      errors={fields
        .filter((field) => form.shown[field])
        .map((field) => ({
          fieldId: `${id}-${field}`,
          label: labels[field],
          message: form.shown[field] ?? 'staff.settings.errors.invalid',
        }))}
      attempt={form.attempt}
      save={t('staff.settings.tables.saveTable')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <SettingsField
        id={`${id}-name`}
        label={labels.name}
        hint={t('staff.settings.tables.nameHint')}
        required
        maxLength={30}
        value={draft.name}
        error={form.shown.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <SeatsFields
        id={id}
        labels={labels}
        max={TABLE_SEATS_MAX}
        draft={draft}
        errors={form.shown}
        onChange={set}
      />
      {props.floorPlans.length > 1 && (
        <SettingsSelect
          id={`${id}-floorPlanId`}
          label={labels.floorPlanId}
          value={draft.floorPlanId}
          error={form.shown.floorPlanId}
          onChange={(value) => set({ floorPlanId: Number(value) })}
        >
          {props.floorPlans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </SettingsSelect>
      )}
      <div>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={draft.bookableOnline}
            aria-describedby={`${id}-bookable-hint`}
            onChange={(event) => set({ bookableOnline: event.target.checked })}
          />
          {t('staff.settings.tables.bookableOnline')}
        </label>
        <p id={`${id}-bookable-hint`} className="settings-field__hint">
          {t('staff.settings.tables.bookableHint')}
        </p>
      </div>
    </EditForm>
  );
}

/** Adds or changes a combination: which of the floor plan's tables it joins, and its seats. */
export function CombinationForm(
  props: FormProps<CombinationRequest> & {
    initial: CombinationView | null;
    tables: readonly TableView[];
  },
) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => combinationDraft(props.initial));
  const form = useFormErrors(refusedTableErrors(props.refused));
  const set = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const tableId = (index: number) => `${id}-table-${index}`;
  const fields = ['tableIds', 'minGuests', 'maxGuests'] as const;
  const labels: Record<(typeof fields)[number], string> = {
    tableIds: t('staff.settings.tables.combinationTables'),
    minGuests: t('staff.settings.tables.minGuests'),
    maxGuests: t('staff.settings.tables.maxGuests'),
  };

  function submit() {
    const body = form.check(parseCombination(draft, props.tables));
    if (body) props.onSave(body);
  }

  function toggle(tableIdValue: number, on: boolean) {
    const others = draft.tableIds.filter((candidate) => candidate !== tableIdValue);
    // Kept in the floor plan's order, so the combination reads "1 + 2", not "2 + 1".
    const chosen = on ? [...others, tableIdValue] : others;
    set({ tableIds: props.tables.map((t) => t.id).filter((tid) => chosen.includes(tid)) });
  }

  return (
    <EditForm
      title={
        props.initial === null
          ? t('staff.settings.tables.newCombination')
          : t('staff.settings.tables.editCombination')
      }
      errors={fields
        .filter((field) => form.shown[field])
        .map((field) => ({
          fieldId: field === 'tableIds' ? tableId(0) : `${id}-${field}`,
          label: labels[field],
          message: form.shown[field] ?? 'staff.settings.errors.invalid',
        }))}
      attempt={form.attempt}
      save={t('staff.settings.tables.saveCombination')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <fieldset
        className="settings-choice"
        aria-describedby={form.shown.tableIds ? `${id}-tables-error` : undefined}
      >
        <legend>{labels.tableIds}</legend>
        {props.tables.map((table, index) => (
          <label key={table.id}>
            <input
              id={tableId(index)}
              type="checkbox"
              checked={draft.tableIds.includes(table.id)}
              aria-invalid={form.shown.tableIds ? true : undefined}
              onChange={(event) => toggle(table.id, event.target.checked)}
            />
            {table.name} (
            {t('staff.settings.tables.seats', { min: table.minGuests, max: table.maxGuests })})
          </label>
        ))}
        {form.shown.tableIds && (
          <p id={`${id}-tables-error`} className="field__error">
            {t(form.shown.tableIds)}
          </p>
        )}
      </fieldset>
      <SeatsFields
        id={id}
        labels={labels}
        max={COMBINATION_SEATS_MAX}
        draft={draft}
        errors={form.shown}
        onChange={set}
      />
    </EditForm>
  );
}
