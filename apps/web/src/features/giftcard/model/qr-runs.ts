/** The modules of a QR code, as `QRCode.create(text).modules` gives them. */
export interface QrModules {
  size: number;
  get(row: number, column: number): number | boolean;
}

export interface QrRun {
  x: number;
  y: number;
  width: number;
}

/**
 * The dark modules as horizontal runs, one SVG <rect> each: a 33 × 33 code draws in a few hundred
 * rectangles rather than a thousand squares, and no markup string is ever built.
 */
export function qrRuns(modules: QrModules): QrRun[] {
  const runs: QrRun[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    let start = -1;
    for (let x = 0; x <= modules.size; x += 1) {
      const dark = x < modules.size && Boolean(modules.get(y, x));
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    }
  }
  return runs;
}
