/**
 * The bitmaps tiles are painted into: reused rather than re-created (a new canvas per repaint
 * costs an allocation and a clear of a megabyte), and capped, so a long session zooming all over a
 * big map does not keep every tile it ever painted.
 */
import { tileKey, tilePixels, type TileAddress } from '../../../geometry/counterTiles';

/** Tiles kept at most (each 512 × 512 × 4 bytes = 1 MiB). */
const maxTiles = 64;
/** Spare canvases kept for reuse. */
const maxSpare = 8;

/** A tile as the pool sees it: where it is and its bitmap, if it has one. */
export interface PooledTile {
  address: TileAddress;
  canvas: HTMLCanvasElement | null;
}

/** Canvases for tiles, reused and capped. */
export class TilePool {
  private readonly spare: HTMLCanvasElement[] = [];

  /**
   * A blank canvas. A spare one still holds its last tile's pixels and the transform that tile was
   * painted with (a clear under that transform wipes only part of it, and the rest showed as ghost
   * counters in a tile a move then repaired), so it is cleared whole here, for every taker.
   */
  take(): HTMLCanvasElement {
    const canvas = this.spare.pop();
    if (!canvas) {
      const fresh = document.createElement('canvas');
      fresh.width = fresh.height = tilePixels;
      return fresh;
    }
    const ctx = canvas.getContext('2d')!;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, tilePixels, tilePixels);
    return canvas;
  }

  give(canvas: HTMLCanvasElement): void {
    if (this.spare.length < maxSpare) this.spare.push(canvas);
    else canvas.width = canvas.height = 0;
  }

  /** Lets every spare canvas's pixels go now (width and height 0) rather than whenever the garbage collector runs. */
  empty(): void {
    for (const canvas of this.spare.splice(0)) canvas.width = canvas.height = 0;
  }

  /** Drops the oldest painted tiles not on screen while more than the cap hold bitmaps (`tiles` is in paint order). */
  trim(tiles: Map<string, PooledTile>, onScreen: readonly TileAddress[]): void {
    let held = 0;
    for (const t of tiles.values()) if (t.canvas) held++;
    if (held <= maxTiles) return;
    const keep = new Set(onScreen.map(tileKey));
    for (const [key, t] of tiles) {
      if (held <= maxTiles) break;
      if (!t.canvas || keep.has(key)) continue;
      this.give(t.canvas);
      tiles.delete(key);
      held--;
    }
  }
}
