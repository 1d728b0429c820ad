// The Operazione C3 demo's counters, markers, activation chits and table boards. Unit names are
// historical-style designations; every factor, bonus and chit modifier is a demo value of our own,
// not the game's. The situation is turn 1, the Operations Phase: the Axis is ashore in the
// south-east and its paratroopers are down round Luqa; the British hold the towns and the Victory
// Line. The hexes that make the assistant interesting are listed at the top of make-c3-demo.mjs.

import { markerPiece, plainFace, slug } from '../lib/counters.mjs';
import { BAND, box, cup, displayRecords, track } from '../lib/displays.mjs';

const COLOURS = {
  Italian: { fill: '#a7c08a', ink: '#13210b' },
  German: { fill: '#9fb2c8', ink: '#0b1724' },
  Commonwealth: { fill: '#dcbc7c', ink: '#2a1d08' },
};
const SIDE = { Italian: 'Axis', German: 'Axis', Commonwealth: 'British' };
const REDUCED_STRIPE = '#ffffff';
const DIS_STRIPE = '#c62828';
/** Sandtable draws NATO boxes; the C3 types without a box of their own borrow the nearest. */
const SYMBOL = {
  infantry: 'infantry', 'special-forces': 'recon', paratroopers: 'infantry', engineers: 'engineer', 'anti-tank': 'artillery',
  armour: 'armor', marines: 'infantry', coastal: 'artillery', 'light-aa': 'artillery', 'heavy-aa': 'artillery', artillery: 'artillery',
};
const BONUS_MARK = { S: 'S', L: 'L', A: 'A', swimmer: '≈' };

// [name, nationality, type, formation, size, front factors, back factors (null: one step), hex, flags]
// A back printed "Dis" is a paratrooper company's Dispersed side (3.2); other backs are reduced.
// Factors in parentheses: the unit only defends (5.5).
const UNITS = [
  // The Axis beachhead in the south-east (landing hexes of turn S: 2114, 2115, 2016).
  ['Grado', 'Italian', 'marines', 'San Marco', 'II', '4-4', '2-4', '2114', { elite: true, bonus: 'S' }],
  ['Bafile', 'Italian', 'marines', 'San Marco', 'II', '4-4', '2-4', '2114', { elite: true, bonus: 'S' }],
  ['Nuotatori', 'Italian', 'paratroopers', 'San Marco', 'I', '2-6', 'Dis', '2212', { bonus: 'swimmer' }],
  ['I/33 Livorno', 'Italian', 'infantry', 'Livorno', 'II', '3-4', '1-4', '2115'],
  ['I/34 Livorno', 'Italian', 'infantry', 'Livorno', 'II', '3-4', '1-4', '2115'],
  ['II/33 Livorno', 'Italian', 'infantry', 'Livorno', 'II', '3-4', '1-4', '2016'],
  ['Guastatori Livorno', 'Italian', 'engineers', 'Livorno', 'I', '2-4', null, '2016'],
  // Paratroopers round Luqa: Folgore, Ramcke's Germans, Loreto holding the airfield.
  ['4/II Folgore', 'Italian', 'paratroopers', 'Folgore', 'I', '3-6', 'Dis', '1613', { elite: true }],
  ['5/II Folgore', 'Italian', 'paratroopers', 'Folgore', 'I', '2-6', 'Dis', '1613'],
  ['10/IV Folgore', 'Italian', 'paratroopers', 'Folgore', 'I', '2-6', 'Dis', '1814'],
  ['11/IV Folgore', 'Italian', 'paratroopers', 'Folgore', 'I', '2-6', 'Dis', '1513'],
  ['6/II Folgore', 'Italian', 'paratroopers', 'Folgore', 'I', '2-6', 'Dis', '1512', { face: 1 }],
  ['AT/185 Folgore', 'Italian', 'anti-tank', 'Folgore', 'I', '2-4', 'Dis', '1612'],
  ['Loreto', 'Italian', 'paratroopers', '', 'II', '2-6', 'Dis', '1612', { bonus: 'A' }],
  ['1/Kroh', 'German', 'paratroopers', 'Ramcke', 'I', '3-6', 'Dis', '1611', { elite: true }],
  ['2/Kroh', 'German', 'paratroopers', 'Ramcke', 'I', '3-6', 'Dis', '1611', { elite: true }],
  ['5/Hübner', 'German', 'paratroopers', 'Ramcke', 'I', '3-6', 'Dis', '1711', { elite: true, bonus: 'L' }],
  // Northern Brigade on the Victory Line and in Mdina.
  ['1 Dorset', 'Commonwealth', 'infantry', 'Northern Brigade', 'II', '4-4', '2-4', '0708'],
  ['2 R Irish F', 'Commonwealth', 'infantry', 'Northern Brigade', 'II', '4-4', '2-4', '1008'],
  ['1 Cheshire', 'Commonwealth', 'infantry', 'Northern Brigade', 'II', '4-4', '2-4', '1208'],
  ['3 KOMR', 'Commonwealth', 'infantry', 'Northern Brigade', 'II', '3-4', '1-4', '0809'],
  // Central Brigade round Valletta and the harbour towns.
  ['8 Manchester', 'Commonwealth', 'infantry', 'Central Brigade', 'II', '4-4', '2-4', '1608'],
  ['2 KOMR', 'Commonwealth', 'infantry', 'Central Brigade', 'II', '3-4', '1-4', '1407'],
  ['4 Buffs', 'Commonwealth', 'infantry', 'Central Brigade', 'II', '4-4', '2-4', '1309'],
  ['1 Durham LI', 'Commonwealth', 'infantry', 'Central Brigade', 'II', '4-4', '2-4', '1410'],
  // Southern Brigade facing the beachhead.
  ['2 R West Kent', 'Commonwealth', 'infantry', 'Southern Brigade', 'II', '4-4', '2-4', '1713'],
  ['1 Hampshire', 'Commonwealth', 'infantry', 'Southern Brigade', 'II', '4-4', '2-4', '2014'],
  ['11 Lancs F', 'Commonwealth', 'infantry', 'Southern Brigade', 'II', '4-4', '2-4', '2013'],
  ['2 Devon', 'Commonwealth', 'infantry', 'Southern Brigade', 'II', '4-4', '2-4', '1912'],
  ['1 KOMR', 'Commonwealth', 'infantry', 'Southern Brigade', 'II', '3-4', '1-4', '1810'],
  // Independents: tanks, field guns, coastal batteries (one a hex), anti-aircraft by the airfields.
  ['Malta Tanks', 'Commonwealth', 'armour', '', 'II', '3-5', '1-5', '1511'],
  ['RMA Field', 'Commonwealth', 'artillery', '', 'II', '(1)-2', null, '1810'],
  ['St Elmo', 'Commonwealth', 'coastal', '', '●●', '(2)-0', null, '1608'],
  ['Tigné', 'Commonwealth', 'coastal', '', '●●', '(2)-0', null, '1407'],
  ['Ricasoli', 'Commonwealth', 'coastal', '', '●●', '(2)-0', null, '1709'],
  ['St Lucian', 'Commonwealth', 'coastal', '', '●●', '(2)-0', null, '2013'],
  ['Benghisa', 'Commonwealth', 'coastal', '', '●●', '(1)-0', null, '1715'],
  ['Madliena', 'Commonwealth', 'coastal', '', '●●', '(1)-0', null, '1207'],
  ['Mellieha', 'Commonwealth', 'coastal', '', '●●', '(1)-0', null, '0505'],
  ['Valletta HAA', 'Commonwealth', 'heavy-aa', '', '●●', '(2)-0', null, '1608'],
  ["Ta' Qali LAA", 'Commonwealth', 'light-aa', '', '●●', '(1)-1', null, '0908'],
  ['Hal Far LAA', 'Commonwealth', 'light-aa', '', '●●', '(1)-1', null, '1815'],
];

/** Still to land (4.2.1) or to fly in (3.2.1): the Axis reinforcements box. */
const REINFORCEMENTS = [
  ['I/125 La Spezia', 'Italian', 'infantry', 'La Spezia', 'II', '3-4', '1-4', { airborne: true }],
  ['II/125 La Spezia', 'Italian', 'infantry', 'La Spezia', 'II', '3-4', '1-4', { airborne: true }],
  ['I/126 La Spezia', 'Italian', 'infantry', 'La Spezia', 'II', '3-4', '1-4', { airborne: true }],
  ['II/34 Livorno', 'Italian', 'infantry', 'Livorno', 'II', '3-4', '1-4'],
  ['Livorno Artillery', 'Italian', 'artillery', 'Livorno', 'III', '(1)-3', null],
  ['Semoventi 47/32', 'Italian', 'armour', '', 'I', '3-6', null],
];

// Activation chits (5.1): their modifiers are SAMPLE numbers made up for this demo; the rules text
// prints none. [piece name, attrs, short label, nationality for the colour]
const CHITS = [
  ['Folgore', { chit: 'formation', formation: 'Folgore', side: 'Axis', activation: 1 }, 'FOLGORE', 'Italian'],
  ['Ramcke', { chit: 'formation', formation: 'Ramcke', side: 'Axis', activation: 2 }, 'RAMCKE', 'German'],
  ['Livorno', { chit: 'formation', formation: 'Livorno', side: 'Axis', activation: 0 }, 'LIVORNO', 'Italian'],
  ['La Spezia', { chit: 'formation', formation: 'La Spezia', side: 'Axis', activation: -1 }, 'LA SPEZIA', 'Italian'],
  ['Air Operation', { chit: 'air', side: 'Axis', activation: 1 }, 'AIR OP', 'Italian'],
  ['Naval Operation', { chit: 'naval', side: 'Axis', activation: 0 }, 'NAVAL OP', 'Italian'],
  ['Northern Brigade', { chit: 'formation', formation: 'Northern Brigade', side: 'British', activation: 1 }, 'NORTHERN', 'Commonwealth'],
  ['Central Brigade', { chit: 'formation', formation: 'Central Brigade', side: 'British', activation: 0 }, 'CENTRAL', 'Commonwealth'],
  ['Southern Brigade', { chit: 'formation', formation: 'Southern Brigade', side: 'British', activation: 1 }, 'SOUTHERN', 'Commonwealth'],
];
/** The Formation that operated earlier this turn: its chit is in the Activated box (5.7). */
const ACTIVATED_CHIT = ['San Marco', { chit: 'formation', formation: 'San Marco', side: 'Axis', activation: 1 }, 'SAN MARCO', 'Italian'];

/** Markers on the map: Disorganized where the naval guns hit, Activated on the guns that fired. */
const MAP_MARKERS = [['dg', '2013'], ['activated', '1810']];
const MARKER_FACES = {
  dg: { fill: '#f2c230', ink: '#1d1300', size: 'DG', name: 'Disorganized' },
  activated: { fill: '#b3261e', ink: '#ffffff', size: 'ACT', name: 'Activated' },
  turn: { fill: '#ffffff', ink: '#111111', size: 'TURN', name: 'Game turn' },
};
const MARKER_NAMES = { dg: 'DG', activated: 'Activated', turn: 'Game Turn' };

const [combatOf, movementOf] = [(f) => Number(f.split('-')[0].replace(/[()]/g, '')), (f) => Number(f.split('-')[1])];

/** The faces and attributes of one unit, as the ruleset's attributes name them (rulesets/c3/units.ts). */
function unitPiece(faces, [name, nationality, type, formation, size, front, back, flags = {}]) {
  const { face: shown = 0, ...rest } = flags;
  const colours = COLOURS[nationality], id = slug(name);
  const marks = `${size}${rest.elite ? ' ★' : ''}${rest.bonus ? ` ${BONUS_MARK[rest.bonus]}` : ''}`;
  const drawn = (extra) => ({ kind: 'drawn', ...colours, symbol: SYMBOL[type], size: marks, name, ...extra });
  faces[`${id}-f`] = drawn({ factors: front });
  const dis = back === 'Dis';
  if (dis) faces[`${id}-dis`] = drawn({ size: 'DIS', factors: `(${Math.ceil(combatOf(front) / 2)})-1`, stripe: DIS_STRIPE });
  else if (back) faces[`${id}-r`] = drawn({ factors: back, stripe: REDUCED_STRIPE });
  const attrs = {
    side: SIDE[nationality], nationality, type, formation, attack: combatOf(front), movement: movementOf(front),
    steps: back && !dis ? 2 : 1, ...(front.startsWith('(') ? { defendOnly: true } : {}), ...(dis ? { back: 'dis' } : {}), ...rest,
  };
  const faceIds = [`${id}-f`, ...(back ? [dis ? `${id}-dis` : `${id}-r`] : [])];
  return { name, faces: faceIds, ...(shown ? { face: shown } : {}), attrs };
}

const markerFace = (faces, marker) => {
  faces[`marker-${marker}`] = { kind: 'drawn', symbol: 'none', factors: '', ...MARKER_FACES[marker] };
  return `marker-${marker}`;
};
const markerOf = (faces, id, board, hex) => markerPiece({ board, name: MARKER_NAMES[id], face: markerFace(faces, id), hex, size: 40, attrs: { marker: id } });

function chitPiece(faces, [name, attrs, label, nationality], board) {
  const id = `chit-${slug(name)}`;
  const modifier = attrs.activation > 0 ? `+${attrs.activation}` : String(attrs.activation);
  faces[id] = plainFace(COLOURS[nationality], attrs.chit === 'formation' ? 'Formation' : 'Operation', label, modifier);
  return markerPiece({ board, name: `${name} chit`, face: id, hex: '1', size: 44, attrs });
}

/** Every piece and face, and the boards and component records of the boxes, track and cup under the map. */
export function piecesAndBoards(mapId, mapHeight) {
  const faces = {};
  const pieces = [];
  for (const u of UNITS) {
    const [name, nationality, type, formation, size, front, back, hex, flags] = u;
    pieces.push({ board: mapId, ...unitPiece(faces, [name, nationality, type, formation, size, front, back, flags]), hex });
  }
  for (const [hexMarker, hex] of MAP_MARKERS) pieces.push(markerOf(faces, hexMarker, mapId, hex));

  // The boxes, track and cup under the map, drawn as the app draws them (../lib/displays.mjs).
  const y1 = mapHeight + 80, y2 = y1 + BAND + 70 + 60;
  const { boards, components } = displayRecords([
    track('turns', 'Game Turn', 0, y1, 0, 5, 70),
    box('activated', 'Activated', 500, y1, 240, 160),
    cup('chits', 'Formation chits', 820, y1, 120),
    box('axis-reinforcements', 'Axis reinforcements', 1140, y1, 360, 200),
    box('markers', 'Spare markers', 0, y2, 420, 140),
  ]);
  pieces.push(markerOf(faces, 'turn', 'turns', '1'));
  pieces.push(chitPiece(faces, ACTIVATED_CHIT, 'activated'));
  for (const chit of CHITS) pieces.push(chitPiece(faces, chit, 'chits'));
  for (const r of REINFORCEMENTS) pieces.push({ board: 'axis-reinforcements', ...unitPiece(faces, r), hex: '1' });
  for (const marker of ['dg', 'dg', 'dg', 'activated', 'activated', 'activated']) pieces.push(markerOf(faces, marker, 'markers', '1'));
  return { faces, pieces, boards, components };
}
