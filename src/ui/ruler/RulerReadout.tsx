/** The ruler's readout: range, the hexes on the line (ties as "2710 / 2711") and, for line of sight, their terrain. */
import type { RulerPicture } from './measure';

interface Props {
  picture: RulerPicture | null;
  /** Which side of the table the readout sits on: away from the line, so it never hides it. */
  side: 'left' | 'right';
  los: boolean;
  onLos(on: boolean): void;
  onClose(): void;
}

export function RulerReadout({ picture, side, los, onLos, onClose }: Props) {
  const sight = picture?.sight;
  return (
    <section className="ruler-readout" style={side === 'left' ? { left: 10 } : { right: 10 }} role="region" aria-label="Ruler" onPointerDown={(e) => e.stopPropagation()} onPointerUp={(e) => e.stopPropagation()}>
      <header>
        <strong>Ruler</strong>
        <button onClick={onClose} title="Put the ruler away (M or Esc)" aria-label="Put the ruler away">×</button>
      </header>
      {!picture && <p className="ruler-hint">Drag from a hex to another to measure the range and see the hexes in between.</p>}
      {picture && sight && (
        <>
          <p data-testid="ruler-range" className="ruler-total">
            {picture.fromLabel} → {picture.toLabel}: <b>{sight.range}</b> {sight.range === 1 ? 'hex' : 'hexes'}
          </p>
          <label className="ruler-los" title="List the terrain of each hex on the line, and the hexside features it crosses">
            <input type="checkbox" checked={los} onChange={(e) => onLos(e.currentTarget.checked)} /> Line of sight: terrain
          </label>
          {!los && (
            <p data-testid="ruler-path" className="ruler-path">
              {picture.path.join(' → ')}
            </p>
          )}
          {los && (
            <table data-testid="ruler-los" className="ruler-table">
              <tbody>
                {sight.steps.map((s, i) => (
                  <tr key={i}>
                    <th>{picture.path[i]}</th>
                    <td>{s.tiedWith ? `${s.cell.terrain ?? 'no terrain'} / ${s.tiedWith.terrain ?? 'no terrain'}` : (s.cell.terrain ?? 'no terrain')}</td>
                  </tr>
                ))}
                {sight.hexsides.map((h, i) => (
                  <tr key={`side-${i}`} className="ruler-side">
                    <th>hexside</th>
                    <td>{h.feature}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
