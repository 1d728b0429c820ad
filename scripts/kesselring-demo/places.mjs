// Where things are on the Kesselring's War demo map, by printed hex label or by fractional printed
// column and row (see grid.mjs). The coasts are our own coarse sketch of southern Italy, Sicily and
// Sardinia, turned so that the peninsula runs down the sheet (north is up and to the right) and
// stretched where needed so that the hexes the rules text names (Anzio 2913, Gaeta 2916, Napoli
// 2917, Roma 3112, Monte Cassino 3116, the Monte Cassino row 2915–3518, San Benedetto 3714, Foggia
// 3321, Messina 2027, Reggio 2028, Cagliari 1609, the mountains of 3024, the coast round 1727) fall
// where it puts them. Corsica, Tunisia and the Balkan shore are left off.

/** Coasts, clockwise; the mainland's first and last points lie beyond the north edge. */
export const coasts = {
  mainland: [
    [33.6, -1.0], [33.4, 0.6], [33.0, 2.0], [32.7, 3.4], [32.1, 4.6], [31.6, 6.2], [31.2, 7.6], [30.8, 8.8], [30.3, 10.2],
    [29.8, 11.4], [29.2, 12.4], [28.55, 13.2], [28.5, 14.2], [28.45, 15.1], [28.5, 16.0], [28.4, 16.9], [28.3, 17.6],
    [28.7, 18.1], [28.1, 18.7], [28.6, 19.1], [28.4, 19.9], [28.1, 20.8], [27.5, 21.6], [27.3, 22.6], [26.9, 23.5],
    [26.5, 24.5], [25.7, 25.4], [24.7, 26.1], [23.6, 26.6], [22.4, 26.8], [21.3, 26.85], [20.75, 27.2], [20.3, 27.4],
    [19.75, 27.55], [19.7, 28.1], [19.9, 28.6], [20.4, 28.8], [21.3, 28.9], [22.2, 28.7], [23.2, 28.6], [24.2, 29.3], [24.8, 29.6],
    [25.3, 29.3], [25.9, 28.6], [26.6, 27.6], [27.2, 26.9], [28.0, 26.6], [29.0, 26.7], [30.1, 26.8], [30.6, 27.3],
    [31.0, 28.3], [30.9, 29.4], [30.4, 30.4], [30.2, 31.3], [31.3, 31.0], [31.9, 30.0], [32.9, 28.7], [33.4, 27.4],
    [33.9, 25.9], [34.2, 24.8], [34.4, 23.6], [34.7, 22.6], [35.6, 22.7], [36.7, 22.0], [36.6, 21.2], [35.8, 20.4],
    [35.7, 19.4], [35.7, 18.6], [35.9, 17.4], [36.3, 16.2], [36.9, 15.2], [37.55, 14.2], [38.0, 13.0], [38.7, 11.6],
    [39.0, 11.3], [38.6, 10.4], [38.9, 9.0], [39.3, 7.5], [39.6, 6.0], [39.9, 4.0], [40.2, 2.0], [40.4, 0.5], [40.6, -1.0],
  ],
  sicily: [
    [20.8, 26.5], [19.9, 25.8], [18.9, 24.9], [17.7, 23.4], [17.1, 22.6], [17.2, 21.4], [16.9, 20.6], [16.5, 19.8],
    [15.9, 19.2], [15.2, 19.3], [14.4, 19.8], [14.1, 20.8], [14.0, 22.2], [13.8, 23.6], [13.6, 25.0], [13.6, 26.0],
    [13.9, 26.9], [14.4, 27.9], [15.2, 28.6], [15.6, 28.0], [16.0, 27.35], [17.0, 27.75], [18.0, 27.25], [18.7, 27.6],
    [19.3, 27.55], [19.7, 27.2], [20.1, 27.1], [20.6, 27.05],
  ],
  sardinia: [
    [23.2, 4.0], [23.6, 4.6], [23.7, 5.3], [23.3, 6.0], [22.0, 7.2], [21.2, 7.6], [20.0, 8.4], [18.3, 9.3], [17.4, 9.6],
    [16.0, 9.25], [15.4, 9.1], [15.1, 8.9], [14.5, 8.4], [14.2, 7.8], [14.5, 7.2], [15.1, 6.5], [15.9, 6.0], [16.4, 5.6],
    [16.9, 5.7], [17.3, 5.2], [18.2, 4.6], [19.0, 4.1], [19.3, 3.7], [19.9, 3.0], [20.5, 2.4], [21.0, 3.0], [21.8, 3.3],
    [22.4, 3.6],
  ],
};

/**
 * Towns and cities (the TEC's Town and City rows), ports, airfields and Objectives (3.3). Roma and
 * San Benedetto are the Axis supply sources (12.4); Monte Cassino scores but is no Objective.
 */
const P = (name, hex, kind, ...marks) => ({ name, hex, kind, port: marks.includes('port'), airfield: marks.includes('airfield'), objective: marks.includes('objective') });
export const places = [
  // Mainland Italy
  P('Roma', '3112', 'city', 'objective'), P('Civitavecchia', '3110', 'town', 'port'), P('Anzio', '2913', 'town', 'port'),
  P('Gaeta', '2916', 'town', 'port'), P('Napoli', '2917', 'city', 'port', 'airfield', 'objective'), P('Salerno', '2919', 'town', 'port'),
  P('Cassino', '3116', 'town'), P('Benevento', '3118', 'town'), P('Potenza', '3024', 'town'), P('Foggia', '3321', 'town', 'airfield', 'objective'),
  P('Termoli', '3520', 'town'), P('Pescara', '3616', 'town', 'port'), P('San Benedetto', '3714', 'town', 'port', 'objective'),
  P('Ancona', '3811', 'town', 'port'), P('Avezzano', '3314', 'town'), P('Terni', '3311', 'town'), P('Viterbo', '3210', 'town'),
  P('Grosseto', '3207', 'town'), P('Perugia', '3510', 'town'), P('Bari', '3425', 'city', 'port', 'objective'),
  P('Brindisi', '3328', 'town', 'port', 'airfield'), P('Taranto', '3027', 'city', 'port', 'objective'), P('Cosenza', '2626', 'town'),
  P('Crotone', '2529', 'town', 'port'), P('Catanzaro', '2428', 'town'), P('Reggio', '2028', 'town', 'port', 'airfield'),
  // Sicily
  P('Messina', '2027', 'city', 'port', 'objective'), P('Palermo', '1721', 'city', 'port', 'airfield', 'objective'),
  P('Trapani', '1520', 'town', 'port', 'airfield'), P('Sciacca', '1522', 'town'), P('Agrigento', '1423', 'town', 'port'),
  P('Licata', '1424', 'town', 'port'), P('Gela', '1426', 'town'), P('Comiso', '1527', 'town', 'airfield'),
  P('Siracusa', '1528', 'town', 'port', 'objective'), P('Augusta', '1627', 'town', 'port'), P('Catania', '1727', 'city', 'port', 'airfield', 'objective'),
  P('Gerbini', '1726', null, 'airfield'),
  P('Enna', '1624', 'town'), P('Caltanissetta', '1524', 'town'), P('Cefalù', '1722', 'town'),
  // Sardinia
  P('Cagliari', '1609', 'city', 'port', 'airfield', 'objective'), P('Decimomannu', '1608', null, 'airfield'), P('Iglesias', '1507', 'town'),
  P('Oristano', '1706', 'town'), P('Nuoro', '2106', 'town'), P('Sassari', '2004', 'town', 'objective'), P('Alghero', '1904', null, 'airfield'),
  P('Olbia', '2305', 'town', 'port', 'airfield'),
];

export const named = (name) => places.find((p) => p.name === name).hex;
export const ROMA = named('Roma'), SAN_BENEDETTO = named('San Benedetto'), MONTE_CASSINO = named('Cassino');
/** 7.1.1: the row of hexes through Monte Cassino, from the Tyrrhenian to the Adriatic coast. */
export const cassinoRow = ['2915', '3016', '3116', '3217', '3317', '3418', '3518'];
/** 13.4.3: the one land hexside across the Strait of Messina. */
export const strait = ['2027', '2028'];

/** Roads, through these hexes in order (neighbouring stops are joined directly, others by the cheapest land route). */
export const roads = [
  ['3401', '3207', '3110', '3112'], ['3601', '3510', '3311', '3112'], ['3112', '2913', '2914', '2915', '2916', '2917'],
  ['3112', '3116', '2917'], ['2917', '2919', '3024', '3027', '3328'], ['2919', '2626', '2428', '2028'], ['2529', '2428'],
  ['2917', '3118', '3321', '3425', '3328'], ['3027', '3425'], ['3321', '3520', '3616', '3714', '3811', '3901'],
  ['3112', '3314', '3616'],
  ['2027', '1727', '1627', '1527', '1528'], ['1527', '1426', '1424', '1423', '1522', '1521', '1520'],
  ['2027', '1926', '1925', '1825', '1724', '1723', '1722', '1721', '1520'], ['1721', '1622', '1623', '1624', '1727'], ['1424', '1524', '1624'],
  ['1609', '1706', '2004', '2305'], ['1609', '1507'], ['1706', '2106', '2305'],
];

/** Rivers, from the source along these fractional points to the sea; they run along hexsides. */
export const rivers = [
  { name: 'Tevere', through: [[34.6, 7.0], [33.2, 9.6], [32.0, 11.3], [30.4, 11.9]] },
  { name: 'Liri-Garigliano', through: [[32.8, 14.6], [31.6, 15.2], [30.5, 16.3], [29.2, 16.6]] },
  { name: 'Volturno', through: [[32.3, 17.4], [30.8, 17.6], [29.6, 17.9]] },
  { name: 'Sangro', through: [[33.9, 15.4], [35.0, 16.3], [36.0, 17.0]] },
  { name: 'Biferno', through: [[33.3, 17.9], [34.6, 18.9], [35.8, 19.2]] },
  { name: 'Ofanto', through: [[31.6, 21.0], [33.1, 22.6], [34.5, 23.4]] },
  { name: 'Crati', through: [[25.4, 26.6], [26.4, 26.4], [27.1, 26.9]] },
  { name: 'Simeto', through: [[18.6, 25.2], [17.9, 26.6], [17.4, 27.3]] },
  { name: 'Salso', through: [[16.6, 22.8], [15.6, 24.6], [14.2, 24.9]] },
  { name: 'Tirso', through: [[20.6, 5.6], [18.4, 6.3], [16.8, 6.0]] },
];

/** Ridges, as lines of points: mountains within a hex of them, rough ground further out. */
export const ridges = [
  // The Apennines from the north edge down to the Aspromonte.
  { reach: 1.15, points: [[36.6, 0.0], [35.6, 4.8], [34.6, 9.8], [33.9, 13.2], [32.7, 15.9], [31.6, 19.3], [30.4, 23.2], [28.4, 24.3], [26.1, 25.9], [24.2, 27.6], [21.8, 28.2]] },
  // The Gran Sasso and Maiella, east of the spine.
  { reach: 0.75, points: [[35.6, 11.5], [35.0, 14.0]] },
  // Sicily's northern chains: Peloritani, Nebrodi, Madonie.
  { reach: 0.8, points: [[20.2, 26.2], [18.6, 24.7], [17.6, 23.2]] },
  // Sardinia's Gennargentu.
  { reach: 0.9, points: [[21.6, 6.2], [20.4, 7.4]] },
];
/** Plains kept open whatever the relief says: the Campagna, Campania, the Tavoliere, Catania, Gela, the Campidano. */
export const plains = [[30.6, 12.6, 1.3], [29.6, 17.8, 1.2], [33.6, 21.2, 1.5], [17.0, 26.6, 0.9], [14.6, 25.8, 0.9], [16.4, 7.4, 1.2], [33.0, 26.0, 1.6], [31.6, 29.0, 1.4]];
/** Terrain the situation or the rules text needs, whatever the relief says. */
export const fixedTerrain = {
  '3024': 'mountain', // 12.3's example: mountain country a mechanized unit crosses only by road
  '1826': 'volcano', // Etna
  '3116': 'rough', '1525': 'open', '1426': 'open', '1424': 'open', '1423': 'open', '1522': 'open', '1526': 'open', '1626': 'rough',
};

/** Names lettered in the sea and on the land, at fractional printed column and row, with their font size. */
export const seaNames = [
  { name: 'MAR TIRRENO', at: [23.4, 20.6], size: 30 },
  { name: 'MAR IONIO', at: [24.5, 31.2], size: 30 },
  { name: 'MARE ADRIATICO', at: [38.8, 20.4], size: 20, turn: -72 },
  { name: 'Canale di Sicilia', at: [11.6, 25.0], size: 16, turn: -80 },
  { name: 'Canale di Sardegna', at: [12.6, 13.0], size: 16, turn: -30 },
  { name: 'SICILIA', at: [16.2, 23.2], size: 24, land: true },
  { name: 'SARDEGNA', at: [19.0, 6.9], size: 24, land: true },
  { name: 'CALABRIA', at: [24.6, 28.2], size: 15, land: true, turn: -30 },
  { name: 'PUGLIA', at: [32.4, 24.0], size: 15, land: true, turn: -70 },
];
