/**
 * The hex-map questions, which an area game does not ask: moves and combats in German High Command
 * are walked through as procedures (4.2, 6.0), so reach, move verdicts and the combat dialog answer
 * neutrally and say so. The whole-table check looks at what the values can show: a track set
 * outside its range, more Technology markers than Strategic Warfare dice.
 */
import type { Finding } from '../../src/rules/kit';
import type { CombatOutcome, CombatSetup, MoveVerdict, Reach, RulesView, Ruleset } from '../../src/rules/types';
import { numberValue, values } from './values';

const PROCEDURES_NOTE = 'moves and combats in this game are walked through as procedures (4.2, 6.0)';
const note: Finding = { severity: 'info', rule: '4.2, 6.0', text: PROCEDURES_NOTE };

export const reach: Ruleset['reach'] = (): Reach => ({ cost: new Map(), stops: new Set(), allowance: 0, pathTo: () => null, notes: [note] });

export const checkMove: Ruleset['checkMove'] = (): MoveVerdict => ({ legal: true, spent: null, allowance: 0, cheapest: null, findings: [note], summary: `no verdict: ${PROCEDURES_NOTE}` });

export const combat: Ruleset['combat'] = (_view, attackerIds, defenderCell): CombatSetup => ({
  attackers: [...attackerIds], defenders: [], defenderCell, attack: 0, defence: 0, strengthNotes: [PROCEDURES_NOTE],
  baseColumn: '—', columns: [], modifiers: [], findings: [note], tableId: '',
});

export const resolveCombat: Ruleset['resolveCombat'] = (_view, _setup, _mods, roll): CombatOutcome => ({
  column: '—', shift: 0, drm: 0, roll, modifiedRoll: roll, result: null, explanation: [PROCEDURES_NOTE], summary: `no combat table: ${PROCEDURES_NOTE}`,
});

export function checkTable(view: RulesView): Finding[] {
  const findings: Finding[] = [];
  for (const spec of values) {
    const v = view.values[spec.id];
    if (spec.kind !== 'number' || typeof v !== 'number') continue;
    if ((spec.min !== undefined && v < spec.min) || (spec.max !== undefined && v > spec.max)) {
      findings.push({ severity: 'warning', rule: spec.rule ?? '', text: `${spec.label} is ${v}, outside ${spec.min}–${spec.max}` });
    }
  }
  const sw = numberValue(view, 'strategicWarfare');
  const tech = numberValue(view, 'technology');
  if (tech > sw) findings.push({ severity: 'info', rule: '4.1', text: `${tech} Technology markers for ${sw} Strategic Warfare dice: all ${sw} are grey` });
  return findings;
}
