/**
 * A CRT result in words (11.7.1, 10.2, 10.4, 12.0): who loses how many steps and in what order,
 * whether the defenders may roll on the Morale Table to retreat instead of one step loss, the
 * Casualty Track, and the advance into an emptied hex.
 */
import { signed } from '../../src/rules/kit';
import type { CombatSetup, RulesUnit, RulesView } from '../../src/rules/types';
import { nationsOf } from './combatContext';
import { moraleOf, type MoraleArmy } from './morale';
import { isAssault, isGroundUnit, isHq, nationalityOf } from './units';

/** A CRT cell read as steps: "3/1", "E" (all defenders eliminated), "1/E". Null for a code this assistant does not know. */
export function parseCrtResult(code: string): { attacker: number; defender: number | 'E' } | null {
  const text = code.trim().toUpperCase();
  if (text === 'E') return { attacker: 0, defender: 'E' };
  const match = /^(\d+)\/(\d+|E)$/.exec(text);
  if (!match) return null;
  return { attacker: Number(match[1]), defender: match[2] === 'E' ? 'E' : Number(match[2]) };
}

const unitsOf = (view: RulesView, ids: readonly string[]) => view.units.filter((u) => ids.includes(u.id));
const steps = (n: number) => `${n} step${n === 1 ? '' : 's'}`;

/** 11.7.1: the order steps come off. Reading: the assault-first rule binds the attackers (the units of "an attack"). */
function lossOrder(units: readonly RulesUnit[], who: 'attacker' | 'defender'): string[] {
  const lines = ['No unit may be eliminated until every two-step unit in the combat, even those attacking from different hexes, has lost a step (11.7.1).'];
  const fighting = units.filter((u) => !isHq(u));
  if (who === 'attacker' && fighting.some(isAssault) && fighting.some((u) => !isAssault(u))) {
    lines.push('An assault infantry unit must take the first step loss (11.7.1).');
  }
  return lines;
}

/** The army whose Morale Table the defenders roll on, 'mixed' for a German/Austro-Hungarian stack, or null when morale does not affect them. */
function defendingArmy(defenders: readonly RulesUnit[]): MoraleArmy | 'mixed' | null {
  const nations = nationsOf(defenders.filter((u) => !isHq(u)));
  if (nations.has('German') && nations.has('Austro-Hungarian')) return 'mixed';
  if (nations.has('Italian')) return 'Italian';
  return nations.has('Austro-Hungarian') && nations.size === 1 ? 'Austro-Hungarian' : null;
}

/**
 * 10.4, 12.2: retreating instead of one step loss. Italian and Austro-Hungarian stacks roll on the
 * Morale Table first (reading: an Italian stack with the Czech unit rolls too, as 10.1 exempts only
 * German/Austro-Hungarian stacks); mixed German/Austro-Hungarian stacks and the other nations
 * retreat without a roll, since morale does not affect them (10.1).
 */
function retreatOption(view: RulesView, defenders: readonly RulesUnit[]): string[] {
  const army = defendingArmy(defenders);
  const limits = 'A retreat is one hex, never into an EZOC unless a friendly unit is there, nor when every path overstacks (12.2).';
  if (army === 'Italian' || army === 'Austro-Hungarian') {
    const assault = defenders.some(isAssault) ? ', +2 for the assault infantry in the stack' : '';
    return [
      `The ${army} defenders may instead roll on the Morale Table to retreat in lieu of one step loss: 1d6 ${signed(moraleOf(view, army))} for ${army} morale${assault} (10.4, 12.2). A successful retreat negates only one step loss; it is voluntary.`,
      limits,
    ];
  }
  const why = army === 'mixed' ? 'a mixed German/Austro-Hungarian stack is not affected by morale (10.1)' : 'morale does not affect these units (10.1)';
  return [`The defenders may retreat one hex to absorb one step loss with no Morale Table roll: ${why} (12.2).`, limits];
}

/** 10.2. Reading: every Italian and Austro-Hungarian step lost counts, attacking or defending (10.2's opening sentence, 10.3). */
function casualtyLines(attackers: readonly RulesUnit[], defenders: readonly RulesUnit[], eliminated: boolean): string[] {
  const armies = ['Italian', 'Austro-Hungarian'].filter((a) => [...attackers, ...defenders].some((u) => nationalityOf(u) === a));
  if (armies.length === 0) return [];
  const lines = [`Move the ${armies.join(' and ')} Casualty marker${armies.length > 1 ? 's' : ''} up by every ${armies.join(' or ')} step lost, attacking or defending; a step absorbed by retreat counts too (10.2).`];
  if (eliminated) {
    for (const army of armies) {
      const lost = defenders.filter((u) => nationalityOf(u) === army).reduce((s, u) => s + u.stepsLeft, 0);
      if (lost > 0) lines.push(`The E result costs the ${army} defenders ${steps(lost)} (10.2).`);
    }
  }
  return lines;
}

const advanceLine = 'When the hex is emptied, some or all attacking units may advance into it; assault infantry may then move a second hex, even into an EZOC (12.1, 11.8). A regular unit advancing into contact with an HQ eliminates it but does not enter its hex (15.2).';

/** What a CRT result means for each side, with the rules, in the order it is carried out. */
export function explainResult(view: RulesView, setup: CombatSetup, code: string): string[] {
  const result = parseCrtResult(code);
  if (!result) return [`${code}: not a result this assistant knows; read it on your chart (11.7.1).`];
  const attackers = unitsOf(view, setup.attackers);
  const defenders = unitsOf(view, setup.defenders).filter(isGroundUnit);
  const lines: string[] = [];
  if (result.attacker > 0) {
    lines.push(`${code}: the attackers lose ${steps(result.attacker)}, removed before the defender's losses (11.7.1); attacking units cannot retreat instead (10.2).`);
    lines.push(...lossOrder(attackers, 'attacker'));
  }
  if (result.defender === 'E') {
    lines.push(`${code}: all defending units are eliminated (11.7.1); no Morale Table roll or retreat instead of losses on an E (10.4).`);
    lines.push(...casualtyLines(attackers, defenders, true), advanceLine);
    return lines;
  }
  if (result.defender > 0) {
    lines.push(`${code}: the defenders lose ${steps(result.defender)} (11.7.1).`, ...lossOrder(defenders, 'defender'), ...retreatOption(view, defenders));
  } else {
    lines.push(`${code}: the defenders lose no steps (11.7.1).`);
  }
  lines.push(...casualtyLines(attackers, defenders, false));
  if (result.defender > 0) lines.push(advanceLine);
  return lines;
}
