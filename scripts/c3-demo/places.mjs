// Where things are on the Operazione C3 demo map, by column and row (0-based; hex "0101" is
// [0, 0]; outline points are fractional columns and rows, see geo.mjs `pointOf`). The island is our
// own drawing, shaped loosely after Malta (about 1.5 km a hex) but traced from no published map.

/** The main island's coast, clockwise from the north-west point: bays are the dents in it. */
export const mainIsland = [
  [1.6, 4.6], [2.8, 3.6], [4.4, 3.4], [5.2, 4.6], [6.0, 3.9], [7.2, 4.1], [8.0, 5.6], [8.6, 4.6], [10.0, 4.8], [11.3, 5.2],
  [12.6, 5.5], [13.6, 5.5], [14.0, 6.6], [14.6, 6.0], [15.6, 5.9], [15.0, 7.2], [14.5, 8.3], [15.4, 8.0], [16.2, 7.3],
  [16.8, 6.5], [18.0, 7.3], [19.4, 8.5], [21.0, 9.7], [21.4, 10.8], [20.6, 11.4], [19.5, 11.5], [20.0, 12.6], [21.2, 12.9],
  [20.8, 14.2], [19.2, 15.0], [17.4, 15.0], [15.6, 14.6], [13.8, 13.8], [12.2, 12.9], [10.6, 12.0], [9.0, 11.0],
  [7.4, 9.8], [5.8, 8.8], [4.4, 7.8], [3.0, 6.8], [1.9, 5.8],
];

/** The small island across the channel to the north-west. */
export const northIsland = [[0.4, 1.0], [1.8, 0.5], [3.3, 0.7], [4.1, 1.5], [3.3, 2.3], [1.8, 2.5], [0.6, 2.1]];

/** Cities and towns (the TEC's overlapping terrain), with the ports among them. */
const place = (kind, port = false) => ([name, c, r]) => ({ name, at: [c, r], kind, ...(port ? { port } : {}) });
export const places = [
  ...[['Valletta', 15, 7]].map(place('city')),
  ...[['Cospicua', 16, 8]].map(place('city', true)),
  ...[['Marsaxlokk', 19, 12]].map(place('town', true)),
  ...[['Sliema', 13, 6], ['Birkirkara', 12, 8], ['Qormi', 13, 9], ['Zabbar', 17, 9], ['Zejtun', 18, 11], ['Gudja', 16, 12]].map(place('town')),
  ...[['Zurrieq', 14, 13], ['Zebbug', 11, 10], ['Siggiewi', 10, 11], ['Mdina', 7, 8], ['Mosta', 9, 7], ['San Pawl', 7, 5]].map(place('town')),
  ...[['Mellieha', 4, 4], ['Victoria', 2, 1]].map(place('town')),
];

export const airfields = [["Ta' Qali", 8, 7], ['Luqa', 15, 11], ['Hal Far', 17, 14]].map(([name, c, r]) => ({ name, at: [c, r] }));

/** Roads, through these hexes in order. */
export const roads = [
  [[15, 7], [14, 7], [12, 8], [9, 7], [7, 5], [4, 4], [2, 5]],
  [[12, 8], [13, 6]],
  [[9, 7], [8, 7], [7, 8]],
  [[15, 7], [13, 9], [11, 10], [7, 8]],
  [[11, 10], [10, 11]],
  [[13, 9], [15, 11], [16, 12], [17, 14]],
  [[15, 11], [14, 13]],
  [[15, 7], [16, 8], [17, 9], [18, 11], [19, 12]],
  [[16, 12], [18, 11]],
  [[2, 1], [3, 2]],
];

/** Hexes whose terrain the story needs, whatever the noise says. */
export const fixedTerrain = {
  '8,7': 'plain', '15,11': 'plain', '17,14': 'plain', '15,7': 'plain', '16,8': 'plain', '13,6': 'plain', '14,7': 'plain',
};

/** Cliff hexsides nothing crosses, as pairs of hexes. */
export const cliffs = [[[6, 8], [7, 9]], [[7, 8], [7, 9]], [[8, 10], [9, 10]]];

/** The Victory Line runs between the north's land and the rest: the fractional row it follows, by column. */
export const victoryLineRow = (c) => [6.0, 6.3, 6.5, 6.6, 6.7, 6.8, 6.9, 6.9, 6.8, 6.8, 6.5, 6.3, 6.0, 5.8][Math.min(c, 13)];

/** Names lettered in the sea and on the islands, at fractional column and row, with their font size. */
export const seaNames = [
  { name: 'MARE MEDITERRANEO', at: [12.6, 2.6], size: 22 },
  { name: 'Canale di Malta', at: [7.6, 2.9], size: 14 },
  { name: 'M A L T A', at: [8.6, 13.7], size: 30, island: true },
  { name: 'GOZO', at: [2.2, 3.35], size: 14, island: true },
];

/** Mined sea hexes off the Grand Harbour (no landing from them, 4.2). */
export const minefields = ['1506', '1707', '1806', '1807'];
/** Where the Axis landed on turn S (4.2.1: reinforcements may land there again). */
export const beachheads = ['2114', '2115', '2016'];
