import {
  type CombinationRequest,
  type CombinationView,
  combinationTablesIssue,
  type FloorPlanLayoutRequest,
  type FloorPlanRequest,
  type TableRemovalResponse,
  type TableRequest,
  type TablesSettingsResponse,
  type TableView,
} from '@dekka/contracts/restaurant-tables';
import { layoutIssue } from '@dekka/contracts/floor-plan-grid';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { occupiesAt } from '../booking-lifecycle/lifecycle.ts';
import { settingsHistory, type AuditRecord } from '../catalogue-changes/audit-log.service.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { affectedView } from '../restaurants/hours.service.ts';
import { invalidField } from '../../invalid-field.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';
import type { SettingsResult } from '../catalogue-changes/settings-result.ts';
import {
  type CombinationRow,
  createTablesRepository,
  type FloorPlanRow,
  type TableRow,
  type TablesRepository,
} from './tables.repository.ts';

type TableInput = z.output<typeof TableRequest>;
type CombinationInput = z.output<typeof CombinationRequest>;
type FloorPlanInput = z.output<typeof FloorPlanRequest>;
type LayoutInput = z.output<typeof FloorPlanLayoutRequest>;

/** The restaurant's rows as one change reads them, in its transaction. */
type Current = { floorPlans: FloorPlanRow[]; tables: TableRow[]; combinations: CombinationRow[] };
type Audit = Pick<AuditRecord, 'action' | 'changes'>;

/** A combination's name: its tables' names, "4 + 5" (it has no name of its own). */
function combinationName(tableIds: readonly number[], tables: readonly TableRow[]): string {
  return tableIds.map((id) => tables.find((t) => t.id === id)?.name ?? `#${id}`).join(' + ');
}

function combinationView(row: CombinationRow, tables: readonly TableRow[]): CombinationView {
  const own = row.tableIds.map((id) => tables.find((t) => t.id === id));
  return {
    id: row.id,
    name: combinationName(row.tableIds, tables),
    tableIds: row.tableIds,
    minGuests: row.minGuests,
    maxGuests: row.maxGuests,
    // The engine's rule (seatingOptions): every table exists and is bookable online.
    bookableOnline: own.length > 0 && own.every((table) => table?.bookableOnline === true),
  };
}

/** The floor plan a combination belongs to: its first table's (all of them share it). */
function combinationPlan(row: CombinationRow, tables: readonly TableRow[]): number | undefined {
  return tables.find((t) => row.tableIds.includes(t.id))?.floorPlanId;
}

const planName = (current: Current, id: number) =>
  current.floorPlans.find((plan) => plan.id === id)?.name ?? null;

/** A table's fields as the audit log records them (`table` is its name). */
const auditedTable = (
  current: Current,
  table: Pick<TableRow, 'floorPlanId' | 'name' | 'minGuests' | 'maxGuests' | 'bookableOnline'>,
) => ({
  table: table.name,
  floorPlan: planName(current, table.floorPlanId),
  minGuests: table.minGuests,
  maxGuests: table.maxGuests,
  bookableOnline: table.bookableOnline,
});

/** The table's place as the history shows it, column then row counted from 1: "3, 5". */
const placeText = (x: number | null, y: number | null) =>
  x === null || y === null ? null : `${x + 1}, ${y + 1}`;

function tableView(row: TableRow): TableView {
  return {
    id: row.id,
    floorPlanId: row.floorPlanId,
    name: row.name,
    minGuests: row.minGuests,
    maxGuests: row.maxGuests,
    bookableOnline: row.bookableOnline,
    shape: row.shape,
    layout:
      row.layoutX === null || row.layoutY === null ? null : { x: row.layoutX, y: row.layoutY },
  };
}

const auditedCombination = (current: Current, row: Omit<CombinationRow, 'id'>) => ({
  combination: combinationName(row.tableIds, current.tables),
  minGuests: row.minGuests,
  maxGuests: row.maxGuests,
});

/**
 * An update's changes, with the row's name kept when it did not change, so the entry says which
 * table (or floor plan) it was: `{ table: { from: '4', to: '4' }, maxGuests: … }`.
 */
function withName(key: string, name: string, changes: Audit['changes']): Audit['changes'] {
  if (Object.keys(changes).length === 0 || key in changes) return changes;
  return { [key]: { from: name, to: name }, ...changes };
}

function find<T extends { id: number }>(rows: readonly T[], id: number, what: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new AppError('not_found', 404, `No such ${what}`);
  return row;
}

/**
 * Floor plans, tables and combinations (docs/decisions/039-tables-settings.md). Every change runs
 * in one transaction that locks the restaurant's row (changes of its tables run one at a time),
 * reads the current rows, checks what a schema cannot know, writes, records the audit entries and
 * announces the change, so availability in every process follows it at once. Bookings are never
 * changed: a table a booking ever sat at is never deleted (its bookings would lose it), and a
 * removal that future bookings are seated at is first a question (409 bookings_affected).
 */
export function createTablesService(deps: { db: AppDatabase; clock: Clock }) {
  async function readWith(repo: TablesRepository, restaurantId: number) {
    return {
      floorPlans: await repo.floorPlans(restaurantId),
      tables: await repo.tables(restaurantId),
      combinations: await repo.combinations(restaurantId),
    };
  }

  async function read(restaurantId: number): Promise<TablesSettingsResponse> {
    const repo = createTablesRepository(deps.db);
    if (!(await repo.timeZoneOf(restaurantId))) throw new AppError('not_found', 404);
    const current = await readWith(repo, restaurantId);
    const menus = await repo.menusByFloorPlan(restaurantId);
    return {
      floorPlans: current.floorPlans.map((plan) => ({
        id: plan.id,
        name: plan.name,
        tables: current.tables.filter((table) => table.floorPlanId === plan.id).map(tableView),
        combinations: current.combinations
          .filter((row) => combinationPlan(row, current.tables) === plan.id)
          .map((row) => combinationView(row, current.tables)),
        menus: menus.get(plan.id) ?? 0,
      })),
    };
  }

  /**
   * One change: in a transaction holding the restaurant's row, `run` checks and writes and returns
   * its answer and audit entries (none when nothing changed), or the bookings that make it a
   * question. Announced at commit; this process forgets its cached inputs right after.
   */
  async function change<T>(
    restaurantId: number,
    userId: string,
    run: (
      repo: TablesRepository,
      current: Current,
      now: Date,
    ) => Promise<SettingsResult<{ value: T; audits: Audit[] }>>,
  ): Promise<SettingsResult<T>> {
    const now = deps.clock.now();
    const result = await deps.db.transaction(async (tx): Promise<SettingsResult<T>> => {
      const repo = createTablesRepository(tx);
      if (!(await repo.lockRestaurant(restaurantId))) throw new AppError('not_found', 404);
      const outcome = await run(repo, await readWith(repo, restaurantId), now);
      if (!outcome.saved) return outcome;
      const audit = settingsHistory(tx);
      for (const entry of outcome.value.audits) {
        await audit.record({ restaurantId, userId, at: now, area: 'tables', ...entry });
      }
      await announceSettingsChanged(tx, restaurantId);
      return { saved: true, value: outcome.value.value };
    });
    if (result.saved) settingsChangedHere(deps.db, restaurantId);
    return result;
  }

  /** Confirmed bookings and live holds, not yet ended, seated at all of `tableIds`. */
  async function bookingsSeatedAt(
    repo: TablesRepository,
    restaurantId: number,
    tableIds: readonly number[],
    now: Date,
  ) {
    const timeZone = (await repo.timeZoneOf(restaurantId)) ?? 'UTC';
    return (await repo.bookingsAt(restaurantId, tableIds, now))
      .filter((booking) => occupiesAt(booking, now))
      .filter((booking) => tableIds.every((id) => booking.tableIds.includes(id)))
      .map((booking) => affectedView(booking, timeZone));
  }

  /** A table name is the staff's handle on the guest list: one per restaurant. */
  function checkTableName(current: Current, name: string, exceptId?: number) {
    const taken = current.tables.some(
      (t) => t.id !== exceptId && t.name.trim().toLowerCase() === name.toLowerCase(),
    );
    if (taken) throw invalidField('name', 'another table has this name');
  }

  function checkCombinationTables(current: Current, input: CombinationInput, exceptId?: number) {
    const issue = combinationTablesIssue(input.tableIds, current.tables);
    if (issue === 'unknown_table') throw invalidField('tableIds', 'no such table');
    if (issue) throw invalidField('tableIds', 'the tables are in different floor plans');
    const key = [...input.tableIds].sort((a, b) => a - b).join(',');
    const same = current.combinations.some(
      (row) => row.id !== exceptId && [...row.tableIds].sort((a, b) => a - b).join(',') === key,
    );
    if (same) throw invalidField('tableIds', 'these tables are already a combination');
  }

  const saved = <T>(value: T, audits: Audit[]) => ({
    saved: true as const,
    value: { value, audits },
  });

  return {
    read,

    async addFloorPlan(restaurantId: number, userId: string, input: FloorPlanInput) {
      await change(restaurantId, userId, async (repo) => {
        await repo.insertFloorPlan(restaurantId, input.name);
        return saved(null, [
          { action: 'create', changes: fieldChanges({}, { floorPlan: input.name }) },
        ]);
      });
      return read(restaurantId);
    },

    async renameFloorPlan(restaurantId: number, userId: string, id: number, input: FloorPlanInput) {
      await change(restaurantId, userId, async (repo, current) => {
        const plan = find(current.floorPlans, id, 'floor plan');
        await repo.renameFloorPlan(restaurantId, id, input.name);
        return saved(null, [
          {
            action: 'update',
            changes: fieldChanges({ floorPlan: plan.name }, { floorPlan: input.name }),
          },
        ]);
      });
      return read(restaurantId);
    },

    /**
     * Only an empty floor plan no menu names: its tables would be deleted with it (and their
     * bookings' seats), and a menu offered only there would be offered everywhere.
     */
    async removeFloorPlan(restaurantId: number, userId: string, id: number) {
      await change(restaurantId, userId, async (repo, current) => {
        const plan = find(current.floorPlans, id, 'floor plan');
        if (current.tables.some((table) => table.floorPlanId === id)) {
          throw new AppError('conflict', 409, 'The floor plan has tables: remove or move them');
        }
        if ((await repo.menusByFloorPlan(restaurantId)).has(id)) {
          throw new AppError('conflict', 409, 'Menus are offered in this floor plan');
        }
        await repo.deleteFloorPlan(restaurantId, id);
        return saved(null, [
          { action: 'delete', changes: fieldChanges({ floorPlan: plan.name }, {}) },
        ]);
      });
      return { done: true as const };
    },

    /**
     * Places a floor plan's tables on its grid and sets their shapes, all at once; tables left
     * out keep theirs. Refused (400, nothing saved) when a table is not this plan's, or two
     * tables of the plan as it would be would share a cell. Writes nothing availability reads.
     */
    async saveLayout(restaurantId: number, userId: string, id: number, input: LayoutInput) {
      await change(restaurantId, userId, async (repo, current) => {
        find(current.floorPlans, id, 'floor plan');
        const audits: Audit[] = [];
        const after = new Map<number, TableRow>();
        for (const table of current.tables) {
          if (table.floorPlanId === id) after.set(table.id, table);
        }
        for (const [index, layout] of input.tables.entries()) {
          const before = after.get(layout.id);
          if (!before) {
            throw invalidField(
              `tables.${index}.id`,
              `table ${layout.id} is not in this floor plan`,
            );
          }
          after.set(layout.id, {
            ...before,
            layoutX: layout.x,
            layoutY: layout.y,
            shape: layout.shape,
          });
        }
        const placed = [...after.values()].flatMap((table) =>
          table.layoutX === null || table.layoutY === null
            ? []
            : [
                {
                  id: table.id,
                  name: table.name,
                  x: table.layoutX,
                  y: table.layoutY,
                  shape: table.shape,
                },
              ],
        );
        const issue = layoutIssue(placed);
        const field = (tableId: number) =>
          `tables.${Math.max(
            0,
            input.tables.findIndex((table) => table.id === tableId),
          )}.x`;
        if (issue?.issue === 'off_grid') {
          throw invalidField(field(issue.table.id), `table ${issue.table.name} is off the grid`);
        }
        if (issue) {
          throw invalidField(
            field(issue.table.id),
            `tables ${issue.other.name} and ${issue.table.name} would share a cell`,
          );
        }
        for (const layout of input.tables) {
          const before = current.tables.find((table) => table.id === layout.id);
          if (!before) continue;
          const changes = fieldChanges(
            { place: placeText(before.layoutX, before.layoutY), shape: before.shape },
            { place: placeText(layout.x, layout.y), shape: layout.shape },
          );
          if (Object.keys(changes).length === 0) continue;
          await repo.placeTable(restaurantId, layout.id, {
            layoutX: layout.x,
            layoutY: layout.y,
            shape: layout.shape,
          });
          audits.push({ action: 'update', changes: withName('table', before.name, changes) });
        }
        return saved(null, audits);
      });
      return read(restaurantId);
    },

    async addTable(restaurantId: number, userId: string, input: TableInput) {
      await change(restaurantId, userId, async (repo, current) => {
        if (!current.floorPlans.some((plan) => plan.id === input.floorPlanId)) {
          throw invalidField('floorPlanId', 'no such floor plan');
        }
        checkTableName(current, input.name);
        await repo.insertTable(restaurantId, input);
        return saved(null, [
          { action: 'create', changes: fieldChanges({}, auditedTable(current, input)) },
        ]);
      });
      return read(restaurantId);
    },

    /**
     * Renames, re-seats, moves or takes a table on or offline. Bookings keep it whatever changes:
     * seats and online booking apply to bookings made from now on.
     */
    async changeTable(restaurantId: number, userId: string, id: number, input: TableInput) {
      await change(restaurantId, userId, async (repo, current) => {
        const before = find(current.tables, id, 'table');
        if (!current.floorPlans.some((plan) => plan.id === input.floorPlanId)) {
          throw invalidField('floorPlanId', 'no such floor plan');
        }
        checkTableName(current, input.name, id);
        const combined = current.combinations.some((row) => row.tableIds.includes(id));
        if (input.floorPlanId !== before.floorPlanId && combined) {
          throw invalidField('floorPlanId', 'the table is part of a combination in its floor plan');
        }
        await repo.updateTable(restaurantId, id, input);
        if (input.floorPlanId !== before.floorPlanId && before.layoutX !== null) {
          // Its cell belongs to the floor plan it left: it waits to be placed in the new one.
          await repo.placeTable(restaurantId, id, {
            layoutX: null,
            layoutY: null,
            shape: before.shape,
          });
        }
        const changes = fieldChanges(auditedTable(current, before), auditedTable(current, input));
        return saved(null, [
          { action: 'update', changes: withName('table', before.name, changes) },
        ]);
      });
      return read(restaurantId);
    },

    /**
     * Removes a table. Future bookings seated at it make it a question first; then, or when any
     * booking ever sat at it, the table stays (booking_tables would lose it with the row) and is
     * made not bookable online. Only a table never booked is deleted, with its combinations.
     */
    async removeTable(
      restaurantId: number,
      userId: string,
      id: number,
      keepBookings: boolean,
    ): Promise<SettingsResult<TableRemovalResponse>> {
      return change<TableRemovalResponse>(restaurantId, userId, async (repo, current, now) => {
        const table = find(current.tables, id, 'table');
        await repo.lockTable(restaurantId, id);
        const affected = await bookingsSeatedAt(repo, restaurantId, [id], now);
        if (affected.length > 0 && !keepBookings) return { saved: false, affected };
        if (await repo.everBooked(id)) {
          await repo.updateTable(restaurantId, id, { bookableOnline: false });
          const changes = fieldChanges(
            { bookableOnline: table.bookableOnline },
            { bookableOnline: false },
          );
          return saved<TableRemovalResponse>({ outcome: 'offline' }, [
            { action: 'update', changes: withName('table', table.name, changes) },
          ]);
        }
        const combinations = current.combinations.filter((row) => row.tableIds.includes(id));
        await repo.deleteCombinations(
          restaurantId,
          combinations.map((row) => row.id),
        );
        await repo.deleteTable(restaurantId, id);
        return saved<TableRemovalResponse>({ outcome: 'deleted' }, [
          ...combinations.map((row) => ({
            action: 'delete' as const,
            changes: fieldChanges(auditedCombination(current, row), {}),
          })),
          { action: 'delete', changes: fieldChanges(auditedTable(current, table), {}) },
        ]);
      });
    },

    async addCombination(restaurantId: number, userId: string, input: CombinationInput) {
      await change(restaurantId, userId, async (repo, current) => {
        checkCombinationTables(current, input);
        await repo.insertCombination(restaurantId, input);
        return saved(null, [
          { action: 'create', changes: fieldChanges({}, auditedCombination(current, input)) },
        ]);
      });
      return read(restaurantId);
    },

    /** Bookings seated at its tables keep them: they hold tables, not combinations. */
    async changeCombination(
      restaurantId: number,
      userId: string,
      id: number,
      input: CombinationInput,
    ) {
      await change(restaurantId, userId, async (repo, current) => {
        const before = find(current.combinations, id, 'combination');
        checkCombinationTables(current, input, id);
        await repo.updateCombination(restaurantId, id, input);
        const changes = fieldChanges(
          auditedCombination(current, before),
          auditedCombination(current, input),
        );
        const name = combinationName(before.tableIds, current.tables);
        return saved(null, [{ action: 'update', changes: withName('combination', name, changes) }]);
      });
      return read(restaurantId);
    },

    /**
     * Removes a combination. Bookings seated at its tables keep them (nothing of a booking names
     * the combination), but they are listed first, so the staff know whom the joined tables seat.
     */
    async removeCombination(
      restaurantId: number,
      userId: string,
      id: number,
      keepBookings: boolean,
    ): Promise<SettingsResult<{ done: true }>> {
      return change(restaurantId, userId, async (repo, current, now) => {
        const row = find(current.combinations, id, 'combination');
        const affected = await bookingsSeatedAt(repo, restaurantId, row.tableIds, now);
        if (affected.length > 0 && !keepBookings) return { saved: false, affected };
        await repo.deleteCombinations(restaurantId, [id]);
        return saved({ done: true as const }, [
          { action: 'delete', changes: fieldChanges(auditedCombination(current, row), {}) },
        ]);
      });
    },
  };
}

export type TablesService = ReturnType<typeof createTablesService>;
