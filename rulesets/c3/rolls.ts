/**
 * The rolls besides close combat (3–5): mission counts (clamped 1–6), bombardments, air drops,
 * dispersal, landings, regrouping of Dispersed units and the Tank/Anti-Tank combat. Each reads the
 * players' typed table; where the text gives a modifier's size it is here, where it does not
 * (anti-aircraft, coastal batteries, the tables' own footnotes) the outcome reminds the players.
 */
import { cellKey, distanceOn, keyCell, lookup, neighboursOn, typedTable, within, type Cell, type Modifier } from '../../src/rules/kit';
import type { RollSpec, RulesView } from '../../src/rules/types';
import { hexValue, isFlat, isSea, missingText } from './costs';
import { isActivatedMarked, isAntiAircraft, isArtillery, isCoastal, unitsOnly } from './units';
import { markedSet, numberValue, turnName, turnOf } from './values';
import { bombardmentName, missionRolls, missionsOf, nextBombardmentText } from './bombardments';

/** Reads a roll on a one-column (or named-column) table, or says what to type. */
function readOn(view: RulesView, id: string, name: string, column: string | number, roll: number): string {
  const table = typedTable(view, id);
  if (!table) return `Type the ${name} in from your chart (rules assistant panel → tables) to read ${roll}.`;
  const read = lookup(table, column, roll);
  return read?.cell ? read.cell : `The ${name} has nothing typed for ${roll}${typeof column === 'string' ? ` in column ${column}` : ''}.`;
}

/** 3.1, 4.1, 5.3.3: a die plus the turn's modifier, never below one or above six. */
function missionRoll(id: string, name: string, rule: string, lastTurn: number): RollSpec {
  return {
    id, name, rule, die: '1d6',
    modifiers: (view) => {
      const m = numberValue(view, 'missionModifier');
      return m === 0 ? [] : [{ id: 'turn', kind: 'drm', value: m, reason: `Game Turn modifier for ${turnName(turnOf(view))}`, rule }];
    },
    outcome: (roll, view) => {
      const turn = turnOf(view);
      const missions = missionsOf(roll);
      const notes = [`${missions} bombardment mission${missions > 1 ? 's' : ''} (never fewer than 1 nor more than 6); at most three against one hex (5.3.1).`];
      if (turn === 0) notes.push(`In turn S there is no roll: 6 missions (${rule.split(',')[0]}).`);
      else if (turn > lastTurn) notes.push(`Warning: these forces act as a Formation from turn 1 to turn ${lastTurn} as the text prints it (${rule}); this is ${turnName(turn)}.`);
      return notes.join(' ');
    },
  };
}

/** Hexes holding units, as target choices. */
function occupiedHexes(view: RulesView): { value: string; label: string }[] {
  const keys = [...new Set(unitsOnly(view).map((u) => u.key))];
  return keys.map((key) => {
    const cell = keyCell(key);
    const names = unitsOnly(view).filter((u) => u.key === key).map((u) => u.name);
    return { value: key, label: `${view.map.label(cell)} — ${names.join(', ')}` };
  });
}

/** Land hexes of the map (a drop or landing target), marked ones first. */
function landHexes(view: RulesView, marks: readonly string[]): { value: string; label: string }[] {
  const keys = new Set<string>();
  for (const m of marks) for (const k of markedSet(view, m)) keys.add(k);
  return [...keys].map((key) => ({ value: key, label: view.map.label(keyCell(key)) }));
}

const chosenCell = (choice: string | undefined): Cell | null => (choice && /^\d+,\d+$/.test(choice) ? keyCell(choice) : null);

/** 5.3.1: the column is the target's terrain value, the sum of the TEC's Bombardment column. */
const bombardmentRoll: RollSpec = {
  id: 'bombardment', name: bombardmentName, rule: '5.3.1', die: '2d6', choiceLabel: 'Target hex',
  choices: occupiedHexes,
  modifiers: () => [],
  outcome: (roll, view, choice) => {
    const cell = chosenCell(choice);
    if (!cell) return 'Choose the target hex first.';
    const value = hexValue(view, cell, 'Bombardment');
    const count = nextBombardmentText(view, view.map.label(cell));
    if (value.kind !== 'number') return `Not read: ${missingText(value, 'Bombardment')}. ${count}`;
    const result = readOn(view, 'bombardment', 'Bombardment Table', String(value.value), roll);
    const aa = neighboursOn(view.map, cell).concat([cell]).some((c) => unitsOnly(view).some((u) => u.key === cellKey(c) && isAntiAircraft(u)));
    const batteries = unitsOnly(view).some((u) => isCoastal(u) && distanceOn(view.map, u.cell, cell) <= 1);
    const notes = [`Terrain value ${value.value} (${value.rows.join(' + ')}): ${result}. * turns a city or town to rubble (road and port destroyed), D Disorganizes the target, 1 costs a step of the owner's choice (5.3.1).`];
    const guns = unitsOnly(view).filter((u) => isArtillery(u) && distanceOn(view.map, u.cell, cell) <= 4 && !isActivatedMarked(view, u));
    if (guns.length > 0) notes.push(`Artillery within 4 hexes not yet Activated: ${guns.map((g) => `${g.name} (${view.map.label(g.cell)})`).join(', ')}; each fires once a turn, offensive or defensive, then is marked Activated (5.3.2, 5.4).`);
    notes.push(count);
    if (aa) notes.push('Anti-aircraft is near: an air bombardment roll takes your chart\'s AA modifier (5.3.3).');
    if (batteries) notes.push('A coastal battery is near: a naval bombardment roll takes your chart\'s modifier (5.3.4).');
    return notes.join(' ');
  },
};

/** 3.2 the Air Drop Table, per target hex; L gives the stack +1 (7.1). */
const airDropRoll: RollSpec = {
  id: 'airdrop', name: 'Air drop', rule: '3.2', die: '1d6', choiceLabel: 'Drop hex',
  choices: (view) => landHexes(view, ['airfields', 'towns', 'cities']),
  modifiers: (): Modifier[] => [{ id: 'loreto', kind: 'drm', value: 1, reason: 'a unit with the L skill drops in the stack', rule: '7.1', situational: true, on: false }],
  outcome: (roll, view, choice) => {
    const cell = chosenCell(choice);
    const result = readOn(view, 'airdrop', 'Air Drop Table', 0, roll);
    const notes = [`${result}. #E companies eliminated (chosen at random), #D Dispersed (the opponent chooses): roll Dispersal for each; one landing at sea is eliminated unless a Swimmer (3.2, 7.1). At most three companies per hex; anti-tank companies land Dispersed in their hex.`];
    if (cell) {
      const aa = within(view.map, cell, 1).some((c) => unitsOnly(view).some((u) => u.key === cellKey(c) && isAntiAircraft(u)));
      if (aa) notes.push('Anti-aircraft is next to the drop hex: apply your chart\'s AA modifier.');
      if (unitsOnly(view).some((u) => u.key === cellKey(cell))) notes.push('The hex is occupied: after all the Formation\'s drops, the non-Dispersed units must attack it at halved Combat Value; if they do not free it they are eliminated (3.2).');
    }
    return notes.join(' ');
  },
};

const dispersalRoll: RollSpec = {
  id: 'dispersal', name: 'Dispersal', rule: '3.2', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) => `${readOn(view, 'dispersal', 'Dispersal table', 0, roll)}. The company lands on its Dis side; at sea it is eliminated, unless a Swimmer, placed in the closest land hex (7.1).`,
};

/** 4.2 the Amphibious Landing Table, per unit; S gives +1 (7.1). */
const landingRoll: RollSpec = {
  id: 'landing', name: 'Amphibious landing', rule: '4.2, 4.2.1', die: '1d6', choiceLabel: 'Landing hex',
  choices: (view) => landHexes(view, ['beachheads', 'ports']),
  modifiers: (): Modifier[] => [{ id: 'san-marco', kind: 'drm', value: 1, reason: 'the landing unit has the S skill (San Marco)', rule: '7.1', situational: true, on: false }],
  outcome: (roll, view, choice) => {
    const cell = chosenCell(choice);
    const notes = [`${readOn(view, 'landing', 'Amphibious Landing Table', 0, roll)}. Up to 2 stacking points per hex per wave; an occupied landing hex is attacked from the sea at halved Combat Value, and an Ar eliminates the attackers (4.2).`];
    if (cell && !isFlat(view, cell)) notes.push('The landing hex is not flat: the first wave is one Marine Infantry unit only (4.2).');
    if (cell && isSea(view, cell)) notes.push('That hex is sea: land on a coastal hex.');
    return notes.join(' ');
  },
};

/** 3.2: from turn 1 a Dispersed unit regroups on 1 or 2, −1 per turn after the first. */
const regroupRoll: RollSpec = {
  id: 'regroup', name: 'Regroup a Dispersed unit', rule: '3.2', die: '1d6',
  modifiers: (view) => {
    const turn = turnOf(view);
    return turn >= 2 ? [{ id: 'turn', kind: 'drm', value: -(turn - 1), reason: `${turnName(turn)}: −1 per turn after turn 1`, rule: '3.2' }] : [];
  },
  outcome: (roll, view) => {
    if (turnOf(view) === 0) return 'Dispersed units regroup from turn 1 (3.2).';
    return roll <= 2 ? 'Regrouped: turn it to its normal side; it moves normally (3.2).' : 'Still Dispersed: it may move one hex without considering the terrain (3.2).';
  },
};

/** 5.5.2: a die per attacking armoured unit on the Armoured Attack Table. */
const armourRoll: RollSpec = {
  id: 'armour', name: 'Tank/Anti-Tank combat', rule: '5.5.2', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) => `${readOn(view, 'armour', 'Armoured Attack Table', 0, roll)}. A1: the attacker loses a step; D1: the defender does; armoured or anti-tank units first (5.5.2). Apply the modifiers at the bottom of your table.`,
};

export const rolls: readonly RollSpec[] = [
  missionRoll('air-missions', missionRolls[0].name, '3.1, 5.3.3', 4),
  missionRoll('naval-missions', missionRolls[1].name, '4.1, 5.3.4', 1),
  bombardmentRoll, airDropRoll, dispersalRoll, landingRoll, regroupRoll, armourRoll,
];
