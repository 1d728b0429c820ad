/**
 * Bombardment and Interception on the Air Combat Table (20.5, 21.2, 21.3). The text prints the
 * procedures and what each result means but not the table: the players type it (`air`, columns as
 * numbers). A total below the first column reads the first, above the last the last (20.5).
 *
 * Readings: the column is found for the total first (held on the table, 20.5), then moved by the
 * shifts along the typed columns. 21.3.1 prints the interception differential as the mission's
 * Air-Air factors minus the interceptors' ("subtract the intercepting … from … the air units
 * conducting CAS or Bombardment"): that is what is read, and both numbers are said.
 */
import { differentialColumn, keyCell, lookup, shiftColumn, shiftText, signed, typedTable, type CellKey, type Modifier } from '../../src/rules/kit';
import type { RollSpec, RulesUnit, RulesView, ValueChange } from '../../src/rules/types';
import { rangeFindings } from './airRange';
import { apBy } from './apTrack';
import { openCityBombardmentAp } from './openCities';
import { ALLIES, AXIS, hasFlak, isAir, isFortified, isGarrison, isGround, numberAttr, otherSide, sideOf, typeOf, unitsOnly } from './units';
import { markedSet } from './values';

const inHex = (view: RulesView, key: string) => unitsOnly(view).filter((u) => u.key === key);
const factors = (units: readonly RulesUnit[], attr: string) => units.reduce((sum, u) => sum + numberAttr(u, attr), 0);
const named = (units: readonly RulesUnit[], attr: string) => units.map((u) => `${u.name} ${numberAttr(u, attr)}`).join(', ');
const isKg100 = (u: RulesUnit) => typeOf(u) === 'special-air';

/** What a result code means, by mission (21.2.2, 21.3.2). */
const meanings: Readonly<Record<'bombard' | 'intercept', Readonly<Record<string, string>>>> = {
  bombard: {
    A1: 'eliminate one bombarding air unit',
    D1: 'reduce the defending Garrison one step; the defender loses one AP',
    D2: 'the Garrison is eliminated; the defender loses two AP',
    DR: 'the defender loses one AP',
    E1: 'apply a D1 result, then an A1 result',
  },
  intercept: {
    A1: 'eliminate one intercepting air unit',
    D1: 'eliminate one air unit conducting CAS or Bombardment',
    D2: 'eliminate one air unit conducting CAS or Bombardment, and recycle for one GT any one additional unit conducting such missions',
    DR: 'recycle for one GT one air unit conducting CAS or Bombardment',
    E1: 'apply a D1 result, then an A1 result',
  },
};

/** 21.2.2: AP the defender loses. */
const apLost: Readonly<Record<string, number>> = { D1: 1, D2: 2, DR: 1, E1: 1 };

const resultCode = (cell: string): string => cell.trim().toUpperCase();
const meaning = (mission: 'bombard' | 'intercept', cell: string): string => meanings[mission][resultCode(cell)] ?? (/^[-–—]$/.test(cell.trim()) ? 'no effect' : 'as your chart says');

/** The typed table read at a total (or differential) moved by a shift, or why it cannot be. */
function readAir(view: RulesView, total: number, shift: number, roll: number): { column: string; cell: string } | { missing: string } {
  const table = typedTable(view, 'air');
  if (!table) return { missing: 'Type the Air Combat Table in from your chart (rules assistant panel → tables) to read this roll.' };
  const base = differentialColumn(total, table.columns);
  const moved = shiftColumn(base.index, shift, table.columns.length);
  const read = lookup(table, moved.index, roll);
  if (!read?.cell) return { missing: `The Air Combat Table has nothing typed for ${roll} in column ${table.columns[moved.index]}.` };
  const held = base.below ? ' (below the first column: the first, 20.5)' : base.above ? ' (above the last column: the last, 20.5)' : '';
  return { column: `${base.label}${held}${shift !== 0 ? `, ${shiftText(shift)} → ${read.column}` : ''}`, cell: read.cell };
}

/** A bombardment as the hex shows it: the garrison, the air units over it, the shifts (21.2.1, 23.3, 24.3, 25.3). */
export function bombardment(view: RulesView, key: CellKey) {
  const here = inHex(view, key);
  const garrison = here.find((u) => isGarrison(u)) ?? null;
  const defender = garrison ? sideOf(garrison) : null;
  const attacker = otherSide(defender);
  const air = here.filter((u) => isAir(u) && sideOf(u) === attacker);
  const kg100 = here.filter((u) => isKg100(u) && sideOf(u) === attacker);
  const shifts: Modifier[] = [];
  if (here.some((u) => isGround(u) && sideOf(u) === defender && hasFlak(u))) shifts.push({ id: 'flak', kind: 'shift', value: -1, reason: 'flak-capable unit in the target hex (one shift however many, 24.3)', rule: '21.2.1, 24.3' });
  if (isFortified(view, key)) shifts.push({ id: 'fortification', kind: 'shift', value: -1, reason: 'fortification in the target hex', rule: '21.2.1, 25.3' });
  if (kg100.length > 0 && air.length > 0 && attacker === AXIS) shifts.push({ id: 'kg100', kind: 'shift', value: 2, reason: 'KG 100 with at least one regular Axis air unit (unaffected by flak and interception)', rule: '23.3' });
  return { garrison, defender, attacker, air, kg100, total: factors(air, 'bombard'), shifts, shift: shifts.reduce((s, m) => s + m.value, 0) };
}

/** Hexes holding a garrison, as bombardment targets. */
function garrisonHexes(view: RulesView): { value: string; label: string }[] {
  const keys = [...new Set(unitsOnly(view).filter(isGarrison).map((u) => u.key))];
  return keys.map((key) => {
    const names = inHex(view, key).filter((u) => isGarrison(u) || isAir(u) || isKg100(u)).map((u) => u.name);
    return { value: key, label: `${view.map.label(keyCell(key))} — ${names.join(', ')}` };
  });
}

const bombardmentRoll: RollSpec = {
  id: 'bombardment', name: 'Bombardment', rule: '21.2, 20.5', die: '1d6', choiceLabel: 'Target hex (a garrison, the air units placed on it)',
  choices: garrisonHexes,
  modifiers: (view, choice) => (choice ? bombardment(view, choice).shifts : []),
  outcome(roll, view, choice) {
    if (!choice) return 'Choose the target hex first.';
    const b = bombardment(view, choice);
    if (!b.garrison) return 'No garrison in that hex: Bombardment attacks enemy Garrison units (21.2).';
    const notes: string[] = [];
    if (b.air.length === 0) return `Place the ${b.attacker} air units on the target hex first: the column is their total Bombardment Factor (21.2.1).`;
    if (b.air.length > 2) notes.push(`Warning: ${b.air.length} air units on the hex; up to two may bombard (21.2.1).`);
    notes.push(...rangeFindings(view, b.air, keyCell(choice)).map((f) => `${f.severity === 'info' ? 'Note' : 'Warning'}: ${f.text}.`));
    if (b.kg100.length > 0 && b.attacker !== AXIS) notes.push('KG 100 joins German Bombardment missions only (23.3).');
    const read = readAir(view, b.total, b.shift, roll);
    const head = `Bombardment Factor ${b.total} (${named(b.air, 'bombard')})`;
    if ('missing' in read) return [`${head}.`, read.missing, ...notes].join(' ');
    const code = resultCode(read.cell);
    notes.unshift(`${head}: column ${read.column}: ${read.cell} — ${meaning('bombard', read.cell)} (21.2.2). Mobile ground units in the hex are not affected.`);
    const based = inHex(view, choice).filter((u) => isAir(u) && sideOf(u) === b.defender);
    if (['D1', 'D2', 'E1'].includes(code) && markedSet(view, 'airfields').has(choice) && based.length > 0) {
      notes.push(`Air units based at this airfield (${based.map((u) => u.name).join(', ')}): a reduced garrison bases one air unit, an eliminated one none; the excess is eliminated (20.2.2).`);
    }
    if (code === 'A1' || code === 'E1') notes.push('An eliminated air unit may return as a replacement (8.1.1).');
    if (openCityBombardmentAp(view, choice, b.attacker) > 0) notes.push('An Open City: the Axis receive one AP for this Bombardment (34.2).');
    notes.push('Surviving air units roll for mission completion (20.6).');
    return notes.join(' ');
  },
  changes(roll, view, choice): ValueChange[] {
    if (!choice) return [];
    const b = bombardment(view, choice);
    if (!b.garrison || !b.defender || b.air.length === 0) return [];
    const read = readAir(view, b.total, b.shift, roll);
    const code = 'cell' in read ? resultCode(read.cell) : '';
    const lost = apLost[code] ?? 0;
    // 34.2 the Axis receive one AP for each Allied Bombardment air mission against an Open City
    const gained = openCityBombardmentAp(view, choice, b.attacker);
    if (lost === 0 && gained === 0) return [];
    const why = [...(lost > 0 ? [`Bombardment ${code}: the defender loses ${lost} AP (21.2.2)`] : []), ...(gained > 0 ? ['an Allied Bombardment of an Open City gives the Axis one AP (34.2)'] : [])].join('; ');
    return [apBy(view, b.defender, gained - lost, why)];
  },
};

/** An interception as the hex shows it: the mission's air units and the defender's TAC over it (21.3.1). */
export function interception(view: RulesView, key: CellKey) {
  const here = inHex(view, key);
  const target = here.find((u) => isGround(u)) ?? null;
  const defender = target ? sideOf(target) : null;
  const mission = here.filter((u) => isAir(u) && defender !== null && sideOf(u) === otherSide(defender));
  const defenders = here.filter((u) => isAir(u) && defender !== null && sideOf(u) === defender);
  const interceptors = defenders.filter((u) => typeOf(u) === 'tac' || typeOf(u) === 'cve');
  return { defender, mission, interceptors, others: defenders.filter((u) => !interceptors.includes(u)), differential: factors(mission, 'airAir') - factors(interceptors, 'airAir') };
}

/** Hexes where air units of both sides are. */
function contestedHexes(view: RulesView): { value: string; label: string }[] {
  const air = unitsOnly(view).filter(isAir);
  const keys = [...new Set(air.map((u) => u.key))].filter((k) => [ALLIES, AXIS].every((s) => air.some((u) => u.key === k && sideOf(u) === s)));
  return keys.map((key) => ({ value: key, label: `${view.map.label(keyCell(key))} — ${inHex(view, key).filter(isAir).map((u) => u.name).join(', ')}` }));
}

const interceptionRoll: RollSpec = {
  id: 'interception', name: 'Interception', rule: '21.3, 20.5', die: '1d6', choiceLabel: 'Hex of the mission intercepted',
  choices: contestedHexes,
  modifiers: () => [],
  outcome(roll, view, choice) {
    if (!choice) return 'Choose the hex of the CAS or Bombardment mission first.';
    const i = interception(view, choice);
    if (!i.defender) return 'No ground unit in that hex: the mission\'s target tells who intercepts (21.3.1).';
    if (i.mission.length === 0 || i.interceptors.length === 0) return `Place the mission's air units and the ${i.defender} TAC interceptors on the hex first (21.3.1).`;
    const notes: string[] = [];
    if (i.interceptors.length > 2) notes.push(`Warning: ${i.interceptors.length} interceptors; up to two may intercept (21.3.1).`);
    if (i.others.length > 0) notes.push(`Only TAC units intercept (21.3): ${i.others.map((u) => u.name).join(', ')} do not.`);
    const head = `Air-Air: mission ${factors(i.mission, 'airAir')} (${named(i.mission, 'airAir')}) − interceptors ${factors(i.interceptors, 'airAir')} (${named(i.interceptors, 'airAir')}) = ${signed(i.differential)} (21.3.1 as printed)`;
    const read = readAir(view, i.differential, 0, roll);
    if ('missing' in read) return [`${head}.`, read.missing, ...notes].join(' ');
    return [`${head}: column ${read.column}: ${read.cell} — ${meaning('intercept', read.cell)} (21.3.2).`, 'Surviving mission air units conduct their mission normally; airborne drops are never intercepted (19.1, 21.3.2).', ...notes].join(' ');
  },
};

export const airRolls: readonly RollSpec[] = [bombardmentRoll, interceptionRoll];
