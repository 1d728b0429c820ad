/**
 * The Infiltration Sub-phase (11.8, 7.5): only assault infantry moves. A unit or stack that begins
 * it in an enemy zone of control may move one hex into another EZOC hex; one that does not may
 * move up to half its MF (rounded up), stopping on entering an EZOC. Lone enemy HQs met on the way
 * are eliminated and do not stop the move (15.2).
 */
import { adjacentOn, cellKey, illegal, info, neighboursOn, reachable, sameCell, type Cell, type CellKey, type Finding } from '../../src/rules/kit';
import type { MoveQuery, Reach, RulesUnit } from '../../src/rules/types';
import { enterPrice } from './costs';
import { remembered } from './memo';
import { labels, stackFactor, startsInEzoc, stepBar, stepRule, type Allowance, type Mover } from './mover';
import { ALLIES, enemyOf, groundUnits, isAssault } from './units';
import { numberValue } from './values';
import { asReach, destinationFindings, stayPut, unwalked, walkFindings, type Judgement, type Moved } from './verdicts';
import { isLoneHq, zoneOf } from './zoc';

/** 11.8: half the MF, rounded up (after halving for being out of supply, 14.3). */
function infiltrationAllowance(m: Mover): Allowance {
  const base = stackFactor(m);
  const mf = Math.ceil(base.mf / 2);
  return { mf, notes: [...base.notes, info('11.8', `infiltration: up to half the MF, rounded up: ${mf} MP (11.8)`)] };
}

/**
 * Why the stack may not infiltrate at all: 4.1, the Allies have no Infiltration Sub-phase before
 * GT 3; 11.8, 7.5, only assault infantry moves in it (one finding per unit that is not).
 */
function mayNotInfiltrate(m: Mover): Finding[] {
  const turn = numberValue(m.view, 'turn');
  const early = m.side === ALLIES && turn < 3 ? [illegal('4.1', `the Allies may not conduct an Infiltration Sub-phase until GT 3 (4.1); this is GT ${turn}`, [m.from])] : [];
  return [
    ...early,
    ...m.units
      .filter((u) => !isAssault(u))
      .map((u) => ({ ...illegal('11.8', `only assault infantry may move in the Infiltration Sub-phase: ${u.name} is not assault infantry (11.8)`, [m.from]), pieces: [u.id] })),
  ];
}

/** Enemy HQs alone in their hex (15.2). */
const loneEnemyHqs = (m: Mover): RulesUnit[] => groundUnits(m.view, enemyOf(m.side)).filter((u) => isLoneHq(m.view, u));

/** 15.2: the EZOC that stops infiltration: that of every enemy unit but lone HQs (once per view and side, memo.ts). */
function stoppingZoc(m: Mover): ReadonlySet<CellKey> {
  return remembered(m.view, `zoc:infiltration:${m.side}`, () => {
    const lone = new Set(loneEnemyHqs(m).map((u) => u.id));
    return zoneOf(m.view, groundUnits(m.view, enemyOf(m.side)).filter((u) => !lone.has(u.id)));
  });
}

/** 11.8: from an EZOC, the neighbouring EZOC hexes the stack may step into, at their terrain cost. */
function ezocHops(m: Mover, allowance: number): Reach {
  const start = cellKey(m.from);
  const cost = new Map<CellKey, number>([[start, 0]]);
  for (const next of neighboursOn(m.view.map, m.from)) {
    if (!m.enemyZoc.has(cellKey(next)) || stepBar(m, m.from, next)) continue;
    const price = enterPrice(m, m.from, next);
    cost.set(cellKey(next), price === 'all' ? allowance : price);
  }
  const stops = new Set([...cost.keys()].filter((key) => key !== start));
  const notes = [info('11.8', `begins in an enemy zone of control: may move one hex into another EZOC hex (11.8)`, [m.from])];
  return { cost, stops, allowance, notes, pathTo: (cell) => (cellKey(cell) === start ? [] : cost.has(cellKey(cell)) ? [cell] : null) };
}

/**
 * Infiltration Sub-phase reach (11.8): assault infantry only; one hex from EZOC to EZOC, or half
 * the MF stopping on entering an EZOC other than a lone HQ's (15.2).
 */
export function infiltrationReach(m: Mover): Reach {
  const allowance = infiltrationAllowance(m);
  const refused = mayNotInfiltrate(m);
  return refused.length > 0 ? stayPut(m, allowance.mf, [...allowance.notes, ...refused]) : assaultReach(m, allowance);
}

/** Where the stack could infiltrate were it all assault infantry (once per mover, memo.ts; `allowance` is the mover's own). */
function assaultReach(m: Mover, allowance: Allowance): Reach {
  return remembered(m, 'reach:infiltration', () => {
    if (startsInEzoc(m)) return ezocHops(m, allowance.mf);
    const step = stepRule(m, allowance.mf, stoppingZoc(m));
    return asReach(reachable({ map: m.view.map, from: m.from, allowance: allowance.mf, step }), allowance.mf, allowance.notes);
  });
}

/** 11.8: a stack beginning in an EZOC moves exactly one hex, into another EZOC hex not held by the enemy. */
function hopFindings(m: Mover, move: MoveQuery): Finding[] {
  const path = move.path.length > 0 ? move.path : [move.to];
  const to = path[path.length - 1];
  const label = m.view.map.label(to);
  if (path.length > 1 || !adjacentOn(m.view.map, m.from, to)) {
    return [illegal('11.8', `began in an enemy zone of control, so may move only one hex, into another EZOC hex (11.8)`, path)];
  }
  const bar = stepBar(m, m.from, to);
  if (bar) return [illegal(bar.rule, `${bar.text}: ${label} (${bar.rule})`, [to])];
  if (!m.enemyZoc.has(cellKey(to))) return [illegal('11.8', `began in an enemy zone of control, so may move only into another EZOC hex; ${label} is not in one (11.8)`, [to])];
  return [];
}

/** 15.2: lone enemy HQs next to the hexes the stack enters are eliminated; it need not stop for them. */
function loneHqNotes(m: Mover, path: readonly Cell[]): Finding[] {
  return loneEnemyHqs(m)
    .filter((hq) => path.some((cell) => adjacentOn(m.view.map, cell, hq.cell)))
    .map((hq) => ({
      ...info('15.2', `${hq.name} at ${labels(m.view, [hq.cell])} is a lone HQ met during infiltration: it is eliminated, and the stack need not stop for it (15.2)`, [hq.cell]),
      pieces: [hq.id],
    }));
}

/** 11.8 sets both the stop on entering an EZOC and the half-MF allowance. */
const infiltrationWords = { stopRule: '11.8', allowanceRule: '11.8' };

/** Half-MF infiltration: the walked path, else the cheapest, stopping on entering an EZOC. */
function halfMfMove(m: Mover, move: MoveQuery, reach: Reach): Moved {
  const step = stepRule(m, reach.allowance, stoppingZoc(m));
  if (move.path.length > 0) return walkFindings(m, move.path, step, reach.allowance, infiltrationWords);
  return unwalked(m, move.to, reach, step, infiltrationWords);
}

/** The Infiltration Sub-phase verdict (11.8, 7.5, 15.2). */
export function judgeInfiltration(m: Mover, move: MoveQuery): Judgement {
  const allowance = infiltrationAllowance(m);
  const reach = assaultReach(m, allowance);
  const cheapest = reach.pathTo(move.to);
  const path = move.path.length > 0 ? move.path : (cheapest ?? [move.to]);
  const findings = [...allowance.notes, ...mayNotInfiltrate(m)];
  const tail = [...destinationFindings(m, move.to), ...loneHqNotes(m, path)];
  if (startsInEzoc(m)) {
    const hop = sameCell(m.from, move.to) ? [] : hopFindings(m, move);
    return { findings: [...findings, ...hop, ...tail], spent: null, allowance: allowance.mf, cheapest, measure: 'one hex from EZOC to EZOC' };
  }
  const moved = halfMfMove(m, move, reach);
  return { findings: [...findings, ...moved.findings, ...tail], spent: moved.spent, allowance: allowance.mf, cheapest };
}
