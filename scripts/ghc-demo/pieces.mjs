// The German High Command demo's pieces and displays: German and satellite armies, control disks
// (one face per sector), alignment and other markers, the value tracks with their markers, the
// boxes (Germany, Collapse of Germany, Strategic Movement, Force Pool, Army Pool, AG/OB Heads…) and
// the six decks with OUR OWN sample cards. Every card text, every general's numbers and interest
// group, every track range the player aid does not give is a SAMPLE made up for this demo.
import { plainFace, slug } from '../lib/counters.mjs';
import { box, deck, track } from '../lib/displays.mjs';
import { cards, generals, INTEREST, ROLES } from './cards.mjs';

const AXIS_DISK = { fill: '#2b2b2b', ink: '#ffffff' };
const DISKS = {
  Axis: AXIS_DISK,
  Allied: { fill: '#5c7d3a', ink: '#ffffff' },
  Western: { fill: '#2f5f9e', ink: '#ffffff' },
  Soviet: { fill: '#a8322d', ink: '#ffffff' },
};
const ALIGNMENTS = {
  Occupied: { fill: '#55595e', ink: '#ffffff' },
  Satellite: { fill: '#c9a227', ink: '#1b1405' },
  Disputed: { fill: '#e8e1cf', ink: '#7a1f1a' },
  Western: { fill: '#9cb8dc', ink: '#0b1a30' },
  Soviet: { fill: '#e3a19a', ink: '#3a0905' },
  Neutral: { fill: '#f4f1e6', ink: '#3b3328' },
};
const NATIONS = {
  German: { fill: '#7d8b99', ink: '#0b1117' },
  Italian: { fill: '#b9c98f', ink: '#1a2410' },
  Romanian: { fill: '#d8c27a', ink: '#261d05' },
  Hungarian: { fill: '#c9b28a', ink: '#261d05' },
  Finnish: { fill: '#dfe8ee', ink: '#0b1a30' },
  Bulgarian: { fill: '#c8a7a0', ink: '#2a0d08' },
};

// ---- Displays, drawn as the app draws its own (../lib/displays.mjs) ----
export const DECK_CELL = 140;

/**
 * The values the rules assistant reads from track markers (the `marker` attribute is the value id),
 * with the track each marker sits on and where it starts. The ranges the aid does not give are the
 * demo's own (the scenario's notes say so).
 */
export const TRACKS = [
  { id: 'turn', name: 'Turn', from: 1, to: 12, cell: 56, markers: [['turn', 'Turn', 1]] },
  { id: 'usa-commitment', name: 'USA Commitment', from: 0, to: 5, cell: 56, markers: [['usaCommitment', 'USA', 0]] },
  { id: 'ussr-commitment', name: 'USSR Commitment', from: 0, to: 5, cell: 56, markers: [['ussrCommitment', 'USSR', 1]] },
  { id: 'prestige', name: 'Prestige', from: -5, to: 30, cell: 46, markers: ROLES.map((r) => [`prestige-${r.id}`, r.short, r.prestige]) },
  { id: 'air-naval-western', name: 'Air/Naval Control: Western Front', from: 1, to: 5, cell: 56, markers: [['airNavalWestern', 'Western', 3]] },
  { id: 'air-naval-eastern', name: 'Air/Naval Control: Eastern Front', from: 1, to: 5, cell: 56, markers: [['airNavalEastern', 'Eastern', 2]] },
  { id: 'air-naval-southern', name: 'Air/Naval Control: Southern Front', from: 1, to: 5, cell: 56, markers: [['airNavalSouthern', 'Southern', 2]] },
  { id: 'air-naval-germany', name: 'Air/Naval Control: Germany', from: 1, to: 5, cell: 56, markers: [['airNavalGermany', 'Germany', 3]] },
  { id: 'strategic-warfare', name: 'Strategic Warfare', from: 0, to: 10, cell: 46, markers: [['strategicWarfare', 'Str. Warfare', 2]] },
  { id: 'technology', name: 'Technology', from: 0, to: 6, cell: 46, markers: [['technology', 'Technology', 1]] },
  { id: 'resources', name: 'Resources', from: 0, to: 15, cell: 46, markers: [['resources', 'Resources', 6]] },
  { id: 'unrest', name: 'Unrest', from: 0, to: 10, cell: 46, markers: [['unrest', 'Unrest', 0]] },
  { id: 'black-orchestra', name: 'Black Orchestra', from: 0, to: 10, cell: 46, markers: [['blackOrchestra', 'Black Orch.', 1]] },
  { id: 'fanatism', name: 'Fanatism', from: 0, to: 10, cell: 46, markers: [['fanatism', 'Fanatism', 3]] },
  // Beyond the values every demo of the assistant needs: the replacement points (3.1.2) and the Paratroop marker (6.0).
  { id: 'paratroops', name: 'Paratroops', from: 0, to: 6, cell: 46, markers: [['paratroops', 'Paratroops', 0]] },
  {
    id: 'replacements', name: 'Replacements', from: 0, to: 10, cell: 46,
    markers: [['replacementsWehrmacht', 'Wehrmacht', 2], ['replacementsLuftwaffe', 'Luftwaffe', 1], ['replacementsStrategic', 'Str. Warfare', 1]],
  },
];
const MARKER_COLOURS = {
  turn: { fill: '#ffffff', ink: '#111111' }, usaCommitment: { fill: '#2f5f9e', ink: '#ffffff' }, ussrCommitment: { fill: '#a8322d', ink: '#ffffff' },
  airNavalWestern: { fill: '#2f5f9e', ink: '#ffffff' }, airNavalEastern: { fill: '#a8322d', ink: '#ffffff' }, airNavalSouthern: { fill: '#c0820f', ink: '#1b1405' },
  airNavalGermany: { fill: '#4a4a4a', ink: '#ffffff' },
  replacementsWehrmacht: { fill: '#7d8b99', ink: '#0b1117' }, replacementsLuftwaffe: { fill: '#9fb7d0', ink: '#0b1724' }, replacementsStrategic: { fill: '#b5651d', ink: '#ffffff' },
};

export function displays(x0) {
  const rows = [0, 124, 248, 372, 496, 620, 840, 1060, 1268, 1476];
  const trackAt = Object.fromEntries(TRACKS.map((t) => [t.id, t]));
  const place = (id, x, y) => { const t = trackAt[id]; return track(t.id, t.name, x, y, t.from, t.to, t.cell); };
  return [
    place('turn', x0, rows[0]), place('usa-commitment', x0 + 752, rows[0]), place('ussr-commitment', x0 + 1168, rows[0]),
    place('prestige', x0, rows[1]),
    place('air-naval-western', x0, rows[2]), place('air-naval-eastern', x0 + 340, rows[2]), place('air-naval-southern', x0 + 680, rows[2]), place('air-naval-germany', x0 + 1020, rows[2]),
    place('paratroops', x0 + 1340, rows[2]),
    place('strategic-warfare', x0, rows[3]), place('technology', x0 + 566, rows[3]), place('resources', x0 + 948, rows[3]),
    place('unrest', x0, rows[4]), place('black-orchestra', x0 + 566, rows[4]), place('fanatism', x0 + 1132, rows[4]),
    box('germany', 'Germany box', x0, rows[5], 300, 180), box('collapse', 'Collapse of Germany', x0 + 340, rows[5], 300, 180),
    box('strategic-movement', 'Strategic Movement space', x0 + 680, rows[5], 400, 180), place('replacements', x0 + 1120, rows[5]),
    box('army-pool', 'Army Pool', x0, rows[6], 520, 180), box('force-pool', 'Force Pool', x0 + 560, rows[6], 440, 180),
    box('force-pool-italy', 'Force Pool: Italy box', x0 + 1040, rows[6], 300, 180),
    box('ag-north', 'Army Group North Head', x0, rows[7], 260, 170), box('ag-centre', 'Army Group Centre Head', x0 + 290, rows[7], 260, 170),
    box('ag-south', 'Army Group South Head', x0 + 580, rows[7], 260, 170), box('ob-west', 'OB West Head', x0 + 870, rows[7], 260, 170),
    box('ob-south', 'OB South Head', x0 + 1160, rows[7], 260, 170),
    deck('combat', 'Combat deck', x0, rows[8], DECK_CELL), deck('strategic-event', 'Strategic Event deck', x0 + 460, rows[8], DECK_CELL), deck('section', 'Section deck', x0 + 920, rows[8], DECK_CELL),
    box('markers', 'Markers', x0 + 1380, rows[8], 300, 364),
    deck('general', 'General deck', x0, rows[9], DECK_CELL), deck('hidden-agenda', 'Hidden Agenda deck', x0 + 460, rows[9], DECK_CELL), deck('okw-agenda', 'OKW Agenda deck', x0 + 920, rows[9], DECK_CELL),
  ];
}

// ---- Faces and pieces ----

/** Every piece, with the faces they use: `where` places each (an area name, or a display id). */
export function piecesOf(map) {
  const faces = {}, pieces = [];
  const face = (id, f) => ((faces[id] ??= f), id);
  const on = (where) => (where.startsWith('@') ? { board: where.slice(1), hex: '1' } : { board: map, area: where });

  // Armies (3.1.2): Panzer, Regular and Reduced German armies, and Satellite armies by nation.
  const army = (name, nationality, type, where) => {
    const colours = NATIONS[nationality];
    const look = {
      panzer: { symbol: 'armor', size: 'XXXX', factors: 'PANZER' },
      regular: { symbol: 'infantry', size: 'XXXX', factors: 'ARMY' },
      reduced: { symbol: 'infantry', size: 'XXXX', factors: 'REDUCED', stripe: '#ffffff' },
      satellite: { symbol: 'infantry', size: 'XXXX', factors: nationality.toUpperCase().slice(0, 8) },
    }[type];
    const id = face(`army-${slug(nationality)}-${type}-${slug(name)}`, { kind: 'drawn', ...colours, name, ...look });
    pieces.push({ name, faces: [id], ...on(where), attrs: { side: 'Axis', nationality, type } });
  };
  // Control disks (4.7.1): one face per sector, so turning a disk over moves it to the next sector.
  const disk = (side, where, sector) => {
    const ids = [1, 2, 3].map((s) => face(`disk-${slug(side)}-${s}`, plainFace(DISKS[side], `${side} control`, `S${s}`, `sector ${s}`)));
    pieces.push({ name: `${side} control disk`, kind: 'marker', faces: ids, face: sector - 1, ...on(where), size: 36, attrs: { type: 'control', side } });
  };
  const alignment = (state, where) => {
    const id = face(`align-${slug(state)}`, plainFace(ALIGNMENTS[state], 'Alignment', state.toUpperCase(), ''));
    pieces.push({ name: `${state} alignment`, kind: 'marker', faces: [id], ...on(where), size: 36, attrs: { alignment: state } });
  };
  const token = (kind, label, where, colours = { fill: '#efe6c8', ink: '#2b2414' }) => {
    const id = face(`token-${kind}`, plainFace(colours, label, label.split(' ')[0].toUpperCase().slice(0, 9), ''));
    pieces.push({ name: label, kind: 'marker', faces: [id], ...on(where), size: 34, attrs: { token: kind } });
  };

  // ---- The map, turn 1 (autumn 1939): Poland has fallen; France and Britain face the Reich; Italy is an Axis satellite ----
  for (const [area, state, disks] of [
    ['2 Poland', 'Occupied', [['Axis', 3]]],
    ['5 Eastern Poland', 'Occupied', [['Axis', 3]]],
    ['16 Great Britain', 'Western', [['Western', 1]]],
    ['17 Belgium/Holland', 'Western', [['Western', 1]]],
    ['18 Northern France', 'Western', [['Western', 1]]],
    ['20 Western France', 'Western', [['Western', 1]]],
    ['21 Southern France', 'Western', [['Western', 1]]],
    ['26 Northern Africa', 'Western', [['Western', 1]]],
    ['28 Egypt', 'Western', [['Western', 1]]],
    ['22 Northern Italy', 'Satellite', [['Axis', 3]]],
    ['23 Central Italy', 'Satellite', [['Axis', 3]]],
    ['24 Southern Italy', 'Satellite', [['Axis', 3]]],
    ['25 Sicily', 'Satellite', [['Axis', 3]]],
    ['29 Sardinia', 'Satellite', [['Axis', 3]]],
    ['27 Libya', 'Satellite', [['Axis', 3]]],
    ['31 Albania', 'Satellite', [['Axis', 3]]],
    ['32 Greece', 'Neutral', [['Allied', 1]]],
  ]) {
    for (const [side, sector] of disks) disk(side, area, sector);
    alignment(state, area);
  }
  army('1st Panzer Army', 'German', 'panzer', '2 Poland');
  army('8th Army', 'German', 'regular', '2 Poland');
  army('10th Army', 'German', 'regular', '5 Eastern Poland');
  army('1st Italian Army', 'Italian', 'satellite', '22 Northern Italy');
  army('10th Italian Army', 'Italian', 'satellite', '27 Libya');
  army('9th Italian Army', 'Italian', 'satellite', '31 Albania');

  // ---- Displays ----
  for (const n of ['2nd Panzer Army', '6th Army']) army(n, 'German', n.includes('Panzer') ? 'panzer' : 'regular', '@strategic-movement');
  army('4th Army', 'German', 'regular', '@strategic-movement');
  for (const n of ['3rd Panzer Army', '4th Panzer Army']) army(n, 'German', 'panzer', '@army-pool');
  for (const n of ['2nd Army', '9th Army', '16th Army', '18th Army']) army(n, 'German', 'regular', '@army-pool');
  for (const n of ['11th Army', '12th Army', '17th Army']) army(n, 'German', 'reduced', '@army-pool');
  for (const [n, nation] of [['3rd Romanian Army', 'Romanian'], ['4th Romanian Army', 'Romanian'], ['2nd Hungarian Army', 'Hungarian'], ['Karelian Army', 'Finnish'], ['1st Bulgarian Army', 'Bulgarian']]) army(n, nation, 'satellite', '@force-pool');
  for (const n of ['2nd Italian Army', '6th Italian Army', '8th Italian Army']) army(n, 'Italian', 'satellite', '@force-pool-italy');

  for (const where of ['@ag-north', '@ag-centre', '@ag-south', '@ob-west', '@ob-south']) token('vacancy', 'Vacancy', where);
  for (const side of ['Axis', 'Axis', 'Axis', 'Western', 'Western', 'Soviet', 'Soviet', 'Soviet', 'Allied']) disk(side, '@markers', 1);
  for (const state of ['Occupied', 'Occupied', 'Disputed', 'Disputed', 'Soviet', 'Soviet', 'Satellite', 'Western']) alignment(state, '@markers');
  for (const [kind, label] of [['landing', 'Landing'], ['no-western-offensive', 'No Western Offensive'], ['open-port', 'Open Port'], ['naval-supply', 'Naval Supply'],
    ['naval-supply', 'Naval Supply'], ['isolated', 'Isolated'], ['isolated', 'Isolated'], ['partisans', 'Partisans'], ['paratroops', 'Paratroops'],
    ['dissident', 'Dissident'], ['dissident', 'Dissident'], ['traitor', 'Traitor'], ['vacancy', 'Vacancy']]) token(kind, label, '@markers');

  // ---- Track markers: the `marker` attribute is the value id the rules assistant reads ----
  for (const t of TRACKS) {
    for (const [value, label, at] of t.markers) {
      const role = ROLES.find((r) => `prestige-${r.id}` === value);
      const colours = role ? { fill: role.colour, ink: '#ffffff' } : MARKER_COLOURS[value] ?? { fill: '#f4efe0', ink: '#2b2414' };
      const id = face(`marker-${value}`, plainFace(colours, role ? 'Prestige' : t.name.replace(/^Air\/Naval Control: /, 'Air/Naval'), label.toUpperCase().slice(0, 12), ''));
      pieces.push({ name: role ? `Prestige: ${role.name}` : `${t.name} marker`, kind: 'marker', faces: [id], board: t.id, hex: String(at), size: 36, attrs: { marker: value } });
    }
  }

  // ---- Decks: every card face down (face 0, its back) on its deck's draw pile ----
  const back = (deckId, name, colours) => face(`back-${deckId}`, plainFace(colours, 'German High Command', name.toUpperCase(), ''));
  for (const d of cards) {
    const backId = back(d.deck, d.title, d.back);
    for (const c of d.cards) {
      const fronts = c.faces.map((f, k) => face(`card-${d.deck}-${slug(c.name)}${k ? `-${k}` : ''}`, plainFace(c.colours ?? d.front, f.title ?? c.name, f.line, f.sample ?? '(sample)', f.stripe ? { stripe: f.stripe } : {})));
      pieces.push({ name: c.name, faces: [backId, ...fronts], board: d.deck, hex: '1', size: 60, attrs: { deck: d.deck, sample: true, ...c.attrs } });
    }
  }
  for (const g of generals) {
    const backId = back('general', 'General', { fill: '#4b4f36', ink: '#f4efe0' });
    const colours = INTEREST[g.interest];
    const line = `${g.seniority} · ${g.confidence}`;
    const regular = face(`general-${slug(g.name)}`, plainFace(colours, g.name, line, `${INTEREST[g.interest].short} (sample)`));
    const questioned = face(`general-${slug(g.name)}-q`, plainFace(colours, g.name, line, 'QUESTIONED', { stripe: '#b3261e' }));
    pieces.push({
      name: g.name, faces: [backId, regular, questioned], board: 'general', hex: '1', size: 60,
      attrs: { deck: 'general', type: 'general', seniority: g.seniority, confidence: g.confidence, interest: g.interest, sample: true },
    });
  }
  return { faces, pieces };
}
