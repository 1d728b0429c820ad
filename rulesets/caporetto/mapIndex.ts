/**
 * The map's terrain as the movement, zone-of-control and supply searches read it thousands of
 * times a question: each hex's TEC line, the feature on each hexside and the link across it, read
 * once per view (memo.ts) into arrays and maps indexed by number instead of by text keys. Every
 * lookup answers exactly what the kit's `terrainOf`, `sideBetween` and `linkBetween` answer; a
 * cell off the map (never met in a search) is read through the kit itself.
 */
import { linkBetween, onMap, sideBetween, terrainOf, type Cell, type LinkType } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { remembered } from './memo';
import { effectOf, type TerrainEffect } from './terrain';

interface MapIndex {
  columns: number;
  /** Cells on the map: indexes run row by row. */
  size: number;
  /** The TEC line of each hex's terrain (unpainted and unknown terrain read as clear), read on first ask. */
  effects: (TerrainEffect | undefined)[];
  /** Pair index → hexside feature id (only features of the map's palette, as `sideBetween`). */
  sides: Map<number, string>;
  /** Pair index → link type. */
  links: Map<number, LinkType>;
}

/** A whole number written as `cellKey` writes it (no sign, no leading zero), or −1. */
function wholeNumber(text: string, from: number, to: number): number {
  if (to <= from || to - from > 9 || (text.charCodeAt(from) === 48 && to - from > 1)) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * The index of the pair of map cells a stored key names, when it is exactly the key `pairKey`
 * gives them ("col,row|col,row", the lesser cell first); else −1, since no lookup would find it.
 */
function storedPair(index: MapIndex, rows: number, key: string): number {
  const bar = key.indexOf('|');
  const commaA = key.indexOf(',');
  const commaB = key.indexOf(',', bar + 1);
  if (bar < 0 || commaA < 0 || commaA > bar || commaB < 0) return -1;
  const a = { col: wholeNumber(key, 0, commaA), row: wholeNumber(key, commaA + 1, bar) };
  const b = { col: wholeNumber(key, bar + 1, commaB), row: wholeNumber(key, commaB + 1, key.length) };
  const onBoard = (c: Cell) => c.col >= 0 && c.col < index.columns && c.row >= 0 && c.row < rows;
  if (!onBoard(a) || !onBoard(b) || b.col < a.col || (b.col === a.col && b.row < a.row)) return -1;
  return pairIndex(index, a, b);
}

function indexOf(view: RulesView): MapIndex {
  return remembered(view, 'mapIndex', () => {
    const { columns, rows } = view.map.grid;
    const index: MapIndex = { columns, size: columns * rows, effects: new Array(columns * rows), sides: new Map(), links: new Map() };
    const known = new Set(view.map.terrain.sideFeatures.map((f) => f.id));
    for (const [key, id] of Object.entries(view.map.terrain.hexsides)) {
      const pair = id !== undefined && known.has(id) ? storedPair(index, rows, key) : -1;
      if (pair >= 0) index.sides.set(pair, id);
    }
    for (const [key, link] of Object.entries(view.map.terrain.links)) {
      const pair = link !== undefined && link !== null ? storedPair(index, rows, key) : -1;
      if (pair >= 0) index.links.set(pair, link);
    }
    return index;
  });
}

const cellIndex = (index: MapIndex, cell: Cell): number => cell.row * index.columns + cell.col;

/** The same number for either order of two map cells. */
function pairIndex(index: MapIndex, a: Cell, b: Cell): number {
  const i = cellIndex(index, a);
  const j = cellIndex(index, b);
  return i < j ? i * index.size + j : j * index.size + i;
}

/** TEC: the line for the terrain painted in a hex, `effectOf(terrainOf(map, cell))`. */
export function effectAt(view: RulesView, cell: Cell): TerrainEffect {
  if (!onMap(view.map, cell)) return effectOf(terrainOf(view.map, cell));
  const index = indexOf(view);
  const i = cellIndex(index, cell);
  return (index.effects[i] ??= effectOf(terrainOf(view.map, cell)));
}

/** The feature on the side two cells share, `sideBetween(map, a, b)`. */
export function sideAt(view: RulesView, a: Cell, b: Cell): string | null {
  if (!onMap(view.map, a) || !onMap(view.map, b)) return sideBetween(view.map, a, b);
  const index = indexOf(view);
  return index.sides.get(pairIndex(index, a, b)) ?? null;
}

/** The link joining two cells, `linkBetween(map, a, b)`. */
export function linkAt(view: RulesView, a: Cell, b: Cell): LinkType | null {
  if (!onMap(view.map, a) || !onMap(view.map, b)) return linkBetween(view.map, a, b);
  const index = indexOf(view);
  return index.links.get(pairIndex(index, a, b)) ?? null;
}
