/**
 * The optional victory conditions: Victory in the South (36.3) — "The Axis must occupy, with mobile
 * or static ground units, all Objective hexes on Mainland Italy during the End of Turn phase of GT
 * 8. If the Axis fails to occupy all these hexes, the Allies win a Strategic Victory." — and the
 * Mediterranean Gambit (37.2), the same for the Allies, the Axis winning when they fail; "If both
 * Optional Rules 36.0 AND 37.0 are in use, and neither side achieves the specified victory
 * conditions, the game ends in a draw."
 *
 * Reading: the text names no verdict for a side that meets its own condition when the other rule is
 * not in use; the End Game Victory by VP (3.2, 3.3) then decides, and the report says so.
 */
import type { RulesView } from '../../src/rules/types';
import { hexList, isMainland, objectiveKeys, occupiedBy } from './occupation';
import { inUse } from './optional';
import { ALLIES, AXIS } from './units';
import { turnOf } from './values';

/** 36.3, 37.2: GT 8 is when the condition is judged. */
export const OPTIONAL_VICTORY_TURN = 8;

export interface OptionalVictory {
  /** The verdict when the rules in use decide the game now, else null. */
  verdict: string | null;
  lines: string[];
}

/** What 36.3 and 37.2 say of the table as it stands; `final` when it is GT 8's End of Turn. */
export function optionalVictory(view: RulesView): OptionalVictory {
  const south = inUse(view, 'victory-south');
  const gambit = inUse(view, 'mediterranean-gambit');
  if (!south && !gambit) return { verdict: null, lines: [] };
  const mainland = [...objectiveKeys(view)].filter((k) => isMainland(view, k));
  if (mainland.length === 0) return { verdict: null, lines: ['No Objective hexes on mainland Italy are marked: mark them (and Sicily and Sardinia) to check 36.3 and 37.2.'] };
  const axisAll = occupiedBy(view, AXIS, mainland).length === mainland.length;
  const alliesAll = occupiedBy(view, ALLIES, mainland).length === mainland.length;
  const final = turnOf(view) >= OPTIONAL_VICTORY_TURN;
  const when = final ? 'at the End of Turn of GT 8' : `now (judged at the End of Turn of GT ${OPTIONAL_VICTORY_TURN})`;
  const lines = [`Mainland Objectives (${hexList(view, mainland)}): Axis occupy ${occupiedBy(view, AXIS, mainland).length}, Allies ${occupiedBy(view, ALLIES, mainland).length} of ${mainland.length}, ${when}.`];
  let verdict: string | null = null;
  if (south && gambit && !axisAll && !alliesAll) {
    verdict = 'Draw';
    lines.push('Neither side occupies all of them, with both 36.0 and 37.0 in use: the game ends in a draw (37.2).');
  } else if (south && !axisAll) {
    verdict = 'Allied Strategic Victory';
    lines.push('The Axis fails to occupy all of them: the Allies win a Strategic Victory (36.3).');
  } else if (gambit && !alliesAll) {
    verdict = 'Axis Strategic Victory';
    lines.push('The Allies fail to occupy all of them: the Axis win a Strategic Victory (37.2).');
  } else lines.push(`${axisAll ? 'The Axis' : 'The Allies'} occupy all of them (${axisAll ? '36.3' : '37.2'}); the text names no further verdict, so the End Game Victory by VP decides (3.2, 3.3).`);
  return { verdict: final ? verdict : null, lines };
}
