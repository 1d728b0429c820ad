#!/usr/bin/env node
// Generates Sandtable's German High Command demo, made for trying the `ghc` rules assistant: our own
// stylised map of Europe's areas and fronts (assets/demo-ghc/map.svg) as a board of named areas, and
// its scenario (assets/demo-ghc/scenario.json) with the value tracks and their markers, the boxes
// (Germany, Collapse of Germany, Strategic Movement, Force and Army Pools, the AG/OB Heads), control
// disks, alignment markers and armies, the six decks with OUR OWN sample cards, and seven custom
// symbol dice whose faces are OUR SAMPLE (the player aid names the symbols, not how many of each a
// die has). Output is fully deterministic. `--out DIR` writes to another folder (the demo's test does).
import { mapBoardOf, outDirFor, writeDemo } from './lib/demoFiles.mjs';
import { HEIGHT, WIDTH } from './ghc-demo/geo.mjs';
import { buildWorld } from './ghc-demo/world.mjs';
import { drawMap } from './ghc-demo/art.mjs';
import { TRACKS, displays, piecesOf } from './ghc-demo/pieces.mjs';
import { sampleDice } from './ghc-demo/dice.mjs';

const MAP = 'europe';

const demoRanges = TRACKS.filter((t) => !t.id.startsWith('air-naval')).map((t) => `${t.name} ${String(t.from).replace('-', '−')} to ${t.to}`).join(', ');
const notes = `
Sandtable's demo for trying the German High Command rules assistant (ghc). Original map and pieces: Europe is our own stylised map of
areas drawn by script, not the game's map; area numbers follow the player aid where it gives them (Area 5 and Areas 6–13 in the East,
the French Areas 20, 21 and 26, the Southern Front's Areas 22–33 with Northern Africa, Libya and Egypt at 26–28), every other number,
name, border, port and resource is ours. Fronts by colour: red Eastern (1–13), blue Western (14–21, 34), amber Southern (22–33, 35, 36).
Each area has three sectors, numbered 1–3 on the art with their terrain; a control disk's face shows the sector it is in (turn it over
to move it on). The Air/Naval Control tracks run 1–5 as the aid says; every other track range is this demo's own: ${demoRanges}
(all six Prestige markers share the Prestige track). The seven custom dice are SAMPLES: the aid names each colour's symbols but not how
many faces show each, so every die's faces are our own guess, named "(sample)": type yours in from the game (dice tray → edit).
Every card (Combat, Strategic Event, Section, General, Hidden Agenda, OKW Agenda) is our own short SAMPLE text, not the game's; the
generals' seniority, confidence and interest group are sample numbers. Turn 1, autumn 1939: Poland has fallen, France and Britain
hold the West, Italy is an Axis satellite, the USSR and the USA are not at war; France (Republic), Italy (Independence), winter and
who is at war are the assistant's values, set in its panel.
`.trim().replace(/\s*\n\s*/g, ' ');

const world = buildWorld();
const svg = drawMap(world);
const areas = [...world.areas, ...world.bases].map((a) => ({ id: a.id, name: a.fullName, points: a.flat }));
const mapBoard = { ...mapBoardOf(MAP, 'Europe 1939–45', WIDTH, HEIGHT, { kind: 'none' }), areas };
const shown = displays(WIDTH + 80);
const { faces, pieces } = piecesOf(MAP);
const scenario = {
  sandtableScenario: 1, name: 'German High Command 1939 (demo)', notes, counterSize: 40,
  boards: [mapBoard, ...shown.map((d) => d.board)], faces, pieces, components: shown.map((d) => d.component),
  // The values come from the markers on their tracks; nothing else needs setting.
  rules: { ruleset: 'ghc' },
  dice: sampleDice,
};

writeDemo(outDirFor('demo-ghc'), svg, scenario);
console.log(`map.svg ${WIDTH}x${HEIGHT}, ${(svg.length / 1024).toFixed(0)} KiB; ${areas.length} areas; ${pieces.length} pieces; ${scenario.components.length} displays; ${sampleDice.length} dice`);
