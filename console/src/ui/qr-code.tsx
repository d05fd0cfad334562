// A QR code drawn as one SVG path from the `qrcode` library's module matrix (no canvas, no generated markup put into
// the page): black modules on white with the standard quiet zone of four modules, crisp at any size. Its own chunk:
// only screens that show one load the encoder (app management's pairing).
import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET = 4;

/** The SVG path of the dark modules, one square per module. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  return { size: n + 2 * QUIET, d };
}

export default function QrCode({ text, label, size = 224 }: { text: string; label: string; size?: number }) {
  const { size: view, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${view} ${view}`}
      shapeRendering="crispEdges"
      data-qr={text}
      style={{ background: '#fff', display: 'block' }}
    >
      <path d={d} fill="#000" />
    </svg>
  );
}
