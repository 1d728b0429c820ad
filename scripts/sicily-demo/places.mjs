// Where things are on the Sicily coast-defence demo map, by longitude and latitude (see grid.mjs
// `project`), from Licata in the west round Capo Passero to Augusta: the coast the US Seventh and
// British Eighth Armies landed on in July 1943. The coast is our own coarse sketch; towns, beaches
// and the coast defence positions snap to the hex their point falls nearest.

/** The coast of Sicily, one closed outline; points beyond the sheet close it round the north. */
export const coast = [
  [13.7, 37.7], [13.7, 37.16], [13.8, 37.14], [13.88, 37.112], [13.925, 37.1], [13.945, 37.085], [13.97, 37.094],
  [14.03, 37.1], [14.1, 37.094], [14.17, 37.083], [14.22, 37.066], [14.255, 37.055], [14.3, 37.038], [14.36, 37.005],
  [14.395, 36.955], [14.425, 36.9], [14.455, 36.845], [14.49, 36.795], [14.56, 36.782], [14.64, 36.757], [14.74, 36.722],
  [14.85, 36.7], [14.95, 36.688], [15.03, 36.69], [15.085, 36.66], [15.145, 36.683], [15.123, 36.74], [15.1, 36.8],
  [15.122, 36.86], [15.15, 36.91], [15.2, 36.958], [15.25, 36.99], [15.33, 37.0], [15.31, 37.04], [15.295, 37.062],
  [15.3, 37.1], [15.315, 37.12], [15.27, 37.15], [15.25, 37.19], [15.255, 37.225], [15.235, 37.26], [15.2, 37.3],
  [15.12, 37.36], [15.09, 37.42], [15.09, 37.7],
];

/**
 * Towns (the Kesselring demo's kinds: `town`, `city`), by point; `port` marks a harbour. The
 * Gela-Ponte Olivo and Comiso airfields are marked too.
 */
const P = (name, at, kind, ...marks) => ({ name, at, kind, port: marks.includes('port'), airfield: marks.includes('airfield') });
export const places = [
  P('Licata', [13.94, 37.105], 'town', 'port'), P('Gela', [14.25, 37.07], 'town', 'port'), P('Scoglitti', [14.43, 36.9], 'town'),
  P('Niscemi', [14.39, 37.15], 'town'), P('Caltagirone', [14.51, 37.24], 'town'), P('Vittoria', [14.53, 36.96], 'town'),
  P('Comiso', [14.61, 36.95], 'town', 'airfield'), P('Ragusa', [14.73, 36.93], 'town'), P('Modica', [14.76, 36.86], 'town'),
  P('Pozzallo', [14.85, 36.715], 'town', 'port'), P('Pachino', [15.09, 36.72], 'town'), P('Noto', [15.07, 36.89], 'town'),
  P('Avola', [15.14, 36.91], 'town'), P('Siracusa', [15.25, 37.065], 'city', 'port'), P('Augusta', [15.2, 37.22], 'town', 'port'),
  P('Palazzolo', [14.9, 37.06], 'town'), P('Vizzini', [14.75, 37.16], 'town'), P('Lentini', [15.0, 37.29], 'town'),
  P('Ponte Olivo', [14.33, 37.12], null, 'airfield'),
];

/**
 * The landing beaches, by the names of the assault forces' sectors: their hexes (the coastal land
 * hexes the beach runs along) and the nationality of the beach unit that lands there.
 */
export const beaches = [
  { name: 'JOSS', nationality: 'US', from: [13.9, 37.11], to: [14.08, 37.096], label: [10, 78] },
  { name: 'DIME', nationality: 'US', from: [14.18, 37.08], to: [14.3, 37.038], label: [0, 52] },
  { name: 'CENT', nationality: 'US', from: [14.38, 36.975], to: [14.45, 36.855], label: [-56, 20] },
  { name: 'BARK', nationality: 'British', from: [14.99, 36.695], to: [15.12, 36.76], label: [-24, 72] },
  { name: 'ACID', nationality: 'British', from: [15.12, 36.87], to: [15.24, 36.985], label: [98, 44] },
];

/** The coast defence position symbols printed on the map, by point (each snaps to a coastal hex). */
export const cdPoints = [
  ['Licata', [13.95, 37.1]], ['Falconara', [14.12, 37.09]], ['Gela', [14.25, 37.06]], ['Scoglitti', [14.44, 36.88]],
  ['Punta Secca', [14.53, 36.79]], ['Pozzallo', [14.85, 36.715]], ['Capo Passero', [15.1, 36.7]], ['Siracusa', [15.25, 37.065]],
  ['Augusta', [15.2, 37.22]],
];

/** Roads, through these towns in order (joined by the cheapest land route). */
export const roads = [
  ['Licata', 'Gela', 'Vittoria', 'Comiso', 'Ragusa', 'Modica', 'Noto', 'Avola', 'Siracusa', 'Augusta', 'Lentini'],
  ['Gela', 'Ponte Olivo', 'Niscemi', 'Caltagirone', 'Vizzini', 'Lentini'], ['Vittoria', 'Scoglitti'], ['Modica', 'Pozzallo'],
  ['Noto', 'Pachino'], ['Ragusa', 'Vizzini'], ['Siracusa', 'Palazzolo', 'Vizzini'],
];

/** Rivers, from the source through these points to the sea; they run along hexsides. */
export const rivers = [
  { name: 'Acate', through: [[14.62, 37.2], [14.5, 37.08], [14.36, 37.0]] },
  { name: 'Anapo', through: [[14.93, 37.13], [15.1, 37.09], [15.27, 37.05]] },
  { name: 'Tellaro', through: [[14.98, 36.98], [15.06, 36.86], [15.11, 36.82]] },
];

/** The hills: the Monti Iblei round Monte Lauro, and the heights of Caltagirone; `reach` in hexes. */
export const hills = [
  { reach: 0.9, points: [[14.72, 37.05], [14.84, 37.12], [14.98, 37.02]], peak: [14.83, 37.12] },
  { reach: 0.5, points: [[14.55, 37.27], [14.62, 37.2]] },
];
/** Plains kept open whatever the noise says: the Gela plain, the Vittoria plain, the edge of the Catania plain. */
export const plains = [[[14.33, 37.1], 1.4], [[14.5, 36.96], 1.0], [[15.02, 37.35], 1.2]];

/** Names lettered on the sheet, by point, with their font size. */
export const sheetNames = [
  { name: 'CANALE DI SICILIA', at: [14.78, 36.6], size: 26 },
  { name: 'MAR IONIO', at: [15.38, 36.86], size: 24, turn: -90 },
  { name: 'Golfo di Gela', at: [14.18, 36.98], size: 16 },
  { name: 'MONTI IBLEI', at: [14.88, 37.0], size: 15, land: true },
  { name: 'SICILIA', at: [14.15, 37.3], size: 26, land: true },
];
