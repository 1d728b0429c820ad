// What the demos' counter builders share: ids from names, factor strings read as numbers, the
// Second World War nations' counter colours (Kesselring's War, Sicily), unit size marks, and the
// records of plain faces and marker pieces. Kept once so a nation, a marker or a chit looks and
// reads the same in every demo; the key order of each record is the one the scenarios are written in.

/** An id from a name: lower case, accents dropped, runs of anything else as one dash ("Hübner" → "hubner"). */
export const slug = (s) => s.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The numbers of a factor string ("8-7-6" → [8, 7, 6]). */
export const numbers = (text) => text.split('-').map(Number);

/** Counter colours of the Second World War demos' nations. */
export const NATION_COLOURS = {
  US: { fill: '#9db36b', ink: '#0f1a05' },
  French: { fill: '#8fb0d8', ink: '#0b1a30' },
  British: { fill: '#dcbc7c', ink: '#2a1d08' },
  Canadian: { fill: '#d9b06a', ink: '#2a1d08' },
  Indian: { fill: '#d7c08e', ink: '#2a1d08' },
  'New Zealand': { fill: '#cdb98d', ink: '#2a1d08' },
  Polish: { fill: '#e0c79a', ink: '#2a1d08' },
  German: { fill: '#9fb2c8', ink: '#0b1724' },
  Italian: { fill: '#c3cf9c', ink: '#1a2410' },
};
/** The Axis nations of those demos; every other nation there is Allied. */
export const AXIS_NATIONS = new Set(['German', 'Italian']);

/** The NATO size mark printed over a unit's symbol, by its size. */
export const SIZE_MARKS = { division: 'XX', brigade: 'X', regiment: 'III', battalion: 'II', group: 'III', 'task-force': '', '': '' };

/** A drawn face with no unit symbol (a marker, chit or card): its colours, its name, the big text (`size`) and the small text. */
export const plainFace = (colours, name, size, factors = '', extra = {}) => ({ kind: 'drawn', ...colours, symbol: 'none', size, name, factors, ...extra });

/** A marker piece showing the face `face` at `hex` of `board`; `attrs` say what it marks. */
export const markerPiece = ({ board, name, face, hex, size, attrs }) => ({ board, name, kind: 'marker', faces: [face], hex, size, attrs });
