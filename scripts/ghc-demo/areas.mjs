// The areas of the German High Command demo map. Numbers follow the player aid where it names them
// (Area 5 and Areas 6–13 in the East, 7.1; the French areas 20, 21 and 26, 8.2; the Southern Front's
// Areas 22–33 with 26–28 in Africa, 8.1; the names it gives: Great Britain, Northern and Southern
// France, Belgium/Holland, Northern Africa, Libya, Egypt, Southern Italy); every other number and
// name, every sector's terrain and every port and resource is our own choice for this demo.
//
// Each area has three sectors, numbered 1–3 on the art, each with a terrain: plains, rough, river or
// fortified; `festung` marks a Festung Sector (4.7.2), `landing` a sector with a Landing Threat
// symbol (4.5.1), `name` a sector the aid names (Metz in Southern France, London and Southampton in
// Great Britain). `port` and `resource` are the aid's Port and Resource symbols. `marks` nudges
// the row of number, sectors, port and resource drawn above the point where the area's pieces
// gather (src/geometry/areas.ts), in board pixels.

export const FRONTS = {
  west: { name: 'Western Front', colour: '#2f5f9e', tint: '#dfe6ef' },
  east: { name: 'Eastern Front', colour: '#a8322d', tint: '#f0dfdb' },
  south: { name: 'Southern Front', colour: '#c0820f', tint: '#f3e7cc' },
};

const S = (...kinds) => kinds.map((k) => (typeof k === 'string' ? { terrain: k } : k));

export const AREAS = [
  // ---- Eastern Front ----
  { n: 1, name: 'Finland', key: 'fi', front: 'east', sectors: S('rough', 'rough', 'plains') },
  { n: 2, name: 'Poland', key: 'po', front: 'east', sectors: S('river', 'plains', { terrain: 'plains', festung: true }) },
  { n: 3, name: 'Hungary', key: 'hu', front: 'east', sectors: S('plains', 'river', 'rough'), resource: true },
  { n: 4, name: 'Romania', key: 'ro', front: 'east', sectors: S('plains', 'river', 'rough'), resource: true, port: true },
  { n: 5, name: 'Eastern Poland', key: 'ep', front: 'east', sectors: S('plains', 'river', 'plains') },
  { n: 6, name: 'Baltic States', key: 'ba', front: 'east', sectors: S('plains', 'river', 'plains'), port: true },
  { n: 7, name: 'Leningrad', key: 'le', front: 'east', sectors: S('fortified', 'rough', 'plains'), port: true },
  { n: 8, name: 'Belorussia', key: 'be', front: 'east', sectors: S('plains', 'rough', 'river') },
  { n: 9, name: 'Moscow', key: 'mo', front: 'east', sectors: S('fortified', 'plains', 'river') },
  { n: 10, name: 'Ukraine', key: 'uk', front: 'east', sectors: S('plains', 'river', 'plains'), resource: true },
  { n: 11, name: 'Crimea', key: 'cr', front: 'east', sectors: S('fortified', 'rough', 'plains'), port: true },
  { n: 12, name: 'Stalingrad', key: 'st', front: 'east', sectors: S('river', 'plains', 'plains') },
  { n: 13, name: 'Caucasus', key: 'ca', front: 'east', sectors: S('rough', 'rough', 'plains'), resource: true },
  // ---- Western Front ----
  { n: 14, name: 'Norway', key: 'no', front: 'west', sectors: S({ terrain: 'rough', landing: true }, 'rough', 'rough'), port: true },
  { n: 15, name: 'Denmark', key: 'dk', front: 'west', sectors: S({ terrain: 'plains', landing: true }, 'plains', { terrain: 'plains', festung: true }) },
  { n: 16, name: 'Great Britain', key: 'gb', front: 'west', sectors: S({ terrain: 'rough', name: 'Scotland' }, { terrain: 'fortified', name: 'London' }, { terrain: 'plains', name: 'Southampton', landing: true }), port: true },
  { n: 17, name: 'Belgium/Holland', key: 'bh', front: 'west', sectors: S('river', 'plains', { terrain: 'plains', festung: true }) },
  { n: 18, name: 'Northern France', key: 'nf', front: 'west', sectors: S({ terrain: 'plains', landing: true }, 'river', 'plains'), resource: true },
  { n: 19, name: 'Iberia', key: 'ib', front: 'west', sectors: S('rough', 'rough', 'plains') },
  { n: 20, name: 'Western France', key: 'wf', front: 'west', sectors: S({ terrain: 'plains', landing: true }, 'river', 'rough'), port: true },
  { n: 21, name: 'Southern France', key: 'sf', front: 'west', sectors: S({ terrain: 'plains', landing: true }, 'rough', { terrain: 'fortified', name: 'Metz' }) },
  { n: 34, name: 'Sweden', key: 'se', front: 'west', sectors: S('rough', 'rough', 'plains'), resource: true },
  // ---- Southern Front ----
  { n: 22, name: 'Northern Italy', key: 'ni', front: 'south', sectors: S('river', 'plains', { terrain: 'rough', festung: true }), resource: true },
  { n: 23, name: 'Central Italy', key: 'ci', front: 'south', sectors: S({ terrain: 'rough', landing: true }, 'rough', 'plains') },
  { n: 24, name: 'Southern Italy', key: 'si', front: 'south', sectors: S({ terrain: 'plains', landing: true }, 'rough', 'rough'), port: true },
  { n: 25, name: 'Sicily', key: 'sicily', front: 'south', sectors: S({ terrain: 'plains', landing: true }, 'rough', 'rough'), port: true },
  { n: 26, name: 'Northern Africa', key: 'na', front: 'south', sectors: S({ terrain: 'plains', landing: true }, 'rough', 'plains'), port: true },
  { n: 27, name: 'Libya', key: 'ly', front: 'south', sectors: S('plains', 'plains', 'plains'), port: true },
  { n: 28, name: 'Egypt', key: 'eg', front: 'south', sectors: S('plains', { terrain: 'fortified', name: 'Alamein' }, 'plains'), port: true },
  { n: 29, name: 'Sardinia', key: 'sardinia', front: 'south', sectors: S({ terrain: 'plains', landing: true }, 'rough', 'rough'), port: true },
  { n: 30, name: 'Yugoslavia', key: 'yu', front: 'south', sectors: S('rough', 'rough', 'river'), resource: true },
  { n: 31, name: 'Albania', key: 'al', front: 'south', sectors: S('plains', 'rough', 'rough'), port: true, marks: [-62, 4] },
  { n: 32, name: 'Greece', key: 'gr', front: 'south', sectors: S({ terrain: 'plains', landing: true }, 'rough', 'rough'), port: true, marks: [22, 0] },
  { n: 33, name: 'Crete', key: 'crete', front: 'south', sectors: S({ terrain: 'plains', landing: true }, 'rough', 'rough'), port: true },
  { n: 35, name: 'Turkey', key: 'tu', front: 'south', sectors: S('rough', 'rough', 'plains') },
  { n: 36, name: 'Bulgaria', key: 'bu', front: 'south', sectors: S('rough', 'plains', 'river'), port: true },
];

/** Bases (4.5, 4.7.2): small areas of their own on the Mediterranean, at a longitude and latitude. */
export const BASES = [
  { name: 'Gibraltar', at: [-5.35, 35.55] },
  { name: 'Malta', at: [14.45, 35.85] },
  { name: 'Cyprus', key: 'cyprus' },
];

/** The name an area goes by on the table and in the rules view: its number, then its name. */
export const areaName = (a) => `${a.n} ${a.name}`;
export const baseName = (b) => `${b.name} (base)`;
