/**
 * Stand-ins while a zoom's tiles are painted: the tiles of other levels already painted, scaled to
 * the view, so the counters never blink out between a zoom and the painting of its own level.
 */
import { overlaps, tileRect, type TableRect, type TileAddress } from '../../../geometry/counterTiles';
import { blitTile, clipToRects } from './tileBlit';

/** A painted tile as the counters painter keeps it. */
export interface Tile {
  address: TileAddress;
  /** Null for a tile with no counters. */
  canvas: HTMLCanvasElement | null;
  /** ready: final; provisional: drawn with stand-ins for sprites still queued, painted again in the background. */
  state: 'ready' | 'provisional';
  /** Parts changed since it was painted (a move, a lift): repaired before it is next shown. */
  dirty: TableRect[];
}

/** Tiles of other levels over a rectangle, painted and clean: the stand-ins while tiles of this level are painted. */
export function standInsOver(tiles: Iterable<Tile>, rect: TableRect, level: number): Tile[] {
  return [...tiles].filter((t) => t.address.level !== level && t.canvas && !t.dirty.length && overlaps(tileRect(t.address), rect));
}

/**
 * Fills the places of tiles not painted yet at this level (`missing`) with the tiles of other
 * levels over them, scaled: one clip to all those places and each stand-in blitted once (the level
 * nearest this one on top). `onScreen` counts the tiles the view shows at this level: with none of
 * them painted yet (the frames of a zoom), nothing needs keeping out. Returns the places no
 * stand-in covers.
 */
export function drawStandIns(ctx: CanvasRenderingContext2D, tiles: Iterable<Tile>, missing: readonly TileAddress[], m: DOMMatrix, onScreen: number): TileAddress[] {
  if (!missing.length) return [];
  const level = missing[0].level;
  const rects = missing.map(tileRect);
  const all = rects.reduce((a, r) => ({ x1: Math.min(a.x1, r.x1), y1: Math.min(a.y1, r.y1), x2: Math.max(a.x2, r.x2), y2: Math.max(a.y2, r.y2) }));
  const others = standInsOver(tiles, all, level);
  const uncovered = missing.filter((_, i) => !others.some((t) => overlaps(tileRect(t.address), rects[i])));
  if (uncovered.length === missing.length) return uncovered;
  const distance = (t: Tile) => Math.abs(Math.log(t.address.level / level));
  others.sort((a, b) => distance(b) - distance(a));
  ctx.save();
  if (missing.length < onScreen) clipToRects(ctx, rects, m);
  for (const t of others) if (t.canvas) blitTile(ctx, t.canvas, t.address, m);
  ctx.restore();
  return uncovered;
}
