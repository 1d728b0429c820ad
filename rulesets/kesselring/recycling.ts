/**
 * Rolls that put units back on the Turn Record Track: replacements for units eliminated by a
 * combat result (8.1), air units after a mission (20.6, 8.3) and Special Support Units after a
 * combat (23.4). A unit due after the scenario's last GT goes to the Withdrawn display (8.1.1, 8.3).
 */
import type { RollSpec, RulesView } from '../../src/rules/types';
import { inUse } from './optional';
import { lastTurnOf } from './scenarios';
import { turnOf } from './values';

/** The GT a unit comes back on, or the Withdrawn display when that is past the last GT. */
export function returnTurn(view: RulesView, later: number, rule: string): string {
  const back = turnOf(view) + later;
  return back > lastTurnOf(view)
    ? `GT ${back} is after the scenario's last GT ${lastTurnOf(view)}: place it in the Withdrawn display (${rule}, 9.1).`
    : `Place it on the friendly TRT on GT ${back}; it becomes available as a reinforcement that GT (${rule}, 7.2).`;
}

/** 8.1.3: who is never replaced, picked before the roll. */
const replacementCases = [
  { value: 'combat', label: 'Eliminated by a combat result (out of supply too)' },
  { value: 'concentric', label: 'A mobile ground unit eliminated in a concentric attack' },
  { value: 'italian', label: 'An Italian unit' },
  { value: 'garrison', label: 'A garrison' },
] as const;

/** 31.3: a KG or TF, with optional rule 31. */
const kgCase = { value: 'kgtf', label: 'A KG or TF (optional rule 31)' };

/** 8.1.1: 1d6 GT later on the TRT; 8.1.3: permanently eliminated instead; 8.1.2: garrisons return at once. */
const replacementRoll: RollSpec = {
  id: 'replacement', name: 'Replacement', rule: '8.1.1, 8.1.3', die: '1d6', choiceLabel: 'The unit eliminated',
  choices: (view) => (inUse(view, 'kampfgruppen') ? [...replacementCases, kgCase] : replacementCases),
  modifiers: () => [],
  outcome(roll, view, choice) {
    if (choice === 'concentric' || choice === 'italian') {
      return `No replacement: ${choice === 'italian' ? 'Italian units' : 'mobile ground units eliminated in a concentric attack (15.8)'} cannot be replaced; place it in the Permanently Eliminated display (8.1.3). Ignore the roll.`;
    }
    // 31.3 an eliminated KG or TF is returned to the Reinforcement display and may be replaced regardless of its situation when eliminated
    if (choice === kgCase.value) return 'No roll: an eliminated KG or TF is returned to the Reinforcement display and may be replaced regardless of its situation when eliminated (31.3).';
    if (choice === 'garrison') return 'No roll: an eliminated Garrison goes to the Reinforcement display and can be rebuilt at once as an action (8.1.2, 7.5).';
    return `Eliminated on GT ${turnOf(view)}, rolled ${roll}: ${returnTurn(view, roll, '8.1.1')} It returns at full strength (8.1.2). A non-Italian unit eliminated out of supply may be replaced (8.1.3).`;
  },
};

/** 20.6: a die per surviving air unit after its mission. */
const airMissionRoll: RollSpec = {
  id: 'air-mission', name: 'Air mission completion', rule: '20.6, 8.3', die: '1d6',
  modifiers: () => [],
  outcome(roll, view) {
    if (roll <= 4) return `${roll}: the air unit may be used again this GT (20.6); it returns to its airfield or Staging Area (20.1).`;
    return `${roll}: ${returnTurn(view, 1, '20.6, 8.3')} Roll once for each surviving air unit.`;
  },
};

/** 23.4: a die after each combat an SSU was committed to; leaders are not recycled (23.3). */
const ssuRoll: RollSpec = {
  id: 'ssu-recycling', name: 'SSU recycling', rule: '23.4', die: '1d6',
  modifiers: () => [],
  outcome(roll, view) {
    const leaders = 'Leaders (Kesselring, Patton …) are not subject to recycling: no roll for them (23.3).';
    if (roll <= 3) return `${roll}: the SSU remains available for use this GT (23.4). ${leaders}`;
    const next = turnOf(view) + 1;
    const where = next > lastTurnOf(view) ? `This is the last GT (${lastTurnOf(view)}): it is not used again.` : `Place it on the friendly TRT on GT ${next}; it may be deployed as a reinforcement that GT (23.1).`;
    return `${roll}: the SSU is not available until the following GT (23.4). ${where} ${leaders}`;
  },
};

export const recyclingRolls: readonly RollSpec[] = [replacementRoll, airMissionRoll, ssuRoll];
