/**
 * A shipped demo as the app sets it up and as its rules assistant reads it: the scenario parsed
 * from `assets/<folder>/scenario.json`, imported into a game document, and the rules view of its
 * map built with the ruleset's value specs. The demo tests read their checks off this.
 */
import { readFileSync } from 'node:fs';
import { readComponents } from '../../../../src/doc/componentOps';
import { readRules } from '../../../../src/doc/rulesOps';
import { readSnapshot } from '../../../../src/doc/snapshot';
import { readTerrain } from '../../../../src/doc/terrainOps';
import { inBounds, neighbours } from '../../../../src/geometry/hexGrid';
import { cellLabel, parseCellLabel } from '../../../../src/geometry/numbering';
import type { Cell, HexGrid } from '../../../../src/model/grid';
import type { AssetInfo, TableSnapshot } from '../../../../src/model/records';
import type { ValueSpec } from '../../../../src/rules/types';
import { buildRulesView, trackValuesFromTable, unitsAt } from '../../../../src/rules/view';
import { parseScenarioText, scenarioGame } from '../../../../src/scenario/importScenario';
import type { Scenario } from '../../../../src/scenario/scenario';

/**
 * Loads a demo folder and sets it up as importing it does; `viewOf` reads its first board (the
 * map) through the rules assistant with the given value specs, for the table as set up or changed.
 */
export function demoGame(folder: string) {
  const demo = parseScenarioText(readFileSync(`${folder}/scenario.json`, 'utf8')) as Scenario;
  const map = demo.boards[0];
  const assets = new Map<string, AssetInfo>([['map.svg', { hash: 'h', mime: 'image/svg+xml', name: 'map.svg', bytes: 1, width: map.width, height: map.height }]]);
  const doc = scenarioGame(demo, assets);
  const table = readSnapshot(doc);
  const components = readComponents(doc);
  const viewOf = (values: readonly ValueSpec[], on: TableSnapshot = table) =>
    buildRulesView({ table: on, boardId: map.id, terrain: readTerrain(doc, map.id), rules: readRules(doc), values, trackValues: trackValuesFromTable(on, components) });
  return { demo, map, assets, doc, table, components, viewOf };
}

/**
 * Loads a hex-map demo and reads its map through the rules assistant, with the hex helpers the
 * demo tests share: a hex's cell and label, its neighbours on the map, the units in it, whether
 * it is land, a unit by name.
 */
export function demoView(folder: string, values: readonly ValueSpec[]) {
  const game = demoGame(folder);
  const { demo, map } = game;
  const grid = map.grid as HexGrid;
  const view = game.viewOf(values);
  const terrain = demo.terrain![map.id];
  const cell = (label: string) => parseCellLabel(grid, label)!;
  const label = (c: Cell) => cellLabel(grid, c);
  return {
    ...game, grid, view, terrain, cell, label,
    rules: demo.rules!,
    /** The labels of a hex's neighbours on the map. */
    around: (l: string) => neighbours(grid, cell(l)).filter((n) => inBounds(grid, n)).map(label),
    /** The units (not markers) in a hex. */
    units: (l: string) => unitsAt(view, cell(l)).filter((u) => u.kind !== 'marker'),
    land: (l: string) => terrain.hexes[l] !== undefined && terrain.hexes[l] !== 'sea',
    byName: (name: string) => view.units.find((u) => u.name === name)!,
  };
}
