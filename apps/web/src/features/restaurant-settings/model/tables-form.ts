import {
  CombinationRequest,
  combinationTablesIssue,
  FloorPlanRequest,
  TableRequest,
  type CombinationView,
  type TableView,
} from '@dekka/contracts/restaurant-tables';
import type { TranslationKey } from '../../../lib/i18n';
import { type FieldErrors, fieldErrors, type Parsed } from './field-errors';

/** The table form's state: seats as typed (strings), so a half-typed number stays as it is. */
export type TableDraft = {
  floorPlanId: number;
  name: string;
  minGuests: string;
  maxGuests: string;
  bookableOnline: boolean;
};

export type CombinationDraft = { tableIds: number[]; minGuests: string; maxGuests: string };

/** A typed number, or NaN for an empty or non-numeric field (which the schema then refuses). */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** An empty name is "enter a name", not the schema's "out of range". */
function withNameMessage(errors: FieldErrors): FieldErrors {
  return errors.name ? { ...errors, name: 'staff.settings.tables.errors.name' } : errors;
}

export function tableDraft(floorPlanId: number, table: TableView | null): TableDraft {
  return {
    floorPlanId: table?.floorPlanId ?? floorPlanId,
    name: table?.name ?? '',
    minGuests: String(table?.minGuests ?? 2),
    maxGuests: String(table?.maxGuests ?? 4),
    bookableOnline: table?.bookableOnline ?? true,
  };
}

/** The table as sent, or the form's errors by field: the contract's own parse. */
export function parseTable(draft: TableDraft): Parsed<TableRequest> {
  const body = {
    floorPlanId: draft.floorPlanId,
    name: draft.name,
    minGuests: numberOf(draft.minGuests),
    maxGuests: numberOf(draft.maxGuests),
    bookableOnline: draft.bookableOnline,
  };
  const parsed = TableRequest.safeParse(body);
  return parsed.success
    ? { ok: true, body }
    : { ok: false, errors: withNameMessage(fieldErrors(parsed.error.issues)) };
}

export function combinationDraft(combination: CombinationView | null): CombinationDraft {
  return {
    tableIds: combination?.tableIds ?? [],
    minGuests: String(combination?.minGuests ?? 5),
    maxGuests: String(combination?.maxGuests ?? 8),
  };
}

/** The combination as sent, checked by the contract and against the floor plan's tables. */
export function parseCombination(
  draft: CombinationDraft,
  tables: readonly TableView[],
): Parsed<CombinationRequest> {
  const body = {
    tableIds: draft.tableIds,
    minGuests: numberOf(draft.minGuests),
    maxGuests: numberOf(draft.maxGuests),
  };
  const parsed = CombinationRequest.safeParse(body);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (!errors.tableIds && combinationTablesIssue(body.tableIds, tables)) {
    errors.tableIds = 'staff.settings.tables.errors.combinationTables';
  }
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}

export function parseFloorPlan(name: string): Parsed<FloorPlanRequest> {
  const parsed = FloorPlanRequest.safeParse({ name });
  return parsed.success
    ? { ok: true, body: { name } }
    : { ok: false, errors: { name: 'staff.settings.tables.errors.name' } };
}

/** What a field the server refused (400) means on these forms. */
const REFUSED_MESSAGES: Record<string, TranslationKey> = {
  name: 'staff.settings.tables.errors.nameTaken',
  tableIds: 'staff.settings.tables.errors.combinationTables',
  floorPlanId: 'staff.settings.tables.errors.floorPlan',
};

/** The fields the server refused that these forms have words for (the others the page says). */
export function refusedTableErrors(fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = REFUSED_MESSAGES[field];
    if (message) errors[field] = message;
  }
  return errors;
}
