// Where things are on the Caporetto demo map, by column and row index (0-based; hex "0101" is
// [0, 0]). Positions follow real geography loosely (about 8 km a hex, Bassano to Trieste), drawn
// our own way: this is no copy of any published map.

export const places = [
  // Cities
  { name: 'Venezia', at: [6, 16], kind: 'city', vp: true },
  { name: 'Padova', at: [2, 16], kind: 'city' },
  { name: 'Treviso', at: [5, 13], kind: 'city', vp: true },
  { name: 'Udine', at: [14, 8], kind: 'city', vp: true },
  { name: 'Trieste', at: [19, 13], kind: 'city', vp: true },
  // Towns
  { name: 'Mestre', at: [6, 15], kind: 'town' },
  { name: 'Bassano', at: [1, 12], kind: 'town' },
  { name: 'Feltre', at: [2, 8], kind: 'town' },
  { name: 'Belluno', at: [5, 6], kind: 'town', vp: true },
  { name: 'Cortina', at: [4, 1], kind: 'town' },
  { name: 'Vittorio', at: [6, 9], kind: 'town' },
  { name: 'Conegliano', at: [6, 10], kind: 'town' },
  { name: 'Sacile', at: [8, 9], kind: 'town' },
  { name: 'Pordenone', at: [10, 9], kind: 'town' },
  { name: 'Tolmezzo', at: [12, 3], kind: 'town' },
  { name: 'Gemona', at: [14, 5], kind: 'town' },
  { name: 'Codroipo', at: [12, 9], kind: 'town' },
  { name: 'Cividale', at: [16, 7], kind: 'town' },
  { name: 'Plezzo', at: [16, 3], kind: 'town' },
  { name: 'Caporetto', at: [17, 5], kind: 'town' },
  { name: 'Tolmino', at: [18, 6], kind: 'town' },
  { name: 'Tarvisio', at: [17, 1], kind: 'town' },
  { name: 'Gorizia', at: [17, 9], kind: 'town' },
  { name: 'Palmanova', at: [15, 10], kind: 'town' },
  { name: 'Cervignano', at: [15, 11], kind: 'town' },
  { name: 'Monfalcone', at: [17, 11], kind: 'town' },
  { name: 'Portogruaro', at: [11, 11], kind: 'town' },
  { name: 'Latisana', at: [12, 12], kind: 'town' },
  { name: 'San Donà', at: [8, 14], kind: 'town' },
  { name: 'Aidussina', at: [21, 10], kind: 'town' },
];

/** Heights that command the ground around them (the TEC's dominant terrain), with their names. */
export const heights = [
  { name: 'M. Grappa', at: [1, 10] },
  { name: 'M. Nero', at: [18, 4] },
  { name: 'M. Santo', at: [19, 8] },
  { name: 'Hermada', at: [18, 11] },
];

/** Supply sources (14.2): the Allies from the west, the Central Powers from the north and east. */
export const supply = {
  allies: [[0, 11], [0, 15]],
  centralPowers: [[6, 0], [12, 0], [18, 0], [23, 5], [23, 10]],
};

// Rivers follow a guide curve (column by row) down the corner lattice to the sea.
export const rivers = [
  { name: 'Piave', guide: [[0, 5.8], [3, 6.3], [4.8, 6.2], [6, 5.5], [7.6, 3.6], [8.7, 2.6], [10, 3.2], [10.8, 4.6], [11.6, 6.4], [13, 7.8], [14, 8.5], [15, 9.4]] },
  { name: 'Tagliamento', guide: [[0, 11.5], [2.5, 12.4], [4.5, 13.5], [6.5, 12.5], [9, 11.6], [11, 11.6], [12.5, 11.6], [14, 12]] },
  { name: 'Isonzo', guide: [[1, 17.2], [2.2, 16.5], [4.2, 16.6], [5.2, 17.5], [9.7, 17.5], [10.2, 17.4], [10.8, 16.6], [12, 16.4]] },
];

/** Railroads, through these stations in order; the last stop of each leaves by the map edge. */
export const railways = [
  { name: 'Venezia–Udine–Gorizia', stops: [[6, 16], [6, 15], [5, 13], [6, 10], [8, 9], [10, 9], [12, 9], [14, 8], [17, 9], [21, 10], [23, 10]] },
  { name: 'Coast line', stops: [[6, 15], [8, 14], [11, 11], [12, 12], [15, 11], [17, 11], [19, 13], [23, 12]] },
];

/** Lake shores (hexsides between these pairs of hexes): Lago di Santa Croce and Lago di Cavazzo. */
export const lakeSides = [[[6, 7], [6, 8]], [[13, 4], [13, 5]]];

/** Hexes whose terrain the story needs, whatever the noise says. */
export const fixedTerrain = {
  // The Plezzo basin, walled in by peaks: cut off once Caporetto falls.
  '16,3': 'rough', '16,2': 'alpine', '15,3': 'alpine', '15,4': 'alpine', '17,3': 'alpine', '17,4': 'alpine', '18,3': 'alpine',
  '16,4': 'mountain', '17,5': 'rough', '18,6': 'rough', '19,6': 'mountain', '17,6': 'mountain', '19,5': 'mountain',
  '17,9': 'clear', '18,9': 'rough', '16,7': 'clear', '14,8': 'clear', '6,10': 'clear', '5,13': 'clear', '4,1': 'mountain',
  '12,2': 'mountain', '12,1': 'mountain', '4,0': 'mountain', '6,11': 'clear', '7,11': 'clear',
};

/** The front at dawn on 24 October 1917: the Central Powers hold these hexes (col, row index). */
export function heldByCentralPowers(c, r) {
  if (r === 0 && c <= 16) return true;
  if (r === 1 && c >= 9 && c <= 13) return true;
  const east = r <= 2 ? 17 : r === 3 ? 18 : r === 4 ? 19 : r <= 11 ? 18 : 19;
  return c >= east;
}

/** Austria-Hungary before the war (the 1914 border): the north crest and the east. */
export function austrianIn1914(c, r) {
  if (r === 0) return true;
  const border = r <= 3 ? 15 : r <= 5 ? 16 : r <= 7 ? 17 : r <= 10 ? 16 : 15;
  return c >= border;
}

/** Region names lettered on the map, at fractional column and row. */
export const regions = [
  { name: 'CADORE', at: [2.6, 3.2] },
  { name: 'CARNIA', at: [8.6, 3.4] },
  { name: 'ALPI GIULIE', at: [20.8, 2.6] },
  { name: 'FRIULI', at: [11.2, 7.3] },
  { name: 'BAINSIZZA', at: [20.2, 7.2] },
  { name: 'CARSO', at: [20, 11.6] },
  { name: 'PIANURA VENETA', at: [3.2, 14.6] },
  { name: 'ISTRIA', at: [21.6, 15.8] },
];
