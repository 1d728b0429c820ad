// The Operazione C3 demo's tables. The rules text prints none of these numbers (they are on the
// game's Tables Chart), so EVERY table here is a SAMPLE made up for this demo, in the shapes and
// result codes of rulesets/c3/tables.ts: players type their own in from their chart. Each table is
// written as it would be printed, one row a line, cells apart by spaces ("1 hex N" cells by " | ").

import { ONE_DIE, TWO_DICE, sampleTable } from '../lib/sampleTables.mjs';

// SAMPLE made up for this demo: the Terrain Effects Table. Base terrain gives the costs; Town,
// City, Rubble, Port and Airfield add to them; Road is the cost along a road; the Victory Line is
// a hexside. Columns: Movement, Stacking, Combat stacking, Column shift, Bombardment.
const tec = sampleTable(['Movement', 'Stacking', 'Combat stacking', 'Column shift', 'Bombardment'],
  ['Plain', 'Hill', 'Town', 'City', 'Rubble', 'Port', 'Airfield', 'Road', 'Victory Line'], `
    1 4 4 0  1
    2 3 2 1L 2
    1 0 0 1L 1
    1 1 1 1L 2
    2 0 0 1L 2
    0 0 0 0  1
    0 0 0 0  0
    ½ 0 0 0  0
    1 0 0 1L 0`);

// SAMPLE made up for this demo: the Close Combat Table, attacker's result / defender's result,
// 2d6 down, odds across (1:2, 1:1, 2:1, 3:1, 4:1, 5:1+).
const crt = sampleTable(['1:2', '1:1', '2:1', '3:1', '4:1', '5:1+'], TWO_DICE, `
    2/-    2/-    1/-    1/-    Ar/-   Ar/1
    2/-    1/-    Ar/-   Ar/-   1/1    1/1
    1/-    Ar/-   1/1    1/1    Cl     Cl
    Ar/-   1/1    Cl     Cl     1/Dr   -/Dr
    Ar/-   Cl     1/Dr   -/Dr   -/Dr   -/1Dr
    1/1    Cl     -/Dr   -/Dr   -/1Dr  -/1Dr
    Cl     1/Dr   -/Dr   -/1Dr  -/1Dr  -/2
    Cl     -/Dr   -/1Dr  -/1Dr  -/2    -/2
    1/Dr   -/1Dr  -/1Dr  -/2    -/2    -/2Dr
    -/Dr   -/1Dr  -/2    -/2    -/2Dr  -/3
    -/1Dr  -/2    -/2Dr  -/2Dr  -/3    -/3`);

// SAMPLE made up for this demo: the Bombardment Table, 2d6 down; across, the target's terrain
// value (the sum of the TEC's Bombardment column), 0 to 4.
const bombardment = sampleTable(['0', '1', '2', '3', '4'], TWO_DICE, `
    -    -    -    -    -
    -    -    -    -    -
    D    -    -    -    -
    D    D    -    -    -
    D    D    D    -    -
    1    D    D    D    -
    1    1    D    D    D
    1D   1    1    D    D
    1D   1D   1    1    D
    *1D  1D   *D   1    1
    *1D  *1D  *1D  *D   1`);

// SAMPLE made up for this demo: the one-die tables, their rows 1 to 6 top to bottom. The Armoured
// Attack Table (a die per attacking armoured unit), the Air Drop Table (a die per target hex),
// where a Dispersed company lands from the hex it was meant for, and the Amphibious Landing Table
// (a die per landing unit: E eliminated, D Disrupted, - ashore).
const armour = sampleTable(['Result'], ONE_DIE, 'A1\nA1\n-\n-\nD1\nD1');
const airdrop = sampleTable(['Result'], ONE_DIE, '1E1D\n1D\n1D\n-\n-\n-');
const dispersal = sampleTable(['Lands'], ONE_DIE, '1 hex N\n1 hex NE\n1 hex SE\n1 hex S\n1 hex SW\n1 hex NW', ' | ');
const landing = sampleTable(['Result'], ONE_DIE, 'E\nD\nD\n-\n-\n-');

export const sampleTables = { tec, crt, armour, bombardment, airdrop, dispersal, landing };
