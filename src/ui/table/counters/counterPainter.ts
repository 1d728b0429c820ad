/**
 * Paints every counter at rest. Instead of one canvas node per counter (thousands of drawImage,
 * save and restore calls per pan step), counters are painted once into tiles — 512-pixel bitmaps
 * at a few fixed zoom levels (src/geometry/counterTiles.ts) — and each frame blits the tiles on
 * screen. A move repaints the few tiles it touched; a zoom to a new level shows the old level's
 * tiles scaled until the new ones are painted in background slices; sprites are painted in the
 * same slices, never in a frame. `direct` mode draws every counter each frame instead: the
 * reference the tiles are compared against (tests/e2e/counterTiles.test.ts).
 */
import { overlaps, stackBounds, tileKey, tileLevel, tileRect, tilesOver, tilePixels, type TableRect, type TileAddress } from '../../../geometry/counterTiles';
import { StackIndex } from '../../../geometry/stackIndex';
import type { Board } from '../../../model/records';
import type { Stack } from '../../../model/stacks';
import { Observable } from '../../../model/observable';
import { drawOrder, type TableStore } from '../tableStore';
import type { SpriteCache } from '../faceSprites';
import type { ViewStore } from '../viewStore';
import type { FaceImages } from './faceImages';
import { drawStacks } from './drawCounters';
import { SliceRunner } from './slices';
import { TilePool } from './tilePool';

/** What the painter draws from and how it asks for a new frame. */
export interface PainterSources {
  table: TableStore;
  view: ViewStore;
  sprites: SpriteCache;
  images: FaceImages;
  /** Asks for the layer to be drawn again (on the next animation frame). */
  redraw(): void;
}

/** How far the counters are from drawn as they finally look: sprites and tiles still to paint. */
export interface PaintProgress {
  sprites: number;
  tiles: number;
}

interface Tile {
  address: TileAddress;
  /** Null for a tile with no counters. */
  canvas: HTMLCanvasElement | null;
  /** ready: final; provisional: drawn with stand-ins, repainted in the background; stale: wrong, repainted before it is shown. */
  state: 'ready' | 'provisional' | 'stale';
}

/** Milliseconds of tile painting a frame may do itself before leaving the rest to background slices. */
const frameBudgetMs = 6;
/** Provisional tiles are repainted at most this often while their sprites arrive, so they are not painted over and over. */
const provisionalEveryMs = 250;

/** The counters painter of one table view; `start()` subscribes it, `draw()` is the layer's scene function. */
export class CounterPainter {
  readonly progress = new Observable<PaintProgress>({ sprites: 0, tiles: 0 });
  private readonly index = new StackIndex();
  private readonly tiles = new Map<string, Tile>();
  private readonly pool = new TilePool();
  private readonly runner: SliceRunner;
  private ordered: readonly Stack[] = [];
  private boards: ReadonlyMap<string, Board> = new Map();
  private faces: unknown = null;
  private hidden: ReadonlySet<string> = new Set();
  private visible: { level: number; tiles: TileAddress[] } = { level: 1, tiles: [] };
  private lastProvisionalPass = 0;

  constructor(
    private readonly src: PainterSources,
    private readonly direct = false,
  ) {
    this.runner = new SliceRunner((deadline) => this.background(deadline));
    this.sync();
  }

  /** Follows the table, the drag and arriving images; returns the function that stops it. */
  start(): () => void {
    const stops = [
      this.src.table.subscribe(() => this.sync()),
      this.src.view.subscribe(() => this.followDrag()),
      this.src.images.onLoaded(() => this.markAll('provisional')),
    ];
    return () => {
      stops.forEach((stop) => stop());
      this.runner.stop();
    };
  }

  /** Draws the counters on screen into `ctx`, whose transform maps table units to device pixels. */
  draw(ctx: CanvasRenderingContext2D): void {
    const m = ctx.getTransform();
    const scale = m.a;
    const view: TableRect = { x1: -m.e / scale, y1: -m.f / scale, x2: (ctx.canvas.width - m.e) / scale, y2: (ctx.canvas.height - m.f) / scale };
    const level = tileLevel(scale);
    if (this.direct) {
      // Whole device pixels, as tiles are blitted: at a tile level the two drawings match pixel for pixel.
      ctx.setTransform(m.a, 0, 0, m.d, Math.round(m.e), Math.round(m.f));
      drawStacks(ctx, drawOrder(this.index.query(view), this.boards), { ...this.paintOf(level), paintNow: true });
      return;
    }
    const addresses = tilesOver(view, level);
    this.visible = { level, tiles: addresses };
    const until = performance.now() + frameBudgetMs;
    let waiting = 0;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    for (const address of addresses) {
      let tile = this.tiles.get(tileKey(address));
      const fallback = !tile && this.drawFallback(ctx, address, m);
      if (tile?.state === 'stale' || (!tile && !fallback && performance.now() < until)) tile = this.paintTile(address, false) ?? undefined;
      if (tile) this.blit(ctx, tile, m);
      if (!tile || tile.state !== 'ready') waiting++;
    }
    ctx.restore();
    this.report(waiting);
    if (waiting) this.runner.kick();
    else this.forgetOtherLevels(level, addresses);
  }

  private paintOf(level: number) {
    const { sprites, images } = this.src;
    return { boards: this.boards, faces: this.src.table.snapshot().faces, level, sprites, images, hidden: this.hidden };
  }

  /** Paints one tile; with `exactOnly`, only if every face in it can be drawn as it finally looks (else queues what it lacks, returns null). */
  private paintTile(address: TileAddress, exactOnly: boolean): Tile | null {
    const rect = tileRect(address);
    const stacks = drawOrder(this.index.query(rect), this.boards);
    const key = tileKey(address);
    const old = this.tiles.get(key);
    if (!stacks.length) {
      if (old?.canvas) this.pool.give(old.canvas);
      const empty: Tile = { address, canvas: null, state: 'ready' };
      this.tiles.set(key, empty);
      return empty;
    }
    const canvas = old?.canvas ?? this.pool.take();
    const ctx = canvas.getContext('2d')!;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, tilePixels, tilePixels);
    ctx.setTransform(address.level, 0, 0, address.level, -address.tx * tilePixels, -address.ty * tilePixels);
    const exact = drawStacks(ctx, stacks, this.paintOf(address.level));
    if (!exact && exactOnly) {
      if (!old) this.pool.give(canvas);
      return null;
    }
    // Stand-ins for sprites still queued are replaced soon; an image not in this browser yet is
    // waited for by its arrival (onLoaded), not by painting the tile again and again.
    const tile: Tile = { address, canvas, state: exact || !this.src.sprites.waiting ? 'ready' : 'provisional' };
    this.tiles.delete(key);
    this.tiles.set(key, tile);
    this.pool.trim(this.tiles, this.visible.tiles);
    return tile;
  }

  /** Blits a tile at its place, its edges on whole device pixels so neighbours meet without seams. */
  private blit(ctx: CanvasRenderingContext2D, tile: Tile, m: DOMMatrix) {
    if (!tile.canvas) return;
    const r = tileRect(tile.address);
    const x1 = Math.round(m.e + r.x1 * m.a);
    const y1 = Math.round(m.f + r.y1 * m.d);
    ctx.drawImage(tile.canvas, x1, y1, Math.round(m.e + r.x2 * m.a) - x1, Math.round(m.f + r.y2 * m.d) - y1);
  }

  /** Fills a tile not painted yet at this level with the tiles of other levels over it; false if there are none. */
  private drawFallback(ctx: CanvasRenderingContext2D, address: TileAddress, m: DOMMatrix): boolean {
    const rect = tileRect(address);
    const others = [...this.tiles.values()].filter((t) => t.address.level !== address.level && t.state !== 'stale' && overlaps(tileRect(t.address), rect));
    if (!others.length) return false;
    const x1 = Math.round(m.e + rect.x1 * m.a);
    const y1 = Math.round(m.f + rect.y1 * m.d);
    ctx.save();
    ctx.beginPath();
    ctx.rect(x1, y1, Math.round(m.e + rect.x2 * m.a) - x1, Math.round(m.f + rect.y2 * m.d) - y1);
    ctx.clip();
    for (const t of others) this.blit(ctx, t, m);
    ctx.restore();
    return true;
  }

  /** Background slice: sprites first, then the visible tiles still missing or provisional. */
  private background(deadline: number): boolean {
    const { sprites } = this.src;
    if (sprites.waiting) sprites.paintSome(deadline);
    const now = performance.now();
    const revisit = now - this.lastProvisionalPass >= provisionalEveryMs || !sprites.waiting;
    let painted = false;
    for (const address of this.visible.tiles) {
      if (performance.now() >= deadline) break;
      const tile = this.tiles.get(tileKey(address));
      if (tile && tile.state !== 'provisional') continue;
      if (tile && !revisit) continue;
      // A tile with a stand-in shown meanwhile (an older level) waits for its own sprites.
      const shown = !!tile || [...this.tiles.values()].some((t) => t.address.level !== address.level && t.state !== 'stale');
      if (this.paintTile(address, shown && !!sprites.waiting)) painted = true;
    }
    if (revisit) this.lastProvisionalPass = now;
    if (painted || !sprites.waiting) this.src.redraw();
    this.report();
    return sprites.waiting > 0 || this.visible.tiles.some((a) => this.tiles.get(tileKey(a))?.state !== 'ready');
  }

  private report(tiles = this.visible.tiles.filter((a) => this.tiles.get(tileKey(a))?.state !== 'ready').length) {
    const next = { sprites: this.src.sprites.waiting, tiles };
    const now = this.progress.get();
    if (now.sprites !== next.sprites || now.tiles !== next.tiles) this.progress.set(next);
  }

  /** Brings the index in line with the table: stacks that changed are re-indexed and their tiles repainted. */
  private sync() {
    const snapshot = this.src.table.snapshot();
    const next = this.src.table.stackList();
    if (snapshot.boards !== this.boards) {
      for (const stack of this.ordered) this.index.remove(stack);
      this.boards = snapshot.boards;
      for (const stack of next) this.index.add(stack, stackBounds(stack, this.boards.get(stack.board)));
      this.ordered = next;
      for (const tile of this.tiles.values()) if (tile.canvas) this.pool.give(tile.canvas);
      this.tiles.clear();
    } else if (next !== this.ordered) {
      const kept = new Set(next);
      const before = new Set(this.ordered);
      for (const stack of this.ordered) if (!kept.has(stack)) this.touch(this.index.remove(stack));
      for (const stack of next) {
        if (before.has(stack)) continue;
        const rect = stackBounds(stack, this.boards.get(stack.board));
        this.index.add(stack, rect);
        this.touch(rect);
      }
      this.ordered = next;
    }
    if (snapshot.faces !== this.faces) {
      if (this.faces) this.markAll('provisional');
      this.faces = snapshot.faces;
    }
    this.src.redraw();
  }

  /** Pieces lifted into the drag layer leave their tiles (and come back on the drop). */
  private followDrag() {
    const next = this.src.view.get().dragging;
    if (next === this.hidden) return;
    const changed = [...next, ...this.hidden].filter((id) => next.has(id) !== this.hidden.has(id));
    this.hidden = next;
    for (const id of changed) {
      const stack = this.src.table.stackOf(id);
      if (stack) this.touch(this.index.rectOf(stack));
    }
    if (changed.length) this.src.redraw();
  }

  /** Marks the tiles over `rect` wrong: repainted before they are next shown; other levels' are dropped. */
  private touch(rect: TableRect | undefined) {
    if (!rect) return;
    for (const [key, tile] of this.tiles) {
      if (!overlaps(tileRect(tile.address), rect)) continue;
      if (tile.address.level === this.visible.level) tile.state = 'stale';
      else {
        if (tile.canvas) this.pool.give(tile.canvas);
        this.tiles.delete(key);
      }
    }
  }

  private markAll(state: 'provisional') {
    for (const tile of this.tiles.values()) if (tile.state === 'ready' && tile.canvas) tile.state = state;
    this.src.redraw();
    this.runner.kick();
  }

  /** Once the view is fully painted at its level, the other levels' tiles (kept as stand-ins) are let go. */
  private forgetOtherLevels(level: number, visible: TileAddress[]) {
    if (visible.length === 0) return;
    for (const [key, tile] of this.tiles) {
      if (tile.address.level === level) continue;
      if (tile.canvas) this.pool.give(tile.canvas);
      this.tiles.delete(key);
    }
  }
}
