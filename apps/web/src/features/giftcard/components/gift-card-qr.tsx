import { create } from 'qrcode';
import { useMemo } from 'react';
import { qrRuns } from '../model/qr-runs';

/** Light modules around the code, as the standard asks, so a reader finds its edges. */
const QUIET_ZONE = 4;

/**
 * A QR code for `text`, drawn as SVG rectangles from the encoder's modules: no markup string, no
 * canvas, so it is as sharp on paper as on screen. Its name says what it opens.
 */
export function GiftCardQr({ text, label }: { text: string; label: string }) {
  const { size, runs } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    return { size: modules.size, runs: qrRuns(modules) };
  }, [text]);
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg
      className="gift-qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      {runs.map((run) => (
        <rect
          key={`${run.x}-${run.y}`}
          x={run.x + QUIET_ZONE}
          y={run.y + QUIET_ZONE}
          width={run.width}
          height={1}
          fill="#000"
        />
      ))}
    </svg>
  );
}
