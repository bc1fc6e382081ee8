import type { TableView } from '@dekka/contracts/restaurant-tables';
import { describe, expect, it } from 'vitest';
import {
  cellAtPoint,
  changedTables,
  type Edits,
  firstFreeCell,
  laidOut,
  moveByKey,
  place,
  reshape,
} from './floor-layout';

const table = (id: number, change: Partial<TableView> = {}): TableView => ({
  id,
  floorPlanId: 1,
  name: `T${id}`,
  minGuests: 2,
  maxGuests: 4,
  bookableOnline: true,
  shape: 'square',
  layout: null,
  ...change,
});

/** T1 long at (2,1)–(3,1), T2 square at (5,1), T3 in the tray. */
const TABLES = [
  table(1, { shape: 'long', layout: { x: 2, y: 1 } }),
  table(2, { layout: { x: 5, y: 1 } }),
  table(3),
];

function edited(outcome: ReturnType<typeof place>): Edits {
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.reason}`);
  return outcome.edits;
}

describe('floor layout editor rules', () => {
  it('refuses a drop on either cell of a long table, naming it, and off the grid', () => {
    const tables = laidOut(TABLES, {});
    expect(place(tables, {}, 3, { x: 3, y: 1 })).toEqual({
      refusal: { reason: 'occupied', by: 'T1' },
    });
    expect(place(tables, {}, 3, { x: 2, y: 1 })).toEqual({
      refusal: { reason: 'occupied', by: 'T1' },
    });
    expect(place(tables, {}, 3, { x: 16, y: 0 })).toEqual({ refusal: { reason: 'off_grid' } });
    expect(place(tables, {}, 3, { x: 0, y: -1 })).toEqual({ refusal: { reason: 'off_grid' } });
    // A long table reaching over a square one's cell, or off the grid's right edge.
    expect(place(tables, {}, 1, { x: 4, y: 1 })).toEqual({
      refusal: { reason: 'occupied', by: 'T2' },
    });
    expect(place(tables, {}, 1, { x: 15, y: 0 })).toEqual({ refusal: { reason: 'off_grid' } });
    // Beside it is free; a table does not meet its own old cells.
    expect(place(tables, {}, 3, { x: 4, y: 1 })).toMatchObject({ spot: { x: 4, y: 1 } });
    expect(place(tables, {}, 1, { x: 3, y: 1 })).toMatchObject({ spot: { x: 3, y: 1 } });
  });

  it('moves a table one cell per arrow key, and not onto another or off the grid', () => {
    let edits = edited(moveByKey(laidOut(TABLES, {}), {}, 2, 'ArrowDown'));
    expect(laidOut(TABLES, edits)[1]?.spot).toEqual({ x: 5, y: 2 });
    edits = edited(moveByKey(laidOut(TABLES, edits), edits, 2, 'ArrowUp'));
    edits = edited(moveByKey(laidOut(TABLES, edits), edits, 2, 'ArrowLeft'));
    expect(laidOut(TABLES, edits)[1]?.spot).toEqual({ x: 4, y: 1 });
    // Beside the long table's second cell: one more to the left is refused.
    expect(moveByKey(laidOut(TABLES, edits), edits, 2, 'ArrowLeft')).toEqual({
      refusal: { reason: 'occupied', by: 'T1' },
    });
    const corner = edited(place(laidOut(TABLES, {}), {}, 2, { x: 0, y: 0 }));
    expect(moveByKey(laidOut(TABLES, corner), corner, 2, 'ArrowUp')).toEqual({
      refusal: { reason: 'off_grid' },
    });
    // A table in the tray goes to the first free cell.
    expect(moveByKey(laidOut(TABLES, corner), corner, 3, 'ArrowRight')).toMatchObject({
      spot: { x: 1, y: 0 },
    });
  });

  it('refuses a shape that does not fit where the table stands', () => {
    const tables = laidOut(TABLES, edited(place(laidOut(TABLES, {}), {}, 3, { x: 6, y: 1 })));
    expect(reshape(laidOut(TABLES, {}), {}, 2, 'long')).toMatchObject({ spot: { x: 5, y: 1 } });
    expect(reshape(tables, {}, 2, 'long')).toEqual({ refusal: { reason: 'occupied', by: 'T3' } });
    expect(reshape(tables, {}, 2, 'round')).toMatchObject({ spot: { x: 5, y: 1 } });
  });

  it('finds the first free cell row by row', () => {
    const full = laidOut(
      [table(1, { shape: 'long', layout: { x: 0, y: 0 } }), table(2, { shape: 'long' })],
      {},
    );
    expect(firstFreeCell(full, 2)).toEqual({ x: 2, y: 0 });
  });

  it('finds the cell under the pointer, less where a long table was grabbed', () => {
    const grid = { left: 100, top: 50, width: 800, height: 500 };
    expect(cellAtPoint({ x: 100, y: 50 }, grid)).toEqual({ x: 0, y: 0 });
    expect(cellAtPoint({ x: 899, y: 549 }, grid)).toEqual({ x: 15, y: 9 });
    expect(cellAtPoint({ x: 180, y: 120 }, grid, 1)).toEqual({ x: 0, y: 1 });
    expect(cellAtPoint({ x: 90, y: 40 }, grid)).toEqual({ x: -1, y: -1 });
  });

  it('sends only the tables whose place or shape changed', () => {
    let edits = edited(place(laidOut(TABLES, {}), {}, 3, { x: 0, y: 0 }));
    // T2 moved away and back: unchanged.
    edits = edited(place(laidOut(TABLES, edits), edits, 2, { x: 8, y: 8 }));
    edits = edited(place(laidOut(TABLES, edits), edits, 2, { x: 5, y: 1 }));
    edits = edited(reshape(laidOut(TABLES, edits), edits, 1, 'round'));
    expect(changedTables(TABLES, edits)).toEqual([
      { id: 1, x: 2, y: 1, shape: 'round' },
      { id: 3, x: 0, y: 0, shape: 'square' },
    ]);
    expect(changedTables(TABLES, {})).toEqual([]);
  });
});
