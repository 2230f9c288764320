import { useMemo } from 'react';
import { qrMatrix } from '../lib/qr';

const QUIET = 4;

/** A QR code drawn as one SVG path (dark modules on white, with the standard's quiet zone). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { d, size } = useMemo(() => {
    const m = qrMatrix(text);
    let path = '';
    m.forEach((row, y) => row.forEach((dark, x) => dark && (path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`)));
    return { d: path, size: m.length + QUIET * 2 };
  }, [text]);
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={200} height={200} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
