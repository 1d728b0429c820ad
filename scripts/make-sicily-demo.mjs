#!/usr/bin/env node
// Generates Sandtable's Sicily demo, made for trying the Sicily rules assistant (coast defence, Allied
// national restrictions, the Fall of Mussolini): our own map of the south-east coast of Sicily from
// Licata to Augusta (assets/demo-sicily/map.svg) with its coast defence position symbols, and the
// scenario (assets/demo-sicily/scenario.json): land and sea painted, roads and rivers, the CD position
// hexes as the ruleset's `cdPositions`, the Allied assault divisions ashore with their beach units,
// the Axis reserves inland, every Italian CD unit in the Coast defence cup Untried, the Turn Record
// Track and SAMPLE tables. Output is fully deterministic: the one random element, the relief noise,
// comes from a seeded PRNG. `--out DIR` writes to another folder (the demo's test does).
//
// Game-turn 1 (10 July 1943), Special Events Phase. Positions the tests and the browser test read:
//  - the CD positions: 0205 Licata, 0405, 0505 Gela, 0808 Scoglitti, 0909, 1310 Pozzallo,
//    1611 Capo Passero, 1703 Augusta, 1806 Siracusa; all empty, the nine CD units in the cup.
//  - a mixed attack (NR 2.2): US 505 PIR (US) at 1210 and UK 231 Bde (British) at 1410 are both
//    next to the Pozzallo position 1310; put a CD unit there and attack it with the two.
//  - the beaches: Beach JOSS with US 3 Inf at 0104, DIME with US 1 Inf at 0606, CENT with US 45 Inf
//    at 0706 (US); BARK with 1 Cdn Inf at 1510, ACID with UK 50 Inf at 1608 (British).
import { featureList, mapBoardOf, outDirFor, tally, terrainRecord, writeDemo } from './lib/demoFiles.mjs';
import { mulberry32 } from './lib/mapArt.mjs';
import { HEIGHT, WIDTH, gridRecord } from './sicily-demo/grid.mjs';
import { buildWorld } from './sicily-demo/world.mjs';
import { drawMap } from './sicily-demo/art.mjs';
import { piecesAndBoards } from './sicily-demo/counters.mjs';
import { sampleTables } from './sicily-demo/tables.mjs';

const SEED = 0x51c1a7;
const BOARD = 'sicily';

// The ruleset's palette (rulesets/sicily/terrain.ts: it tells land from sea only) and this map's
// hills and mountain, which the module's rules do not read (the demo's unit test checks the first two).
const palette = featureList([['clear', 'Clear', '#dcd3a0'], ['sea', 'Sea', '#3f7fbf'], ['hills', 'Hills', '#c9ad7a'], ['mountain', 'Mountain', '#8d6e63']]);
// The ruleset reads no hexside features; the map's rivers run along hexsides.
const sideFeatures = [{ id: 'river', name: 'River', colour: '#1e88e5' }];

const notes = `
Sandtable's demo for trying the Sicily rules assistant: coast defence units, Allied national restrictions and the Fall of Mussolini.
Original map and counters: the south-east coast of Sicily from Licata to Augusta, drawn by our own script; unit names follow the landings
of July 1943, and every factor is a sample number, not the game's. Both tables (combat results, Fall of Mussolini) are SAMPLES made up
for this demo: type yours in from your charts (rules assistant panel → tables). Game-turn 1, Special Events Phase: the Allied assault
divisions are ashore with their beach units (JOSS, DIME and CENT American; BARK and ACID British), and the nine Italian coast defence
units are in the Coast defence cup, Untried. Try: draw CD units from the cup and place them on the hexes with the red coast defence
symbol (one per hex), then attack the one at Pozzallo (1310) with US 505 PIR from 1210 and UK 231 Bde from 1410: the CD unit is
turned Tried first, and the mixed attack gets +1; roll the Fall of Mussolini in the Special Events Phase.
`.trim().replace(/\s*\n\s*/g, ' ');

const world = buildWorld(mulberry32(SEED));
const svg = drawMap(world);
const terrain = terrainRecord(world, palette, sideFeatures);
const table = piecesAndBoards(BOARD, HEIGHT);
for (const p of table.pieces.filter((q) => q.board === BOARD)) if (!world.at(p.hex).land) throw new Error(`${p.name} (${p.hex}) is at sea`);
const cdPositions = world.cdPositions.map((c) => c.hex).sort();
for (const p of table.pieces.filter((q) => q.board === BOARD)) if (cdPositions.includes(p.hex)) throw new Error(`${p.name} stands on the CD position ${p.hex}`);
const mapBoard = mapBoardOf(BOARD, 'Sicily 1943', WIDTH, HEIGHT, gridRecord);
const scenario = {
  sandtableScenario: 1, name: 'Sicily 1943: coast defence (demo)', notes, counterSize: 46,
  boards: [mapBoard, ...table.boards], faces: table.faces, pieces: table.pieces, terrain: { [BOARD]: terrain }, components: table.components,
  rules: {
    ruleset: 'sicily',
    // The turn is not set here: the Game Turn marker in box 1 of the Turn Record Track gives it.
    values: { phase: 'special-events', cdPositions },
    tables: sampleTables,
  },
};

writeDemo(outDirFor('demo-sicily'), svg, scenario);
console.log(`map.svg ${WIDTH}x${HEIGHT}, ${(svg.length / 1024).toFixed(0)} KiB; ${scenario.pieces.length} pieces; terrain`, tally(Object.values(terrain.hexes)),
  `; ${Object.keys(terrain.links).length} road links, ${Object.keys(terrain.hexsides).length} river hexsides; CD positions ${cdPositions.join(' ')}`);
