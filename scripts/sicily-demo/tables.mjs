// The Sicily demo's tables. The module's text prints neither a combat results table nor the Fall of
// Mussolini Table's rolls, so BOTH tables here are SAMPLES made up for this demo, in the shapes of
// rulesets/sicily/tables.ts: players type their own in from their charts. The Fall of Mussolini
// sample uses the outcomes the text names (Mussolini falls, Italian Demoralization, Fascist
// Revival); which roll gives which is ours, not the game's.

import { ONE_DIE, sampleTable } from '../lib/sampleTables.mjs';

// SAMPLE: a combat results table, 1d6 down, odds across; AE/AR attacker eliminated/retreats, EX
// exchange, DR defender retreats, DE defender eliminated, - no effect.
const crt = sampleTable(['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'], ONE_DIE, `
  AE AR AR -  DR DR DE
  AE AR -  DR DR DE DE
  AR -  DR DR EX DE DE
  AR -  DR EX DE DE DE
  -  DR EX DE DE DE DE
  DR EX DE DE DE DE DE`);

// SAMPLE: the Fall of Mussolini Table, the modified roll down (7 and 8 only with a bombing of Rome, FM 3.2).
const mussolini = sampleTable(['Result'], [...ONE_DIE, '7', '8'], `
  Fascist Revival
  No effect
  No effect
  Italian Demoralization
  Italian Demoralization
  Mussolini falls
  Mussolini falls
  Mussolini falls + Italian Demoralization`, '\n');

export const sampleTables = { crt, mussolini };
