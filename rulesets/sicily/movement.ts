/**
 * Movement under the module's rules. The module prints no terrain costs, so no MP are counted and
 * no path is priced: movement costs come from the game's own rules. What it does rule on is who may
 * move at all — an Untried CD unit never (CD 1.5), a Tried one only with an MA above zero (CD 1.6)
 * — where CD units stand (CD 1.4), whose beach units an invasion may use (NR 2.3), and no Italian
 * unit sent to Sicily under Italian Demoralization (FM 3.3).
 */
import { cellKey, moveHead, moveVerdict, type Cell, type Finding } from '../../src/rules/kit';
import type { MoveQuery, MoveVerdict, Reach, RulesUnit, RulesView } from '../../src/rules/types';
import { invasionFindings } from './beaches';
import { cannotMove, positionFindings } from './coastDefence';
import { sentToSicily } from './efficiency';
import { GAME_RULES, isCd, nameOf, unitsOnly } from './units';

const noCosts: Finding = { severity: 'info', rule: GAME_RULES, text: 'movement costs come from the game\'s own rules, not this module: the assistant does not count MP or shade where the units can go' };

function moversOf(view: RulesView, pieceIds: readonly string[]): RulesUnit[] {
  return unitsOnly(view).filter((u) => pieceIds.includes(u.id));
}

/** The smallest MA of the movers as typed (unknown for sealed or Untried CD units: 0). */
function allowanceOf(units: readonly RulesUnit[]): number {
  const known = units.map((u) => (isCd(u) && (u.hidden || u.face === 1) ? 0 : (u.movement ?? 0)));
  return known.length > 0 ? Math.min(...known) : 0;
}

/** Only the start for CD units that cannot move (CD 1.5, 1.6); else an empty reach: no costs to count. */
export function reach(view: RulesView, pieceIds: readonly string[], from: Cell): Reach {
  const units = moversOf(view, pieceIds);
  const stuck = cannotMove(view, units).filter((f) => f.severity === 'illegal');
  const start = cellKey(from);
  if (stuck.length > 0) {
    return { cost: new Map([[start, 0]]), stops: new Set(), allowance: 0, pathTo: (cell) => (cellKey(cell) === start ? [] : null), notes: stuck };
  }
  return { cost: new Map(), stops: new Set(), allowance: allowanceOf(units), pathTo: () => null, notes: [noCosts] };
}

/** The verdict on a move: who may not move, CD positions at the end, and beach units used across commands. */
export function checkMove(view: RulesView, move: MoveQuery): MoveVerdict {
  const units = moversOf(view, move.pieceIds);
  const moved = new Set(units.map((u) => u.id));
  const there = unitsOnly(view).filter((u) => u.key === cellKey(move.to) && !moved.has(u.id));
  const findings: Finding[] = [
    ...cannotMove(view, units),
    ...positionFindings(view, units, move.to, there),
    ...invasionFindings(view, units, move.from, move.to, there),
    ...sentToSicily(view, units, move.from, move.to),
    noCosts,
  ];
  const head = moveHead(view.map, units.map((u) => nameOf(view, u)), move.from, move.to);
  return moveVerdict({ head, measure: 'MP not counted (no terrain costs in this module)', findings, spent: null, allowance: allowanceOf(units), cheapest: null });
}
