export const FLOOR_GRID = { columns: 24, rows: 16 } as const;
export const TABLE_SHAPES = ['square', 'round', 'long'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
