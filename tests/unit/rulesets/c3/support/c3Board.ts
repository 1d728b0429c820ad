/**
 * A small Operazione C3 table for the ruleset's tests: the shared test board (printed labels like
 * 0705) with C3's terrain, a TEC typed in with test numbers (not the game's: the rules text prints
 * none), and units of both sides as RulesUnit literals.
 */
import type { AttributeValue } from '../../../../../src/model/records';
import type { TableData } from '../../../../../src/rules/kit';
import type { OffMapPiece } from '../../../../../src/rules/types';
import { palette, sideFeatures, tecColumns, tecRows } from '../../../../../rulesets/c3/terrain';
import { boardWith, unit, type Board } from '../../caporetto/support/board';

export { at, keyOf, labelsOf, keyLabels, move } from '../../caporetto/support/board';

/** Test numbers for the TEC, row by row in `tecRows` order: Movement, Stacking, Combat stacking, Column shift, Bombardment. */
const testTec: Record<(typeof tecRows)[number], string[]> = {
  Plain: ['1', '4', '4', '0', '1'],
  Hill: ['2', '3', '2', '1L', '2'],
  Town: ['1', '0', '0', '1L', '1'],
  City: ['1', '1', '1', '1L', '2'],
  Rubble: ['2', '0', '0', '1L', '2'],
  Port: ['0', '0', '0', '0', '1'],
  Airfield: ['0', '0', '0', '0', '0'],
  Road: ['½', '0', '0', '0', '0'],
  'Victory Line': ['1', '0', '0', '1L', '0'],
};

export const tec: TableData = { columns: [...tecColumns], rows: [...tecRows], cells: tecRows.map((r) => [...testTec[r]]) };

/** A test Close Combat Table: each cell names its own column and roll ("2:1/7"), except the few the tests read as results. */
export function crtWith(cells: Record<string, Record<number, string>> = {}): TableData {
  const columns = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1+'];
  const rows = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
  return { columns, rows, cells: rows.map((r) => columns.map((c) => cells[c]?.[Number(r)] ?? '-/-')) };
}

/** A blank C3 board with the test TEC typed in. */
export function c3Board(): Board {
  return boardWith(palette, sideFeatures).table('tec', tec);
}

/** A C3 board before anyone typed the TEC. */
export const untypedBoard = (): Board => boardWith(palette, sideFeatures);

type Extra = Record<string, AttributeValue>;
/** An Italian infantry battalion of Livorno, combat 3, movement 4, two steps unless told otherwise. */
export const italian = (name: string, label: string, extra: Extra = {}, face = 0) =>
  unit(name, label, { side: 'Axis', nationality: 'Italian', type: 'infantry', formation: 'Livorno', attack: 3, defence: 3, movement: 4, steps: 2, ...extra }, face);
/** A German paratrooper company of Ramcke, combat 3, movement 4, one step with a Dis back. */
export const german = (name: string, label: string, extra: Extra = {}, face = 0) =>
  unit(name, label, { side: 'Axis', nationality: 'German', type: 'paratroopers', formation: 'Ramcke', attack: 3, defence: 3, movement: 4, steps: 1, back: 'dis', ...extra }, face);
/** A Commonwealth infantry battalion, combat 2, movement 3, two steps. */
export const british = (name: string, label: string, extra: Extra = {}, face = 0) =>
  unit(name, label, { side: 'British', nationality: 'Commonwealth', type: 'infantry', formation: 'Northern', attack: 2, defence: 2, movement: 3, steps: 2, ...extra }, face);
export const marker = (kind: string, label: string) => unit(`${kind} ${label}`, label, { marker: kind });

/** A chit on another board: in the chits cup, or in the Activated box. */
export function chit(id: string, side: string, formation: string, activation: number, boardName = 'Formation chits', kind = 'formation'): OffMapPiece {
  return { id, name: `${formation} chit`, boardId: boardName.toLowerCase().replace(/\s+/g, '-'), boardName, attrs: { chit: kind, side, formation, activation } };
}
