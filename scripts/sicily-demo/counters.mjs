// The Sicily demo's counters, displays and markers. Unit names follow the July 1943 landings; every
// factor is a sample number of our own, not the game's. The situation: game-turn 1, 10 July 1943,
// the Special Events Phase; the assault divisions are ashore on their beaches with their beach
// units, and every Italian coast defence (CD) unit is still in the Coast defence cup, Untried, for
// the Axis player to draw at random and place on the CD positions (CD 1.2, 1.4).
//
// Every CD unit has two faces, the same Untried back for all of them (face 1: no values, "CD ?")
// and a Tried front of its own (face 0: its values, e.g. 2-3-0), and the same attributes (side
// Axis, nationality Italian, type cd): its values are printed on its front only, so once the cup is
// sealed a drawn card shows nothing but what every CD unit shares.
// The hexes the demo's tests and the browser test use are listed at the top of make-sicily-demo.mjs.

import { AXIS_NATIONS, NATION_COLOURS, SIZE_MARKS, markerPiece, numbers, plainFace, slug } from '../lib/counters.mjs';
import { BAND, box, cup, displayRecords, track } from '../lib/displays.mjs';

/** The nations' colours, and the Blackshirts' (CCNN) black. */
const COLOURS = { ...NATION_COLOURS, CCNN: { fill: '#2e2e2e', ink: '#f4f0e0' } };
const sideOf = (nationality) => (AXIS_NATIONS.has(nationality) ? 'Axis' : 'Allied');
/** Sandtable draws NATO boxes: the types without one of their own borrow the nearest. */
const SYMBOL = { infantry: 'infantry', armor: 'armor', airborne: 'infantry', mountain: 'mountain', ccnn: 'infantry', beach: 'engineer', cd: 'artillery' };

// Ground units: [name, nationality, type, size, "attack-defence-movement", where, extra attributes].
// `where` is a hex of the map or a box. Units listed for one hex stack in order, first at the bottom.
const UNITS = [
  // The US Seventh Army: JOSS (Licata), DIME (Gela), CENT (Scoglitti); the French tabor landed with the 3rd.
  ['Beach JOSS', 'US', 'beach', '', '0-1-0', '0104'],
  ['US 3 Inf', 'US', 'infantry', 'division', '6-6-4', '0104'],
  ['4 Tabor', 'French', 'mountain', 'regiment', '2-2-4', '0204'],
  ['Beach DIME', 'US', 'beach', '', '0-1-0', '0606'],
  ['US 1 Inf', 'US', 'infantry', 'division', '6-6-4', '0606'],
  ['Beach CENT', 'US', 'beach', '', '0-1-0', '0706'],
  ['US 45 Inf', 'US', 'infantry', 'division', '6-6-4', '0706'],
  ['US 505 PIR', 'US', 'airborne', 'regiment', '2-2-3', '1210'],
  // The British Eighth Army: BARK (Pachino; the Canadians on its west), ACID (Avola); the Malta brigade between.
  ['UK 231 Bde', 'British', 'infantry', 'brigade', '3-3-4', '1410'],
  ['Beach BARK', 'British', 'beach', '', '0-1-0', '1510'],
  ['1 Cdn Inf', 'Canadian', 'infantry', 'division', '6-6-4', '1510'],
  ['UK 51 Inf', 'British', 'infantry', 'division', '6-6-4', '1610'],
  ['Beach ACID', 'British', 'beach', '', '0-1-0', '1608'],
  ['UK 50 Inf', 'British', 'infantry', 'division', '6-6-4', '1608'],
  ['UK 5 Inf', 'British', 'infantry', 'division', '6-6-4', '1707'],
  // Afloat, to land as follow-up; the 1st Airborne is earmarked for Italy (TR 4).
  ['US 2 Armd', 'US', 'armor', 'division', '8-6-6', 'allied-follow-up'],
  ['1 Cdn Armd Bde', 'Canadian', 'armor', 'brigade', '3-2-6', 'allied-follow-up'],
  ['UK 1 Abn', 'British', 'airborne', 'division', '5-5-3', 'allied-follow-up', { earmarked: true }],
  // The Axis mobile reserves inland, and a Blackshirt legion; another was lost earlier (for FM 3.4's return).
  ['4 Liv', 'Italian', 'infantry', 'division', '5-6-4', '0604'],
  ['HG', 'German', 'armor', 'division', '8-6-6', '0704'],
  ['GM E', 'Italian', 'armor', 'group', '2-2-6', '0805'],
  ['171 CCNN', 'Italian', 'ccnn', 'regiment', '2-2-4', '1107'],
  ['54 Nap', 'Italian', 'infantry', 'division', '4-5-4', '1406'],
  ['KG Schmalz', 'German', 'infantry', 'regiment', '4-4-5', '1502'],
  ['173 CCNN', 'Italian', 'ccnn', 'regiment', '2-2-4', 'axis-eliminated'],
];

/**
 * The coast defence units, by their Tried fronts: [name, "attack-defence-movement"]. Two have
 * defence 0 (removed from play once Tried, CD 1.3), three can move once Tried (MA above 0, CD 1.6),
 * the rest never move (MA 0).
 */
export const CD_UNITS = [
  ['CD XVIII/1', '2-3-0'], ['CD XVIII/2', '1-0-0'], ['CD 206/1', '2-2-0'], ['CD 206/2', '1-1-1'], ['CD 206/3', '1-0-1'],
  ['CD 206/4', '2-3-0'], ['CD 206/5', '1-2-2'], ['CD PMM/1', '3-4-0'], ['CD PMM/2', '2-4-0'],
];
/** What every CD unit shares: its attributes, and its Untried back. */
export const CD_ATTRS = { side: 'Axis', nationality: 'Italian', type: 'cd' };
const UNTRIED = 'cd-untried';

/** A ground unit's face and attributes. */
function unitPiece(faces, [name, nationality, type, size, factors, , extra = {}]) {
  const id = `${slug(name)}-f`;
  faces[id] = { kind: 'drawn', ...COLOURS[type === 'ccnn' ? 'CCNN' : nationality], symbol: SYMBOL[type], size: SIZE_MARKS[size], name, factors };
  const [attack, defence, movement] = numbers(factors);
  return { name, faces: [id], attrs: { side: sideOf(nationality), nationality, type, ...(size ? { size } : {}), attack, defence, movement, ...extra } };
}

/** A CD unit: its own Tried front (face 0), the shared Untried back (face 1) shown. */
function cdPiece(faces, [name, factors]) {
  const id = `${slug(name)}-tried`;
  faces[id] = { kind: 'drawn', ...COLOURS.Italian, symbol: SYMBOL.cd, size: 'II', name, factors };
  faces[UNTRIED] ??= plainFace({ fill: '#8c9a6a', ink: '#f6f3e4' }, 'Untried', 'CD', '?');
  return { name, faces: [id, UNTRIED], face: 1, attrs: { ...CD_ATTRS } };
}

export const TURNS = 12;

/** Every piece, face, display board and component, the displays laid out under the map. */
export function piecesAndBoards(mapId, mapHeight) {
  const y1 = mapHeight + 80, y2 = y1 + BAND + 120 + 60;
  const displays = [
    track('turns', 'Turn Record Track', 0, y1, 1, TURNS, 70),
    cup('cd-cup', 'Coast defence cup', 900, y1, 120),
    box('allied-follow-up', 'Allied follow-up (afloat)', 0, y2, 420, 200),
    box('allied-eliminated', 'Allied Eliminated', 480, y2, 300, 200),
    box('axis-eliminated', 'Axis Eliminated', 840, y2, 300, 200),
  ];
  const faces = {}, pieces = [];
  const place = (where) => (/^\d{4}$/.test(where) ? { board: mapId, hex: where } : { board: where, hex: '1' });
  for (const unit of UNITS) pieces.push({ ...place(unit[5]), ...unitPiece(faces, unit) });
  // CD 1.2: every CD unit begins in the cup, Untried.
  for (const unit of CD_UNITS) pieces.push({ board: 'cd-cup', hex: '1', ...cdPiece(faces, unit) });
  faces['marker-turn'] = plainFace({ fill: '#ffffff', ink: '#111111' }, 'Game Turn', 'GT');
  pieces.push(markerPiece({ board: 'turns', name: 'Game Turn', face: 'marker-turn', hex: '1', size: 44, attrs: { marker: 'turn' } }));
  return { faces, pieces, ...displayRecords(displays) };
}
