/**
 * Strategic Movement (7.12): in the Strategic Movement Phase a unit moves from a friendly-controlled
 * hex across any number of friendly-controlled hexes to another, spending no MP. It may not start
 * in an EZOC but may end in one, and may not end where it would be out of supply (14.1). The
 * Allies move up to five units a game turn, the Central Powers four: a reminder, since one move
 * cannot tell how many went before it.
 */
import { adjacentOn, cellKey, illegal, info, keyCell, reachable, warning, type Cell, type Finding, type StepRule } from '../../src/rules/kit';
import type { MoveQuery, Reach } from '../../src/rules/types';
import { guessNote, isFriendly, isGuess } from './control';
import { remembered } from './memo';
import { destinationBar, startsInEzoc, stepBar, type Mover } from './mover';
import { suppliedAt, supplyNet } from './supply';
import { ALLIES } from './units';
import { numberValue } from './values';
import { asReach, destinationFindings, stayPut, type Judgement } from './verdicts';

/** 7.12: units a side may move strategically each game turn. */
export const strategicLimit = (side: string): number => (side === ALLIES ? 5 : 4);

const friendly = (m: Mover, cell: Cell) => isFriendly(m.control(cell), m.side);

/** The 7.12 limit as a reminder, a warning when this one move already exceeds it. */
function limitNote(m: Mover): Finding {
  const limit = strategicLimit(m.side);
  const text = `strategic movement: the ${m.side} may move up to ${limit} units a game turn (7.12); this move takes ${m.units.length}`;
  return m.units.length > limit ? warning('7.12', text) : info('7.12', text);
}

/** Why a stack may not start a strategic move (4.1: GT 1 has no Strategic Movement Phase; 7.12), or none. */
function startFindings(m: Mover): Finding[] {
  const label = m.view.map.label(m.from);
  if (numberValue(m.view, 'turn') === 1) {
    return [illegal('4.1', 'GT 1 begins with the Central Powers’ 1st Combat Sub-phase: there is no Strategic Movement Phase on GT 1 (4.1)', [m.from])];
  }
  if (startsInEzoc(m)) return [illegal('7.12', `may not begin strategic movement in an enemy zone of control at ${label} (7.12)`, [m.from])];
  if (!friendly(m, m.from)) return [illegal('7.12', `strategic movement starts in a friendly-controlled hex; ${label} is not one (7.12)`, [m.from])];
  return [];
}

/**
 * 7.12: steps through friendly-controlled hexes the stack may enter, at no MP. Entering an EZOC
 * ends the move: 7.12 lets it end there, and we read 7.4 as stopping it there too.
 */
function strategicStep(m: Mover): StepRule {
  return {
    cost: (from, to) => (stepBar(m, from, to) || !friendly(m, to) ? null : 0),
    stopsOn: (to) => m.enemyZoc.has(cellKey(to)),
  };
}

/**
 * Strategic Movement reach: friendly-controlled hexes joined by friendly-controlled hexes, where
 * the stack would be in supply. Worked out once per mover (memo.ts), for the lift and the drop.
 */
export function strategicReach(m: Mover): Reach {
  return remembered(m, 'reach:strategic', () => {
    const refused = startFindings(m);
    const notes = [limitNote(m), ...refused];
    if (refused.length > 0) return stayPut(m, 0, notes);
    const net = supplyNet(m.view, m.side);
    const start = cellKey(m.from);
    const result = reachable({ map: m.view.map, from: m.from, allowance: 0, step: strategicStep(m) });
    return asReach(result, 0, notes, (key) => key === start || suppliedAt(m.view, net, keyCell(key)));
  });
}

/** 7.12 along a walked path: contiguous, enterable, friendly-controlled, and ending at the first EZOC. */
function pathFindings(m: Mover, path: readonly Cell[]): Finding[] {
  const out: Finding[] = [];
  let here = m.from;
  path.forEach((to, i) => {
    const label = m.view.map.label(to);
    const bar = adjacentOn(m.view.map, here, to) ? stepBar(m, here, to) : { rule: '7.12', text: `the path jumps from ${m.view.map.label(here)} to a hex not next to it` };
    if (bar) out.push(illegal(bar.rule, `${bar.text}: ${label} (${bar.rule})`, [to]));
    else if (!friendly(m, to)) out.push(illegal('7.12', `${label} is not under friendly control: strategic movement crosses only friendly-controlled hexes (7.12)`, [to]));
    if (i < path.length - 1 && m.enemyZoc.has(cellKey(to))) {
      out.push(warning('7.12', `went on after entering an enemy zone of control at ${label}: 7.12 lets a strategic move end in an EZOC, and we read 7.4 as ending it there`, [to]));
    }
    here = to;
  });
  return out;
}

/** Why the destination cannot be reached when only from→to is known. */
function unwalkedFindings(m: Mover, to: Cell, reach: Reach): Finding[] {
  if (reach.cost.has(cellKey(to)) || !reach.cost.has(cellKey(m.from)) || startFindings(m).length > 0) return [];
  const label = m.view.map.label(to);
  const bar = destinationBar(m, to);
  if (bar) return [illegal(bar.rule, `${bar.text}: ${label} (${bar.rule})`, [to])];
  if (!friendly(m, to)) return [illegal('7.12', `${label} is not under friendly control: strategic movement ends in a friendly-controlled hex (7.12)`, [to])];
  return [illegal('7.12', `no line of friendly-controlled hexes leads to ${label} (7.12)`, [to])];
}

/** 7.12, 14.1: the destination must be a hex where the stack would be in supply. */
function supplyFindings(m: Mover, to: Cell): Finding[] {
  if (suppliedAt(m.view, supplyNet(m.view, m.side), to)) return [];
  return [illegal('14.1', `would be out of supply at ${m.view.map.label(to)}: strategic movement may not end there (7.12, 14.1)`, [to])];
}

/** 3.4: one note naming the hexes whose control was guessed, not recorded. */
function guessedControl(m: Mover, cells: readonly Cell[]): Finding[] {
  const guessed = cells.filter((c) => isGuess(m.control(c)));
  if (guessed.length === 0) return [];
  const note = guessed.map((c) => guessNote(m.control(c), m.view.map.label(c))).join('; ');
  return [info('3.4', `${note}: check before relying on strategic movement`, guessed)];
}

/** The Strategic Movement verdict (7.12, 14.1, 8.1). */
export function judgeStrategic(m: Mover, move: MoveQuery): Judgement {
  const reach = strategicReach(m);
  const cheapest = reach.pathTo(move.to);
  const route = move.path.length > 0 ? pathFindings(m, move.path) : unwalkedFindings(m, move.to, reach);
  const crossed = [m.from, ...(move.path.length > 0 ? move.path : (cheapest ?? [move.to]))];
  const findings = [limitNote(m), ...startFindings(m), ...route, ...supplyFindings(m, move.to), ...destinationFindings(m, move.to), ...guessedControl(m, crossed)];
  return { findings, spent: 0, allowance: 0, cheapest, measure: 'strategic movement' };
}
