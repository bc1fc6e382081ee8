import { FLOOR_GRID, onGrid, TableShape } from './floor-plan-grid.ts';
import { IdParam } from './params.ts';
import { RestaurantIdParams } from './staff.ts';
import { int, z } from './zod.ts';

/*
 * The "Tables" settings (docs/decisions/039-tables-settings.md): floor plans, the tables in them
 * and the combinations of tables that seat larger parties. The server validates every change
 * with these schemas, and the forms run the same parse before sending.
 */

/** Seats at one table: a table for more than this is a combination of tables. */
export const TABLE_SEATS_MAX = 100;
/** Seats at a combination of tables. */
export const COMBINATION_SEATS_MAX = 200;
/** Tables one combination may join. */
export const COMBINATION_TABLES_MAX = 20;

const seatsRange = (value: { minGuests: number; maxGuests: number }) =>
  value.minGuests <= value.maxGuests;
const maxBelowMin = { path: ['maxGuests'], message: 'max_below_min' };

/** POST/PUT …/settings/floor-plans: a room or area of the restaurant, by its own name. */
export const FloorPlanRequest = z.object({
  name: z.string().trim().min(1).max(60),
});
export type FloorPlanRequest = z.input<typeof FloorPlanRequest>;

/** POST/PUT …/settings/tables: one table, its seats and whether diners may book it online. */
export const TableRequest = z
  .object({
    floorPlanId: int().positive(),
    /** As the staff call it on the guest list: "4", "Window 2". Unique in the restaurant. */
    name: z.string().trim().min(1).max(30),
    minGuests: z.number().int().min(1).max(TABLE_SEATS_MAX),
    maxGuests: z.number().int().min(1).max(TABLE_SEATS_MAX),
    /** Off: staff may still seat guests there (walk-ins, bookings by phone); diners cannot. */
    bookableOnline: z.boolean(),
  })
  .refine(seatsRange, maxBelowMin);
export type TableRequest = z.input<typeof TableRequest>;

/**
 * POST/PUT …/settings/combinations: tables joined for a larger party. At least two, each once,
 * all in one floor plan (`combinationTablesIssue` checks that against the restaurant's tables).
 */
export const CombinationRequest = z
  .object({
    tableIds: z
      .array(int().positive())
      .min(2, 'combination_needs_two')
      .max(COMBINATION_TABLES_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'tables_repeated'),
    minGuests: z.number().int().min(1).max(COMBINATION_SEATS_MAX),
    maxGuests: z.number().int().min(1).max(COMBINATION_SEATS_MAX),
  })
  .refine(seatsRange, maxBelowMin);
export type CombinationRequest = z.input<typeof CombinationRequest>;

/**
 * What is wrong with a combination's tables given the restaurant's tables, or null: a table that
 * is not the restaurant's, or tables in different floor plans (tables in two rooms cannot be
 * pushed together). The server and the form both ask this; only the server knows for sure.
 */
export function combinationTablesIssue(
  tableIds: readonly number[],
  tables: readonly { id: number; floorPlanId: number }[],
): 'unknown_table' | 'tables_in_different_floor_plans' | null {
  const plans = new Set<number>();
  for (const id of tableIds) {
    const table = tables.find((candidate) => candidate.id === id);
    if (!table) return 'unknown_table';
    plans.add(table.floorPlanId);
  }
  return plans.size > 1 ? 'tables_in_different_floor_plans' : null;
}

export const TableView = z.object({
  id: z.number().int(),
  floorPlanId: z.number().int(),
  name: z.string(),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  bookableOnline: z.boolean(),
  shape: TableShape,
  /** Its top-left cell on the floor plan's grid (floor-plan-grid.ts); null: not placed yet. */
  layout: z.object({ x: z.number().int(), y: z.number().int() }).nullable(),
});
export type TableView = z.infer<typeof TableView>;

export const CombinationView = z.object({
  id: z.number().int(),
  /** Its tables' names joined, "4 + 5": a combination has no name of its own. */
  name: z.string(),
  tableIds: z.array(z.number().int()),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  /** Diners can book it only while every one of its tables is bookable online. */
  bookableOnline: z.boolean(),
});
export type CombinationView = z.infer<typeof CombinationView>;

export const FloorPlanView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In the order they were added, as the guest list shows them. */
  tables: z.array(TableView),
  combinations: z.array(CombinationView),
  /** Menus offered only in some floor plans that name this one: it cannot be removed then. */
  menus: z.number().int(),
});
export type FloorPlanView = z.infer<typeof FloorPlanView>;

/** GET …/settings/tables, and the answer to every change of them: the floor plans, in order. */
export const TablesSettingsResponse = z.object({ floorPlans: z.array(FloorPlanView) });
export type TablesSettingsResponse = z.infer<typeof TablesSettingsResponse>;

/** Tables one layout may place: more than a floor plan's grid holds is a mistake. */
const LAYOUT_TABLES_MAX = FLOOR_GRID.columns * FLOOR_GRID.rows;

/**
 * One table's place in a layout: its top-left cell (x across, y down, from 0) and shape, or
 * x and y both null to take it off the plan (back among the tables not placed yet).
 */
export const TableLayout = z
  .object({
    id: int().positive(),
    x: z
      .number()
      .int()
      .min(0)
      .max(FLOOR_GRID.columns - 1)
      .nullable(),
    y: z
      .number()
      .int()
      .min(0)
      .max(FLOOR_GRID.rows - 1)
      .nullable(),
    shape: TableShape,
  })
  .refine((table) => (table.x === null) === (table.y === null), {
    path: ['y'],
    message: 'x_and_y_together',
  })
  .refine(
    (table) =>
      table.x === null ||
      table.y === null ||
      onGrid({ x: table.x, y: table.y, shape: table.shape }),
    { path: ['x'], message: 'off_grid' },
  );
export type TableLayout = z.input<typeof TableLayout>;

/**
 * PUT …/settings/floor-plans/{id}/layout: where tables of the floor plan stand and how they are
 * drawn, saved at once. Tables left out keep their place. Every table must be in this floor
 * plan, and no two may share a cell (`layoutIssue` of floor-plan-grid.ts, which the server asks
 * of the whole plan as it would be saved).
 */
export const FloorPlanLayoutRequest = z.object({
  tables: z
    .array(TableLayout)
    .max(LAYOUT_TABLES_MAX)
    .refine(
      (tables) => new Set(tables.map((table) => table.id)).size === tables.length,
      'tables_repeated',
    ),
});
export type FloorPlanLayoutRequest = z.input<typeof FloorPlanLayoutRequest>;

export const FloorPlanParams = RestaurantIdParams.extend({
  floorPlanId: IdParam,
});
export const TableParams = RestaurantIdParams.extend({
  tableId: IdParam,
});
export const CombinationParams = RestaurantIdParams.extend({
  combinationId: IdParam,
});

/**
 * DELETE …/settings/tables/{id}: `deleted` when no booking ever sat at the table; otherwise the
 * table stays for its bookings (theirs and the record's) and is made not bookable online.
 */
export const TableRemovalResponse = z.object({ outcome: z.enum(['deleted', 'offline']) });
export type TableRemovalResponse = z.infer<typeof TableRemovalResponse>;
