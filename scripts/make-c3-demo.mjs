#!/usr/bin/env node
// Generates Sandtable's third demo, made for trying the Operazione C3 rules assistant: an original
// map of an island shaped loosely after Malta (assets/demo-c3/map.svg) and its scenario
// (assets/demo-c3/scenario.json) with terrain painted in C3's palette, roads, the Victory Line,
// counters, activation chits, the Game Turn track, the Activated box and SAMPLE tables. Output is
// fully deterministic: every random choice comes from one seeded PRNG, consumed in a fixed order.
//
// Turn 1, Operations Phase; the San Marco chit is in the Activated box. Positions the tests read:
//  (a) I/33 Livorno (infantry, 4 MP) at 2115 can reach the plain hex 1914, two hexes away, only
//      through 2015: both hexes are next to 1 Hampshire (2014) — and 1914 to Hal Far LAA (1815) —
//      so each costs double (5.2): 4 MP instead of 2.
//  (b) Gudja (town, 1713), held by 2 R West Kent, is attacked from opposite hexes (concentric):
//      4/II Folgore (elite) and 5/II Folgore from 1613, 10/IV Folgore from 1814.
//  (c) Marsaxlokk (2013): 11 Lancs F and the St Lucian battery under a DG marker.
import { byLabelPairs, featureList, mapBoardOf, outDirFor, tally, terrainRecord, writeDemo } from './lib/demoFiles.mjs';
import { HEIGHT, WIDTH, gridRecord, hexLabel, mulberry32 } from './caporetto-demo/geo.mjs';
import { buildWorld, coastalHexes } from './c3-demo/island.mjs';
import { drawMap } from './c3-demo/art.mjs';
import { piecesAndBoards } from './c3-demo/counters.mjs';
import { sampleTables } from './c3-demo/tables.mjs';
import { airfields, beachheads, minefields, places } from './c3-demo/places.mjs';

const SEED = 0xc3a1a942;
const BOARD = 'malta';

// C3's palette and hexside features, as rulesets/c3/terrain.ts defines them (the demo's unit test
// checks the two stay equal).
const palette = featureList([['plain', 'Plain', '#dcd3a0'], ['hill', 'Hill', '#b59f74'], ['sea', 'Sea', '#3f7fbf']]);
const sideFeatures = featureList([['victory-line', 'Victory Line', '#b71c1c'], ['impassable', 'Impassable hexside', '#263238']]);

const notes = `
Sandtable's demo for trying the Operazione C3 rules assistant. Original map and counters: the island is drawn by our own script,
shaped loosely after Malta (place names are real geography, drawn our way); unit names are historical-style designations and every
factor, bonus and chit modifier is a demo value, not the game's. Every table (terrain effects, close combat, armour, bombardment,
air drop, dispersal, landing) is a SAMPLE made up for this demo: type yours in from your chart (rules assistant panel → tables).
Turn 1, Operations Phase: the Axis landed on turn S at 2114, 2115 and 2016 (Livorno and San Marco), and Folgore and Ramcke dropped
round Luqa airfield (1612, held by Loreto); 6/II Folgore (1512) shows its Dis side. San Marco has operated (its chit is in the
Activated box). Try: (a) move I/33 Livorno from 2115 to 1914 — every hex on the way is next to British units, so each costs double
(5.2); (b) attack Gudja (town, 1713, 2 R West Kent) with 4/II Folgore (elite) and 5/II Folgore from 1613 and 10/IV Folgore from
1814, opposite hexes: a concentric attack; (c) 11 Lancs F at Marsaxlokk (2013) is Disorganized (DG marker).
`.trim().replace(/\s*\n\s*/g, ' ');

const rand = mulberry32(SEED);
const world = buildWorld(rand);
const label = (at) => hexLabel(...at);
const seaHexes = new Set(world.hexes.filter((h) => h.terrain === 'sea').map((h) => h.label));
for (const l of minefields) if (!seaHexes.has(l)) throw new Error(`minefield ${l} is not at sea`);
const coastal = new Set(coastalHexes(world).map((h) => h.label));
for (const l of beachheads) if (!coastal.has(l)) throw new Error(`beachhead ${l} is not on the coast`);

const svg = drawMap(world, { minefields });
const terrain = terrainRecord(world, palette, sideFeatures, (pairs) => byLabelPairs(pairs, world.hexes));
const table = piecesAndBoards(BOARD, HEIGHT);
const mapBoard = mapBoardOf(BOARD, 'Malta 1942', WIDTH, HEIGHT, gridRecord);
const held = (list, name) => list.filter((p) => p.name === name).map((p) => label(p.at));
const scenario = {
  sandtableScenario: 1, name: 'Operazione C3 1942 (demo)', notes, counterSize: 50,
  boards: [mapBoard, ...table.boards], faces: table.faces, pieces: table.pieces, terrain: { [BOARD]: terrain }, components: table.components,
  rules: {
    ruleset: 'c3',
    // The turn is not set here: the Game Turn marker in box 1 of the track gives it.
    values: {
      phase: 'activation', lastActivator: 'Axis', inARow: 1,
      towns: places.filter((p) => p.kind === 'town').map((p) => label(p.at)),
      cities: places.filter((p) => p.kind === 'city').map((p) => label(p.at)),
      ports: places.filter((p) => p.port).map((p) => label(p.at)),
      airfields: airfields.map((a) => label(a.at)),
      valletta: held(places, 'Valletta'), minefields, beachheads, airfieldsHeld: held(airfields, 'Luqa'),
    },
    tables: sampleTables,
  },
};

writeDemo(outDirFor('demo-c3'), svg, scenario);
console.log(`map.svg ${WIDTH}x${HEIGHT}, ${(svg.length / 1024).toFixed(0)} KiB; ${scenario.pieces.length} pieces; terrain`, tally(Object.values(terrain.hexes)),
  `; ${Object.keys(terrain.links).length} road links; hexsides`, tally(Object.values(terrain.hexsides)));
