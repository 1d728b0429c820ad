/**
 * The state of a grid calibration in progress, shared by the panel (form) and the table (clicks
 * and the live overlay). Plain data in an observable; nothing is written to the game until Apply.
 */
import type { GridNumbering } from '../../model/grid';
import { standardNumbering } from '../../model/grid';
import { fitGrid, type CalibrationPoint, type Fit, type GridShape } from '../../geometry/calibrate';
import { Observable } from '../../model/observable';

export interface Calibration {
  boardId: string;
  shape: GridShape | 'none';
  numbering: GridNumbering;
  points: CalibrationPoint[];
  showLines: boolean;
  /** Nudge applied to the fitted origin with the arrow keys, in board pixels. */
  nudge: { x: number; y: number };
}

/** A fresh calibration for a board. */
export function startCalibration(boardId: string): Observable<Calibration> {
  return new Observable<Calibration>({ boardId, shape: 'flat', numbering: standardNumbering, points: [], showLines: true, nudge: { x: 0, y: 0 } });
}

/** The grid the calibration describes now (with the nudge applied), or why there is none. */
export function currentFit(c: Calibration, image: { width: number; height: number }): Fit | null {
  if (c.shape === 'none') return null;
  const fit = fitGrid(c.shape, c.numbering, c.points.filter((p) => p.label.trim()), image);
  if (!fit.grid) return fit;
  return { ...fit, grid: { ...fit.grid, originX: fit.grid.originX + c.nudge.x, originY: fit.grid.originY + c.nudge.y, showLines: c.showLines } };
}
