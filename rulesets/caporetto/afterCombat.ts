/**
 * Moves in the Combat Sub-phases are advances and retreats after combat (7.6, 12): combat results,
 * so they spend no MP. A stack advances into the hex it emptied, assault infantry a second hex
 * even into an EZOC (11.8, 12.1); a retreat is one hex (Morale Table) and may not enter an EZOC
 * unless a friendly unit is there (12.2). One move cannot show which it is, so the verdict is short.
 */
import { cellKey, distanceOn, illegal, info, reachable, warning, type Cell, type CellKey, type Finding, type StepRule } from '../../src/rules/kit';
import type { MoveQuery, Reach } from '../../src/rules/types';
import { remembered } from './memo';
import { stepBar, type Mover } from './mover';
import { isAssault } from './units';
import { destinationFindings, othersAt, type Judgement } from './verdicts';

/** 12.1, 11.8: one hex, two for a stack of assault infantry. */
const hexesAllowed = (m: Mover): number => (m.units.every(isAssault) ? 2 : 1);

const noMp = (): Finding => info('7.6', 'advance and retreat after combat are combat results and spend no MP (7.6, 12)');

/** One hex a step, never into enemy or prohibited hexes (8.1, 7.9, TEC). */
function hexStep(m: Mover): StepRule {
  return { cost: (from, to) => (stepBar(m, from, to) ? null : 1) };
}

/** Combat Sub-phase reach: the hexes an advance or retreat could end in, at no MP (once per mover, memo.ts). */
export function afterCombatReach(m: Mover): Reach {
  return remembered(m, 'reach:afterCombat', () => {
    const result = reachable({ map: m.view.map, from: m.from, allowance: hexesAllowed(m), step: hexStep(m) });
    const cost = new Map<CellKey, number>([...result.cost.keys()].map((key) => [key, 0]));
    return { cost, stops: new Set<CellKey>(), allowance: 0, pathTo: result.pathTo, notes: [noMp()] };
  });
}

/** 12.1, 10.4: how far the move went, against one hex (two for assault infantry advancing). */
function lengthFindings(m: Mover, move: MoveQuery): Finding[] {
  const hexes = move.path.length > 0 ? move.path.length : distanceOn(m.view.map, m.from, move.to);
  const allowed = hexesAllowed(m);
  if (hexes === 2 && allowed === 2) {
    return [info('12.1', 'a second hex only when advancing: assault infantry that attacked may go on from the emptied hex (12.1, 11.8); a retreat is one hex (10.4, 12.2)', [move.to])];
  }
  if (hexes <= allowed) return [];
  const assault = allowed === 2 ? '' : '; only assault infantry may advance a second hex (11.8, 12.1)';
  return [illegal('12.1', `moved ${hexes} hexes: advances and retreats after combat go one hex (12.1, 10.4)${assault}`, [move.to])];
}

/** 8.1, 7.9, TEC: hexes on the path that may not be entered at all. */
function barFindings(m: Mover, move: MoveQuery): Finding[] {
  const out: Finding[] = [];
  let here = m.from;
  for (const to of move.path.length > 0 ? move.path : [move.to]) {
    const bar = stepBar(m, here, to);
    if (bar) out.push(illegal(bar.rule, `${bar.text}: ${m.view.map.label(to)} (${bar.rule})`, [to]));
    here = to;
  }
  return out;
}

/** 12.2: a retreat may not end in an EZOC without a friendly unit there; an advance may. */
function retreatFindings(m: Mover, to: Cell): Finding[] {
  if (!m.enemyZoc.has(cellKey(to)) || othersAt(m, to).length > 0) return [];
  return [warning('12.2', `${m.view.map.label(to)} is in an enemy zone of control with no friendly unit: an advance may end there, a retreat may not (12.2)`, [to])];
}

/** The verdict on an advance or retreat after combat (7.6, 8.1, 12). */
export function judgeAfterCombat(m: Mover, move: MoveQuery): Judgement {
  const cheapest = afterCombatReach(m).pathTo(move.to);
  const findings = [noMp(), ...lengthFindings(m, move), ...barFindings(m, move), ...retreatFindings(m, move.to), ...destinationFindings(m, move.to)];
  return { findings, spent: 0, allowance: 0, cheapest, measure: 'advance or retreat after combat' };
}
