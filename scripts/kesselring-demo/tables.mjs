// The Kesselring's War demo's tables. The rules text prints none of these numbers (they are on the
// game's charts), so EVERY table here is a SAMPLE made up for this demo, in the shapes and result
// codes of rulesets/kesselring/tables.ts: players type their own in from their chart. Only two cells
// follow the text: a river adds 1 MP (13.4.2) and, with rough terrain, gives 15.5's example its 2L.

import { ONE_DIE, sampleTable } from '../lib/sampleTables.mjs';

// SAMPLE: the Terrain Effects Chart. Movement is the MP to enter (River: to cross), Combat the
// defender's shift (L: in the defender's favour); the shifts add up (15.5).
const tec = sampleTable(['Movement', 'Combat'], ['Open', 'Rough', 'Mountain', 'Volcano', 'Town', 'City', 'Port', 'Airfield', 'River'], `
  1 0
  2 1L
  3 2L
  4 2L
  1 1L
  1 2L
  1 0
  1 0
  1 1L`);

// SAMPLE: the Combat Results Table, 1d6 down, combat percentage across (15.3), results as 16.1 names them.
const crt = sampleTable(['≤49%', '50–99%', '100–149%', '150–199%', '200–299%', '300–399%', '400–499%', '500–599%', '600–699%', '700%'], ONE_DIE, `
  AE AE AD AD AW AA AA BA BA DW
  AE AD AD AW AA AA BA BA DW DW
  AD AD AW AA -  BA BA DW DW DD
  AD AW AA -  BA DW DW DD DD DE
  AW AA -  BA DW DD DD DE DE DE
  AA -  BA DW DD DD DE DE DE DE`);

// SAMPLE: the Air Combat Table, 1d6 down, the bombardment factor or air-air differential across (20.5).
const air = sampleTable(['0', '1', '2', '3', '4', '5'], ONE_DIE, `
  A1 A1 A1 -  -  -
  A1 A1 -  -  D1 D1
  A1 -  -  D1 D1 DR
  -  -  D1 D1 DR D2
  -  D1 D1 DR D2 E1
  D1 D1 DR D2 E1 E1`);

// SAMPLE: the Airborne Drop Table, 1d6 (19.2).
const drop = sampleTable(['Result'], ONE_DIE, 'Scattered: 2 steps\nScattered: 1 step\nLanded: 1 step\nLanded\nLanded\nLanded', '\n');

export const sampleTables = { tec, crt, air, drop };
