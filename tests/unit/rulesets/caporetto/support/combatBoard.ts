/**
 * A small Caporetto table for combat tests: a flat 12 × 12 hex map numbered 0101 with the
 * Caporetto palette, units as plain RulesUnit literals placed by printed label, and values that
 * start on a quiet turn (GT 3, both armies at morale 0) so each test turns on only what it tests.
 */
import type { HexGrid } from '../../../../../src/model/grid';
import { flatHexGrid } from '../../../support/grids';
import { emptyTerrain, type LinkType } from '../../../../../src/terrain/terrain';
import { cellKey, createRulesMap, neighboursOn, pairKey, type TableData } from '../../../../../src/rules/kit';
import type { RuleValue, RulesUnit, RulesView } from '../../../../../src/rules/types';
import { palette, sideFeatures } from '../../../../../rulesets/caporetto/terrain';
import { parseCellLabel } from '../../../../../src/geometry/numbering';

export const grid: HexGrid = flatHexGrid(12, 12);

const emptyMap = createRulesMap('map', grid, emptyTerrain());

/** The cell a printed label names on the test map. */
export function at(label: string) {
  const cell = parseCellLabel(grid, label);
  if (!cell) throw new Error(`no hex ${label}`);
  return cell;
}

/** The labels of a hex's neighbours, in the grid's clockwise order (N, NE, SE, S, SW, NW). */
export function around(label: string): string[] {
  return neighboursOn(emptyMap, at(label)).map((c) => emptyMap.label(c));
}

let serial = 0;

/** Counter attributes plus the factors and steps of the face shown. */
export interface UnitSpec {
  name?: string;
  nationality?: string;
  type?: string;
  attack?: number | null;
  defence?: number | null;
  steps?: number;
  stepsLeft?: number;
  face?: number;
  assault?: boolean;
  army14?: boolean;
  marker?: string;
  kind?: 'unit' | 'marker';
}

/** A counter at a hex. */
export function unit(label: string, spec: UnitSpec): RulesUnit {
  const cell = at(label);
  const id = `u${++serial}`;
  const attrs: Record<string, string | number | boolean> = {};
  for (const name of ['nationality', 'type', 'assault', 'army14', 'marker'] as const) if (spec[name] !== undefined) attrs[name] = spec[name]!;
  return {
    id, name: spec.name ?? `${spec.nationality ?? 'unit'} ${spec.type ?? 'infantry'} ${id}`, kind: spec.kind ?? 'unit', cell, key: cellKey(cell),
    face: spec.face ?? 0, attack: spec.attack ?? null, defence: spec.defence ?? null, movement: 4,
    steps: spec.steps ?? 2, stepsLeft: spec.stepsLeft ?? spec.steps ?? 2, attrs,
  };
}

const infantry = (nationality: string) => (label: string, attack = 4, defence = 4, extra: UnitSpec = {}) =>
  unit(label, { nationality, type: 'infantry', attack, defence, ...extra });

export const italian = infantry('Italian');
export const austrian = infantry('Austro-Hungarian');
export const german = infantry('German');
export const british = infantry('British');
export const french = infantry('French');
export const czech = infantry('Czech');

/** A support marker (artillery, air, naval) of a nationality. */
export const gun = (label: string, nationality: string, type = 'artillery', extra: UnitSpec = {}) =>
  unit(label, { nationality, type, steps: 1, ...extra });

/** An HQ, in support mode unless `face` 1 (movement mode). */
export const hq = (label: string, nationality: string, extra: UnitSpec = {}) =>
  unit(label, { nationality, type: 'hq', steps: 1, ...extra });

/** An Out of Supply marker on a hex (14.3). */
export const oosMarker = (label: string) => unit(label, { kind: 'marker', marker: 'oos', steps: 1 });

export interface BoardSpec {
  units?: RulesUnit[];
  values?: Record<string, RuleValue>;
  tables?: Record<string, TableData>;
  /** Printed label → terrain id. */
  hexes?: Record<string, string>;
  /** [label, label, side feature id]. */
  sides?: [string, string, string][];
  links?: [string, string, LinkType][];
}

/** Quiet defaults: GT 3, 1st Combat Sub-phase, both armies at morale 0. */
export const quietValues: Record<string, RuleValue> = { turn: 3, phase: 'combat1', moraleItalian: 0, moraleAustroHungarian: 0 };

/** The view a ruleset reads, built from the spec. */
export function combatBoard(spec: BoardSpec = {}): RulesView {
  const terrain = emptyTerrain();
  terrain.palette = palette.map((t) => ({ ...t }));
  terrain.sideFeatures = sideFeatures.map((f) => ({ ...f }));
  for (const [label, id] of Object.entries(spec.hexes ?? {})) terrain.hexes[cellKey(at(label))] = id;
  const pair = (a: string, b: string) => pairKey(at(a), at(b));
  for (const [a, b, id] of spec.sides ?? []) terrain.hexsides[pair(a, b)] = id;
  for (const [a, b, type] of spec.links ?? []) terrain.links[pair(a, b)] = type;
  return {
    map: createRulesMap('map', grid, terrain),
    units: spec.units ?? [],
    values: { ...quietValues, ...(spec.values ?? {}) },
    tables: spec.tables ?? {},
    control: {},
    offMap: [],
  };
}

/**
 * A CRT typed in for tests only (not the game's numbers): every cell "1/1" except the one the
 * rulebook prints in its 11.7.1 example, 2:1 on a roll of 2 → 3/1, and "E" at 6:1 on a 6.
 */
export function testCrt(columns = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1']): TableData {
  const rows = ['1', '2', '3', '4', '5', '6'];
  const cells = rows.map((r) => columns.map((c) => (c === '2:1' && r === '2' ? '3/1' : c === '6:1' && r === '6' ? 'E' : '1/1')));
  return { columns, rows, cells };
}
