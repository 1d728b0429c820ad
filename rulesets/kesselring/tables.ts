/**
 * Kesselring's War's tables. The text prints the Events Tables (28.0) and the Operation Achse
 * Table (30.1), so those ship with their words; it prints none of the CRT's, the Air Combat
 * Table's, the Airborne Drop Table's or the TEC's numbers, so those ship as shapes the players
 * type in from their own chart (the demo carries samples labelled as samples).
 */
import type { TableSpec } from '../../src/rules/kit';
import { tecTable } from './terrain';

const dice1d6 = ['1', '2', '3', '4', '5', '6'];

/**
 * 15.3 Combat Results Table: 1d6 by percentage column. The text names the ≤49% column, the
 * 200–299% column, a 150% column and the 700% cap (15.4); the columns between follow that
 * pattern and may be edited to match the chart.
 */
export const crt: TableSpec = {
  id: 'crt', name: 'Combat Results Table', rule: '15.3, 16.1', die: '1d6', columnKind: 'percentage',
  shape: { columns: ['≤49%', '50–99%', '100–149%', '150–199%', '200–299%', '300–399%', '400–499%', '500–599%', '600–699%', '700%'], rows: dice1d6 },
  editableShape: true,
  codes: [
    { pattern: 'AA|AE|AD|AW|BA|DD|DE|DW', example: 'DD', meaning: 'AA attacker attrition, AE attacker eliminated, AD attacker defeated, AW attacker withdrawal, BA mutual attrition, DD defender defeated, DE defender eliminated, DW defender withdrawal (16.1)' },
    { pattern: '-|—|NE', example: '-', meaning: 'no effect' },
  ],
  notes: 'The text names the ≤49%, 150%, 200–299% and 700% columns (15.3, 15.4); check the columns between against your chart and edit them if they differ. Odds above 700% read the 700% column, below 50% the ≤49% column.',
};

/** 20.5 Air Combat Table: 1d6, columns are bombardment factors (21.2.1) or air-air differentials (21.3.1). */
export const airCombat: TableSpec = {
  id: 'air', name: 'Air Combat Table', rule: '20.5', die: '1d6', columnKind: 'named',
  shape: { columns: ['0', '1', '2', '3', '4', '5'], rows: dice1d6 },
  editableShape: true,
  codes: [
    { pattern: 'A1|D1|D2|DR|E1', example: 'D1', meaning: 'A1, D1, D2, DR, E1 as 21.2.2 (bombardment) and 21.3.2 (interception) explain them' },
    { pattern: '-|—', example: '-', meaning: 'no effect' },
  ],
  notes: 'Type your chart\'s columns (a number or a signed differential each, lowest first) and results. Totals below the first column read the first, above the last the last (20.5).',
};

/** 19.2 Airborne Drop Table: 1d6 with DRM. */
export const airborneDrop: TableSpec = {
  id: 'drop', name: 'Airborne Drop Table', rule: '19.2', die: '1d6', columnKind: 'named',
  shape: { columns: ['Result'], rows: dice1d6 },
  editableShape: true,
  codes: [{ pattern: '.{1,40}', example: 'Landed', meaning: 'as printed on your chart (the text does not list the drop results)' }],
};

/** The Terrain Effects Chart (13.4, 15.5), declared with the terrain (terrain.ts). */
export const tec: TableSpec = tecTable.spec;

/** 28.0 Events Tables as printed: each event once per game; a repeat is ignored and not rolled again. */
export const alliedEvents: TableSpec = {
  id: 'events-allies', name: 'Allied Events Table', rule: '28.0', die: '1d6', columnKind: 'named',
  shape: { columns: ['Event'], rows: dice1d6 },
  codes: [{ pattern: '.+', example: 'SHAEF Support', meaning: 'the event' }],
  data: {
    columns: ['Event'], rows: dice1d6, cells: [
      ['Armor Withdrawal: withdraw one Allied armored division (9.1, 9.2)'],
      ['Balkans Intrigue: withdraw one Allied infantry division, one airborne division, and recycle one available Amphib two GT (9.1, 9.2); a withdrawal is ignored if no such unit is available'],
      ['Command Dispute: deduct 2 AP from the Allied track'],
      ['Accelerated Reinforcement: select one unit from a later GT and immediately deploy it (7.3, 7.4)'],
      ['SHAEF Support: add 4 AP to the Allied track'],
      ['Morale: if Allied units occupy more Objective hexes than the Axis, add 2 AP to the Allied track; otherwise add 2 AP to the Axis track'],
    ],
  },
};

export const axisEvents: TableSpec = {
  id: 'events-axis', name: 'Axis Events Table', rule: '28.0', die: '1d6', columnKind: 'named',
  shape: { columns: ['Event'], rows: dice1d6 },
  codes: [{ pattern: '.+', example: 'OKW Support', meaning: 'the event' }],
  data: {
    columns: ['Event'], rows: dice1d6, cells: [
      ['Unit Withdrawal: withdraw one German panzer or parachute division and one German air unit (9.1, 9.2)'],
      ['Defense of the Reich: withdraw two TAC air units (9.1, 9.2)'],
      ['Command Dispute: deduct 1 AP from the Axis track'],
      ['Accelerated Reinforcement: select one unit from a later GT and immediately deploy it (7.3, 7.4)'],
      ['OB Sudwest: the Axis has the Initiative this turn; select one unit in the Withdrawn display and deploy it as a reinforcement (7.3, 7.4); not a withdrawn Italian unit after an Italian surrender'],
      ['OKW Support: add 2 AP to the Axis track'],
    ],
  },
};

/** 30.1 Operation Achse Table as printed (optional rule 30). */
export const achse: TableSpec = {
  id: 'achse', name: 'Operation Achse Table', rule: '30.1', die: '1d6', columnKind: 'named',
  shape: { columns: ['Result', 'AP', 'Axis garrison reductions', 'Axis RSI reinforcements', 'Allied garrison reinforcements', 'Allied ECI reinforcement'], rows: ['1-2', '3-6', '7+'] },
  codes: [{ pattern: '.+', example: 'Failure', meaning: 'as printed' }],
  data: {
    columns: ['Result', 'AP', 'Axis garrison reductions', 'Axis RSI reinforcements', 'Allied garrison reinforcements', 'Allied ECI reinforcement'],
    rows: ['1-2', '3-6', '7+'],
    cells: [
      ['Failure', 'Allies roll 1d6', 'Yes, 2× 1d6', 'No', 'Yes, roll 1d6', 'Yes'],
      ['Moderate Success', 'Axis add 1d6 + Allies add 1d6', 'Yes, roll 1d6', 'Yes', 'Yes, roll 1d6', 'Yes'],
      ['Total Success', 'Axis add 1d6', 'None', 'Yes', 'No', 'No'],
    ],
  },
};

export const tables: readonly TableSpec[] = [crt, airCombat, airborneDrop, tec, alliedEvents, axisEvents, achse];
