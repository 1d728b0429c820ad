/**
 * Major Objectives (optional rule 35): Roma (3112), Napoli (2917), Foggia (3321), Messina (2026) and
 * Cagliari (1609). "The first time that any Allied unit occupies a Major Objective hex, the Allies
 * gain 2 AP" and "If the Allies conduct a ground attack against a major objective and do not gain
 * control of the hex, then the Axis gains 2 AP" (35.1); each only once per Major Objective a game
 * (35.2). What was gained is kept in the values `majorTaken` and `majorHeld`, which the report
 * offers to update with the AP.
 *
 * Reading: 35.0 prints Messina as 2026 while Scenario I's set-up prints 2027 (scenarios.ts); the
 * hex 35.0 names is the one read here.
 */
import { cellKey, keyCell, markedSet, type CellKey, type Finding } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesView, ValueChange } from '../../src/rules/types';
import { apBy } from './apTrack';
import { occupierOf } from './occupation';
import { inUse, notInUse } from './optional';
import { ALLIES, AXIS } from './units';

/** 35.0 as printed. */
export const majorObjectives = [
  { name: 'Roma', hex: '3112' },
  { name: 'Napoli', hex: '2917' },
  { name: 'Foggia', hex: '3321' },
  { name: 'Messina', hex: '2026' },
  { name: 'Cagliari', hex: '1609' },
] as const;

export interface MajorObjective {
  name: string;
  hex: string;
  key: CellKey;
}

/** The Major Objectives this map has (a smaller map may lack some hexes). */
export function majorsOn(view: RulesView): MajorObjective[] {
  return majorObjectives.flatMap(({ name, hex }) => {
    const cell = view.map.cellOf(hex);
    return cell ? [{ name, hex, key: cellKey(cell) }] : [];
  });
}

export const majorAt = (view: RulesView, key: CellKey): MajorObjective | null => (inUse(view, 'major-objectives') ? majorsOn(view).find((m) => m.key === key) ?? null : null);

/** A `hexes` value with more hexes added, as the labels it stores. */
const listWith = (view: RulesView, id: string, hexes: readonly string[]): string[] => [...new Set([...[...markedSet(view, id)].map((k) => view.map.label(keyCell(k))), ...hexes])].sort();

/** 35.1: Major Objectives Allied units occupy now for the first time. */
export function newlyTaken(view: RulesView): MajorObjective[] {
  const taken = markedSet(view, 'majorTaken');
  return majorsOn(view).filter((m) => occupierOf(view, m.key) === ALLIES && !taken.has(m.key));
}

/** 35.1, 35.2: the line a combat's result adds when the Allies attack a Major Objective. */
export function majorAttackLine(view: RulesView, key: CellKey, attacker: string | null): string[] {
  const major = attacker === ALLIES ? majorAt(view, key) : null;
  if (!major) return [];
  if (markedSet(view, 'majorHeld').has(key)) return [`${major.name} is a Major Objective whose failed attack already gave the Axis 2 AP: not again (35.2).`];
  return [`${major.name} is a Major Objective: if the Allies do not gain control of the hex, the Axis gains 2 AP (35.1), once a game (35.2) — apply it from the Major Objectives report.`];
}

/** 35.1: the whole-table check's reminder of AP the Allies have earned. */
export function majorFindings(view: RulesView): Finding[] {
  if (!inUse(view, 'major-objectives')) return [];
  return newlyTaken(view).map((m) => ({ severity: 'info', rule: '35.1', text: `Allied units occupy ${m.name} (${m.hex}) for the first time: the Allies gain 2 AP (Major Objectives report)`, cells: [m.key] }));
}

/** 35.1 on a move: Allied ground units entering a Major Objective for the first time. */
export function majorEntered(view: RulesView, side: string | null, ground: boolean, key: CellKey): Finding[] {
  const major = side === ALLIES && ground ? majorAt(view, key) : null;
  if (!major || markedSet(view, 'majorTaken').has(key)) return [];
  return [{ severity: 'info', rule: '35.1', text: `the first Allied unit in ${major.name} (${major.hex}): the Allies gain 2 AP (Major Objectives report)`, cells: [key] }];
}

/** The failed Allied attack the players report, when it gives the Axis AP, or why not. */
function failedAttack(view: RulesView, major: MajorObjective): { lines: string[]; changes: ValueChange[] } {
  if (markedSet(view, 'majorHeld').has(major.key)) return { lines: [`The Axis already gained the AP for ${major.name}: only once per game, not for every failed Allied attempt (35.2).`], changes: [] };
  if (occupierOf(view, major.key) === ALLIES) return { lines: [`Allied units occupy ${major.name}: the Allies gained control of the hex, so the Axis gain nothing (35.1).`], changes: [] };
  return {
    lines: [`The Allies attacked ${major.name} and did not gain control of the hex: the Axis gains 2 AP (35.1).`],
    changes: [apBy(view, AXIS, 2, `a failed Allied attack on ${major.name} (35.1)`), { id: 'majorHeld', value: listWith(view, 'majorHeld', [major.hex]), why: 'the Axis gain these AP once per Major Objective (35.2)' }],
  };
}

/** The Major Objectives report: who holds each, the AP the Allies have earned, or a failed attack's AP for the Axis. */
export function majorReport(view: RulesView, choice?: string): Report {
  const off = notInUse(view, 'major-objectives', 'The Major Objectives\' AP');
  const majors = majorsOn(view);
  const lines = majors.map((m) => `${m.name} (${m.hex}): ${occupierOf(view, m.key) ?? 'nobody'} occupies it${markedSet(view, 'majorTaken').has(m.key) ? '; the Allies had their 2 AP' : ''}${markedSet(view, 'majorHeld').has(m.key) ? '; the Axis had their 2 AP' : ''}.`);
  if (majors.length < majorObjectives.length) lines.push(`Not on this map: ${majorObjectives.filter((m) => !majors.some((n) => n.hex === m.hex)).map((m) => `${m.name} (${m.hex})`).join(', ')}.`);
  const picked = majors.find((m) => m.hex === choice);
  if (picked) {
    const failed = failedAttack(view, picked);
    return { summary: `Major Objectives: ${failed.lines[0]}`, lines: [...lines, ...failed.lines], findings: off, changes: failed.changes };
  }
  const fresh = newlyTaken(view);
  if (fresh.length === 0) return { summary: 'Major Objectives: no AP due', lines: [...lines, 'No Major Objective is occupied by Allied units for the first time (35.1).'], findings: off };
  // 35.2 if the Axis abandons a Major Objective and the Allies move into it, the Allies still receive the 2 AP
  return {
    summary: `Major Objectives: the Allies gain ${2 * fresh.length} AP`,
    lines: [...lines, `First Allied occupation of ${fresh.map((m) => m.name).join(', ')}: the Allies gain 2 AP for each (35.1), never again for the same one (35.2).`],
    findings: off,
    changes: [apBy(view, ALLIES, 2 * fresh.length, `first Allied occupation of ${fresh.map((m) => m.name).join(', ')} (35.1)`), { id: 'majorTaken', value: listWith(view, 'majorTaken', fresh.map((m) => m.hex)), why: 'no additional AP if it is taken again (35.2)' }],
  };
}

export const majorSpec: ReportSpec = {
  id: 'major-objectives', name: 'Major Objectives', rule: '35.1, 35.2',
  choices: (view) => [{ value: '', label: 'Allied occupation' }, ...majorsOn(view).map((m) => ({ value: m.hex, label: `A failed Allied attack on ${m.name} (${m.hex})` }))],
  run: majorReport,
};
