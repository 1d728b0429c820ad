/**
 * How the dice tray draws dice: the last roll large (each die or face, and the total) and a face
 * in miniature for the list of custom dice. Kept apart from DiceTray.tsx, which is about rolling,
 * so the tray stays a size one can read.
 */
import type { DieFace } from '../../dice/dice';
import type { RollResult } from '../../doc/diceOps';
import { SymbolIcon } from './SymbolIcon';

/** The last roll, large: each die (or face) and the total. */
export function ResultView({ result }: { result: RollResult }) {
  if (result.kind === 'dice') {
    const { spec, dice, total } = result;
    const showTotal = dice.length > 1 || spec.modifier !== 0;
    return (
      <div className="dice-result-body">
        <p className="dice-result-what">
          {spec.text}
          {result.reason && <> for “{result.reason}”</>}
        </p>
        <div className={`dice-row${showTotal ? '' : ' dice-row-single'}`}>
          {dice.map((d, i) => (
            <span key={i} className="dice-die" title={`d${spec.percentile ? '%' : spec.sides}`}>
              {d}
            </span>
          ))}
          {spec.modifier !== 0 && <span className="dice-mod">{spec.modifier > 0 ? `+${spec.modifier}` : `−${-spec.modifier}`}</span>}
          {showTotal && (
            <span className="dice-total" data-testid="dice-total">
              = {total}
            </span>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="dice-result-body">
      <p className="dice-result-what">
        {result.faces.length > 1 ? `${result.faces.length} × ${result.die.name}` : result.die.name}
        {result.reason && <> for “{result.reason}”</>}
      </p>
      <div className="dice-row">
        {result.faces.map((f, i) => (
          <span key={i} className="dice-die dice-face" style={f.color ? { color: f.color } : undefined} data-face={f.label}>
            {f.symbol && f.symbol !== 'blank' && <SymbolIcon symbol={f.symbol} size={30} decorative />}
            <span className="dice-face-label">{f.label}</span>
          </span>
        ))}
      </div>
    </div>
  );
}

/** A face in miniature, for the list of custom dice. */
export function FaceChip({ face }: { face: DieFace }) {
  return (
    <span className="dice-chip" style={face.color ? { color: face.color } : undefined}>
      {face.symbol && face.symbol !== 'blank' ? <SymbolIcon symbol={face.symbol} size={14} decorative /> : face.label.slice(0, 3)}
    </span>
  );
}
