/**
 * A shipped demo as the app sets it up and as its rules assistant reads it: the scenario parsed
 * from `assets/<folder>/scenario.json`, imported into a game document, and the rules view of its
 * map built with the ruleset's value specs. The demo tests read their checks off this.
 */
import { readFileSync } from 'node:fs';
import { readComponents } from '../../../../src/doc/componentOps';
import { readRules } from '../../../../src/doc/rulesOps';
import { readSnapshot } from '../../../../src/doc/snapshot';
import { readAllTerrain } from '../../../../src/doc/terrainOps';
import { cellLabel, parseCellLabel } from '../../../../src/geometry/numbering';
import type { Cell, HexGrid } from '../../../../src/model/grid';
import type { AssetInfo } from '../../../../src/model/records';
import type { ValueSpec } from '../../../../src/rules/types';
import { buildRulesView, trackValuesFromTable } from '../../../../src/rules/view';
import { parseScenarioText, scenarioGame } from '../../../../src/scenario/importScenario';
import type { Scenario } from '../../../../src/scenario/scenario';

/** Loads a demo folder and reads its first board (the map) through the rules assistant. */
export function demoView(folder: string, values: readonly ValueSpec[]) {
  const demo = parseScenarioText(readFileSync(`${folder}/scenario.json`, 'utf8')) as Scenario;
  const map = demo.boards[0];
  const grid = map.grid as HexGrid;
  const assets = new Map<string, AssetInfo>([['map.svg', { hash: 'h', mime: 'image/svg+xml', name: 'map.svg', bytes: 1, width: map.width, height: map.height }]]);
  const doc = scenarioGame(demo, assets);
  const table = readSnapshot(doc);
  const view = buildRulesView({ table, boardId: map.id, terrain: readAllTerrain(doc).get(map.id)!, rules: readRules(doc), values, trackValues: trackValuesFromTable(table, readComponents(doc)) });
  return {
    demo, map, grid, doc, table, view,
    terrain: demo.terrain![map.id],
    rules: demo.rules!,
    cell: (label: string) => parseCellLabel(grid, label)!,
    label: (c: Cell) => cellLabel(grid, c),
  };
}
