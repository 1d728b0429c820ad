// The Caporetto demo's counters, markers and table components. Unit names are historical-style
// designations and every factor is a demo value of our own, not the game's. The situation is the
// evening of 24 October 1917: the Germans are through at Caporetto, Plezzo and Monte Nero are cut
// off, Gorizia and the Tolmino bridgehead are stacked to the limit, the Allies hold the Piave.

import { markerPiece, plainFace, slug } from '../lib/counters.mjs';
import { BAND, cup, displayRecords, track } from '../lib/displays.mjs';

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
  const oos = 'marker-oos';
  faces[oos] = plainFace({ fill: '#e74c3c', ink: '#ffffff' }, 'Out of supply', 'OOS');
  for (const hex of OUT_OF_SUPPLY) pieces.push(markerPiece({ board: boardId, name: 'Out of Supply', face: oos, hex, size: 34, attrs: { marker: 'oos' } }));
  return { faces, pieces };
}

/** The Game Turn, Morale and Casualty tracks and the A events cup, laid out under the map (../lib/displays.mjs). */
export function tableComponents(mapHeight) {
  const y1 = mapHeight + 80, y2 = y1 + BAND + 70 + 60;
  const { boards, components } = displayRecords([
    track('turns', 'Game Turn', 0, y1, 1, 13, 70),
    track('morale', 'Morale', 990, y1, -4, 2, 70),
    track('casualties', 'Casualties', 0, y2, 0, 20, 60),
    cup('events-a', 'A events', 1340, y2, 120),
  ]);
  const faces = {
    'marker-turn': plainFace({ fill: '#ffffff', ink: '#000000' }, 'Game turn', 'TURN'),
    'marker-morale-italian': plainFace(COLOURS.Italian, 'Italian', 'MORALE'),
    'marker-morale-austro-hungarian': plainFace(COLOURS['Austro-Hungarian'], 'Austro-Hungarian', 'MORALE'),
    'marker-casualties-italian': plainFace(COLOURS.Italian, 'Italian', 'LOSSES'),
    'marker-casualties-austro-hungarian': plainFace(COLOURS['Austro-Hungarian'], 'Austro-Hungarian', 'LOSSES'),
  };
  const marker = (name, board, hex, id) => markerPiece({ board, name, face: `marker-${id}`, hex, size: 44, attrs: { marker: id } });
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
    faces[id] = plainFace({ fill: '#f1e2b0', ink: '#2a1d0a' }, event, short);
    pieces.push(markerPiece({ board: 'events-a', name: event, face: id, hex: '1', size: 50, attrs: { event, cup: 'A' } }));
  }
  return { boards, components, faces, pieces };
}
