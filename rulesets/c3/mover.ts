/**
 * A stack about to move, as the movement rules see it: its units, side, allowance (halved when
 * Disorganized, 5.6, rounded up per unit, 1.3.9), whether it is Dispersed (3.2: one hex, terrain
 * ignored), and the enemy around it. Built once per question, from one view.
 */
import { cellKey, neighboursOn, remembered, type Cell, type CellKey } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { enemiesOf, isDisorganized, isDispersed, isMarker, sideOf } from './units';

export interface Mover {
  view: RulesView;
  units: RulesUnit[];
  side: string | null;
  from: Cell;
  /** Movement Value of the slowest unit, halved when Disorganized (5.6). */
  allowance: number;
  disorganized: boolean;
  dispersed: boolean;
  /** Hexes holding enemy units that count (Dispersed enemies do not, 3.2). */
  enemyHexes: ReadonlySet<CellKey>;
  /** Hexes adjacent to those enemies (5.2: terrain cost doubled there). */
  nextToEnemy: ReadonlySet<CellKey>;
}

/** Enemy hexes and the hexes next to them, for one side, once per view. */
export function enemyGround(view: RulesView, side: string | null): { enemyHexes: Set<CellKey>; nextToEnemy: Set<CellKey> } {
  return remembered(view, `enemy:${side}`, () => {
    const enemyHexes = new Set<CellKey>();
    const nextToEnemy = new Set<CellKey>();
    for (const e of enemiesOf(view, side)) {
      enemyHexes.add(e.key);
      for (const n of neighboursOn(view.map, e.cell)) nextToEnemy.add(cellKey(n));
    }
    return { enemyHexes, nextToEnemy };
  });
}

/** 1.3.9: halving rounds up, per unit. */
export const halfUp = (n: number): number => Math.ceil(n / 2);

export function moverOf(view: RulesView, pieceIds: readonly string[], from: Cell): Mover {
  const ids = new Set(pieceIds);
  const units = view.units.filter((u) => ids.has(u.id) && !isMarker(u));
  const side = units.map(sideOf).find((s) => s !== null) ?? null;
  const disorganized = units.some((u) => isDisorganized(view, u));
  const dispersed = units.length > 0 && units.every((u) => isDispersed(view, u));
  const speeds = units.map((u) => {
    const ma = u.movement ?? 0;
    return isDisorganized(view, u) ? halfUp(ma) : ma;
  });
  const allowance = dispersed ? 1 : speeds.length > 0 ? Math.min(...speeds) : 0;
  return { view, units, side, from, allowance, disorganized, dispersed, ...enemyGround(view, side) };
}
