/**
 * A stack about to move, as the movement rules see it (13): its ground units, side, contingents,
 * the slowest printed MF, whether it is mechanized (13.4.1), mountain (24.2) or Allied motorized
 * infantry (13.6), and the enemy around it. MP are counted in sixths inside the search so that
 * ½ MP road hexes (13.5) and ⅓ MP motorized road hexes (13.6) add up exactly.
 */
import { cellKey, type Cell, type CellKey } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { contingentOf, isAlliedMotorized, isGround, isMarker, isMechanized, isMountainUnit, sideOf } from './units';
import { enemyHexesOf, enemyZoneOf } from './zoc';

/** Sixths of an MP per MP. */
export const SIXTHS = 6;

export interface Mover {
  view: RulesView;
  /** Every counter moved (markers excepted). */
  pieces: RulesUnit[];
  /** The ground units among them. */
  units: RulesUnit[];
  side: string | null;
  contingents: string[];
  from: Cell;
  /** Printed MF of the slowest ground unit (13.2). */
  allowance: number;
  mechanized: boolean;
  /** 24.2: only when every unit moved has the mountain ability. */
  mountain: boolean;
  /** 13.6: only when every unit moved is Allied motorized infantry. */
  motorized: boolean;
  enemyHexes: ReadonlySet<CellKey>;
  zoc: ReadonlySet<CellKey>;
  /** 11.2: the move starts in an EZOC (it may leave, but not straight into another). */
  startsInZoc: boolean;
}

export function moverOf(view: RulesView, pieceIds: readonly string[], from: Cell): Mover {
  const ids = new Set(pieceIds);
  const pieces = view.units.filter((u) => ids.has(u.id) && !isMarker(u));
  const units = pieces.filter(isGround);
  const side = units.map(sideOf).find((s) => s !== null) ?? pieces.map(sideOf).find((s) => s !== null) ?? null;
  const contingents = [...new Set(units.map((u) => contingentOf(u)).filter((c): c is NonNullable<typeof c> => c !== null))];
  const speeds = units.map((u) => u.movement ?? 0);
  const zoc = enemyZoneOf(view, side);
  return {
    view, pieces, units, side, contingents, from,
    allowance: speeds.length > 0 ? Math.min(...speeds) : 0,
    mechanized: units.some(isMechanized),
    mountain: units.length > 0 && units.every(isMountainUnit),
    motorized: units.length > 0 && units.every(isAlliedMotorized),
    enemyHexes: enemyHexesOf(view, side),
    zoc,
    startsInZoc: zoc.has(cellKey(from)),
  };
}
