/**
 * Hex control (8.2): every hex belongs to the side whose units entered it last; at the start all
 * hexes are British. The app records control after each move (`controlAfterMove`).
 */
import { cellKey, type Cell, type CellKey } from '../../src/rules/kit';
import type { MoveQuery, RulesView } from '../../src/rules/types';
import { BRITISH, isMarker, sideOf } from './units';

/** The side controlling a hex: the recorded side, else British (8.2). */
export function controlOf(view: RulesView, cell: Cell): string {
  const key = cellKey(cell);
  return Object.hasOwn(view.control, key) ? view.control[key] : BRITISH;
}

/** 8.2: the hexes a move entered become its side's. */
export function controlAfterMove(view: RulesView, move: MoveQuery): Record<CellKey, string> {
  const ids = new Set(move.pieceIds);
  const side = view.units.filter((u) => ids.has(u.id) && !isMarker(u)).map(sideOf).find((s) => s !== null);
  if (!side) return {};
  const out: Record<CellKey, string> = {};
  for (const cell of move.path.length > 0 ? move.path : [move.to]) out[cellKey(cell)] = side;
  return out;
}
