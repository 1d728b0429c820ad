/**
 * A small German High Command area map for the ruleset's tests: areas with their neighbours and
 * attributes as the rules view gives them, pieces standing in them by name, and values by id.
 */
import type { AttributeValue } from '../../../../../src/model/records';
import { standardNumbering, type SquareGrid } from '../../../../../src/model/grid';
import { createRulesMap } from '../../../../../src/rules/kit';
import type { MoveQuery, RuleValue, RulesArea, RulesUnit, RulesView } from '../../../../../src/rules/types';
import { emptyTerrain } from '../../../../../src/terrain/terrain';

/** An area: its name, neighbours by name and attributes (`front`, `festung`, `isolated`…). */
export interface AreaSketch {
  name: string;
  near?: string[];
  attrs?: Record<string, AttributeValue>;
}

/** A piece standing in an area by name. */
export interface PieceSketch {
  id: string;
  area: string;
  attrs: Record<string, AttributeValue>;
}

export const army = (id: string, area: string, type = 'regular', side = 'Axis'): PieceSketch => ({ id, area, attrs: { side, type } });
export const axisDisk = (area: string): PieceSketch => ({ id: `disk-${area}`, area, attrs: { side: 'Axis', type: 'control' } });
export const marker = (area: string, name: string): PieceSketch => ({ id: `${name}-${area}`, area, attrs: { marker: name } });

/** The view of these areas (neighbours made both ways, as the app reads them), pieces and values. */
export function areaMapView(sketch: AreaSketch[], pieces: PieceSketch[] = [], values: Record<string, RuleValue> = {}): RulesView {
  const names = sketch.map((a) => a.name);
  const grid: SquareGrid = { kind: 'square', dx: 1, dy: 1, originX: 0, originY: 0, columns: names.length, rows: 1, numbering: standardNumbering, showLines: false };
  const near = (name: string) => names.filter((other) => sketch.find((a) => a.name === name)?.near?.includes(other) || sketch.find((a) => a.name === other)?.near?.includes(name));
  const areaInfo: RulesArea[] = sketch.map((a, col) => ({ name: a.name, cell: { col, row: 0 }, neighbours: near(a.name), attrs: a.attrs ?? {} }));
  const units: RulesUnit[] = pieces.map((p) => {
    const col = names.indexOf(p.area);
    return { id: p.id, name: p.id, kind: p.attrs.marker ? 'marker' : 'unit', cell: { col, row: 0 }, key: `${col},0`, face: 0, attack: null, defence: null, movement: null, steps: 1, stepsLeft: 1, attrs: p.attrs, area: p.area };
  });
  return { map: createRulesMap('europe', grid, emptyTerrain()), units, values, tables: {}, control: {}, offMap: [], areas: names, areaInfo };
}

/** A move of these pieces from one area to another, by name. */
export function areaMove(view: RulesView, ids: string[], from: string, to: string): MoveQuery {
  const cell = (name: string) => ({ col: view.areas!.indexOf(name), row: 0 });
  return { pieceIds: ids, from: cell(from), path: [cell(to)], to: cell(to) };
}
