/**
 * A small Caporetto table for the ruleset's tests: a flat hex board numbered like the game's map
 * (2718 = column 27, row 18), Caporetto's terrain palette, units written as RulesUnit literals by
 * nationality and type, game values and recorded hex control — all by printed label.
 */
import type { Cell, HexGrid } from '../../../../../src/model/grid';
import { flatHexGrid } from '../../../support/grids';
import type { AttributeValue } from '../../../../../src/model/records';
import { cellKey, createRulesMap, pairKey, type CellKey, type LinkType, type RulesMap } from '../../../../../src/rules/kit';
import type { MoveQuery, RuleValue, RulesUnit, RulesView } from '../../../../../src/rules/types';
import { emptyTerrain } from '../../../../../src/terrain/terrain';
import type { OffMapPiece } from '../../../../../src/rules/types';
import type { SideFeatureType, TableData, TerrainType } from '../../../../../src/rules/kit';
import { palette, sideFeatures } from '../../../../../rulesets/caporetto/terrain';

/**
 * Flat-topped hexes with even-indexed columns (printed 01, 03 … 27) shifted down, so 2718's
 * neighbours are 2717, 2719, 2618, 2619, 2818 and 2819 as on the game's map.
 */
export const grid: HexGrid = flatHexGrid(40, 30, false);

const labelMap = createRulesMap('caporetto', grid, emptyTerrain());

/** The cell a printed label names; throws on a label off the test board. */
export function at(label: string): Cell {
  const cell = labelMap.cellOf(label);
  if (!cell) throw new Error(`no hex ${label} on the test board`);
  return cell;
}

/** The printed labels of cells, for readable expectations. */
export const labelsOf = (cells: readonly Cell[] | null): string[] | null => (cells ? cells.map((c) => labelMap.label(c)) : null);

/** The printed labels of cell keys, sorted. */
export const keyLabels = (keys: Iterable<CellKey>): string[] =>
  [...keys].map((k) => labelMap.label({ col: Number(k.split(',')[0]), row: Number(k.split(',')[1]) })).sort();

/** The key of a labelled hex. */
export const keyOf = (label: string): CellKey => cellKey(at(label));

/** A counter by name (also its id), hex, attributes and face shown; factors are read from the attributes. */
export function unit(name: string, label: string, attrs: Record<string, AttributeValue>, face = 0): RulesUnit {
  const cell = at(label);
  const num = (v: AttributeValue | undefined) => (typeof v === 'number' ? v : null);
  return {
    id: name,
    name,
    kind: attrs.marker !== undefined ? 'marker' : 'unit',
    cell,
    key: cellKey(cell),
    face,
    attack: num(attrs.attack),
    defence: num(attrs.defence),
    movement: num(attrs.movement),
    steps: num(attrs.steps) ?? 1,
    stepsLeft: num(attrs.steps) ?? 1,
    attrs,
  };
}

type Extra = Record<string, AttributeValue>;

/** An Italian infantry division, 3-4-4 unless told otherwise. */
export const italian = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { nationality: 'Italian', type: 'infantry', attack: 3, defence: 4, movement: 4, ...extra });
export const british = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { nationality: 'British', type: 'infantry', attack: 4, defence: 4, movement: 4, ...extra });
export const czech = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { nationality: 'Czech', type: 'infantry', attack: 2, defence: 2, movement: 4, ...extra });
/** An Austro-Hungarian infantry division, 3-3-4 unless told otherwise. */
export const austrian = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { nationality: 'Austro-Hungarian', type: 'infantry', attack: 3, defence: 3, movement: 4, ...extra });
export const german = (name: string, label: string, extra: Extra = {}) =>
  unit(name, label, { nationality: 'German', type: 'infantry', attack: 4, defence: 4, movement: 4, ...extra });
/** An HQ in support mode (front, face 0) or movement mode (back, face 1). */
export const hq = (name: string, label: string, nationality: string, mode: 'support' | 'movement', extra: Extra = {}) =>
  unit(name, label, { nationality, type: 'hq', ...extra }, mode === 'movement' ? 1 : 0);
/** An Out of Supply marker (14.3). */
export const oosMarker = (label: string) => unit(`OOS ${label}`, label, { marker: 'oos' });

/** A table under construction: paint, draw hexsides and links, place units, set values, record control. */
export interface Board {
  map: RulesMap;
  units: RulesUnit[];
  values: Record<string, RuleValue>;
  control: Record<CellKey, string>;
  paint(terrain: string, ...labels: string[]): Board;
  side(feature: string, a: string, b: string): Board;
  link(type: LinkType, ...labels: string[]): Board;
  place(...units: RulesUnit[]): Board;
  set(values: Record<string, RuleValue>): Board;
  controlled(side: string, ...labels: string[]): Board;
  /** A table the players typed in. */
  table(id: string, data: TableData): Board;
  /** A piece on another board (a chit in a box). */
  offMap(...pieces: OffMapPiece[]): Board;
  view(): RulesView;
}

/** A blank board: everything clear, no units, default values (the western edge supplies the Allies). */
export function board(): Board {
  return boardWith(palette, sideFeatures);
}

/** A blank board with another game's terrain palette (rulesets other than Caporetto share this builder). */
export function boardWith(types: readonly TerrainType[], features: readonly SideFeatureType[]): Board {
  const terrain = emptyTerrain();
  terrain.palette = types.map((t) => ({ ...t }));
  terrain.sideFeatures = features.map((f) => ({ ...f }));
  const tables: Record<string, TableData> = {};
  const offMap: OffMapPiece[] = [];
  const b: Board = {
    map: createRulesMap('caporetto', grid, terrain),
    units: [],
    values: {},
    control: {},
    paint(type, ...labels) {
      for (const label of labels) terrain.hexes[keyOf(label)] = type;
      return b;
    },
    side(feature, a, c) {
      terrain.hexsides[pairKey(at(a), at(c))] = feature;
      return b;
    },
    link(type, ...labels) {
      for (let i = 1; i < labels.length; i++) terrain.links[pairKey(at(labels[i - 1]), at(labels[i]))] = type;
      return b;
    },
    place(...units) {
      b.units.push(...units);
      return b;
    },
    set(values) {
      Object.assign(b.values, values);
      return b;
    },
    controlled(side, ...labels) {
      for (const label of labels) b.control[keyOf(label)] = side;
      return b;
    },
    table(id, data) {
      tables[id] = data;
      return b;
    },
    offMap(...pieces) {
      offMap.push(...pieces);
      return b;
    },
    view: () => ({ map: b.map, units: [...b.units], values: { ...b.values }, tables: { ...tables }, control: { ...b.control }, offMap: [...offMap] }),
  };
  return b;
}

/** A move of some units from one hex along a path of labels (empty: only from→to known). */
export function move(units: readonly RulesUnit[], from: string, path: readonly string[], to = path[path.length - 1] ?? from): MoveQuery {
  return { pieceIds: units.map((u) => u.id), from: at(from), path: path.map(at), to: at(to) };
}
