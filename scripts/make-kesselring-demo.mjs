#!/usr/bin/env node
// Generates Sandtable's fourth demo, made for trying the Kesselring's War rules assistant: our own
// map of southern Italy, Sicily and Sardinia (assets/demo-kesselring/map.svg) and its scenario
// (assets/demo-kesselring/scenario.json) with terrain painted in the ruleset's palette, roads,
// rivers, the Strait of Messina and all-sea hexsides, the hexes the rules name, counters with the
// attributes the assistant reads, the Staging Areas, AP tracks, the Turn Record Track and the other
// displays, and SAMPLE tables. Output is fully deterministic: the one random element, the relief
// noise, comes from a seeded PRNG. `--out DIR` writes to another folder (the demo's test does).
//
// GT 1, Action Phase, a few days after the landings on Sicily. Positions the tests read:
//  (a) open terrain: US 1 Inf (with US 2 Armd) at Gela (1426) is next to HG at 1525, open ground.
//  (b) rough terrain: UK 5 Inf and UK 50 Inf at 1526 are next to 54 Nap at 1626, rough.
//  (c) a clear road: US 3 Inf (motorized infantry) alone at Agrigento (1423); the road runs on
//      west through Sciacca (1522) and 1521 to Trapani (1520), hexes no Axis unit is next to.
//  The Strait of Messina is the hexside 2027|2028; Messina (2027) holds a fortification.
import { featureList, mapBoardOf, outDirFor, tally, terrainRecord, writeDemo } from './lib/demoFiles.mjs';
import { mulberry32 } from './lib/mapArt.mjs';
import { HEIGHT, WIDTH, gridRecord } from './kesselring-demo/grid.mjs';
import { buildWorld, landHexes } from './kesselring-demo/world.mjs';
import { drawMap } from './kesselring-demo/art.mjs';
import { piecesAndBoards } from './kesselring-demo/counters.mjs';
import { sampleTables } from './kesselring-demo/tables.mjs';
import { MONTE_CASSINO, ROMA, SAN_BENEDETTO, cassinoRow, places } from './kesselring-demo/places.mjs';

const SEED = 0x4b57a1c3;
const BOARD = 'italy';

// The ruleset's palette and hexside features, as rulesets/kesselring/terrain.ts defines them (the
// demo's unit test checks the two stay equal).
const palette = featureList([['open', 'Open', '#dfd8a8'], ['rough', 'Rough', '#b59f74'], ['mountain', 'Mountain', '#8d6e63'], ['volcano', 'Volcano', '#5d4037'], ['sea', 'Sea', '#3f7fbf']]);
const sideFeatures = featureList([['river', 'River', '#1e88e5'], ['strait', 'Strait of Messina', '#0d47a1'], ['all-sea', 'All-sea hexside', '#0b3d91']]);

const notes = `
Sandtable's demo for trying the Kesselring's War rules assistant. Original map and counters: southern Italy, Sicily and Sardinia are
drawn by our own script (north is up and to the right, as the peninsula runs down the sheet), with the hexes the rules text names where
it puts them (Messina 2027 across the Strait from Reggio 2028, Roma 3112, Monte Cassino 3116, San Benedetto 3714); unit names follow the
rules' order of battle, and every factor is a sample number, not the game's. Every table (terrain effects, combat results, air combat,
airborne drop) is a SAMPLE made up for this demo: type yours in from your chart (rules assistant panel → tables). The AP tracks run 0–20
on this demo's displays. GT 1 (July 1943), Action Phase, a few days after the landings: the Allies have 12 AP, the Axis 10; US and
Commonwealth divisions are ashore round Agrigento, Licata, Gela, Comiso and Siracusa, with Allied garrisons in Licata and Siracusa. Try: (a) attack
HG in the open at 1525 with US 1 Inf from Gela (1426); (b) attack 54 Nap in rough ground at 1626 with the British at 1526; (c) move
US 3 Inf, motorized, from Agrigento (1423) west along the road through Sciacca (1522) towards Trapani (1520).
`.trim().replace(/\s*\n\s*/g, ' ');

const world = buildWorld(mulberry32(SEED));
const svg = drawMap(world);
const terrain = terrainRecord(world, palette, sideFeatures);
const table = piecesAndBoards(BOARD, HEIGHT);
const mapBoard = mapBoardOf(BOARD, 'Italy 1943', WIDTH, HEIGHT, gridRecord);
const hexesOf = (test) => places.filter(test).map((p) => p.hex).sort();
const scenario = {
  sandtableScenario: 1, name: "Kesselring's War 1943 (demo)", notes, counterSize: 46,
  boards: [mapBoard, ...table.boards], faces: table.faces, pieces: table.pieces, terrain: { [BOARD]: terrain }, components: table.components,
  rules: {
    ruleset: 'kesselring',
    // The turn is not set here: the Game Turn marker in box 1 of the Turn Record Track gives it; the
    // AP come from the markers on the AP tracks.
    values: {
      scenario: '1', phase: 'action', initiative: 'Allies', nextSide: 'Allies', apMax: 20,
      towns: hexesOf((p) => p.kind === 'town'), cities: hexesOf((p) => p.kind === 'city'), ports: hexesOf((p) => p.port),
      airfields: hexesOf((p) => p.airfield), objectives: hexesOf((p) => p.objective), supplySources: [ROMA, SAN_BENEDETTO].sort(),
      roma: [ROMA], sanBenedetto: [SAN_BENEDETTO], monteCassino: [MONTE_CASSINO],
      sicily: landHexes(world, 'sicily'), sardinia: landHexes(world, 'sardinia'),
      northEdge: world.hexes.filter((h) => h.land === 'mainland' && h.r === 0).map((h) => h.label), cassinoRow,
    },
    tables: sampleTables,
  },
};
for (const l of cassinoRow) if (world.at(l).land !== 'mainland') throw new Error(`the Monte Cassino row's ${l} is not on the mainland`);

writeDemo(outDirFor('demo-kesselring'), svg, scenario);
console.log(`map.svg ${WIDTH}x${HEIGHT}, ${(svg.length / 1024).toFixed(0)} KiB; ${scenario.pieces.length} pieces; terrain`, tally(Object.values(terrain.hexes)),
  `; ${Object.keys(terrain.links).length} road links; hexsides`, tally(Object.values(terrain.hexsides)));
