/**
 * What a Close Combat Table result means (5.5.1.1–5.5.1.3), said for the players: steps lost,
 * Ar and Dr retreats (a loss instead in a city or rubble), Intense Combat and its choices, landing
 * attackers eliminated by an Ar (4.2), coastal and AA units eliminated when forced to retreat
 * (7.3), retreat priorities and the advance.
 */
import { cellKey, type Cell } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { markedSet } from './values';

/** One side's part of a result: steps lost and/or a retreat, or Intense Combat. */
export interface SideResult {
  steps: number;
  retreat: boolean;
  intense: boolean;
}

/** Reads one side's code: "2", "Ar", "1Dr", "Dr1", "Cl", "-". */
export function readSide(code: string): SideResult {
  const t = code.trim();
  const steps = Number(/\d+/.exec(t)?.[0] ?? 0);
  return { steps, retreat: /Ar|Dr/.test(t), intense: t === 'Cl' };
}

/** Splits a cell into attacker's and defender's results ("Cl" alone is Intense Combat for both). */
export function readResult(cell: string): { attacker: SideResult; defender: SideResult } {
  const [a, d] = cell.includes('/') ? cell.split('/') : [cell, cell];
  return { attacker: readSide(a), defender: readSide(d) };
}

const retreatPriorities = 'retreat through passable hexes free of enemy units, choosing in order: away from the enemy, not adjacent to the enemy, lowest movement cost, within the stacking limit; over friendly units only when nothing else is open; units that cannot retreat surrender (5.5.1.3)';

/** The result in words for each side, with the rules. */
export function explainResult(view: RulesView, cell: string, defender: Cell, context: { fromSea: boolean; coastalOrAaDefends: boolean }): string[] {
  const { attacker, defender: def } = readResult(cell);
  const key = cellKey(defender);
  const hardCover = markedSet(view, 'cities').has(key) || markedSet(view, 'rubble').has(key);
  const out: string[] = [];
  if (attacker.intense || def.intense) {
    out.push('Cl, Intense Combat: the attacker decides first. Attacker refuses: the combat ends. Defender refuses: it retreats one hex without being Disrupted. Both accept: each side loses one step, then a second round on the same column; a second Cl accepted by both costs a step each again and the units stay (5.5.1.1).');
    return out;
  }
  if (attacker.steps > 0) out.push(`Attacker loses ${attacker.steps} step${attacker.steps > 1 ? 's' : ''} (5.5.1.2: at the end of combat, elite units that used their bonus first, as evenly as possible).`);
  if (attacker.retreat) {
    if (context.fromSea) out.push('Ar against a stack landing from the sea: the attackers are eliminated (4.2).');
    else if (hardCover) out.push('Ar, but the defender is in a city or rubble: the attacker loses 1 step instead and does not retreat (5.5.1.1).');
    else out.push(`Ar: the attackers retreat one hex and are Disrupted (5.5.1.1); ${retreatPriorities}.`);
  }
  if (def.steps > 0) out.push(`Defender loses ${def.steps} step${def.steps > 1 ? 's' : ''} (5.5.1.2).`);
  if (def.retreat) {
    if (hardCover) out.push('Dr, but the defender is in a city or rubble: it loses 1 step instead and stays (5.5.1.1).');
    else {
      out.push(`Dr: the defenders retreat two hexes and are Disrupted (5.5.1.1); ${retreatPriorities}.`);
      if (context.coastalOrAaDefends) out.push('Coastal and anti-aircraft units forced to retreat are eliminated (7.3).');
      out.push('If the hex is left empty, attackers allowed to enter it may advance into it within its stacking limit (5.5.1.3).');
    }
  }
  if (out.length === 0) out.push('No effect on either side.');
  return out;
}
