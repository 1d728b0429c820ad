/**
 * Operazione C3's tables. The rules text prints none of their numbers (they are on the Tables
 * Chart), so every table ships as its shape and the result codes the text explains; players type
 * the numbers in from their own chart. The demo carries samples labelled as samples.
 */
import type { TableSpec } from '../../src/rules/kit';
import { tecTable } from './terrain';

const dice2d6 = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
const dice1d6 = ['1', '2', '3', '4', '5', '6'];

/** One side's close combat result (5.5.1.1): steps lost, Ar, Dr, Cl, or both ("1Dr"). */
const sideResult = String.raw`(?:-|—|0|Cl|Ar|Dr|[1-9](?:Ar|Dr)?|(?:Ar|Dr)[1-9])`;

/** 5.5.1 Close Combat Table: 2d6 by odds; the last column takes every better ratio (1.3.10: "5-1+"). */
export const crt: TableSpec = {
  id: 'crt', name: 'Close Combat Table', rule: '5.5.1', die: '2d6', columnKind: 'odds',
  shape: { columns: ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1+'], rows: dice2d6 },
  editableShape: true,
  codes: [
    { pattern: `${sideResult}/${sideResult}`, example: '1/Dr', meaning: 'attacker’s result / defender’s result: a number of steps lost, Ar (attacker retreats one hex, Disrupted), Dr (defender retreats two hexes, Disrupted), Cl (Intense Combat), - none' },
    { pattern: 'Cl', example: 'Cl', meaning: 'Intense Combat for both sides (5.5.1.1)' },
  ],
  notes: 'The text names only the last column (5:1+); add or remove columns to match your chart. Shifts count from the real odds and at most 3 move along the table (1.3.10).',
};

/** 5.5.2 Armoured Attack Table: 1d6 per attacking armoured unit. */
export const armour: TableSpec = {
  id: 'armour', name: 'Armoured Attack Table', rule: '5.5.2', die: '1d6', columnKind: 'named',
  shape: { columns: ['Result'], rows: dice1d6 }, editableShape: true,
  codes: [
    { pattern: 'A1', example: 'A1', meaning: 'the attacker loses one step (armoured or anti-tank units first)' },
    { pattern: 'D1', example: 'D1', meaning: 'the defender loses one step (armoured or anti-tank units first)' },
    { pattern: '-|—', example: '-', meaning: 'no effect' },
  ],
  notes: 'The modifiers are at the bottom of your chart; tick or type them in the roll.',
};

/** 5.3.1 Bombardment Table: 2d6, the column is the target's terrain value (the sum of the TEC Bombardment column). */
export const bombardment: TableSpec = {
  id: 'bombardment', name: 'Bombardment Table', rule: '5.3.1', die: '2d6', columnKind: 'named',
  shape: { columns: ['0', '1', '2', '3', '4'], rows: dice2d6 }, editableShape: true,
  codes: [
    { pattern: '(?:\\*|D|1)+', example: '1D', meaning: '* a city or town becomes Rubble (road and port destroyed), D Disorganization, 1 one step lost; combined as printed' },
    { pattern: '-|—', example: '-', meaning: 'no effect' },
  ],
  notes: 'Columns are terrain values as printed on your chart.',
};

/** 3.2 Air Drop Table: 1d6 per target hex. */
export const airDrop: TableSpec = {
  id: 'airdrop', name: 'Air Drop Table', rule: '3.2', die: '1d6', columnKind: 'named',
  shape: { columns: ['Result'], rows: dice1d6 }, editableShape: true,
  codes: [
    { pattern: '(?:[1-3]E)?(?:[1-3]D)?', example: '1E1D', meaning: '#E companies eliminated (chosen at random), #D companies Dispersed (the opponent chooses)' },
    { pattern: '-|—', example: '-', meaning: 'the units land in the expected hex' },
  ],
};

/** 3.2 Dispersal: a die per Dispersed company gives where it lands from the expected hex. */
export const dispersal: TableSpec = {
  id: 'dispersal', name: 'Dispersal', rule: '3.2', die: '1d6', columnKind: 'named',
  shape: { columns: ['Lands'], rows: dice1d6 }, editableShape: true,
  codes: [{ pattern: '.{1,24}', example: '1 hex N', meaning: 'the hex it lands in, as your chart gives it' }],
};

/** 4.2 Amphibious Landing Table: 1d6 per landing unit. */
export const landing: TableSpec = {
  id: 'landing', name: 'Amphibious Landing Table', rule: '4.2', die: '1d6', columnKind: 'named',
  shape: { columns: ['Result'], rows: dice1d6 }, editableShape: true,
  codes: [{ pattern: '.{1,24}', example: 'D', meaning: 'as printed on your chart (the text does not list the landing results)' }],
};

/** The Terrain Effects Table (1.3.5), declared with the terrain (terrain.ts). */
export const tec: TableSpec = tecTable.spec;

export const tables: readonly TableSpec[] = [crt, armour, bombardment, airDrop, dispersal, landing, tec];
