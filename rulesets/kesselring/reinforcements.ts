/**
 * The Reinforcement Segment (4.1, 7): units due this GT move from the TRT to the Reinforcement
 * Displays, and German "R" units may be selected only while an Allied ground unit is in mainland
 * Italy on or north of the Monte Cassino hex row (7.1.1).
 *
 * Reading of "on or north of the hex row": the row (2915, 3016, 3116, 3217, 3317, 3418, 3518) steps
 * across the map, one hex per column; a unit is compared with the row's hex in its own column —
 * that hex or any hex above it on the map counts. A unit in a column the row does not cross is
 * compared with the row's nearest end hex.
 */
import { keyCell, markedSet, northOf } from '../../src/rules/kit';
import type { Report, RulesUnit, RulesView } from '../../src/rules/types';
import { displayNames, displayOf, isMainland } from './occupation';
import { inUse } from './optional';
import { ALLIES, AXIS, groundOf, sideOf, textAttr } from './units';
import { scenarioOf, turnOf } from './values';

/** 7.1.1: the Allied ground units in mainland Italy on or north of the Monte Cassino row; null when the row is not marked. */
export function northOfCassino(view: RulesView): RulesUnit[] | null {
  const row = [...markedSet(view, 'cassinoRow')].map(keyCell);
  if (row.length === 0) return null;
  return groundOf(view, ALLIES).filter((u) => {
    if (!isMainland(view, u.key)) return false;
    const ref = row.reduce((best, c) => (Math.abs(c.col - u.cell.col) < Math.abs(best.col - u.cell.col) ? c : best));
    return (ref.col === u.cell.col && ref.row === u.cell.row) || northOf(view.map, u.cell, ref);
  });
}

/** 7.1.1 in words. */
export function rUnitsLine(view: RulesView): string {
  const north = northOfCassino(view);
  const rule = 'German "R" units may be selected as reinforcements only if Allied ground units occupy mainland Italy on or north of the Monte Cassino row at the beginning of the Axis Action Phase (7.1.1)';
  if (north === null) return `${rule}; mark the Monte Cassino hex row in the panel to check it.`;
  return north.length > 0
    ? `${rule}: met now — ${north.map((u) => `${u.name} (${view.map.label(u.cell)})`).join(', ')}.`
    : `${rule}: not met now.`;
}

/** The Reinforcement Segment's notes for this GT. */
export function reinforcementReport(view: RulesView): Report {
  const turn = turnOf(view);
  const due = view.offMap.filter((p) => textAttr(p, 'arrives') === String(turn) && displayOf(p.boardName) !== 'reinforcement');
  const lines = [`Move the units in the GT ${turn} box of each TRT to their Reinforcement Displays (4.1, 7.2).`];
  for (const side of [ALLIES, AXIS]) {
    const mine = due.filter((p) => sideOf(p) === side);
    if (mine.length > 0) lines.push(`${side} due on GT ${turn}: ${mine.map((p) => `${p.name} (${displayOf(p.boardName) === 'other' ? p.boardName : displayNames[displayOf(p.boardName)]})`).join(', ')}.`);
  }
  lines.push(
    'A Reinforcement Action costs 1 AP: roll 1d6 for how many units of one contingent deploy, at most those available (7.2). Event reinforcements cost no AP (7.2).',
    'Axis mobile units deploy in the Axis Staging Area, parachute and mountain units also on an Axis functional airfield; Allied mobile units in the Allied Staging Area or an Allied functional port, airborne units also on an Allied functional airfield (7.3). Air and naval units deploy in the Staging Areas only (7.6).',
    'A garrison deploys by a separate action of 1 AP, at full strength, in a city, port or airfield hex with a friendly mobile ground unit and no garrison (7.5).',
    rUnitsLine(view),
  );
  // 36.1 1st SS Panzer, FHH Panzergrenadier and the FJV commando unit are available on GT 3
  if (turn === 3 && inUse(view, 'victory-south')) lines.push('Victory in the South: the 1st SS Panzer, FHH Panzergrenadier and FJV commando unit are available on GT 3 and deployed as standard reinforcements (36.1); the FJV remains available even if used in Operation Achse.');
  if (scenarioOf(view) === '2' && turn === 3) lines.push('Scenario II: the Allies start with the GT 3 reinforcements already in play at no AP; the Axis recruits its GT 3 reinforcements normally (27.2 SR 4).');
  return { summary: `reinforcements on GT ${turn}: ${due.length} due`, lines };
}
