/** The Caporetto demo scenario, read from assets and set up in a game document as importing it does. */
import { readFileSync } from 'node:fs';
import * as Y from 'yjs';
import { parseScenarioText } from '../../../src/scenario/importScenario';
import { applyScenarioExtras } from '../../../src/scenario/extras';
import { scenarioToSetup, type Scenario } from '../../../src/scenario/scenario';
import { createGameDoc } from '../../../src/doc/gameDoc';
import { addToTable } from '../../../src/doc/operations';
import type { AssetInfo } from '../../../src/model/records';

export const demoText = readFileSync('assets/demo-caporetto/scenario.json', 'utf8');
export const demo = parseScenarioText(demoText) as Scenario;

/** A fresh game document set up from the demo: counters, terrain, tracks, cup and rules. */
export function importedDemoDoc(): Y.Doc {
  const map = demo.boards[0];
  const assets = new Map<string, AssetInfo>([['map.svg', { hash: 'h', mime: 'image/svg+xml', name: 'map.svg', bytes: 1, width: map.width, height: map.height }]]);
  const setup = scenarioToSetup(demo, assets);
  const doc = createGameDoc('caporetto-demo', demo.name);
  const actor = { doc, name: 'Tester' };
  addToTable(actor, setup);
  applyScenarioExtras(actor, { terrain: demo.terrain, components: demo.components, rules: demo.rules }, new Map(setup.boards.map((b) => [b.id, b])));
  return doc;
}
