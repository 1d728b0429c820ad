/**
 * Level-of-detail maths for big board images: which resolution a zoom needs, which tiles cover a
 * part of the image, where each tile comes from, and which cached tiles to drop first. Pure, so the
 * renderer (src/ui/table/boardTiles.ts) and the unit tests agree on the same answers.
 *
 * The levels of an image W × H (image pixels):
 * - the overview: the whole image in one bitmap no larger than `overviewEdge` on its long side;
 * - tile level k ≥ 0: the image at scale 2^-k (k = 0 is full resolution), cut in `tileSize`-pixel
 *   square tiles. Tile (k, col, row) shows the image pixels from (col, row) × tileSize × 2^k, so a
 *   tile of level k + 1 covers exactly the four tiles of level k below it (its "children").
 */

/** Edge of a tile, in pixels of its level. */
export const tileSize = 1024;
/** Longest side of the overview bitmap. */
export const overviewEdge = 2048;
/** Images no longer than this on their long side are drawn whole, as one bitmap. */
export const simpleEdge = 4096;

export interface Size {
  width: number;
  height: number;
}

/** An axis-aligned rectangle by its corners (x1 ≤ x2, y1 ≤ y2). */
export interface Span {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A tile: its level (0 = full resolution) and its column and row in that level's grid. */
export interface TileId {
  level: number;
  col: number;
  row: number;
}

/** Where a tile's pixels come from (image pixels) and its own size in pixels. */
export interface TileSource {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Pixel size of the tile bitmap: the source size at the level's scale, at least 1. */
  width: number;
  height: number;
}

/** Whether an image is big enough to be drawn by level of detail rather than as one bitmap. */
export function needsLevels(image: Size, limit = simpleEdge): boolean {
  return Math.max(image.width, image.height) > limit;
}

/** The overview's scale (overview pixels per image pixel, at most 1) and its pixel size. */
export function overviewOf(image: Size, edge = overviewEdge): Size & { scale: number } {
  const scale = Math.min(1, edge / Math.max(image.width, image.height));
  return { scale, width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
}

/**
 * The level to draw when the screen shows `density` device pixels per image pixel: the overview
 * while it has at least as many pixels as the screen shows, otherwise the coarsest tile level
 * whose scale 2^-k is still at least `density` (full resolution, level 0, from density 1 up).
 */
export function levelFor(density: number, image: Size, edge = overviewEdge): 'overview' | number {
  if (!(density > overviewOf(image, edge).scale)) return 'overview';
  if (density >= 1) return 0;
  return Math.max(0, Math.floor(-Math.log2(density) + 1e-9));
}

/** The coarsest tile level `levelFor` can return: the last whose scale is above the overview's (coarser would be no sharper). */
export function coarsestLevel(image: Size, edge = overviewEdge): number {
  return Math.max(0, Math.ceil(-Math.log2(overviewOf(image, edge).scale) - 1e-9) - 1);
}

/** Image pixels one tile of `level` spans along each axis. */
export function tileSpan(level: number, tile = tileSize): number {
  return tile * 2 ** level;
}

/** Columns and rows of a level's tile grid. */
export function tileGrid(image: Size, level: number, tile = tileSize): { columns: number; rows: number } {
  const span = tileSpan(level, tile);
  return { columns: Math.ceil(image.width / span), rows: Math.ceil(image.height / span) };
}

/** The image pixels a tile shows (cut at the image's right and bottom edges) and its bitmap size. */
export function tileSource(image: Size, t: TileId, tile = tileSize): TileSource {
  const span = tileSpan(t.level, tile);
  const sx = t.col * span;
  const sy = t.row * span;
  const sw = Math.max(0, Math.min(span, image.width - sx));
  const sh = Math.max(0, Math.min(span, image.height - sy));
  const f = 2 ** -t.level;
  return { sx, sy, sw, sh, width: Math.max(1, Math.round(sw * f)), height: Math.max(1, Math.round(sh * f)) };
}

/**
 * The tiles of `level` that meet `rect` (image pixels), nearest the rectangle's centre first, so
 * the middle of the screen sharpens first. Empty when the rectangle misses the image.
 */
export function tilesIn(image: Size, level: number, rect: Span, tile = tileSize): TileId[] {
  const span = tileSpan(level, tile);
  const { columns, rows } = tileGrid(image, level, tile);
  const x1 = Math.max(0, rect.x1);
  const y1 = Math.max(0, rect.y1);
  const x2 = Math.min(image.width, rect.x2);
  const y2 = Math.min(image.height, rect.y2);
  if (!(x2 > x1 && y2 > y1)) return [];
  const c1 = Math.floor(x1 / span);
  const r1 = Math.floor(y1 / span);
  const c2 = Math.min(columns - 1, Math.ceil(x2 / span) - 1);
  const r2 = Math.min(rows - 1, Math.ceil(y2 / span) - 1);
  const cx = (x1 + x2) / 2 / span - 0.5;
  const cy = (y1 + y2) / 2 / span - 0.5;
  const out: TileId[] = [];
  for (let row = r1; row <= r2; row++) for (let col = c1; col <= c2; col++) out.push({ level, col, row });
  return out.sort((a, b) => Math.hypot(a.col - cx, a.row - cy) - Math.hypot(b.col - cx, b.row - cy) || a.row - b.row || a.col - b.col);
}

/** The tile of a coarser level (`up` levels up) that covers tile `t`. */
export function ancestorOf(t: TileId, up = 1): TileId {
  return { level: t.level + up, col: Math.floor(t.col / 2 ** up), row: Math.floor(t.row / 2 ** up) };
}

/** The (up to four) tiles one level finer that `t` covers, within the image. */
export function childrenOf(image: Size, t: TileId, tile = tileSize): TileId[] {
  if (t.level === 0) return [];
  const level = t.level - 1;
  const { columns, rows } = tileGrid(image, level, tile);
  const out: TileId[] = [];
  for (let row = 2 * t.row; row <= 2 * t.row + 1 && row < rows; row++) for (let col = 2 * t.col; col <= 2 * t.col + 1 && col < columns; col++) out.push({ level, col, row });
  return out;
}

/** A tile's cache key. */
export function tileKey(t: TileId): string {
  return `${t.level}/${t.col}/${t.row}`;
}

/**
 * A rectangle in table units (e.g. the part of the table on screen) in image pixels of a board
 * placed at (x, y) with `width` × `height` table units showing an image of `image` pixels.
 */
export function tableToImage(rect: Span, board: { x: number; y: number; width: number; height: number }, image: Size): Span {
  const kx = image.width / board.width;
  const ky = image.height / board.height;
  return { x1: (rect.x1 - board.x) * kx, y1: (rect.y1 - board.y) * ky, x2: (rect.x2 - board.x) * kx, y2: (rect.y2 - board.y) * ky };
}

/**
 * Least-recently-used order of keys with a budget: `touch` marks a key used now, `overBudget`
 * says which keys to drop (oldest first) to get back within `budget`, never one in `keep` (the
 * tiles on screen), so the budget may be exceeded while the screen needs more.
 */
export class LruOrder<K> {
  private order = new Map<K, true>();

  get size(): number {
    return this.order.size;
  }

  has(key: K): boolean {
    return this.order.has(key);
  }

  /** Marks `key` as the most recently used (adding it if new). */
  touch(key: K): void {
    this.order.delete(key);
    this.order.set(key, true);
  }

  delete(key: K): boolean {
    return this.order.delete(key);
  }

  /** Keys, least recently used first. */
  keys(): K[] {
    return [...this.order.keys()];
  }

  /** Removes and returns the least recently used keys beyond `budget`, skipping those in `keep`. */
  overBudget(budget: number, keep: ReadonlySet<K> = new Set()): K[] {
    const out: K[] = [];
    let excess = this.order.size - budget;
    for (const key of this.order.keys()) {
      if (excess <= 0) break;
      if (keep.has(key)) continue;
      out.push(key);
      excess--;
    }
    out.forEach((k) => this.order.delete(k));
    return out;
  }
}
