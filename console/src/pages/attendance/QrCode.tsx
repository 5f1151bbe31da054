import { create } from 'qrcode';

/** Modules of white around the code, as the QR standard asks (a reader finds the code by its quiet zone). */
const QUIET = 4;

/**
 * A QR code drawn as SVG rectangles from qrcode's module matrix: no data: URL, no canvas, no innerHTML, so it draws
 * under the platform's strict Content-Security-Policy. Each run of dark modules in a row is one rectangle; black on
 * white for the highest contrast a camera can get.
 */
export const QrCode = ({ text, label, testId }: { text: string; label: string; testId?: string }) => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const runs: { x: number; y: number; w: number }[] = [];
  for (let y = 0; y < size; y++) {
    let start = -1;
    for (let x = 0; x <= size; x++) {
      const dark = x < size && modules.get(y, x);
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, w: x - start });
        start = -1;
      }
    }
  }
  const full = size + QUIET * 2;
  return (
    <svg className="qr-code" viewBox={`0 0 ${full} ${full}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid={testId} data-code={text}>
      <rect width={full} height={full} fill="#ffffff" />
      {runs.map((r) => (
        <rect key={`${r.y}-${r.x}`} x={r.x + QUIET} y={r.y + QUIET} width={r.w} height={1} fill="#000000" />
      ))}
    </svg>
  );
};
