import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrRuns } from './qr-runs';

function grid(rows: string[]) {
  return {
    size: rows.length,
    get: (row: number, column: number) => rows[row]?.[column] === '#',
  };
}

describe('a QR code as rectangles', () => {
  it('joins neighbouring dark modules of a row into one run', () => {
    expect(qrRuns(grid(['##.#', '....', '.###', '#..#']))).toEqual([
      { x: 0, y: 0, width: 2 },
      { x: 3, y: 0, width: 1 },
      { x: 1, y: 2, width: 3 },
      { x: 0, y: 3, width: 1 },
      { x: 3, y: 3, width: 1 },
    ]);
  });

  it('covers exactly the dark modules of a real code', () => {
    const { modules } = create('https://dekka.is/giftcard/view/ABCDEFGHJKMNPQRS');
    const painted = new Set<string>();
    for (const run of qrRuns(modules)) {
      for (let x = run.x; x < run.x + run.width; x += 1) painted.add(`${x},${run.y}`);
    }
    let dark = 0;
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(y, x)) {
          dark += 1;
          expect(painted.has(`${x},${y}`)).toBe(true);
        }
      }
    }
    expect(painted.size).toBe(dark);
  });
});
