/**
 * The benchmark table, generated deterministically: a 6000×4000 board with a flat hex grid and
 * 2,000 drawn counters for two armies, spread over the hexes, plus one 5-counter stack at a known
 * hex near the left edge (the one the benchmark drags). A seeded PRNG keeps every run identical.
 *
 * Other sections ask for other tables from the same generator: N counters, a share of them with
 * image faces cut from a counter sheet (counterSheet.mjs paints it), another board size or a board
 * image. With the defaults the table is exactly the drag benchmark's.
 */
import { sheetCell, sheetFile, sheetUnits } from './counterSheet.mjs';

export const boardId = 'main';
export const boardWidth = 6000;
export const boardHeight = 4000;
export const pieceCount = 2000;
export const counterSize = 50;
/** The hex holding the dragged 5-stack, where the warm-up drag puts it, and where the measured drag ends. */
export const stackHex = '0529';
export const warmupHex = '0829';
export const targetHex = '9029';
export const stackSize = 5;

// Flat hex grid: column centres 60 apart from x=60, row centres 69.28 apart from y=60;
// 99 columns × 57 rows fill the 6000×4000 board. Two-digit CCRR labels fit both ranges.
const hexGrid = (columns, rows) => ({
  kind: 'hex',
  orientation: 'flat',
  dx: 60,
  dy: 69.2820323,
  originX: 60,
  originY: 60,
  shiftOdd: true,
  columns,
  rows,
  numbering: {
    first: 'column',
    separator: '',
    columnStart: 1,
    rowStart: 1,
    columnDigits: 2,
    rowDigits: 2,
    columnStyle: 'numeric',
    rowStyle: 'numeric',
    columnDescending: false,
    rowDescending: false,
    stagger: false,
  },
  showLines: false,
});

/** How many columns and rows of 60-unit hexes fit a board (99 × 57 for 6000 × 4000). */
const gridFor = (width, height) => ({ columns: Math.floor((width - 100) / 60) + 1, rows: Math.floor((height - 95) / 69.2820323) + 1 });

/** mulberry32: tiny, fast, good enough for spreading counters; deterministic from the seed. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad2 = (n) => String(n).padStart(2, '0');
const label = (col, row) => `${pad2(col + 1)}${pad2(row + 1)}`;
const ordinal = (n) => `${n}${[11, 12, 13].includes(n % 100) ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

const sides = [
  { name: 'Blue', fill: '#9db4d0', ink: '#14202e', reduced: '#ffffff' },
  { name: 'Red', fill: '#d9a08a', ink: '#2e1410', reduced: '#fff3c4' },
];
const kinds = [
  { symbol: 'infantry', word: 'Infantry', size: 'XX' },
  { symbol: 'armor', word: 'Panzer', size: 'XX' },
  { symbol: 'mechanized', word: 'Mech', size: 'X' },
  { symbol: 'artillery', word: 'Artillery', size: 'III' },
  { symbol: 'cavalry', word: 'Cavalry', size: 'X' },
  { symbol: 'mountain', word: 'Alpine', size: 'X' },
  { symbol: 'engineer', word: 'Pioneer', size: 'II' },
  { symbol: 'recon', word: 'Recon', size: 'II' },
  { symbol: 'hq', word: 'HQ', size: 'XXX' },
];

/**
 * Builds the scenario object. Every counter is a distinct unit (its own name and factors) with a
 * full-strength and a reduced face, as in a real game, so the app paints one sprite per counter.
 * Blue sets up on the left half, Red on the right; counters may share hexes (small stacks).
 *
 * Options: `imageShare` of the counters (the dragged stack excepted) get image faces instead, a
 * front and a back cut from the counter sheet (several counters may show the same cut, as a game's
 * identical markers do); a second PRNG picks them, so the hexes and units are the same whatever
 * the share. `board` overrides the board's size and fill and gives it an image file (the grid follows).
 */
export function makeScenario(seed = 20240601, count = pieceCount, { imageShare = 0, board = {} } = {}) {
  const rand = prng(seed);
  const pickImage = prng(seed ^ 0x5eed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const width = board.width ?? boardWidth;
  const height = board.height ?? boardHeight;
  const { columns, rows } = gridFor(width, height);
  const half = Math.floor(columns / 2);
  const faces = {};
  const pieces = [];
  const counters = new Map(); // per side+kind running number, for unique unit names
  let images = 0;
  const addUnit = (side, hex, mayBeImage) => {
    const kind = kinds[int(0, kinds.length - 1)];
    const key = `${side.name}-${kind.symbol}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    const name = `${ordinal(n)} ${kind.word}`;
    const [a, d, m] = [int(1, 12), int(1, 12), int(2, 10)];
    const id = `${side.name.toLowerCase()}-${kind.symbol}-${n}`;
    const attrs = { side: side.name, steps: 2 };
    if (mayBeImage && imageShare > 0 && pickImage() < imageShare) {
      const unit = images++ % sheetUnits;
      const front = `sheet-${unit}-f`;
      const back = `sheet-${unit}-r`;
      faces[front] ??= { kind: 'image', asset: sheetFile, crop: sheetCell(2 * unit) };
      faces[back] ??= { kind: 'image', asset: sheetFile, crop: sheetCell(2 * unit + 1) };
      pieces.push({ name: `${side.name} ${name}`, faces: [front, back], board: boardId, hex, attrs });
      return;
    }
    const face = { kind: 'drawn', fill: side.fill, ink: side.ink, symbol: kind.symbol, size: kind.size, name };
    faces[`${id}-f`] = { ...face, factors: `${a}-${d}-${m}` };
    faces[`${id}-r`] = { ...face, factors: `${Math.ceil(a / 2)}-${Math.ceil(d / 2)}-${m}`, stripe: side.reduced };
    pieces.push({ name: `${side.name} ${name}`, faces: [`${id}-f`, `${id}-r`], board: boardId, hex, attrs });
  };
  // The dragged stack first, at a hex no other counter may use, so it is exactly 5 high.
  for (let i = 0; i < stackSize; i++) addUnit(sides[0], stackHex, false);
  const reserved = new Set([stackHex, warmupHex]);
  while (pieces.length < count) {
    const side = sides[pieces.length % 2];
    const col = side === sides[0] ? int(0, half - 1) : int(half + 1, columns - 1);
    const hex = label(col, int(0, rows - 1));
    if (!reserved.has(hex)) addUnit(side, hex, true);
  }
  const mainBoard = { id: boardId, name: 'Big map', fill: board.fill ?? '#d8d2bd', width, height, grid: hexGrid(columns, rows) };
  if (board.image) mainBoard.image = board.image;
  return {
    sandtableScenario: 1,
    name: `Benchmark: ${count.toLocaleString('en')} counters`,
    notes: 'Generated by tests/bench/scenario.mjs.',
    counterSize,
    boards: [mainBoard],
    faces,
    pieces,
  };
}

