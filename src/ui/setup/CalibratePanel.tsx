/**
 * Calibrating a board's grid: the player clicks hex centres on the map and types the number printed
 * in each; the grid fits live over the map; arrow keys nudge it; Apply writes it as one operation.
 */
import { useEffect, useRef } from 'react';
import { setBoardGrid } from '../../doc/boardOps';
import type { GameSession } from '../../doc/session';
import { standardNumbering } from '../../model/grid';
import type { Observable } from '../../model/observable';
import { describeNumbering } from '../../geometry/numbering';
import { useObservable } from '../table/viewStore';
import { currentFit, keptCalibration, type Calibration } from './calibration';

interface Props {
  session: GameSession;
  calibration: Observable<Calibration>;
  onClose(): void;
}

/** A digits width from a field: 1 to 5. */
const digits = (text: string) => Math.min(5, Math.max(1, Math.round(Number(text)) || 1));

export function CalibratePanel({ session, calibration, onClose }: Props) {
  const c = useObservable(calibration);
  const board = session.snapshot().boards.get(c.boardId);
  const panel = useRef<HTMLElement>(null);
  const set = (patch: Partial<Calibration>) => calibration.set({ ...calibration.get(), ...patch });
  const fit = board ? currentFit(c, board) : null;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
      if (e.key === 'Escape') {
        e.stopImmediatePropagation();
        onClose();
        return;
      }
      const step = e.shiftKey ? 10 : 1;
      const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
      if (!delta || typing) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const now = calibration.get();
      calibration.set({ ...now, nudge: { x: now.nudge.x + delta[0], y: now.nudge.y + delta[1] } });
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [calibration, onClose]);

  if (!board) return null;
  const apply = () => {
    if (c.shape === 'none') setBoardGrid(session.actor, board.id, { kind: 'none' });
    else if (fit?.grid) setBoardGrid(session.actor, board.id, fit.grid, keptCalibration(c));
    else return;
    onClose();
  };
  const n = c.numbering;
  return (
    <aside ref={panel} className="calibrate-panel" aria-label="Calibrate the grid" data-testid="calibrate-panel">
      <h3>Grid of “{board.name}”</h3>
      <fieldset className="calibrate-shape">
        <legend>Grid</legend>
        {(
          [
            ['flat', 'Hexes, flat top'],
            ['pointy', 'Hexes, pointy top'],
            ['square', 'Squares'],
            ['none', 'None'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="grid-shape" checked={c.shape === value} onChange={() => set({ shape: value })} /> {label}
          </label>
        ))}
      </fieldset>
      {c.shape !== 'none' && (
        <>
          <p className="muted">
            Click the centre of a hex near one corner of the map and type the number printed in it; then one near the opposite corner. A third hex makes the
            fit exact. Drag to pan, wheel to zoom; arrow keys nudge the grid (Shift: 10 px).
          </p>
          <p className="muted" data-testid="calibrate-unnumbered">
            No numbers printed on the map? Number the hexes yourself by counting from the top-left one, 0101: the hex 5 columns to its right and 3 rows
            down is 0604. Moves and the log then name hexes that way.
          </p>
          <ol className="calibrate-points">
            {c.points.map((p, i) => (
              <li key={i}>
                <span className="muted">
                  ({Math.round(p.x)}, {Math.round(p.y)})
                </span>
                <input
                  aria-label={`Number printed in hex ${i + 1}`}
                  value={p.label}
                  autoFocus={i === c.points.length - 1 && !p.label}
                  placeholder="e.g. 0101"
                  onChange={(e) => set({ points: c.points.map((q, j) => (j === i ? { ...q, label: e.currentTarget.value } : q)) })}
                />
                <button title="Remove this point" aria-label={`Remove point ${i + 1}`} onClick={() => set({ points: c.points.filter((_, j) => j !== i) })}>
                  ×
                </button>
              </li>
            ))}
          </ol>
          <details className="calibrate-numbering">
            <summary>Numbering: {describeNumbering(n)}</summary>
            <label>
              First <select aria-label="First" value={n.first} onChange={(e) => set({ numbering: { ...n, first: e.currentTarget.value as 'column' | 'row' } })}><option value="column">column</option><option value="row">row</option></select>
            </label>
            <label>
              Separator <input size={2} value={n.separator} onChange={(e) => set({ numbering: { ...n, separator: e.currentTarget.value } })} />
            </label>
            <label>
              Column digits <input type="number" min={1} max={5} value={n.columnDigits} onChange={(e) => set({ numbering: { ...n, columnDigits: digits(e.currentTarget.value) } })} />
            </label>
            <label>
              Row digits <input type="number" min={1} max={5} value={n.rowDigits} onChange={(e) => set({ numbering: { ...n, rowDigits: digits(e.currentTarget.value) } })} />
            </label>
            <label title="The number (or letter: 1 = A) printed on the first column">
              First column <input type="number" value={n.columnStart} onChange={(e) => set({ numbering: { ...n, columnStart: Math.round(Number(e.currentTarget.value) || 0) } })} />
            </label>
            <label title="The number (or letter: 1 = A) printed on the first row">
              First row <input type="number" value={n.rowStart} onChange={(e) => set({ numbering: { ...n, rowStart: Math.round(Number(e.currentTarget.value) || 0) } })} />
            </label>
            <label>
              Columns as <select aria-label="Columns as" value={n.columnStyle} onChange={(e) => set({ numbering: { ...n, columnStyle: e.currentTarget.value as 'numeric' | 'alpha' } })}><option value="numeric">numbers</option><option value="alpha">letters</option></select>
            </label>
            <label>
              Rows as <select aria-label="Rows as" value={n.rowStyle} onChange={(e) => set({ numbering: { ...n, rowStyle: e.currentTarget.value as 'numeric' | 'alpha' } })}><option value="numeric">numbers</option><option value="alpha">letters</option></select>
            </label>
            <label title="How letters go on after Z">
              After Z <select aria-label="After Z" value={n.lettersPastZ ?? 'sequence'} onChange={(e) => set({ numbering: { ...n, lettersPastZ: e.currentTarget.value as 'sequence' | 'doubled' } })}><option value="sequence">AA, AB, AC</option><option value="doubled">AA, BB, CC</option></select>
            </label>
            <label title="Text printed before every label, e.g. “Hex ” for “Hex 2718”">
              Before <input size={6} maxLength={20} value={n.prefix ?? ''} onChange={(e) => set({ numbering: { ...n, prefix: e.currentTarget.value } })} />
            </label>
            <label title="Text printed after every label">
              After <input size={6} maxLength={20} value={n.suffix ?? ''} onChange={(e) => set({ numbering: { ...n, suffix: e.currentTarget.value } })} />
            </label>
            {c.existing && (
              <>
                <label className="net-check" title="Columns numbered right to left (set after the grid is fitted)">
                  <input type="checkbox" checked={n.columnDescending} onChange={(e) => set({ numbering: { ...n, columnDescending: e.currentTarget.checked } })} /> Columns count down
                </label>
                <label className="net-check" title="Rows numbered bottom to top (set after the grid is fitted)">
                  <input type="checkbox" checked={n.rowDescending} onChange={(e) => set({ numbering: { ...n, rowDescending: e.currentTarget.checked } })} /> Rows count down
                </label>
                <label className="net-check" title="Labels run along the hex diagonals: the row number drifts one every second column (set after the grid is fitted)">
                  <input type="checkbox" checked={n.stagger} onChange={(e) => set({ numbering: { ...n, stagger: e.currentTarget.checked } })} /> Staggered
                </label>
              </>
            )}
            <button onClick={() => set({ numbering: standardNumbering })}>Reset to 0101</button>
          </details>
          <fieldset className="calibrate-trim">
            <legend title="Remove rows or columns the fit added along a margin or a row of half hexes (a negative number adds them)">Remove at the edges</legend>
            {(['top', 'bottom', 'left', 'right'] as const).map((side) => (
              <label key={side}>
                {side}{' '}
                <input type="number" value={c.trim[side]} onChange={(e) => set({ trim: { ...c.trim, [side]: Math.round(Number(e.currentTarget.value) || 0) } })} />
              </label>
            ))}
          </fieldset>
          <label className="net-check">
            <input type="checkbox" checked={c.showLines} onChange={(e) => set({ showLines: e.currentTarget.checked })} /> Draw grid lines
          </label>
          <p className={fit?.grid ? 'calibrate-ok' : 'calibrate-wait'} role="status" data-testid="calibrate-status">
            {fit?.grid
              ? `${fit.grid.columns} × ${fit.grid.rows} ${fit.grid.kind === 'square' ? 'squares' : 'hexes'}, ${fit.grid.dx.toFixed(1)} × ${fit.grid.dy.toFixed(1)} px`
              : (fit?.error ?? '')}
          </p>
        </>
      )}
      <div className="modal-buttons">
        <button onClick={onClose}>Cancel</button>
        <button className="primary" disabled={c.shape !== 'none' && !fit?.grid} onClick={apply}>
          Apply
        </button>
      </div>
    </aside>
  );
}
