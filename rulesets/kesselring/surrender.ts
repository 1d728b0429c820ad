/**
 * The scenario rolls around Italy's war: the Allied Air Offensive after set-up (27.1 SR 2, 27.2
 * SR 3), the rolls of the Italian Surrender (27.1 SR 3b, 3c) and, in their place with optional
 * rule 30, Operation Achse (30.1, 30.2) with the AP it grants.
 */
import { lookup, markedSet, type Finding, type Modifier } from '../../src/rules/kit';
import type { Report, RollSpec, RulesView } from '../../src/rules/types';
import { apBy, apOf } from './apTrack';
import { hexList, objectiveKeys, occupierOf, piecesIn } from './occupation';
import { achse } from './tables';
import { ALLIES, AXIS, contingentOf, groundOf, isAir, isGarrison, isItalian, isMobile, isReduced, unitsOnly } from './units';
import { flagValue, scenarioOf, turnOf } from './values';
import { inUse } from './optional';

const sides = [{ value: ALLIES, label: 'Allies' }, { value: AXIS, label: 'Axis' }];

const axisGarrisons = (view: RulesView) => groundOf(view, AXIS).filter(isGarrison);

/** "N Axis garrisons: 3 on the map (2 at full strength)". */
function garrisonCount(view: RulesView): string {
  const all = axisGarrisons(view);
  return `${all.length} Axis garrison${all.length === 1 ? '' : 's'} on the map (${all.filter((u) => !isReduced(u)).length} at full strength)`;
}

const achseWarning = (view: RulesView): string =>
  inUse(view, 'achse') ? ' Warning: optional rule 30 (Operation Achse) is in use and replaces this special rule: roll on the Operation Achse Table instead (30.0).' : '';

/** 27.1 SR 2, 27.2 SR 3. */
const airOffensiveRoll: RollSpec = {
  id: 'air-offensive', name: 'Allied Air Offensive', rule: '27.1 SR 2, 27.2 SR 3', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) =>
    `Reduce ${roll} Axis Garrison${roll === 1 ? '' : 's'} by one step each, once, after the initial set-up (27.1, 27.2); ${garrisonCount(view)}. A reduced garrison has no flak (12.1).`,
};

/** 27.1 SR 3b. */
const surrenderGarrisonsRoll: RollSpec = {
  id: 'surrender-axis', name: 'Italian Surrender: Axis garrisons', rule: '27.1 SR 3b', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) =>
    `The Axis must select and reduce ${roll} Garrison unit${roll === 1 ? '' : 's'} by one step (27.1 SR 3b); ${garrisonCount(view)}.${achseWarning(view)}`,
};

/** 27.1 SR 3c: Objective hexes on Sicily and Sardinia, not Axis occupied. */
export function surrenderGarrisonHexes(view: RulesView): string[] {
  const islands = new Set([...markedSet(view, 'sicily'), ...markedSet(view, 'sardinia')]);
  return [...objectiveKeys(view)].filter((k) => islands.has(k) && occupierOf(view, k) !== AXIS);
}

const surrenderAlliedRoll: RollSpec = {
  id: 'surrender-allies', name: 'Italian Surrender: Allied garrisons', rule: '27.1 SR 3c', die: '1d6',
  modifiers: () => [],
  outcome(roll, view) {
    const hexes = surrenderGarrisonHexes(view);
    return `The Allies deploy ${roll} Garrison${roll === 1 ? '' : 's'} at no AP cost on Objective hexes on Sicily and Sardinia; they need not be Allied occupied but cannot be Axis occupied (27.1 SR 3c). Open now: ${hexes.length > 0 ? hexList(view, hexes) : 'none'}.${achseWarning(view)}`;
  },
};

/** 30.2, what each column of the Achse Table asks for. */
const achseNotes: Readonly<Record<string, string>> = {
  'Axis garrison reductions': 'reduce that number of Axis garrison units by one step, or eliminate a full-strength one for two losses',
  'Axis RSI reinforcements': 'Aslto infantry brigade, Mas commando brigade and ANR TAC air go on the TRT for the following GT, as German units (30.3)',
  'Allied garrison reinforcements': 'that many Allied garrisons at no AP cost in port and/or airfield hexes in Sicily and/or Sardinia, not holding garrisons or German units (EZOC allowed)',
  'Allied ECI reinforcement': 'the ECI motorized unit (1 RM) goes on the TRT for the following GT, in the Commonwealth contingent (30.3)',
};

/** 30.1 2a, 2b: German mobile units in Roma, Napoli and Foggia; the FJV committed. Napoli and Foggia are not marked hexes, so the players tick it. */
function achseModifiers(view: RulesView): Modifier[] {
  const roma = [...markedSet(view, 'roma')].some((k) => groundOf(view, AXIS).some((u) => u.key === k && isMobile(u) && contingentOf(u) === 'German'));
  return [
    { id: 'cities', kind: 'drm', value: 1, reason: `German mobile ground units occupy Roma, Napoli and Foggia (Roma: ${roma ? 'yes' : 'no'})`, rule: '30.1', situational: true, on: false },
    { id: 'fjv', kind: 'drm', value: 1, reason: 'the Germans commit the FJV commando unit', rule: '30.1', situational: true, on: false },
  ];
}

const achseRoll: RollSpec = {
  id: 'achse', name: 'Operation Achse', rule: '30.1, 30.2', die: '1d6',
  modifiers: achseModifiers,
  outcome(roll, view) {
    const data = achse.data!;
    const row = lookup(data, 0, roll)?.row ?? '?';
    const cells = data.columns.map((c, i) => ({ column: c, cell: lookup(data, i, roll)?.cell ?? '' }));
    const parts = cells.slice(1).map(({ column, cell }) => `${column}: ${cell}${achseNotes[column] && !/^(no|none)$/i.test(cell) ? ` — ${achseNotes[column]}` : ''}`);
    const notes = [`${roll}: ${cells[0].cell} (row ${row}, 30.1).`, `${parts.join('; ')}.`];
    notes.push('First the Axis withdraws all Italian mobile ground and air units; garrisons remain (30.1). The Allies may invade the mainland whatever the result (30.1).');
    if (!inUse(view, 'achse')) notes.push('Note: Operation Achse is optional rule 30, not switched on in the assistant panel.');
    return notes.join(' ');
  },
};

/** 30.2 AP: the side rolls 1d6 and gains that many AP (5.2). */
const achseApRoll: RollSpec = {
  id: 'achse-ap', name: 'Operation Achse AP', rule: '30.2', die: '1d6', choiceLabel: 'Side gaining AP',
  choices: () => sides,
  modifiers: () => [],
  outcome: (roll, view, choice) => (choice ? `${choice} gain ${roll} AP (30.2): ${apOf(view, choice)} → ${String(apBy(view, choice, roll, '').value)}.` : 'Choose the side first.'),
  changes: (roll, view, choice) => (choice ? [apBy(view, choice, roll, `Operation Achse on GT ${turnOf(view)} (30.2)`)] : []),
};

export const surrenderRolls: readonly RollSpec[] = [airOffensiveRoll, surrenderGarrisonsRoll, surrenderAlliedRoll, achseRoll, achseApRoll];

/** 27.1 SR 3, 30.1: how many of each island's Objective hexes Allied ground units occupy. */
export function islandsHeld(view: RulesView): { island: string; objectives: number; held: number }[] {
  return [['Sicily', 'sicily'], ['Sardinia', 'sardinia']].map(([island, id]) => {
    const objectives = [...objectiveKeys(view)].filter((k) => markedSet(view, id).has(k));
    return { island, objectives: objectives.length, held: objectives.filter((k) => occupierOf(view, k) === ALLIES).length };
  });
}

/** The Italian Surrender check (27.1 SR 3; 30.1 with Operation Achse). */
export function surrenderReport(view: RulesView): Report {
  const achseInUse = inUse(view, 'achse');
  if (flagValue(view, 'italianSurrender')) return { summary: 'Italian Surrender: has occurred', lines: ['Italy has surrendered: all Allied units may enter mainland Italy (27.1 SR 4c).'] };
  if (scenarioOf(view) === '2') {
    const findings: Finding[] = [{ severity: 'warning', rule: '27.2 SR 2', text: 'Scenario II begins after the Italian Surrender: mark it as occurred' }];
    return { summary: 'Italian Surrender: has occurred (Scenario II)', lines: ['Scenario II begins after the Italian Surrender; all Italian ground and air units start withdrawn (27.2).'], findings, changes: [{ id: 'italianSurrender', value: true, why: 'Scenario II: the surrender has occurred (27.2 SR 2)' }] };
  }
  const islands = islandsHeld(view);
  const lines = islands.map((i) => `${i.island}: Allied ground units occupy ${i.held} of ${i.objectives} Objective hexes${i.objectives === 0 ? ' (mark the island and its Objectives in the panel)' : ''}.`);
  const taken = islands.filter((i) => i.objectives > 0 && i.held === i.objectives);
  if (taken.length === 0) {
    return { summary: 'Italian Surrender: not yet', lines: [...lines, 'Italy surrenders when Allied ground units occupy all Objective hexes on Sicily or on Sardinia (27.1 SR 3). Until then Allied ground units may not enter mainland Italy; Allied air units may bombard it (27.1 SR 4).'] };
  }
  const italians = [...groundOf(view, AXIS), ...unitsOnly(view).filter(isAir)].filter((u) => isItalian(u) && (isMobile(u) || isAir(u)));
  const staged = piecesIn(view, 'staging', AXIS).filter((p) => isItalian(p) && !isGarrison(p));
  const withdraw = [...italians.map((u) => `${u.name} (${view.map.label(u.cell)})`), ...staged.map((p) => `${p.name} (Staging Area)`)];
  lines.push(`${taken.map((i) => i.island).join(' and ')}: every Objective is Allied occupied: Italy surrenders ${achseInUse ? 'at the beginning of the End of Turn Phase (30.1)' : 'at the end of the Action Phase (27.1 SR 3)'}.`);
  lines.push(`Withdraw all Italian mobile ground and air units${achseInUse ? '; garrisons remain (30.1)' : ' (27.1 SR 3a)'}: ${withdraw.join(', ') || 'none on the map or in the Staging Area'}.`);
  lines.push(achseInUse
    ? 'Then the Axis rolls on the Operation Achse Table (Rolls: Operation Achse, 30.1).'
    : 'Then roll "Italian Surrender: Axis garrisons" (3b) and "Italian Surrender: Allied garrisons" (3c); from now on all Allied units may enter mainland Italy (27.1 SR 4c).');
  return {
    summary: 'Italian Surrender: occurs', lines,
    changes: [{ id: 'italianSurrender', value: true, why: `all Objectives on ${taken.map((i) => i.island).join(' and ')} are Allied occupied (27.1 SR 3)` }],
  };
}
