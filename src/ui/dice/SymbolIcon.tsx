/** The icons of custom-die face symbols, drawn as small SVGs in the current colour (24×24 units). */
import type { ReactElement } from 'react';
import { dieSymbols, type DieSymbol } from '../../dice/dice';

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round' as const };

/** A star-shaped outline with `points` points between radii `outer` and `inner`, centred on 12,12. */
function starPoints(points: number, outer: number, inner: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(12 + r * Math.cos(a)).toFixed(2)},${(12 + r * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}

const shapes: Record<DieSymbol, ReactElement> = {
  cross: <path d="M9 2.5h6v6.5h6.5v6H15v6.5H9V15H2.5V9H9z" fill="currentColor" />,
  tank: (
    <>
      <rect x="2" y="5" width="20" height="14" {...line} />
      <ellipse cx="12" cy="12" rx="6.5" ry="3.6" {...line} />
    </>
  ),
  infantry: (
    <>
      <rect x="2" y="5" width="20" height="14" {...line} />
      <path d="M2 5l20 14M22 5L2 19" {...line} />
    </>
  ),
  artillery: (
    <>
      <rect x="2" y="5" width="20" height="14" {...line} />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </>
  ),
  plane: (
    <path
      d="M12 1.5c1 0 1.6.9 1.6 2V9l8.4 5v2.4l-8.4-2.6v5.3l2.6 2v1.9L12 22l-4.2 1v-1.9l2.6-2v-5.3L2 16.4V14l8.4-5V3.5c0-1.1.6-2 1.6-2z"
      fill="currentColor"
    />
  ),
  ship: (
    <>
      <path d="M2.5 14.5h19l-3.2 5.5H5.7z" fill="currentColor" />
      <path d="M11 3h2v11h-2z" fill="currentColor" />
      <path d="M13 4.5l6 8h-6z" fill="currentColor" />
    </>
  ),
  card: (
    <>
      <rect x="5.5" y="2.5" width="13" height="19" rx="2" {...line} />
      <path d="M12 7.5l3 4.5-3 4.5-3-4.5z" fill="currentColor" />
    </>
  ),
  star: <polygon points={starPoints(5, 10.5, 4.3)} fill="currentColor" />,
  hit: <polygon points={starPoints(8, 10.5, 5)} fill="currentColor" />,
  miss: <circle cx="12" cy="12" r="7.5" {...line} />,
  flag: (
    <>
      <path d="M5 2h2v20H5z" fill="currentColor" />
      <path d="M7 3h12.5l-3.5 4.5 3.5 4.5H7z" fill="currentColor" />
    </>
  ),
  gun: (
    <>
      <path d="M2 9.5h15v3.5H2z" fill="currentColor" />
      <path d="M17 8h5v6.5h-5z" fill="currentColor" />
      <circle cx="7" cy="17" r="3.2" {...line} />
      <circle cx="14" cy="17" r="3.2" {...line} />
    </>
  ),
  flash: <path d="M14 1.5L4.5 13.5h6L8.5 22.5l11-13h-6.5z" fill="currentColor" />,
  snow: <path d="M11 1.5h2v21h-2zM1.5 11h21v2h-21zM4.2 5.6l1.4-1.4 14.2 14.2-1.4 1.4zM18.4 4.2l1.4 1.4L5.6 19.8l-1.4-1.4z" fill="currentColor" />,
  blank: <></>,
};

/** One symbol, `size` pixels square; its title names it for screen readers unless `decorative`. */
export function SymbolIcon({ symbol, size = 24, decorative = false }: { symbol: DieSymbol; size?: number; decorative?: boolean }) {
  return (
    <svg className="dice-symbol" width={size} height={size} viewBox="0 0 24 24" role={decorative ? undefined : 'img'} aria-hidden={decorative || undefined} aria-label={decorative ? undefined : dieSymbols[symbol].title}>
      {shapes[symbol]}
    </svg>
  );
}
