/**
 * The activation roll-off (5.1): each player shows the chit of a Formation that has not operated
 * this turn (its chit is not in the "Activated" box), or the Axis the Air or Naval Operation chit,
 * or passes. Both roll a die plus their chit's modifier; the higher activates, a tie rolls again.
 * A player may not pass twice in a row; after two activations in a row by one side the other may
 * activate without rolling; in turn S only Axis Formations activate (2.1).
 */
import { afterActivation, afterPass, rollOff, signed, type ActivationRecord, type Finding, type Modifier } from '../../src/rules/kit';
import type { OffMapPiece, RollOffSpec, RollOffVerdict, RulesView } from '../../src/rules/types';
import { AXIS, BRITISH, sideOf } from './units';
import { numberValue, textValue, turnOf } from './values';

export const PASS = 'pass';

const chitKind = (p: OffMapPiece): string => (typeof p.attrs.chit === 'string' ? p.attrs.chit.toLowerCase() : '');
const inActivatedBox = (p: OffMapPiece): boolean => p.boardName.trim().toLowerCase() === 'activated';

/** What a chit activates: its formation's name, or the Air/Naval Operation. */
export function chitName(p: OffMapPiece): string {
  const kind = chitKind(p);
  if (kind === 'air') return 'Air Operation';
  if (kind === 'naval') return 'Naval Operation';
  return typeof p.attrs.formation === 'string' && p.attrs.formation.trim() !== '' ? p.attrs.formation.trim() : p.name;
}

/** Every chit on the table for a side. */
export function chitsOf(view: RulesView, side: string): OffMapPiece[] {
  return view.offMap.filter((p) => chitKind(p) !== '' && sideOf(p) === side);
}

function chitModifier(p: OffMapPiece | undefined): number {
  const v = p?.attrs.activation;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}

/** The activation record the values hold. */
export function recordOf(view: RulesView): ActivationRecord {
  const last = textValue(view, 'lastActivator');
  const passed = textValue(view, 'passed');
  return {
    last: last === AXIS || last === BRITISH ? last : null,
    inARow: numberValue(view, 'inARow'),
    passed: passed === 'both' ? [AXIS, BRITISH] : passed === AXIS || passed === BRITISH ? [passed] : [],
  };
}

function recordChanges(record: ActivationRecord, why: string): RollOffVerdict['changes'] {
  const passed = record.passed.length >= 2 ? 'both' : (record.passed[0] ?? 'none');
  return [
    { id: 'lastActivator', value: record.last ?? 'none', why },
    { id: 'inARow', value: record.inARow, why },
    { id: 'passed', value: passed, why },
  ];
}

function options(view: RulesView, side: string): { value: string; label: string }[] {
  const chits = chitsOf(view, side).map((p) => ({ value: p.id, label: `${chitName(p)} (${signed(chitModifier(p))})${inActivatedBox(p) ? ' — already Activated' : ''}` }));
  return [...chits, { value: PASS, label: 'Pass' }];
}

function modifiers(view: RulesView, side: string, pick: string): Modifier[] {
  const chit = view.offMap.find((p) => p.id === pick);
  const m = chitModifier(chit);
  return chit && m !== 0 ? [{ id: `chit-${side}`, kind: 'drm', value: m, reason: `${chitName(chit)} chit`, rule: '5.1' }] : [];
}

function pickFindings(view: RulesView, side: string, pick: string, record: ActivationRecord): Finding[] {
  const out: Finding[] = [];
  if (pick === PASS) {
    if (record.passed.includes(side)) out.push({ severity: 'illegal', rule: '5.1', text: `${side} passed last time: a player may not pass twice in a row` });
    return out;
  }
  const chit = view.offMap.find((p) => p.id === pick);
  if (!chit) return [{ severity: 'warning', rule: '5.1', text: `${side}: choose a chit or pass` }];
  if (inActivatedBox(chit)) out.push({ severity: 'illegal', rule: '5.7', text: `${chitName(chit)} has operated this turn (its chit is in the Activated box)` });
  if (turnOf(view) === 0 && side !== AXIS) out.push({ severity: 'illegal', rule: '2.1', text: 'only Axis Formations are activated in turn S' });
  return out;
}

/** The verdict on the picks and, once rolled, the dice. */
function judge(view: RulesView, picks: Readonly<Record<string, string>>, rolls: Readonly<Record<string, number>> | null): RollOffVerdict {
  const record = recordOf(view);
  const sides = [AXIS, BRITISH];
  const findings = sides.flatMap((s) => pickFindings(view, s, picks[s] ?? '', record));
  const name = (s: string) => {
    const chit = view.offMap.find((p) => p.id === picks[s]);
    return chit ? chitName(chit) : 'a Formation';
  };
  const activate = (side: string, how: string): RollOffVerdict => {
    const next = afterActivation(record, side);
    const why = `${side} activates ${name(side)} (5.1)`;
    return {
      needsRoll: false, winner: side, tie: false, findings,
      lines: [`${how}: ${side} activates ${name(side)}.`, 'Its units move and declare attacks (A-2); its chit goes to the Activated box at the end of the Operation (5.7). Independent units go with the closest active Formation (5.1.1).'],
      changes: [{ id: 'activeFormation', value: name(side), why }, { id: 'phase', value: 'movement', why }, ...recordChanges(next, why)],
      summary: `activation: ${how}; ${side} activates ${name(side)}`,
    };
  };
  const passes = sides.filter((s) => picks[s] === PASS);
  if (passes.length === 2) {
    return { needsRoll: false, winner: null, tie: false, findings, lines: ['Both players pass: the Operations Phase ends; go to the End of Turn Phase (5, 6).'], changes: [{ id: 'phase', value: 'end', why: 'both players passed (5)' }, ...recordChanges(afterPass(afterPass(record, AXIS), BRITISH), 'both passed')], summary: 'activation: both players pass' };
  }
  if (passes.length === 1) {
    const other = sides.find((s) => s !== passes[0])!;
    const verdict = activate(other, `${passes[0]} passes`);
    return { ...verdict, changes: [...verdict.changes.filter((c) => c.id !== 'passed'), { id: 'passed', value: passes[0], why: `${passes[0]} passed (5.1)` }] };
  }
  const free = record.last !== null && record.inARow >= 2 ? sides.find((s) => s !== record.last) : undefined;
  if (free) return activate(free, `${record.last} activated twice in a row, so ${free} activates without rolling`);
  if (!rolls) return { needsRoll: true, winner: null, tie: false, findings, lines: ['Both roll a die and add their chit’s modifier; the higher activates (5.1).'], changes: [], summary: '' };
  const entries = sides.map((s) => ({ side: s, roll: rolls[s] ?? 0, drm: modifiers(view, s, picks[s] ?? '').reduce((t, m) => t + m.value, 0) }));
  const said = entries.map((e) => `${e.side} ${e.roll}${e.drm !== 0 ? ` ${signed(e.drm)} = ${e.roll + e.drm}` : ''}`).join(', ');
  const result = rollOff(entries);
  if (result.tie) return { needsRoll: true, winner: null, tie: true, findings, lines: [`${said}: a tie, roll again (5.1).`], changes: [], summary: `activation roll-off ${said}: tie, roll again` };
  const verdict = activate(result.winner, said);
  return { ...verdict, needsRoll: true, summary: `activation roll-off ${said}: ${result.winner} activates ${name(result.winner)}` };
}

export const activation: RollOffSpec = {
  id: 'activation', name: 'Activation roll-off', rule: '5.1', die: '1d6', sides: [AXIS, BRITISH],
  options, modifiers, judge,
};
