// The Kesselring's War demo's counters, markers and displays. Unit names follow the rules' order of
// battle (27.1) and abbreviations (2.6); every factor is a sample number of our own, not the
// game's. The situation is GT 1 (July 1943), Action Phase, some days after the landings: the US
// Seventh Army is ashore round Licata and Gela and has taken Agrigento, the British Eighth Army round Comiso and Siracusa,
// with Allied garrisons in Licata and Siracusa; the Axis holds the rest of Sicily, Sardinia and the
// mainland. Both sides' units in Sicily can trace a LOC (12.2): the Allies to those two ports, the Axis
// to the garrisons on the Gerbini and Catania airfields and at Palermo.
// The hexes the demo's tests and the browser test use are listed at the top of make-kesselring-demo.mjs.

import { AXIS_NATIONS, NATION_COLOURS as COLOURS, SIZE_MARKS, markerPiece, numbers, slug } from '../lib/counters.mjs';
import { box, displayRecords, track } from '../lib/displays.mjs';

const sideOf = (nationality) => (AXIS_NATIONS.has(nationality) ? 'Axis' : 'Allies');
const REDUCED = '#ffffff';
/** Sandtable draws NATO boxes: the types without one of their own borrow the nearest; air, naval and SSU print their type. */
const SYMBOL = {
  armor: 'armor', 'armored-infantry': 'mechanized', infantry: 'infantry', 'motorized-infantry': 'recon', mountain: 'mountain',
  airborne: 'infantry', flak: 'artillery', garrison: 'hq', 'heavy-panzer': 'armor', leader: 'hq', commando: 'recon',
};
const TYPE_MARK = { tac: 'TAC', saf: 'SAF', cve: 'CVE', 'naval-gunfire': 'NGF', amphibious: 'AMPH', leader: 'SSU', commando: 'SSU', 'heavy-panzer': 'SSU' };

// Ground units: [name, nationality, type, size, front "attack-movement" or "attack-defence-movement",
// back (null: one step), where, flags]. `where` is a hex of the map or a display: staging, or a GT of the TRT.
const GROUND = [
  // Sicily, Allies: the US round Licata and Gela, the Canadians and British round Comiso and Siracusa.
  ['US 3 Inf', 'US', 'motorized-infantry', 'division', '6-4', '3-4', '1423'],
  ['US 45 Inf', 'US', 'infantry', 'division', '6-4', '3-4', '1425'],
  ['US 1 Inf', 'US', 'infantry', 'division', '6-4', '3-4', '1426', { elite: true }],
  ['US 2 Armd', 'US', 'armor', 'division', '8-6', '4-6', '1426'],
  ['1 Cdn Inf', 'Canadian', 'infantry', 'division', '5-4', '3-4', '1427'],
  ['UK 5 Inf', 'British', 'infantry', 'division', '6-4', '3-4', '1526'],
  ['UK 50 Inf', 'British', 'infantry', 'division', '6-4', '3-4', '1526'],
  ['UK 51 Inf', 'British', 'infantry', 'division', '6-4', '3-4', '1527'],
  // Sicily, Axis: the Hermann Göring division facing Gela, the line held back to the Gerbini airfields and Catania.
  ['HG', 'German', 'armor', 'division', '8-7-6', '4-4-6', '1525'],
  ['54 Nap', 'Italian', 'infantry', 'division', '3-4-3', '1-2-3', '1626'],
  ['4 Liv', 'Italian', 'infantry', 'division', '3-4-3', '1-2-3', '1625'],
  ['Bers', 'Italian', 'infantry', 'brigade', '2-3', null, '1725', { elite: true }],
  ['15 PzG', 'German', 'armored-infantry', 'division', '7-6', '4-6', '1726'],
  ['MG16', 'Italian', 'armor', 'brigade', '2-3-5', null, '1727'],
  ['26 Ast', 'Italian', 'infantry', 'division', '3-4-3', '1-2-3', '1624'],
  ['MG12', 'Italian', 'armor', 'brigade', '2-3-5', null, '1721'],
  ['28 Aos', 'Italian', 'infantry', 'division', '3-4-3', '1-2-3', '1721'],
  // Sardinia.
  ['90 PzG', 'German', 'armored-infantry', 'division', '7-6', '4-6', '1608'],
  ['30 Sab', 'Italian', 'infantry', 'division', '3-4-3', '1-2-3', '1706'],
  ['31 Cal', 'Italian', 'infantry', 'division', '3-4-3', '1-2-3', '2004'],
  ['47 Inf', 'Italian', 'infantry', 'division', '3-4-3', '1-2-3', '2305'],
  // The mainland.
  ['A/5 Flak', 'German', 'flak', 'brigade', '2-3-3', null, '2028', { flak: 1 }],
  ['29 PzG', 'German', 'armored-infantry', 'division', '7-6', '4-6', '2428'],
  ['26 Pz', 'German', 'armor', 'division', '8-7-6', '4-4-6', '3024'],
  ['16 Pz', 'German', 'armor', 'division', '8-7-6', '4-4-6', '2919'],
  ['3 PzG', 'German', 'armored-infantry', 'division', '7-6', '4-6', '3213'],
  // Staging Areas.
  ['1 Para', 'German', 'airborne', 'division', '6-5', '3-5', 'staging', { elite: true }],
  ['UK 78 Inf', 'British', 'infantry', 'division', '6-4', '3-4', 'staging'],
  ['UK 1 Abn', 'British', 'airborne', 'division', '5-4', '3-4', 'staging', { elite: true }],
  ['Gds Bde', 'British', 'infantry', 'brigade', '3-4', null, 'staging', { elite: true }],
  ['4 Armd Bde', 'British', 'armor', 'brigade', '3-6', null, 'staging'],
  ['23 Armd Bde', 'British', 'armor', 'brigade', '3-6', null, 'staging'],
  ['1 Cdn Armd Bde', 'Canadian', 'armor', 'brigade', '3-6', null, 'staging'],
  ['US 9 Inf', 'US', 'infantry', 'division', '6-4', '3-4', 'staging'],
  ['US 82 Abn', 'US', 'airborne', 'division', '5-4', '3-4', 'staging', { elite: true }],
  ['US 1 AG', 'US', 'armor', 'group', '4-6', null, 'staging'],
  ['GTM', 'French', 'mountain', 'brigade', '3-4', null, 'staging'],
  // Reinforcements on the Turn Record Track, by the GT they arrive (7.1), and the Axis "R" units (7.1.1).
  ['8 Ind Inf', 'Indian', 'infantry', 'division', '6-4', '3-4', 'GT 2'],
  ['UK 46 Inf', 'British', 'infantry', 'division', '6-4', '3-4', 'GT 3'],
  ['UK 56 Inf', 'British', 'infantry', 'division', '6-4', '3-4', 'GT 3'],
  ['US 36 Inf', 'US', 'infantry', 'division', '6-4', '3-4', 'GT 3'],
  ['2 Para', 'German', 'airborne', 'division', '6-5', '3-5', 'GT 3', { elite: true }],
  ['UK 7 Armd', 'British', 'armor', 'division', '8-6', '4-6', 'GT 4'],
  ['US 34 Inf', 'US', 'infantry', 'division', '6-4', '3-4', 'GT 4'],
  ['2 NZ Inf', 'New Zealand', 'infantry', 'division', '6-4', '3-4', 'GT 5'],
  ['4 Para', 'German', 'airborne', 'division', '6-5', '3-5', 'GT 6', { elite: true }],
  ['3 Car Inf', 'Polish', 'infantry', 'division', '5-4', '3-4', 'GT 7'],
  ['65 Inf', 'German', 'infantry', 'division', '5-6-3', '2-3-3', 'axis-reinforcements', { arrives: 'R' }],
  ['305 Inf', 'German', 'infantry', 'division', '5-6-3', '2-3-3', 'axis-reinforcements', { arrives: 'R' }],
];

/** Garrisons (12.1): static, two steps, a flak factor at full strength; where they stand. */
const GARRISONS = [
  ...['1721', '2027', '1727', '1726', '1609', '2305', '1904', '3112', '3110', '2917', '3321', '3425', '3027', '2028', '3714', '3328'].map((hex) => ['Italian', hex]),
  ['US', '1424'], ['British', '1528'],
  ['US', 'allied-reinforcements'], ['US', 'allied-reinforcements'], ['British', 'allied-reinforcements'], ['British', 'allied-reinforcements'],
  ['Italian', 'axis-reinforcements'],
];

// Air units (20, 21): [name, nationality, type, bombard, air-air, range]; naval units (18, 22); SSU (23).
const AIR = [
  ['I/DAF', 'British', 'tac', 2, 2, '12'], ['II/DAF', 'British', 'tac', 2, 2, '12'], ['III/DAF', 'British', 'tac', 2, 1, '12'], ['205G', 'British', 'saf', 4, 1, 'U'],
  ['I/12AF', 'US', 'tac', 2, 2, '12'], ['II/12AF', 'US', 'tac', 2, 2, '12'], ['III/12AF', 'US', 'tac', 2, 1, '12'], ['I/15AF', 'US', 'saf', 5, 1, 'U'],
  ['Jg 53', 'German', 'tac', 1, 3, '12'], ['Jg 77', 'German', 'tac', 1, 3, '12'], ['Kg 76', 'German', 'saf', 3, 1, 'U'], ['AdS', 'Italian', 'tac', 1, 1, '12'],
];
const NAVAL = [['UK NGF', 'British', 'naval-gunfire'], ['UK Amph 1', 'British', 'amphibious'], ['UK Amph 2', 'British', 'amphibious'],
  ['US NGF', 'US', 'naval-gunfire'], ['US Amph 1', 'US', 'amphibious'], ['US Amph 2', 'US', 'amphibious']];
const SSU = [
  ['Montgomery', 'British', 'leader', { attackSupport: 1 }], ['Patton', 'US', 'leader', { attackSupport: 1 }], ['Cdo', 'British', 'commando', { attackSupport: 1 }],
  ['Rangers', 'US', 'commando', { attackSupport: 1 }], ['OSS', 'US', 'commando', { attackSupport: 1 }],
  ['Kesselring', 'German', 'leader', { defenceSupport: 1 }], ['Hube', 'German', 'leader', { attackSupport: 1 }], ['504 Heavy Panzer', 'German', 'heavy-panzer', { attackSupport: 1, defenceSupport: 1 }],
];

const MARKER_FACES = {
  'ap-allies': { ...COLOURS.British, size: 'AP', name: 'Allies' },
  'ap-axis': { ...COLOURS.German, size: 'AP', name: 'Axis' },
  turn: { fill: '#ffffff', ink: '#111111', size: 'GT', name: 'Game Turn' },
  fortification: { fill: '#8d6e63', ink: '#ffffff', size: 'FORT', name: 'Fortification' },
  interdiction: { fill: '#0d47a1', ink: '#ffffff', size: 'NAVAL', name: 'Interdiction' },
};
const MARKER_NAMES = { 'ap-allies': 'Allied AP', 'ap-axis': 'Axis AP', turn: 'Game Turn', fortification: 'Fortification', interdiction: 'Allied Naval Interdiction' };

/** A ground unit's faces and attributes as the ruleset reads them (rulesets/kesselring/units.ts). */
function groundPiece(faces, [name, nationality, type, size, front, back, , flags = {}]) {
  const id = slug(name);
  const drawn = (factors, extra = {}) => ({ kind: 'drawn', ...COLOURS[nationality], symbol: SYMBOL[type], size: `${SIZE_MARKS[size]}${flags.elite ? ' ✚' : ''}`, name, factors, ...extra });
  faces[`${id}-f`] = drawn(front);
  if (back) faces[`${id}-r`] = drawn(back, { stripe: REDUCED });
  const f = numbers(front);
  const [attack, defence, movement] = f.length === 3 ? f : [f[0], f[0], f[1]];
  const attrs = {
    side: sideOf(nationality), nationality, type, size, attack, ...(defence !== attack ? { defence } : {}), movement, steps: back ? 2 : 1, ...flags,
  };
  return { name, faces: [`${id}-f`, ...(back ? [`${id}-r`] : [])], attrs };
}

function garrisonPiece(faces, nationality) {
  const id = `garrison-${slug(nationality)}`;
  if (!faces[`${id}-f`]) {
    faces[`${id}-f`] = { kind: 'drawn', ...COLOURS[nationality], symbol: 'hq', size: '', name: `${nationality} garrison`, factors: '[1] 2-0' };
    faces[`${id}-r`] = { kind: 'drawn', ...COLOURS[nationality], symbol: 'hq', size: '', name: `${nationality} garrison`, factors: '1-0', stripe: REDUCED };
  }
  return { name: `${nationality} garrison`, faces: [`${id}-f`, `${id}-r`], attrs: { side: sideOf(nationality), nationality, type: 'garrison', size: 'group', attack: 2, movement: 0, steps: 2, flak: 1 } };
}

/** Air, naval and SSU counters: their numbers print apart by dots, so the app reads no combat factors from them. */
function supportPiece(faces, name, nationality, type, attrs, factors) {
  const id = `${slug(name)}-f`;
  faces[id] = { kind: 'drawn', ...COLOURS[nationality], symbol: SYMBOL[type] ?? 'none', size: TYPE_MARK[type], name, factors };
  return { name, faces: [id], attrs: { side: sideOf(nationality), nationality, type, ...attrs } };
}

const markerOf = (faces, marker, board, hex) => {
  faces[`marker-${marker}`] ??= { kind: 'drawn', symbol: 'none', factors: '', ...MARKER_FACES[marker] };
  return markerPiece({ board, name: MARKER_NAMES[marker], face: `marker-${marker}`, hex, size: 44, attrs: { marker } });
};

/** Every piece, face, display board and component, the displays laid out under the map. */
export function piecesAndBoards(mapId, mapHeight) {
  const y1 = mapHeight + 80, y2 = y1 + 168, y3 = y2 + 160, y4 = y3 + 380;
  const displays = [
    track('turns', 'Turn Record Track', 0, y1, 1, 8, 80),
    track('ap-allies', 'Allied AP track', 720, y1, 0, 20, 60),
    box('markers', 'Spare markers', 0, y2, 640, 100),
    track('ap-axis', 'Axis AP track', 720, y2, 0, 20, 60),
    box('allied-staging', 'Allied Staging Area', 0, y3, 960, 320),
    box('axis-staging', 'Axis Staging Area', 1020, y3, 960, 320),
    box('allied-reinforcements', 'Allied Reinforcements', 0, y4, 460, 220),
    box('axis-reinforcements', 'Axis Reinforcements', 520, y4, 460, 220),
    box('withdrawn', 'Withdrawn', 1040, y4, 300, 220),
    box('allied-eliminated', 'Allied Permanently Eliminated', 1400, y4, 270, 220),
    box('axis-eliminated', 'Axis Permanently Eliminated', 1710, y4, 270, 220),
  ];
  const faces = {}, pieces = [];
  const place = (where, side) => {
    if (where === 'staging') return { board: side === 'Axis' ? 'axis-staging' : 'allied-staging', hex: '1' };
    if (where.startsWith('GT ')) return { board: 'turns', hex: where.slice(3) };
    if (/^\d{4}$/.test(where)) return { board: mapId, hex: where };
    return { board: where, hex: '1' };
  };
  // Garrisons first, so that they lie at the bottom of their stacks.
  for (const [nationality, where] of GARRISONS) pieces.push({ ...place(where, sideOf(nationality)), ...garrisonPiece(faces, nationality) });
  for (const unit of GROUND) {
    const piece = groundPiece(faces, unit);
    const where = unit[6];
    if (where.startsWith('GT ')) piece.attrs.arrives = where.slice(3);
    pieces.push({ ...place(where, piece.attrs.side), ...piece });
  }
  for (const [name, nationality, type, bombard, airAir, range] of AIR) {
    pieces.push({ ...place('staging', sideOf(nationality)), ...supportPiece(faces, name, nationality, type, { bombard, airAir, range }, `${bombard}·${airAir}·${range}`) });
  }
  for (const [name, nationality, type] of NAVAL) pieces.push({ ...place('staging', sideOf(nationality)), ...supportPiece(faces, name, nationality, type, {}, '') });
  for (const [name, nationality, type, support] of SSU) {
    const printed = `${support.attackSupport ? `+${support.attackSupport}` : '·'}·${support.defenceSupport ? `+${support.defenceSupport}` : '·'}`;
    pieces.push({ ...place('staging', sideOf(nationality)), ...supportPiece(faces, name, nationality, type, support, printed) });
  }
  // A CVE arrives later (24.4), on the TRT.
  pieces.push({ board: 'turns', hex: '3', ...supportPiece(faces, 'CVE', 'British', 'cve', { bombard: 1, airAir: 2, range: 'U', arrives: '3' }, '1·2·U') });

  pieces.push(markerOf(faces, 'turn', 'turns', '1'));
  pieces.push(markerOf(faces, 'ap-allies', 'ap-allies', '12'));
  pieces.push(markerOf(faces, 'ap-axis', 'ap-axis', '10'));
  pieces.push(markerOf(faces, 'fortification', mapId, '2027')); // 27.1: Messina is fortified
  for (const marker of ['fortification', 'fortification', 'interdiction']) pieces.push(markerOf(faces, marker, 'markers', '1'));
  return { faces, pieces, ...displayRecords(displays) };
}
