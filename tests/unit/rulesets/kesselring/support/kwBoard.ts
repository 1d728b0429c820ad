/**
 * A small Kesselring's War table for the ruleset's tests: the shared test board (printed labels
 * like 2027) with Kesselring's terrain, a TEC typed in with test numbers (not the game's: the rules
 * text prints none), and units of both sides as RulesUnit literals.
 */
import type { AttributeValue } from '../../../../../src/model/records';
import type { TableData } from '../../../../../src/rules/kit';
import type { OffMapPiece } from '../../../../../src/rules/types';
import { palette, sideFeatures, tecColumns, tecRows } from '../../../../../rulesets/kesselring/terrain';
import { boardWith, unit, type Board } from '../../caporetto/support/board';

export { at, keyOf, labelsOf, keyLabels, move, unit } from '../../caporetto/support/board';

/** Test numbers for the TEC, row by row: Movement, Combat. River and Rough agree with 15.5's example (2L together). */
const testTec: Record<(typeof tecRows)[number], string[]> = {
  Open: ['1', '0'],
  Rough: ['2', '1L'],
  Mountain: ['3', '2L'],
  Volcano: ['4', '2L'],
  Town: ['1', '0'],
  City: ['1', '1L'],
  Port: ['1', '0'],
  Airfield: ['1', '0'],
  River: ['1', '1L'],
};

export const tec: TableData = { columns: [...tecColumns], rows: [...tecRows], cells: tecRows.map((r) => [...testTec[r]]) };

/** A test CRT: each cell names its own column and roll unless the test sets it. */
export function crtWith(cells: Record<string, Record<number, string>> = {}): TableData {
  const columns = ['≤49%', '50–99%', '100–149%', '150–199%', '200–299%', '300–399%', '400–499%', '500–599%', '600–699%', '700%'];
  const rows = ['1', '2', '3', '4', '5', '6'];
  return { columns, rows, cells: rows.map((r) => columns.map((c) => cells[c]?.[Number(r)] ?? '-')) };
}

/** A blank Kesselring board (everything Open) with the test TEC typed in. */
export function kwBoard(): Board {
  return boardWith(palette, sideFeatures).table('tec', tec);
}

/** A board before anyone typed the TEC. */
export const untypedBoard = (): Board => boardWith(palette, sideFeatures);

type Extra = Record<string, AttributeValue>;
/** A US infantry division, 6-4, two steps, unless told otherwise. */
export const us = (name: string, label: string, extra: Extra = {}, face = 0) =>
  unit(name, label, { side: 'Allies', nationality: 'US', type: 'infantry', size: 'division', attack: 6, movement: 4, steps: 2, ...extra }, face);
/** A British infantry division, 5-4, two steps. */
export const british = (name: string, label: string, extra: Extra = {}, face = 0) =>
  unit(name, label, { side: 'Allies', nationality: 'British', type: 'infantry', size: 'division', attack: 5, movement: 4, steps: 2, ...extra }, face);
/** A German panzergrenadier division, 6-5, two steps. */
export const german = (name: string, label: string, extra: Extra = {}, face = 0) =>
  unit(name, label, { side: 'Axis', nationality: 'German', type: 'armored-infantry', size: 'division', attack: 6, movement: 5, steps: 2, ...extra }, face);
/** An Italian infantry division, 3-3, two steps. */
export const italian = (name: string, label: string, extra: Extra = {}, face = 0) =>
  unit(name, label, { side: 'Axis', nationality: 'Italian', type: 'infantry', size: 'division', attack: 3, movement: 3, steps: 2, ...extra }, face);
/** A garrison of a side, 1 strength, two steps (full strength has flak, 12.1). */
export const garrison = (name: string, label: string, side: 'Allies' | 'Axis', extra: Extra = {}, face = 0) =>
  unit(name, label, { side, nationality: side === 'Axis' ? 'German' : 'US', type: 'garrison', attack: 1, movement: 0, steps: 2, ...extra }, face);
export const marker = (kind: string, label: string) => unit(`${kind} ${label}`, label, { marker: kind });

/** A piece on another board (a staging area, a display). */
export function offMap(id: string, boardName: string, attrs: Extra): OffMapPiece {
  return { id, name: id, boardId: boardName.toLowerCase().replace(/\s+/g, '-'), boardName, attrs };
}
