/**
 * Movement: where a stack may go this sub-phase (`reach`, what the app shades while it is dragged)
 * and what the rules say about a move made (`checkMove`). The Movement Sub-phase is here (7.0–7.11,
 * 8.1, 8.3); the Infiltration Sub-phase (11.8), the Strategic Movement Phase (7.12) and advances
 * and retreats in the Combat Sub-phases (7.6, 12) have files of their own.
 */
import { cellKey, illegal, info, reachable, sameCell, type Cell } from '../../src/rules/kit';
import type { MoveQuery, MoveVerdict, Reach, RulesView } from '../../src/rules/types';
import { afterCombatReach, judgeAfterCombat } from './afterCombat';
import { infiltrationReach, judgeInfiltration } from './infiltration';
import { moverOf, mpText, pauseLimit, stackFactor, startsInEzoc, stepRule, type Allowance, type Mover } from './mover';
import { remembered } from './memo';
import { judgeStrategic, strategicReach } from './strategic';
import type { Phase } from './values';
import { asReach, bridgeNotes, destinationFindings, stayPut, unwalked, verdictOf, walkFindings, type Judgement, type Moved } from './verdicts';

/** 7.1, 8.3, 14.3, 15.1, 17.2: the MP a stack may spend in the Movement Sub-phase. */
const movementAllowance = (m: Mover): Allowance => pauseLimit(m, stackFactor(m));

const startedInEzoc = (m: Mover) =>
  illegal('7.4', `started the Movement Sub-phase in an enemy zone of control at ${m.view.map.label(m.from)}: may not move (7.4)`, [m.from]);

/**
 * Movement Sub-phase reach: the cheapest path to every hex within the allowance, stopping on
 * entering an EZOC (7.4), never into enemy or prohibited hexes (8.1, 7.9, 7.11, TEC), and always
 * at least one hex (7.3). A stack starting in an EZOC may not move (7.4). Worked out once per
 * mover (memo.ts): the drop's verdict reads the reach shaded at the lift.
 */
function movementReach(m: Mover): Reach {
  return remembered(m, 'reach:movement', () => {
    const allowance = movementAllowance(m);
    if (startsInEzoc(m)) return stayPut(m, allowance.mf, [...allowance.notes, startedInEzoc(m)]);
    // 7.4 units stop on entering an enemy ZOC.
    const step = stepRule(m, allowance.mf, m.enemyZoc);
    // 7.3 minimum move: one hex whatever it costs, if the stack may enter it at all.
    const result = reachable({ map: m.view.map, from: m.from, allowance: allowance.mf, step, minimumMove: true });
    return asReach(result, allowance.mf, allowance.notes);
  });
}

/** What a walked path breaks: starting in an EZOC (7.4) and everything {@link walkFindings} finds. */
function walkedMove(m: Mover, path: readonly Cell[], allowance: number): Moved {
  const walk = walkFindings(m, path, stepRule(m, allowance, m.enemyZoc), allowance, { minimumMove: true, stopRule: '7.4' });
  return startsInEzoc(m) ? { spent: walk.spent, findings: [startedInEzoc(m), ...walk.findings] } : walk;
}

/** With only from→to known, the move is judged by the cheapest legal path, else by why there is none. */
function unwalkedMove(m: Mover, to: Cell, reach: Reach): Moved {
  if (startsInEzoc(m)) return { spent: null, findings: [startedInEzoc(m)] };
  return unwalked(m, to, reach, stepRule(m, reach.allowance, m.enemyZoc));
}

/** The Movement Sub-phase verdict: the walked path if known, else the cheapest, plus stacking at the end. */
function judgeMovement(m: Mover, move: MoveQuery): Judgement {
  const allowance = movementAllowance(m);
  const reach = movementReach(m);
  const cheapest = startsInEzoc(m) ? null : reach.pathTo(move.to);
  const moved = move.path.length > 0 ? walkedMove(m, move.path, allowance.mf) : unwalkedMove(m, move.to, reach);
  const walkedPath = move.path.length > 0 ? move.path : (cheapest ?? []);
  const cheapestCost = reach.cost.get(cellKey(move.to));
  const dearer = move.path.length > 0 && cheapest && cheapestCost !== undefined && moved.spent !== null && cheapestCost < moved.spent;
  const cheaper = dearer ? [info('7.1', `the cheapest legal path costs ${mpText(cheapestCost)} MP`, cheapest)] : [];
  return {
    findings: [...allowance.notes, ...moved.findings, ...destinationFindings(m, move.to), ...bridgeNotes(m, walkedPath), ...cheaper],
    spent: moved.spent,
    allowance: allowance.mf,
    cheapest,
  };
}

/** Each sub-phase's reach and verdict. */
interface PhaseRules {
  reach(m: Mover): Reach;
  judge(m: Mover, move: MoveQuery): Judgement;
}

const movementRules: PhaseRules = { reach: movementReach, judge: judgeMovement };
const afterCombatRules: PhaseRules = { reach: afterCombatReach, judge: judgeAfterCombat };

const rulesByPhase: Record<Phase, PhaseRules> = {
  movement: movementRules,
  other: movementRules,
  infiltration: { reach: infiltrationReach, judge: judgeInfiltration },
  strategic: { reach: strategicReach, judge: judgeStrategic },
  combat1: afterCombatRules,
  combat2: afterCombatRules,
};

const rulesFor = (m: Mover): PhaseRules => rulesByPhase[m.phase] ?? movementRules;

/** The reach of pieces that hold no ground unit (markers, support units): they go where players put them. */
function noUnitReach(from: Cell): Reach {
  const start = cellKey(from);
  const notes = [info('8.2', 'no ground unit among the pieces: markers and support units are placed, not moved by MP (8.2, 16.1)')];
  return { cost: new Map([[start, 0]]), stops: new Set(), allowance: 0, pathTo: (cell) => (cellKey(cell) === start ? [] : null), notes };
}

/**
 * Where the pieces can go from `from` this sub-phase, with the cheapest cost of each hex and the
 * hexes where the move must end: what the app shades while a stack is dragged. Read from the
 * `phase` value: Movement (7), Infiltration (11.8), Strategic Movement (7.12) or combat (7.6, 12).
 */
export function reach(view: RulesView, pieceIds: readonly string[], from: Cell): Reach {
  const m = moverOf(view, pieceIds, from);
  return m ? rulesFor(m).reach(m) : noUnitReach(from);
}

/**
 * The verdict on a move made: MP spent of the allowance, the cheapest legal path, and every rule
 * the move broke, with its number. Advice only: the move stands whatever the verdict says. When
 * the app knows only from→to (an empty path) the move is judged by its cheapest legal path.
 */
export function checkMove(view: RulesView, move: MoveQuery): MoveVerdict {
  const m = moverOf(view, move.pieceIds, move.from);
  if (!m) return { legal: true, spent: null, allowance: 0, cheapest: null, findings: [], summary: 'no ground unit moved: nothing to check' };
  if (move.path.length === 0 && sameCell(move.from, move.to)) {
    return verdictOf(m, move, { findings: [], spent: 0, allowance: 0, cheapest: [], measure: 'did not move' });
  }
  return verdictOf(m, move, rulesFor(m).judge(m, move));
}
