/**
 * The state of a grid calibration in progress, shared by the panel (form) and the table (clicks
 * and the live overlay). Plain data in an observable; nothing is written to the game until Apply.
 */
import { bounds, checkGrid, problemsOf } from '../../model/validate';
import type { GridNumbering, HexGrid, SquareGrid } from '../../model/grid';
import { standardNumbering } from '../../model/grid';
import { fitGrid, trimGrid, type CalibrationPoint, type Fit, type GridShape, type Trim } from '../../geometry/calibrate';
import type { Board, BoardCalibration } from '../../model/records';
import { Observable } from '../../model/observable';

export interface Calibration {
  boardId: string;
  shape: GridShape | 'none';
  numbering: GridNumbering;
  points: CalibrationPoint[];
  showLines: boolean;
  /** Nudge applied to the fitted origin with the arrow keys, in board pixels. */
  nudge: { x: number; y: number };
  /** Rows and columns removed (or added) at the edges, for margins and half hexes the fit cannot see. */
  trim: Trim;
  /**
   * The board's grid when the calibration was opened, for a board calibrated before without
   * remembered clicks: its numbering and lines can be changed without clicking hexes again.
   */
  existing?: HexGrid | SquareGrid;
}

/**
 * A calibration for a board: fresh, or, for a board calibrated before, with the points clicked
 * then, its shape, numbering and nudges, so the player corrects it rather than starting over.
 */
export function startCalibration(boardId: string, board?: Board): Observable<Calibration> {
  const fresh: Calibration = { boardId, shape: 'flat', numbering: standardNumbering, points: [], showLines: true, nudge: { x: 0, y: 0 }, trim: { top: 0, bottom: 0, left: 0, right: 0 } };
  const grid = board?.grid;
  if (!grid || grid.kind === 'none') return new Observable(fresh);
  const shape: GridShape = grid.kind === 'square' ? 'square' : grid.orientation;
  const saved = board.calibration;
  return new Observable<Calibration>({ ...fresh, shape, numbering: grid.numbering, showLines: grid.showLines, existing: grid, ...(saved ? { points: saved.points.map((p) => ({ ...p })), nudge: { ...saved.nudge }, trim: { ...saved.trim } } : {}) });
}

/** What the document keeps of a calibration when it is applied. */
export function keptCalibration(c: Calibration): BoardCalibration {
  return { points: c.points.filter((p) => p.label.trim()).map(({ x, y, label }) => ({ x, y, label })), nudge: { ...c.nudge }, trim: { ...c.trim } };
}

/** The grid the calibration describes now (with the nudge applied), or why there is none. */
export function currentFit(c: Calibration, image: { width: number; height: number }): Fit | null {
  const fit = fitWithin(c, image);
  if (!fit?.grid) return fit;
  // A grid the document would refuse (a mis-click can fit hexes a few pixels wide) is said, not applied.
  const problems = problemsOf(checkGrid, fit.grid);
  if (!problems.length) return fit;
  const cells = fit.grid.columns * fit.grid.rows;
  return {
    grid: null,
    error: `That fit makes ${fit.grid.columns} × ${fit.grid.rows} = ${cells.toLocaleString('en')} cells; a grid may have at most ${bounds.gridSide} a side and ${bounds.gridCells.toLocaleString('en')} in all. Check the hexes clicked and their numbers.`,
  };
}

function fitWithin(c: Calibration, image: { width: number; height: number }): Fit | null {
  if (c.shape === 'none') return null;
  const labelled = c.points.filter((p) => p.label.trim()).length;
  const e = c.existing;
  const renumbered = c.numbering.columnDescending || c.numbering.rowDescending || c.numbering.stagger;
  if ((labelled === 0 || renumbered) && e && (e.kind === 'square' ? c.shape === 'square' : c.shape === e.orientation)) {
    // No new clicks, or numbering the fit cannot read (counting down, staggered): the fitted grid
    // stays where it was; numbering, lines and nudges apply to it.
    const kept = trimGrid({ ...e, numbering: c.numbering }, c.trim);
    return { grid: { ...kept, originX: kept.originX + c.nudge.x, originY: kept.originY + c.nudge.y, showLines: c.showLines }, error: null, residual: 0 };
  }
  const fit = fitGrid(c.shape, c.numbering, c.points.filter((p) => p.label.trim()), image);
  if (!fit.grid) return fit;
  const trimmed = trimGrid(fit.grid, c.trim);
  return { ...fit, grid: { ...trimmed, originX: trimmed.originX + c.nudge.x, originY: trimmed.originY + c.nudge.y, showLines: c.showLines } };
}
