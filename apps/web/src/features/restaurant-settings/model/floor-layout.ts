import {
  type Cell,
  FLOOR_GRID,
  onGrid,
  overlaps,
  type TableShape,
} from '@dekka/contracts/floor-plan-grid';
import type { FloorPlanLayoutRequest, TableView } from '@dekka/contracts/restaurant-tables';

/*
 * The layout editor's rules, apart from the page (docs/decisions/076-floor-plan-layout.md): the
 * owner's unsaved edits over the tables as saved, where a table may go, and what a Save sends.
 */

/** A table's unsaved place (null: in the tray) and shape. */
export type Edit = { spot: Cell | null; shape: TableShape };
/** Unsaved edits by table id; a table without one stands as saved. */
export type Edits = Readonly<Record<number, Edit>>;
/** A table as the editor draws it: as saved, or as edited. */
export type LaidTable = TableView & Edit;

/** Why a table may not go where it was dropped or moved. */
export type Refusal = { reason: 'off_grid' } | { reason: 'occupied'; by: string };

export function laidOut(tables: readonly TableView[], edits: Edits): LaidTable[] {
  return tables.map((table) => ({
    ...table,
    ...(edits[table.id] ?? { spot: table.layout, shape: table.shape }),
  }));
}

/**
 * What is wrong with putting table `id` at `spot` with `shape`, or null: a cell of it off the
 * grid, or a cell another placed table covers.
 */
export function placeIssue(
  tables: readonly LaidTable[],
  id: number,
  spot: Cell,
  shape: TableShape,
): Refusal | null {
  const moving = { ...spot, shape };
  if (!onGrid(moving)) return { reason: 'off_grid' };
  const other = tables.find(
    (table) =>
      table.id !== id &&
      table.spot !== null &&
      overlaps({ ...table.spot, shape: table.shape }, moving),
  );
  return other ? { reason: 'occupied', by: other.name } : null;
}

/** The edits with table `id` at `spot` (null: back in the tray) and `shape`. */
export function withEdit(
  tables: readonly LaidTable[],
  edits: Edits,
  id: number,
  change: Partial<Edit>,
): Edits {
  const table = tables.find((candidate) => candidate.id === id);
  if (!table) return edits;
  return { ...edits, [id]: { spot: table.spot, shape: table.shape, ...change } };
}

export type Outcome = { edits: Edits; spot: Cell | null } | { refusal: Refusal };

/** Puts table `id` at `spot`, unless it may not go there. */
export function place(tables: readonly LaidTable[], edits: Edits, id: number, spot: Cell): Outcome {
  const table = tables.find((candidate) => candidate.id === id);
  if (!table) return { edits, spot: null };
  const refusal = placeIssue(tables, id, spot, table.shape);
  return refusal ? { refusal } : { edits: withEdit(tables, edits, id, { spot }), spot };
}

/** Gives table `id` another shape where it stands, unless the new one does not fit there. */
export function reshape(
  tables: readonly LaidTable[],
  edits: Edits,
  id: number,
  shape: TableShape,
): Outcome {
  const table = tables.find((candidate) => candidate.id === id);
  if (!table) return { edits, spot: null };
  const refusal = table.spot && placeIssue(tables, id, table.spot, shape);
  return refusal
    ? { refusal }
    : { edits: withEdit(tables, edits, id, { shape }), spot: table.spot };
}

const STEPS: Partial<Record<string, Cell>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Whether a key moves a table (the arrow keys). */
export const isMoveKey = (key: string) => key in STEPS;

/** The first free cell for table `id`, row by row from the top left; null when none is. */
export function firstFreeCell(tables: readonly LaidTable[], id: number): Cell | null {
  const table = tables.find((candidate) => candidate.id === id);
  if (!table) return null;
  for (let y = 0; y < FLOOR_GRID.rows; y += 1) {
    for (let x = 0; x < FLOOR_GRID.columns; x += 1) {
      if (!placeIssue(tables, id, { x, y }, table.shape)) return { x, y };
    }
  }
  return null;
}

/**
 * An arrow key on table `id`: one cell that way. A table still in the tray goes to the first
 * free cell instead.
 */
export function moveByKey(
  tables: readonly LaidTable[],
  edits: Edits,
  id: number,
  key: string,
): Outcome {
  const table = tables.find((candidate) => candidate.id === id);
  const step = STEPS[key];
  if (!table || !step) return { edits, spot: table?.spot ?? null };
  if (!table.spot) {
    const free = firstFreeCell(tables, id);
    return free ? place(tables, edits, id, free) : { refusal: { reason: 'off_grid' } };
  }
  return place(tables, edits, id, { x: table.spot.x + step.x, y: table.spot.y + step.y });
}

/**
 * The cell a dragged table's top-left lands on: the cell under the pointer, less the cells of
 * the table left of where it was grabbed (a long table grabbed by its right half). May be off
 * the grid; `placeIssue` says so.
 */
export function cellAtPoint(
  point: { x: number; y: number },
  grid: { left: number; top: number; width: number; height: number },
  grabbedCell = 0,
): Cell {
  const column = Math.floor(((point.x - grid.left) / grid.width) * FLOOR_GRID.columns);
  const row = Math.floor(((point.y - grid.top) / grid.height) * FLOOR_GRID.rows);
  return { x: column - grabbedCell, y: row };
}

const sameSpot = (a: Cell | null, b: Cell | null) =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);

/** The tables whose place or shape the edits change: what a Save sends. */
export function changedTables(
  tables: readonly TableView[],
  edits: Edits,
): FloorPlanLayoutRequest['tables'] {
  return tables.flatMap((table) => {
    const edit = edits[table.id];
    if (!edit || (sameSpot(edit.spot, table.layout) && edit.shape === table.shape)) return [];
    return [{ id: table.id, x: edit.spot?.x ?? null, y: edit.spot?.y ?? null, shape: edit.shape }];
  });
}
