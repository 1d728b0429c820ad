// The Caporetto demo's counters, markers and table components. Unit names are historical-style
// designations and every factor is a demo value of our own, not the game's. The situation is the
// evening of 24 October 1917: the Germans are through at Caporetto, Plezzo and Monte Nero are cut
// off, Gorizia and the Tolmino bridgehead are stacked to the limit, the Allies hold the Piave.

const COLOURS = {
  Italian: { fill: '#a9b28a', ink: '#1b2412' },
  British: { fill: '#c9ab6e', ink: '#2b2414' },
  French: { fill: '#93abd2', ink: '#0f1f38' },
  'Austro-Hungarian': { fill: '#b9c8d5', ink: '#132030' },
  German: { fill: '#878c79', ink: '#0c0c0c' },
};
const SIDE = { Italian: 'Allies', British: 'Allies', French: 'Allies', 'Austro-Hungarian': 'Central Powers', German: 'Central Powers' };
const STRIPE = '#ffffff';
const SYMBOL = { infantry: 'infantry', mountain: 'mountain', cavalry: 'cavalry', hq: 'hq', artillery: 'artillery', air: 'none' };

// [name, nationality, type, size, full factors, reduced factors, hex, flags]
const UNITS = [
  ['50 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '1704'],
  ['Alpini 1 Gr', 'Italian', 'mountain', 'X', '2-3-6', '1-1-6', '1905'],
  ['46 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '1807'],
  ['19 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '1808'],
  ['65 Div', 'Italian', 'infantry', 'XX', '3-3-6', '1-2-6', '1809'],
  ['6 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '1810'],
  ['48 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '1810'],
  ['24 Div', 'Italian', 'infantry', 'XX', '3-3-6', '1-2-6', '1810'],
  ['Bersaglieri 1 Bde', 'Italian', 'infantry', 'X', '2-2-7', '1-1-7', '1810'],
  ['4 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '1811'],
  ['23 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '1812'],
  ['1 Cav Div', 'Italian', 'cavalry', 'XX', '2-2-8', '1-1-8', '1509'],
  ['1 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '0502'],
  ['36 Div', 'Italian', 'infantry', 'XX', '3-4-6', '1-2-6', '1303'],
  ['7 Div (Br)', 'British', 'infantry', 'XX', '4-5-6', '2-3-6', '0613'],
  ['47 Chasseurs (Fr)', 'French', 'mountain', 'XX', '4-5-6', '2-3-6', '0211'],
  ['12 Div', 'German', 'infantry', 'XX', '5-4-6', '2-2-6', '1806', { assault: true }],
  ['Alpenkorps', 'German', 'mountain', 'XX', '5-5-6', '2-3-6', '1907', { assault: true }],
  ['117 Div', 'German', 'infantry', 'XX', '5-4-6', '2-2-6', '1907', { assault: true }],
  ['200 Div', 'German', 'infantry', 'XX', '4-4-6', '2-2-6', '1907'],
  ['5 Div', 'German', 'infantry', 'XX', '4-4-6', '2-2-6', '1907'],
  ['Edelweiss Div', 'Austro-Hungarian', 'mountain', 'XX', '4-4-6', '2-2-6', '1705', { assault: true }],
  ['22 Schützen Div', 'Austro-Hungarian', 'mountain', 'XX', '3-4-6', '1-2-6', '2005'],
  ['1 Div (kuk)', 'Austro-Hungarian', 'infantry', 'XX', '3-3-6', '1-2-6', '1906'],
  ['57 Div', 'Austro-Hungarian', 'infantry', 'XX', '3-3-6', '1-2-6', '1908'],
  ['35 Div', 'Austro-Hungarian', 'infantry', 'XX', '3-3-6', '1-2-6', '1909'],
  ['Kaiserjäger 8 Bde', 'Austro-Hungarian', 'infantry', 'X', '2-3-6', '1-1-6', '1910'],
  ['41 Honvéd Div', 'Austro-Hungarian', 'infantry', 'XX', '3-4-6', '1-2-6', '1911'],
  ['28 Div', 'Austro-Hungarian', 'infantry', 'XX', '3-4-6', '1-2-6', '1912'],
  ['94 Div', 'Austro-Hungarian', 'infantry', 'XX', '3-3-6', '1-2-6', '0501'],
  ['10 Div (kuk)', 'Austro-Hungarian', 'infantry', 'XX', '3-3-6', '1-2-6', '1302'],
];

// HQs: the front is support mode (MF 2), the back movement mode (MF 6), 15.1.
const HQS = [
  ['2 Armata', 'Italian', '1708'],
  ['3 Armata', 'Italian', '1611'],
  ['14 Armee', 'German', '2007', { army14: true }],
  ['Isonzo Armee', 'Austro-Hungarian', '2111'],
];

// Support markers: artillery and air, no factors (they stack free, 8.2).
const SUPPORT = [
  ['Artiglieria 2', 'Italian', 'artillery', '1810'],
  ['Artiglieria 3', 'Italian', 'artillery', '1812'],
  ['Aeronautica', 'Italian', 'air', '1509'],
  ['Feuerwalze', 'German', 'artillery', '1907'],
  ['Fliegertruppe', 'German', 'air', '2007'],
  ['k.u.k. Artillerie', 'Austro-Hungarian', 'artillery', '1910'],
];

const OUT_OF_SUPPLY = ['1704', '1905'];
const A_EVENTS = [['Rommel', 'ROMMEL'], ['Hunger', 'HUNGER'], ['Brest-Litovsk', 'BREST'], ['Torrential Rain', 'RAIN'], ['No Event', 'NO EVENT']];

const slug = (s) => s.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const factorsOf = (text) => {
  const [attack, defence, movement] = text.split('-').map(Number);
  return { attack, defence, movement };
};

/** Faces and pieces of every unit and map marker, for the board `boardId`. */
export function unitsAndMarkers(boardId) {
  const faces = {};
  const pieces = [];
  const face = (id, f) => ((faces[id] = { kind: 'drawn', ...f }), id);
  for (const [name, nationality, type, size, full, reduced, hex, flags = {}] of UNITS) {
    const c = COLOURS[nationality], id = slug(name);
    const front = face(`${id}-f`, { ...c, symbol: SYMBOL[type], size, name, factors: full });
    const back = face(`${id}-r`, { ...c, symbol: SYMBOL[type], size, name, factors: reduced, stripe: STRIPE });
    pieces.push({ board: boardId, name, faces: [front, back], hex, attrs: { nationality, side: SIDE[nationality], type, ...flags, ...factorsOf(full), steps: 2 } });
  }
  for (const [name, nationality, hex, flags = {}] of HQS) {
    const c = COLOURS[nationality], id = slug(name);
    const support = face(`${id}-hq-support`, { ...c, symbol: 'hq', size: 'XXXX', name: `${name} sup`, factors: '0-1-2' });
    const movement = face(`${id}-hq-movement`, { ...c, symbol: 'hq', size: 'XXXX', name: `${name} mov`, factors: '0-1-6' });
    pieces.push({ board: boardId, name: `${name} HQ`, faces: [support, movement], hex, attrs: { nationality, side: SIDE[nationality], type: 'hq', ...flags, attack: 0, defence: 1, movement: 2, steps: 1 } });
  }
  for (const [name, nationality, type, hex] of SUPPORT) {
    const c = COLOURS[nationality];
    const id = face(`${slug(name)}-support`, { ...c, symbol: SYMBOL[type], size: type === 'air' ? 'AIR' : '', name, factors: '' });
    pieces.push({ board: boardId, name, faces: [id], hex, size: 40, attrs: { nationality, side: SIDE[nationality], type } });
  }
  const oos = face('marker-oos', { fill: '#e74c3c', ink: '#ffffff', symbol: 'none', size: 'OOS', name: 'Out of supply', factors: '' });
  for (const hex of OUT_OF_SUPPLY) pieces.push({ board: boardId, name: 'Out of Supply', kind: 'marker', faces: [oos], hex, size: 34, attrs: { marker: 'oos' } });
  return { faces, pieces };
}

// Component boards are drawn as the app draws its own (src/components/layout.ts): a name band
// 28 high over one row of square cells whose labels print the track's values.
const HEADER = 28;
const lineNumbering = (start) => ({
  first: 'column', separator: '', columnStart: start, rowStart: 1, columnDigits: 1, rowDigits: 1,
  columnStyle: 'numeric', rowStyle: 'numeric', columnDescending: false, rowDescending: false, stagger: false, only: 'column',
});
function rowBoard(id, name, fill, count, cell, at, start = 1) {
  return {
    id, name, fill, width: count * cell, height: HEADER + cell, x: at.x, y: at.y,
    grid: { kind: 'square', dx: cell, dy: cell, originX: cell / 2, originY: HEADER + cell / 2, columns: count, rows: 1, numbering: lineNumbering(start), showLines: true },
  };
}

/** The Game Turn, Morale and Casualty tracks and the A events cup, laid out under the map. */
export function tableComponents(mapHeight) {
  const y1 = mapHeight + 80, y2 = y1 + HEADER + 70 + 60;
  const boards = [
    rowBoard('turns', 'Game Turn', '#e6dfc8', 13, 70, { x: 0, y: y1 }, 1),
    rowBoard('morale', 'Morale', '#e6dfc8', 7, 70, { x: 990, y: y1 }, -4),
    rowBoard('casualties', 'Casualties', '#e6dfc8', 21, 60, { x: 0, y: y2 }, 0),
    rowBoard('events-a', 'A events', '#8a6a4a', 2, 120, { x: 1340, y: y2 }),
  ];
  const components = [
    { id: 'turns', kind: 'track', name: 'Game Turn', boardId: 'turns', from: 1, to: 13, vertical: false },
    { id: 'morale', kind: 'track', name: 'Morale', boardId: 'morale', from: -4, to: 2, vertical: false },
    { id: 'casualties', kind: 'track', name: 'Casualties', boardId: 'casualties', from: 0, to: 20, vertical: false },
    { id: 'events-a', kind: 'cup', name: 'A events', boardId: 'events-a' },
  ];
  const faces = {
    'marker-turn': { kind: 'drawn', fill: '#ffffff', ink: '#000000', symbol: 'none', size: 'TURN', name: 'Game turn', factors: '' },
    'marker-morale-italian': { kind: 'drawn', ...COLOURS.Italian, symbol: 'none', size: 'MORALE', name: 'Italian', factors: '' },
    'marker-morale-austro-hungarian': { kind: 'drawn', ...COLOURS['Austro-Hungarian'], symbol: 'none', size: 'MORALE', name: 'Austro-Hungarian', factors: '' },
    'marker-casualties-italian': { kind: 'drawn', ...COLOURS.Italian, symbol: 'none', size: 'LOSSES', name: 'Italian', factors: '' },
    'marker-casualties-austro-hungarian': { kind: 'drawn', ...COLOURS['Austro-Hungarian'], symbol: 'none', size: 'LOSSES', name: 'Austro-Hungarian', factors: '' },
  };
  const marker = (name, board, hex, id) => ({ board, name, kind: 'marker', faces: [`marker-${id}`], hex, size: 44, attrs: { marker: id } });
  const pieces = [
    marker('Game Turn', 'turns', '1', 'turn'),
    marker('Italian morale', 'morale', '-1', 'morale-italian'),
    marker('Austro-Hungarian morale', 'morale', '0', 'morale-austro-hungarian'),
    marker('Italian casualties', 'casualties', '0', 'casualties-italian'),
    marker('Austro-Hungarian casualties', 'casualties', '0', 'casualties-austro-hungarian'),
  ];
  // The rules give no counts of event markers, so the cup holds one of each A event.
  for (const [event, short] of A_EVENTS) {
    const id = `event-${slug(event)}`;
    faces[id] = { kind: 'drawn', fill: '#f1e2b0', ink: '#2a1d0a', symbol: 'none', size: short, name: event, factors: '' };
    pieces.push({ board: 'events-a', name: event, kind: 'marker', faces: [id], hex: '1', size: 50, attrs: { event, cup: 'A' } });
  }
  return { boards, components, faces, pieces };
}
