/**
 * The faces a symbol roll threw, one row per kind of die: each face as its symbol's icon (or its
 * label when it has none) in its colour, the way the dice tray shows a custom roll.
 */
import type { DieFace } from '../../dice/dice';
import type { SymbolRollSpec } from '../../rules/types';
import { SymbolIcon } from '../dice/SymbolIcon';

export function SymbolFaces({ spec, faces }: { spec: Pick<SymbolRollSpec, 'dice'>; faces: Readonly<Record<string, readonly DieFace[]>> }) {
  const kinds = spec.dice.filter((use) => (faces[use.die] ?? []).length > 0);
  return (
    <section aria-label="Faces thrown" className="rules-symbol-faces" data-testid="symbol-faces">
      <h4>Faces thrown</h4>
      {kinds.length === 0 && <p className="muted rules-empty">No dice were thrown.</p>}
      {kinds.map((use) => (
        <div key={use.die} className="rules-symbol-face-row" data-die={use.die}>
          <span className="rules-symbol-die-name">
            {use.die} <span className="muted">×{faces[use.die].length}</span>
          </span>
          <span className="dice-row">
            {faces[use.die].map((face, i) => (
              <span key={i} className="dice-die dice-face rules-face" style={face.color ? { color: face.color } : undefined} data-face={face.label} title={face.label}>
                {face.symbol && face.symbol !== 'blank' ? <SymbolIcon symbol={face.symbol} size={22} decorative /> : null}
                <span className="dice-face-label">{face.label}</span>
              </span>
            ))}
          </span>
        </div>
      ))}
    </section>
  );
}
