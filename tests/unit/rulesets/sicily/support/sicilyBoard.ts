/**
 * A small Sicily table for the ruleset's tests: the shared test board (printed labels like 1010)
 * with the module's terrain, coast defence units Tried (face 0), Untried (face 1) or sealed from the
 * cup (hidden: no factors, only the attributes the cup's pieces share), Allied units by nationality,
 * and test tables typed in with test results (the module prints no numbers of its own).
 */
import type { AttributeValue } from '../../../../../src/model/records';
import type { TableData } from '../../../../../src/rules/kit';
import type { RulesUnit } from '../../../../../src/rules/types';
import { palette, sideFeatures } from '../../../../../rulesets/sicily/terrain';
import { boardWith, unit, type Board } from '../../caporetto/support/board';

export { at, keyOf, move, unit } from '../../caporetto/support/board';

type Extra = Record<string, AttributeValue>;

/** A blank Sicily board, everything Clear. */
export const sicilyBoard = (): Board => boardWith(palette, sideFeatures);

/** A coast defence unit showing its Tried front (face 0), 2-2-0 unless told otherwise. */
export const triedCd = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { side: 'Axis', nationality: 'Italian', type: 'cd', attack: 2, defence: 2, movement: 0, ...extra }, 0);
/** A coast defence unit showing its Untried back (face 1): its typed values are not to be read. */
export const untriedCd = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { side: 'Axis', nationality: 'Italian', type: 'cd', attack: 9, defence: 9, movement: 9, ...extra }, 1);
/** A coast defence unit still sealed from the cup: nobody can read it. */
export function sealedCd(id: string, label: string): RulesUnit {
  return { ...unit(id, label, { type: 'cd', side: 'Axis' }, 0), name: 'Sealed piece', hidden: true, attack: null, defence: null, movement: null };
}

const allied = (nationality: string) => (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { side: 'Allied', nationality, type: 'infantry', attack: 4, defence: 4, movement: 4, ...extra });
export const us = allied('US');
export const french = allied('French');
export const british = allied('British');
export const canadian = allied('Canadian');
export const german = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { side: 'Axis', nationality: 'German', type: 'infantry', attack: 4, defence: 4, movement: 4, ...extra });
export const ccnn = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { side: 'Axis', nationality: 'Italian', type: 'ccnn', attack: 1, defence: 1, movement: 3, er: 2, ...extra });
/** A beach unit of a nationality (NR 2.3). */
export const beach = (name: string, label: string, nationality: string) =>
  unit(name, label, { side: 'Allied', nationality, type: 'beach', attack: 0, defence: 1, movement: 0 });

/** A test CRT on the shape's columns: '-' everywhere but the cells the test sets (by column, then roll). */
export function crtWith(cells: Record<string, Record<number, string>> = {}): TableData {
  const columns = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'];
  const rows = ['1', '2', '3', '4', '5', '6'];
  return { columns, rows, cells: rows.map((r) => columns.map((c) => cells[c]?.[Number(r)] ?? '-')) };
}

/** A test Fall of Mussolini Table: rows 1–8, results as the test types them (empty: not typed). */
export function mussoliniWith(results: Record<number, string>): TableData {
  const rows = ['1', '2', '3', '4', '5', '6', '7', '8'];
  return { columns: ['Result'], rows, cells: rows.map((r) => [results[Number(r)] ?? '']) };
}
