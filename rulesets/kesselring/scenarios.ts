/**
 * The two scenarios' set-ups (27.1, 27.2) as the text prints them: game length, first GT,
 * initiative, starting AP, each side's order of battle with where it deploys, and the special
 * rules as sentences with their rule numbers. Names are the text's; where it misprints a unit
 * the correction is noted beside it.
 */
import type { RulesView } from '../../src/rules/types';
import { ALLIES, AXIS } from './units';
import { scenarioOf, scenarios, turnOf, type ScenarioId } from './values';

/** Units that deploy in one place, with the text's conditions. */
export interface Deployment {
  where: string;
  units: readonly string[];
  note?: string;
}

export interface SideSetup {
  side: string;
  /** 27.1, 27.2: the Axis deploys first. */
  deploys: 'first' | 'second';
  /** Starting AP: a fixed number, plus one die in Scenario I, plus a normal AP check on GT 3 in Scenario II. */
  startingAp: { fixed: number; plusDie: boolean; note: string };
  deployments: readonly Deployment[];
  specialSupport: readonly string[];
  reinforcements: string;
  withdrawn: readonly string[];
}

export interface ScenarioSetup {
  id: ScenarioId;
  name: string;
  rule: string;
  /** 27.1, 27.2 General 1: game length in GTs and the months covered. */
  length: number;
  months: string;
  firstTurn: number;
  lastTurn: number;
  initiative: string;
  axis: SideSetup;
  allies: SideSetup;
  naval: string;
  specialRules: readonly { rule: string; text: string }[];
}

/** 27.0: for both scenarios. */
export const setupRules: readonly string[] = [
  'Ground combat, air and naval units that start play on the map or in a Staging Area have an asterisk on them (27.0).',
  'Ground combat units are placed on the map or in a Staging Area; air and naval units in the Staging Area or on functional airfields (27.0).',
  'Units deploy at full strength unless otherwise specified; stacking limits apply during set up (27.0, 10.0).',
];

const noSkipAp = 'A normal AP check is not conducted on GT 1: this plus the die roll are the starting AP (4.1, 5.2).';
const gt3Ap = 'Plus a normal AP check in the Command Phase of GT 3, without the AP for the Staging Area: the starting AP stand for them (27.2).';

const scenarioOne: ScenarioSetup = {
  id: '1', name: scenarios['1'].name, rule: '27.1', length: 8, months: 'July 1943 to February 1944',
  firstTurn: scenarios['1'].firstTurn, lastTurn: scenarios['1'].lastTurn, initiative: ALLIES,
  axis: {
    side: AXIS, deploys: 'first', startingAp: { fixed: 8, plusDie: true, note: noSkipAp },
    deployments: [
      { where: 'Cities, ports and/or airfields in mainland Italy, Sicily and Sardinia', units: ['Sixteen garrisons'], note: 'A garrison may also be placed in San Benedetto (hex 3714).' },
      { where: 'Mainland Italy, Sicily, Sardinia', units: ['German 3rd, 15th, 29th and 90th Panzergrenadier Divisions', 'German HG, 16th and 26th Panzer Divisions', 'German A/5 Flak Brigade'], note: 'A maximum of four units may start in Sicily and Sardinia, combined.' },
      { where: 'Axis Staging Area', units: ['German 1st Parachute Division'] },
      { where: 'Sicily', units: ['Italian 4th, 26th, 28th and 54th Infantry Divisions', 'Italian Bersaglieri Infantry Brigade', 'Italian MG12 and MG16 Armor Brigades'] },
      { where: 'Sardinia', units: ['Italian 30th, 31st and 47th Infantry Divisions'] },
      { where: 'Messina (hex 2027)', units: ['A fortification'], note: '35.0 gives Messina as hex 2026: the set-up prints 2027.' },
      { where: 'Axis Staging Area or functional airfields in mainland Italy, Sicily or Sardinia', units: ['All Axis air units'] },
    ],
    specialSupport: ['Kesselring', 'Hube', 'Lehr', '505th Heavy Panzer (the counter errata: properly 504)'],
    reinforcements: '"R" units in the Reinforcement Display; all others on the TRT at their GT of arrival.',
    withdrawn: [],
  },
  allies: {
    side: ALLIES, deploys: 'second', startingAp: { fixed: 14, plusDie: true, note: noSkipAp },
    deployments: [
      { where: 'Allied Staging Area', units: ['British 5th, 50th, 51st and 78th Infantry Divisions', 'British 1st Canadian Infantry Division', 'British Gds Infantry Brigade', 'British 4th and 23rd Armored Brigades', 'British 1st Canadian Armored Brigade', 'British 1st Airborne Division'], note: 'All Allied at-start units are placed in the Staging Area; no garrisons.' },
      { where: 'Allied Staging Area', units: ['US 1st, 3rd, 9th and 45th Infantry Divisions', 'US 2nd Armored Division', 'US 82nd Airborne Division', 'US 1st Armored Group'] },
      { where: 'Allied Staging Area', units: ['French GTM Brigade'] },
      { where: 'Allied Staging Area', units: ['British air: I/DAF, II/DAF, III/DAF, 205G', 'US air: I/12AF, II/12AF, III/12AF, I/15AF'], note: 'The text prints "II DAF" and "IIII/12AF".' },
      { where: 'Allied Staging Area', units: ['British: 1 naval gunfire, 2 amphibious', 'US: 1 naval gunfire, 2 amphibious'] },
    ],
    specialSupport: ['Montgomery', 'Patton', 'Cdo', 'Rangers', 'OSS'],
    reinforcements: 'All remaining Allied units on the TRT at their GT of arrival; all Garrisons in the Reinforcement Display.',
    withdrawn: [],
  },
  naval: 'Naval Interdiction: not in effect.',
  specialRules: [
    { rule: '27.1 SR 1, 4.1', text: 'Sequence of Play: on GT 1 skip the Action Point Determination and Events phases.' },
    { rule: '27.1 SR 2', text: 'Allied Air Offensive: after the initial setup the Allies roll 1d6 and reduce that number of Axis Garrisons by one step each.' },
    { rule: '27.1 SR 3', text: 'Italian Surrender occurs automatically at the end of the Action Phase when Allied ground units occupy all Objective hexes on either Sicily or Sardinia: a) withdraw all Italian mobile ground and air units; b) the Axis rolls 1d6 and reduces that number of Garrisons one step; c) the Allies roll 1d6 and deploy that number of Garrisons, at no AP cost, on Objective hexes on Sicily and Sardinia that are not Axis occupied.' },
    { rule: '27.1 SR 4', text: 'Mainland Invasion: before the Italian Surrender Allied ground units may not enter mainland Italy; Allied air units may bombard it; after the surrender all Allied units may enter.' },
    { rule: '30.0', text: 'Optional Operation Achse replaces the Italian Surrender and Mainland Invasion special rules.' },
  ],
};

const scenarioTwo: ScenarioSetup = {
  id: '2', name: scenarios['2'].name, rule: '27.2', length: 6, months: 'September 1943 to February 1944',
  firstTurn: scenarios['2'].firstTurn, lastTurn: scenarios['2'].lastTurn, initiative: ALLIES,
  axis: {
    side: AXIS, deploys: 'first', startingAp: { fixed: 2, plusDie: false, note: gt3Ap },
    deployments: [
      { where: 'Cities, ports and/or airfields in mainland Italy', units: ['Ten garrisons'], note: 'A garrison may also be placed at San Benedetto (hex 3714).' },
      { where: 'Mainland Italy', units: ['German 3rd, 15th and 29th Panzergrenadier Divisions', 'German HG (reduced), 16th and 26th Panzer Divisions', 'German 1st and 2nd Parachute Divisions', 'German A/5 and B/5 Flak Brigades'] },
      { where: 'Axis Staging Area', units: ['German 90th Panzergrenadier Division'] },
      { where: 'Reggio (hex 2028)', units: ['A fortification'] },
      { where: 'Axis Staging Area or functional airfields in mainland Italy', units: ['German air units'], note: 'Select two German air units and recycle them for GT 4 on the TRT.' },
    ],
    specialSupport: ['Kesselring', 'Hube', 'Lehr', '505th Heavy Panzer (the counter errata: properly 504)', 'KG 100'],
    reinforcements: '"R" units in the Reinforcement Display, all others on the TRT at their GT of arrival; undeployed garrisons in the Reinforcement Display.',
    withdrawn: ['All Italian ground and air units'],
  },
  allies: {
    side: ALLIES, deploys: 'second', startingAp: { fixed: 6, plusDie: false, note: gt3Ap },
    deployments: [
      { where: 'Ports and/or airfields on Sicily', units: ['Five garrisons'] },
      { where: 'Cagliari (hex 1609), Sardinia', units: ['One garrison'] },
      { where: 'Sicily', units: ['British 5th, 50th (reduced), 51st (reduced) and 78th Infantry Divisions', 'British 1st Canadian and 8th Indian Infantry Divisions', 'British Gds Infantry Brigade', 'British 4th and 23rd Armored Brigades', 'British 1st Canadian Armored Brigade', 'British 1st Airborne Division'] },
      { where: 'Allied Staging Area', units: ['British 46th and 56th Infantry Divisions', 'British 7th Armored Division'] },
      { where: 'Sicily', units: ['US 3rd, 9th and 45th Infantry Divisions', 'US 1st Armored Group', 'US 82nd Airborne Division'] },
      { where: 'Allied Staging Area', units: ['US 34th and 36th Infantry Divisions', 'US 1st Armored Division'] },
      { where: 'Sicily', units: ['French GTM Brigade'] },
      { where: 'Allied Staging Area', units: ['British air: I/DAF, II/DAF, III/DAF, 205G', 'US air: I/12AF, II/12AF, III/12AF, I/15AF'], note: 'Select one British and one US air unit and recycle them for GT 4 on the TRT.' },
      { where: 'Allied Staging Area', units: ['British: 1 naval gunfire, 2 amphibious', 'US: 1 naval gunfire, 2 amphibious'] },
    ],
    specialSupport: ['Montgomery', 'Cdo', 'Rangers', 'OSS'],
    reinforcements: 'All remaining Allied units on the TRT at their GT of arrival; undeployed Garrisons in the Reinforcement Display.',
    withdrawn: ['US 1st Infantry Division', 'US 2nd Armored Division', 'Patton'],
  },
  naval: 'Naval Interdiction: not in effect.',
  specialRules: [
    { rule: '27.2 SR 1, 4.1', text: 'Sequence of Play: on GT 3 skip the Events phase.' },
    { rule: '27.2 SR 2', text: 'Italian Surrender has occurred (Scenario I Special Rules).' },
    { rule: '27.2 SR 3', text: 'Allied Air Offensive: after the initial setup the Allies roll 1d6 and reduce that number of Axis Garrisons by one step each.' },
    { rule: '27.2 SR 4', text: 'Reinforcements: the Allies start with the GT 3 reinforcements already in play at no AP expenditure; the Axis recruits GT 3 reinforcements normally.' },
  ],
};

export const scenarioSetups: Readonly<Record<ScenarioId, ScenarioSetup>> = { '1': scenarioOne, '2': scenarioTwo };

/** The set-up of the scenario the players chose. */
export const setupOf = (view: RulesView): ScenarioSetup => scenarioSetups[scenarioOf(view)];

/** 4.1, 27.1, 27.2: the scenario's first GT, whose Events Segment is omitted. */
export const isFirstTurn = (view: RulesView): boolean => turnOf(view) === setupOf(view).firstTurn;

/** The scenario's last GT: the victory check follows it (3.2, 4.1). */
export const lastTurnOf = (view: RulesView): number => setupOf(view).lastTurn;

/** 4.1: the Action Point Segment is omitted on GT 1 of Scenario I (starting AP instead, 27.1). */
export const skipsApSegment = (view: RulesView): boolean => scenarioOf(view) === '1' && turnOf(view) === 1;

/** 4.1, 27.1 SR 1, 27.2 SR 1: the phases a GT of the scenario skips, with why. */
export function skippedPhases(view: RulesView, turn = turnOf(view)): ReadonlyMap<string, string> {
  const setup = setupOf(view);
  const out = new Map<string, string>();
  if (turn === setup.firstTurn) out.set('events', `omitted in the scenario's first GT (4.1, ${setup.rule})`);
  if (setup.id === '1' && turn === 1) out.set('action-points', 'omitted on GT 1 of Scenario I: starting AP instead (4.1, 27.1)');
  return out;
}
