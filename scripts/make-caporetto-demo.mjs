#!/usr/bin/env node
// Generates Sandtable's second demo, made for trying the Caporetto rules assistant: an original
// map of the Italian front in 1917 (assets/demo-caporetto/map.svg) and its scenario
// (assets/demo-caporetto/scenario.json) with terrain painted in Caporetto's palette, counters,
// tracks, the A events cup and the assistant's setup. Output is fully deterministic: every random
// choice comes from one seeded PRNG, consumed in a fixed order.
import { byLabelPairs, featureList, mapBoardOf, outDirFor, tally, terrainRecord, writeDemo } from './lib/demoFiles.mjs';
import { HEIGHT, WIDTH, gridRecord, hexLabel, mulberry32 } from './caporetto-demo/geo.mjs';
import { buildWorld, coastalHexes } from './caporetto-demo/map.mjs';
import { drawMap } from './caporetto-demo/art.mjs';
import { tableComponents, unitsAndMarkers } from './caporetto-demo/counters.mjs';
import { heights, places, supply } from './caporetto-demo/places.mjs';

const SEED = 0xc4907e77;
const BOARD = 'italia';

// Caporetto's palette and hexside features, as rulesets/caporetto/terrain.ts defines them (the
// demo's unit test checks the two stay equal).
const palette = featureList([
  ['clear', 'Clear', '#e6dfb0'], ['rough', 'Rough', '#b8a27a'], ['mountain', 'Mountain', '#8d6e63'], ['alpine', 'Alpine', '#eceff1'],
  ['marsh', 'Marsh', '#4db6ac'], ['dominant', 'Dominant terrain', '#5d4037'], ['sea', 'Sea / lake', '#1e88e5'],
]);
const sideFeatures = featureList([
  ['river', 'River', '#1e88e5'], ['lake', 'Lake shore', '#0d47a1'], ['bridge', 'Bridge', '#8d6e63'],
  ['border', 'International border', '#fafafa'], ['all-sea', 'All-sea', '#0d47a1'],
]);

// A SAMPLE Combat Results Table made up for this demo: the rules text does not print the CRT's
// numbers. Only the 2:1 column's roll of 2 (3/1) comes from the rulebook's own example (11.7.1).
const sampleCrt = {
  columns: ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'],
  rows: ['1', '2', '3', '4', '5', '6'],
  cells: [
    ['3/0', '3/0', '3/1', '2/1', '2/1', '2/2', '1/2'],
    ['3/0', '2/0', '3/1', '2/1', '1/1', '1/2', '1/2'],
    ['2/0', '2/1', '2/1', '1/1', '1/2', '1/2', '0/2'],
    ['2/1', '1/1', '1/1', '1/2', '1/2', '0/2', '0/3'],
    ['1/1', '1/1', '1/2', '0/2', '0/2', '0/3', '1/E'],
    ['1/1', '0/1', '0/2', '0/2', '0/3', '1/E', 'E'],
  ],
  sample: true,
};

const notes = [
  "Sandtable's demo for trying the Caporetto rules assistant. Original map and counters: the map is drawn by our own script",
  '(place names are real geography, drawn our way), unit names are historical-style designations and every factor is a demo value,',
  'not the game\'s. The CRT is a sample made up for this demo, not the game\'s; type yours in from your chart',
  '(rules assistant panel → tables). The yellow line is the front at dawn on 24 October 1917; the counters show that evening:',
  'the Germans are through at Caporetto, Plezzo and Monte Nero are cut off (Out of Supply markers), Gorizia and the Tolmino',
  'bridgehead (beside the 14th Army HQ) are stacked to the limit, and the Allies hold the Piave at the Treviso railroad bridge.',
  'The German spearhead at Caporetto has outrun its own supply line: ask the assistant to check the table.',
].join(' ');

const rand = mulberry32(SEED);
const world = buildWorld(rand);
const svg = drawMap(world, rand);
const label = (at) => hexLabel(...at);

const terrain = terrainRecord(world, palette, sideFeatures, (pairs) => byLabelPairs(pairs, world.hexes));
const units = unitsAndMarkers(BOARD);
const table = tableComponents(HEIGHT);
const scenario = {
  sandtableScenario: 1,
  name: 'Caporetto 1917 (demo)',
  notes,
  counterSize: 50,
  boards: [mapBoardOf(BOARD, 'Fronte italiano 1917', WIDTH, HEIGHT, gridRecord), ...table.boards],
  faces: { ...units.faces, ...table.faces },
  pieces: [...units.pieces, ...table.pieces],
  terrain: { [BOARD]: terrain },
  components: table.components,
  rules: {
    ruleset: 'caporetto',
    values: {
      towns: places.filter((p) => p.kind === 'town').map((p) => label(p.at)),
      cities: places.filter((p) => p.kind === 'city').map((p) => label(p.at)),
      vpHexes: places.filter((p) => p.vp).map((p) => label(p.at)),
      supplyCentralPowers: supply.centralPowers.map(label),
      supplyAllies: supply.allies.map(label),
      coastal: coastalHexes(world).map((h) => h.label),
    },
    tables: { crt: sampleCrt },
  },
};

writeDemo(outDirFor('demo-caporetto'), svg, scenario);
console.log(`map.svg ${WIDTH}x${HEIGHT}, ${(svg.length / 1024).toFixed(0)} KiB; ${scenario.pieces.length} pieces; terrain`, tally(world.hexes.map((h) => h.terrain)), 'hexsides', tally([...world.sides.values()]),
  `bridges ${world.bridges.map(({ a, b }) => `${a.label}|${b.label}`).join(' ')}; heights ${heights.map((h) => label(h.at)).join(' ')}`);
