/**
 * The Withdrawals Chart (29.0) as printed, GT by GT and contingent by contingent, and where each
 * named unit is on the table: on the map, in a Staging Area (both may withdraw, 9.2), or already
 * somewhere it cannot be withdrawn from — then the withdrawal is ignored (9.2).
 *
 * Reading: the chart's US row prints one dash more than it has columns ("— — 2nd Armor Div …
 * — — —"); it is read with the 2nd Armor Div on GT 2 and the 1st Inf Div with Patton on GT 3,
 * which Scenario II confirms by starting (on GT 3) with exactly those three withdrawn (27.2).
 */
import type { OffMapPiece, Report, RulesUnit, RulesView } from '../../src/rules/types';
import { displayNames, displayOf } from './occupation';
import { inUse } from './optional';
import { contingentOf, isDivision, typeOf, unitsOnly, type Contingent } from './units';
import { scenarioOf, turnOf } from './values';

/** One unit the chart names: a leader by name, or a formation by number (or name), kind and size. */
export interface ChartUnit {
  name: string;
  contingent: Exclude<Contingent, 'Italian'>;
  leader?: boolean;
  number?: string;
  kind?: 'armor' | 'infantry' | 'airborne';
  size?: 'division' | 'brigade';
  /** A word in the counter's name when it has no number (Gds). */
  word?: RegExp;
}

export interface ChartTurn {
  turn: number;
  month: string;
  US: readonly ChartUnit[];
  Commonwealth: readonly ChartUnit[];
  German: readonly ChartUnit[];
}

const div = (contingent: ChartUnit['contingent'], name: string, number: string, kind: ChartUnit['kind']): ChartUnit => ({ name, contingent, number, kind, size: 'division' });
const leader = (contingent: ChartUnit['contingent'], name: string): ChartUnit => ({ name, contingent, leader: true });

/** 29.0 as printed. */
export const withdrawalsChart: readonly ChartTurn[] = [
  { turn: 1, month: 'July 1943', US: [], Commonwealth: [], German: [] },
  { turn: 2, month: 'Aug 1943', US: [div('US', '2nd Armor Div', '2', 'armor')], Commonwealth: [], German: [] },
  { turn: 3, month: 'Sep 1943', US: [div('US', '1st Inf Div', '1', 'infantry'), leader('US', 'Patton')], Commonwealth: [], German: [] },
  {
    turn: 4, month: 'Oct 1943', US: [div('US', '9th Inf Div', '9', 'infantry')],
    Commonwealth: [div('Commonwealth', 'UK 50th Inf Div', '50', 'infantry'), div('Commonwealth', 'UK 51st Inf Div', '51', 'infantry')],
    German: [div('German', '2nd Para Div', '2', 'airborne'), leader('German', 'Hube')],
  },
  { turn: 5, month: 'Nov 1943', US: [div('US', '82nd Abn Div', '82', 'airborne')], Commonwealth: [], German: [div('German', '16th Panzer Div', '16', 'armor'), div('German', '24th Panzer Div', '24', 'armor')] },
  {
    turn: 6, month: 'Dec 1943', US: [],
    Commonwealth: [div('Commonwealth', 'UK 7th Armor Div', '7', 'armor'), div('Commonwealth', 'UK 1st Abn Div', '1', 'airborne'), leader('Commonwealth', 'Montgomery')],
    German: [],
  },
  {
    turn: 7, month: 'Jan 1944', US: [],
    Commonwealth: [{ name: 'UK 4th Armor Bde', contingent: 'Commonwealth', number: '4', kind: 'armor', size: 'brigade' }, { name: 'UK Gds Inf Bde', contingent: 'Commonwealth', word: /\b(gds|guards)\b/i, kind: 'infantry', size: 'brigade' }],
    German: [],
  },
  { turn: 8, month: 'Feb 1944', US: [], Commonwealth: [], German: [] },
];

/** The chart's column for a GT (empty lists on a GT it does not print). */
export function withdrawalsOn(turn: number): ChartTurn {
  return withdrawalsChart.find((t) => t.turn === turn) ?? { turn, month: '', US: [], Commonwealth: [], German: [] };
}

type Piece = Pick<RulesUnit, 'name' | 'attrs'>;

const kindWords: Readonly<Record<NonNullable<ChartUnit['kind']>, RegExp>> = {
  armor: /\b(arm|armd|armou?r(ed)?|pz|panzer)\b/i,
  infantry: /\b(inf|infantry)\b/i,
  airborne: /\b(abn|airborne|para|parachute|fj)\b/i,
};

function kindMatches(p: Piece, kind: NonNullable<ChartUnit['kind']>): boolean {
  const t = typeOf(p);
  if (t === '') return kindWords[kind].test(p.name);
  if (kind === 'infantry') return t === 'infantry' || t === 'motorized-infantry';
  return t === kind;
}

function sizeMatches(p: Piece, size: NonNullable<ChartUnit['size']>): boolean {
  const typed = typeof p.attrs.size === 'string' && p.attrs.size.trim() !== '';
  if (size === 'division') return typed ? isDivision(p) : !/\b(bde|brigade|regt|regiment|group|grp|ag|tf|kg)\b/i.test(p.name);
  return typed ? ['brigade', 'regiment'].includes(String(p.attrs.size).toLowerCase()) : !/\b(div|division)\b/i.test(p.name);
}

/**
 * Whether a counter is the unit the chart names: its contingent (2.5), then a leader's name, or the
 * number as a word of the name ("2", "2nd"), the kind (type attribute, else the name) and the size.
 */
export function isChartUnit(p: Piece, u: ChartUnit): boolean {
  if (contingentOf(p) !== u.contingent) return false;
  if (u.leader) return new RegExp(`\\b${u.name}\\b`, 'i').test(p.name);
  if (u.number && !new RegExp(`(^|[^\\d])${u.number}(st|nd|rd|th)?\\b`, 'i').test(p.name)) return false;
  if (u.word && !u.word.test(p.name)) return false;
  return (!u.kind || kindMatches(p, u.kind)) && (!u.size || sizeMatches(p, u.size));
}

/** Where one chart unit is: on the map (hex), in a display, or not found. */
export interface Whereabouts {
  unit: ChartUnit;
  onMap: RulesUnit[];
  offMap: OffMapPiece[];
  /** On the map or in a Staging Area: it withdraws (9.2). */
  available: boolean;
  text: string;
}

export function whereabouts(view: RulesView, u: ChartUnit): Whereabouts {
  const onMap = unitsOnly(view).filter((p) => isChartUnit(p, u));
  const offMap = view.offMap.filter((p) => isChartUnit(p, u));
  const staged = offMap.filter((p) => displayOf(p.boardName) === 'staging');
  const places = [
    ...onMap.map((p) => `${p.name} on the map at ${view.map.label(p.cell)}`),
    ...offMap.map((p) => `${p.name} in ${displayOf(p.boardName) === 'other' ? `"${p.boardName}"` : `the ${displayNames[displayOf(p.boardName)]}`}`),
  ];
  const available = onMap.length > 0 || staged.length > 0;
  const text = places.length === 0
    ? `${u.name}: not found on the table by name; if it is not on the map or in the Staging Area the withdrawal is ignored (9.2)`
    : `${u.name}: ${places.join('; ')}${available ? ' — withdraw it to the Withdrawn Units display (9.1)' : ' — not on the map or in the Staging Area: the withdrawal is ignored (9.2)'}`;
  return { unit: u, onMap, offMap, available, text };
}

/** The Withdrawal Segment (4.1, 9.0): this GT's chart column and where each unit it names is. */
export function withdrawalReport(view: RulesView): Report {
  const turn = turnOf(view);
  const chart = withdrawalsOn(turn);
  const lines = [`GT ${turn}${chart.month ? ` (${chart.month})` : ''} on the Withdrawals Chart (29.0):`];
  let due = 0;
  for (const contingent of ['US', 'Commonwealth', 'German'] as const) {
    const named = chart[contingent];
    if (named.length === 0) {
      lines.push(`${contingent}: none.`);
      continue;
    }
    // 37.1 all Allied unit withdrawals, when called for on the Withdrawals Chart, are ignored
    if (contingent !== 'German' && inUse(view, 'mediterranean-gambit')) {
      lines.push(`${contingent}: ${named.map((u) => u.name).join(', ')} — ignored: Allied unit withdrawals are ignored under the Mediterranean Gambit (37.1).`);
      continue;
    }
    const found = named.map((u) => whereabouts(view, u));
    due += found.filter((w) => w.available).length;
    lines.push(...found.map((w) => `${contingent}: ${w.text}.`));
  }
  if (scenarioOf(view) === '2' && turn === 3) lines.push(inUse(view, 'mediterranean-gambit') ? 'Scenario II would start with the US 1st Infantry and 2nd Armored Divisions and Patton withdrawn (27.2): under the Mediterranean Gambit they are instead available at the beginning of the scenario (37.1).' : 'Scenario II starts with the US 1st Infantry and 2nd Armored Divisions and Patton withdrawn (27.2).');
  lines.push('Withdrawn units never return and are not eliminated for VP; they go at full or reduced strength, from EZOC too (9.1, 9.2). Events may call for more withdrawals (28.0).');
  return { summary: `withdrawals on GT ${turn}: ${due} to withdraw`, lines };
}
