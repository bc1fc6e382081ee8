import { z } from './zod.ts';

/*
 * The grid a floor plan's tables stand on (docs/decisions/076-floor-plan-layout.md): the owner
 * places each table on a cell in the tables settings, and the guest list draws the plan from the
 * same cells. A table's place is its top-left cell, counted from 0; a long table covers that cell
 * and the one to its right.
 */

/** Cells across and down. 16 across keeps each cell 44 px or wider on a 768 px screen. */
export const FLOOR_GRID = { columns: 16, rows: 10 } as const;

export const TABLE_SHAPES = ['square', 'round', 'long'] as const;
export const TableShape = z.enum(TABLE_SHAPES);
export type TableShape = z.infer<typeof TableShape>;

/** A table's place on the grid: its top-left cell. */
export type Cell = { x: number; y: number };
export type Placed = Cell & { shape: TableShape };

/** Cells across a table of this shape covers. */
export const shapeWidth = (shape: TableShape): number => (shape === 'long' ? 2 : 1);

/** The cells a table placed so covers. */
export function footprint(placed: Placed): Cell[] {
  const cells: Cell[] = [];
  for (let dx = 0; dx < shapeWidth(placed.shape); dx += 1) {
    cells.push({ x: placed.x + dx, y: placed.y });
  }
  return cells;
}

/** Whether every cell of the table lies on the grid. */
export function onGrid(placed: Placed): boolean {
  return footprint(placed).every(
    (cell) =>
      Number.isInteger(cell.x) &&
      Number.isInteger(cell.y) &&
      cell.x >= 0 &&
      cell.y >= 0 &&
      cell.x < FLOOR_GRID.columns &&
      cell.y < FLOOR_GRID.rows,
  );
}

/** Whether two placed tables cover a cell in common. */
export function overlaps(a: Placed, b: Placed): boolean {
  const cellsOfB = new Set(footprint(b).map((cell) => `${cell.x},${cell.y}`));
  return footprint(a).some((cell) => cellsOfB.has(`${cell.x},${cell.y}`));
}

/**
 * The first problem of a floor plan's layout, or null: a table off the grid, or two tables that
 * share a cell (by their footprints). The server asks this of the whole plan as it would be
 * saved; the editor asks it before a drop.
 */
export function layoutIssue<T extends Placed & { id: number }>(
  tables: readonly T[],
): { issue: 'off_grid'; table: T } | { issue: 'overlap'; table: T; other: T } | null {
  for (const [index, table] of tables.entries()) {
    if (!onGrid(table)) return { issue: 'off_grid', table };
    const other = tables.slice(0, index).find((earlier) => overlaps(earlier, table));
    if (other) return { issue: 'overlap', table, other };
  }
  return null;
}
