/**
 * Paints every counter at rest. Instead of one canvas node per counter (thousands of drawImage,
 * save and restore calls per pan step), counters are painted once into tiles — 512-pixel bitmaps
 * at the zoom of the view (src/geometry/counterTiles.ts) — and each frame blits the tiles on
 * screen. A move repaints the few tiles it touched; a zoom to a new level shows the old level's
 * tiles scaled until the new ones are painted in background slices; sprites are painted in the
 * same slices, never in a frame. `direct` mode draws every counter each frame instead: the
 * reference the tiles are compared against (tests/e2e/counterTiles.test.ts).
 */
import { overlaps, stackBounds, tileKey, tileLevel, tileRect, tilesOver, type TableRect, type TileAddress } from '../../../geometry/counterTiles';
import { StackIndex } from '../../../geometry/stackIndex';
import type { Board } from '../../../model/records';
import type { Stack } from '../../../model/stacks';
import { Observable } from '../../../model/observable';
import { hiddenTest } from '../../../components/layout';
import type { TableComponent } from '../../../components/model';
import { drawOrder, type TableStore } from '../tableStore';
import type { SpriteCache } from '../faceSprites';
import type { ViewStore } from '../viewStore';
import type { FaceImages } from './faceImages';
import { drawStacks, resolveFace, type StackPaint } from './drawCounters';
import { repaintPart, TileJob } from './tileJob';
import { SliceRunner } from './slices';
import { TilePool } from './tilePool';
import { blitTile } from './tileBlit';
import { drawStandIns, standInsOver, type Tile } from './standIns';

/** What the painter draws from and how it asks for a new frame. */
export interface PainterSources {
  table: TableStore;
  view: ViewStore;
  sprites: SpriteCache;
  images: FaceImages;
  /** Asks for the layer to be drawn again (on the next animation frame). */
  redraw(): void;
  /** The table's boxes, tracks, cups and decks: what lies in a cup is not painted. */
  components?: Observable<readonly TableComponent[]>;
}

/** How far the counters are from drawn as they finally look: sprites and tiles still to paint. */
export interface PaintProgress {
  sprites: number;
  tiles: number;
}

/** Milliseconds of tile painting a frame may do itself before leaving the rest to background slices. */
const frameBudgetMs = 6;
/** Provisional tiles are painted again at most this often while their sprites arrive, so they are not painted over and over. */
const provisionalEveryMs = 400;
/**
 * Changed parts of one tile repaired piece by piece at most; past that (a friend's table arriving,
 * hundreds of counters at once) the tile is painted again whole in background slices, and shown as
 * it was until then.
 */
const maxDirtyParts = 32;
/** Paintings of one tile with stand-ins before it is left as it is. */
const maxPasses = 5;
/**
 * Background painting waits until the view has been still this long. While a pan or a zoom goes
 * on, frames only blit what is painted (the last level's tiles stand in, scaled), so no slice of
 * painting lengthens a frame of the gesture; the view sharpens once the gesture pauses.
 */
const stillMs = 120;

/** The counters painter of one table view; `start()` subscribes it, `draw()` is the layer's scene function. */
export class CounterPainter {
  readonly progress = new Observable<PaintProgress>({ sprites: 0, tiles: 0 });
  private readonly index = new StackIndex();
  private readonly tiles = new Map<string, Tile>();
  private readonly jobs = new Map<string, TileJob>();
  /** Tiles whose faces were asked for (their sprites queued) at their level. */
  private readonly prepared = new Set<string>();
  /** Times each provisional tile has been painted. */
  private readonly passes = new Map<string, number>();
  private readonly pool = new TilePool();
  private readonly runner: SliceRunner;
  private ordered: readonly Stack[] = [];
  private boards: ReadonlyMap<string, Board> = new Map();
  private faces: unknown = null;
  private hidden: ReadonlySet<string> = new Set();
  private inCup: (stack: Stack) => boolean = () => false;
  private visible: { level: number; tiles: TileAddress[] } = { level: 1, tiles: [] };
  private lastProvisionalPass = 0;
  /** The camera of the last frame (scale and offset) and when it last changed. */
  private camera = { a: 0, e: 0, f: 0 };
  private movedAt = -Infinity;

  constructor(
    private readonly src: PainterSources,
    private readonly direct = false,
  ) {
    this.runner = new SliceRunner((deadline) => this.background(deadline), 6);
    this.sync();
  }

  /** Follows the table, the drag and arriving images; returns the function that stops it and lets its tiles go. */
  start(): () => void {
    const stops = [
      this.src.table.subscribe(() => this.sync()),
      this.src.view.subscribe(() => this.followDrag()),
      this.src.images.onLoaded(() => this.markAllProvisional()),
      this.src.components?.subscribe(() => this.followCups()) ?? (() => {}),
    ];
    return () => {
      stops.forEach((stop) => stop());
      this.runner.stop();
      this.release();
    };
  }

  /**
   * Lets every tile bitmap go at once (up to 72 MiB zoomed in) when the view closes, rather than
   * when the garbage collector next runs. A painter started again (React runs effects twice in
   * development) paints its tiles anew.
   */
  private release() {
    for (const key of [...this.tiles.keys()]) this.dropTile(key);
    for (const job of this.jobs.values()) this.pool.give(job.canvas);
    this.jobs.clear();
    this.prepared.clear();
    this.passes.clear();
    this.pool.empty();
  }

  /** Draws the counters on screen into `ctx`, whose transform maps table units to device pixels. */
  draw(ctx: CanvasRenderingContext2D): void {
    const m = ctx.getTransform();
    const scale = m.a;
    const view: TableRect = { x1: -m.e / scale, y1: -m.f / scale, x2: (ctx.canvas.width - m.e) / scale, y2: (ctx.canvas.height - m.f) / scale };
    const level = tileLevel(scale);
    this.noteCamera(m);
    if (this.direct) {
      // Whole device pixels, as tiles are blitted: at a tile level the two drawings match pixel for pixel.
      ctx.setTransform(m.a, 0, 0, m.d, Math.round(m.e), Math.round(m.f));
      drawStacks(ctx, this.stacksOver(view), { ...this.paintOf(level), paintNow: true });
      return;
    }
    const addresses = tilesOver(view, level);
    this.visible = { level, tiles: addresses };
    const until = performance.now() + frameBudgetMs;
    const painted: Tile[] = [];
    const missing: TileAddress[] = [];
    for (const address of addresses) {
      const tile = this.tiles.get(tileKey(address));
      // Repairs beyond the frame's budget wait for a background slice; the tile shows as it was until then.
      if (tile?.dirty.length && performance.now() < until) this.repair(tile);
      if (tile) painted.push(tile);
      else missing.push(address);
    }
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    for (const address of drawStandIns(ctx, this.tiles.values(), missing, m, this.visible.tiles.length)) {
      const tile = performance.now() < until ? this.runJob(address, until) : null;
      if (tile) painted.push(tile);
    }
    for (const tile of painted) if (tile.canvas) blitTile(ctx, tile.canvas, tile.address, m);
    ctx.restore();
    const waiting = this.report();
    if (waiting) this.runner.kick();
    else this.forgetOtherLevels(level);
  }

  private noteCamera(m: DOMMatrix) {
    const c = this.camera;
    if (c.a === m.a && c.e === m.e && c.f === m.f) return;
    this.camera = { a: m.a, e: m.e, f: m.f };
    this.movedAt = performance.now();
  }

  private paintOf(level: number): StackPaint {
    const { sprites, images } = this.src;
    return { boards: this.boards, faces: this.src.table.snapshot().faces, level, sprites, images, hidden: this.hidden, inCup: this.inCup };
  }

  /** The stacks over a rectangle, in draw order. */
  private stacksOver = (rect: TableRect): Stack[] => drawOrder(this.index.query(rect), this.boards);

  /** Carries a tile's painting on until `deadline`; returns the tile once painted (else null, to carry on later). */
  private runJob(address: TileAddress, deadline: number): Tile | null {
    const key = tileKey(address);
    let job = this.jobs.get(key);
    if (!job) {
      const stacks = this.stacksOver(tileRect(address));
      if (!stacks.length) return this.settle({ address, canvas: null, state: 'ready', dirty: [] });
      job = new TileJob(address, this.pool.take(), stacks);
      this.jobs.set(key, job);
    }
    if (!job.advance(deadline, this.paintOf(address.level))) return null;
    this.jobs.delete(key);
    // A tile still short of sprites after a few passes (the sprite budget cannot hold every face on
    // screen at this size) stays as it is rather than being painted for ever.
    const passes = (this.passes.get(key) ?? 0) + 1;
    this.passes.set(key, passes);
    const final = job.exact || passes >= maxPasses;
    if (final) this.passes.delete(key);
    return this.settle({ address, canvas: job.canvas, state: final ? 'ready' : 'provisional', dirty: [] });
  }

  private settle(tile: Tile): Tile {
    const key = tileKey(tile.address);
    const old = this.tiles.get(key);
    if (old?.canvas && old.canvas !== tile.canvas) this.pool.give(old.canvas);
    this.tiles.delete(key);
    this.tiles.set(key, tile);
    this.pool.trim(this.tiles, this.visible.tiles);
    return tile;
  }

  /** Repaints the changed parts of a tile. */
  private repair(tile: Tile) {
    tile.canvas ??= this.pool.take();
    const paint = this.paintOf(tile.address.level);
    let exact = true;
    for (const rect of tile.dirty) exact = repaintPart(tile.canvas, tile.address, rect, this.stacksOver, paint) && exact;
    tile.dirty = [];
    if (!exact) tile.state = 'provisional';
  }

  /**
   * Background slice: sprites first, then the visible tiles to paint. A tile with a stand-in on
   * screen (the last level's) waits until the sprites of its level are painted, so it is painted
   * once; a tile with nothing on screen is painted at once with stand-ins and again later.
   */
  private background(deadline: number): boolean {
    const { sprites } = this.src;
    const still = performance.now() - this.movedAt;
    if (still < stillMs) {
      this.runner.kickAfter(stillMs - still);
      return false;
    }
    for (const address of this.visible.tiles) this.prepare(address);
    if (sprites.waiting) sprites.paintSome(deadline);
    const now = performance.now();
    const revisit = now - this.lastProvisionalPass >= provisionalEveryMs || !sprites.waiting;
    if (revisit) this.lastProvisionalPass = now;
    let painted = false;
    for (const address of this.visible.tiles) {
      if (performance.now() >= deadline) break;
      const key = tileKey(address);
      const tile = this.tiles.get(key);
      if (tile?.dirty.length) {
        this.repair(tile);
        painted = true;
      }
      if (!this.jobs.has(key)) {
        if (tile && (tile.state === 'ready' || !revisit)) continue;
        if (!tile && sprites.waiting && standInsOver(this.tiles.values(), tileRect(address), address.level).length) continue;
      }
      if (this.runJob(address, deadline)) painted = true;
    }
    if (painted) this.src.redraw();
    return this.report() > 0;
  }

  /** Queues the sprites a tile needs, once per tile and level. */
  private prepare(address: TileAddress) {
    const key = tileKey(address);
    if (this.prepared.has(key) || this.tiles.get(key)?.state === 'ready') return;
    this.prepared.add(key);
    const paint = this.paintOf(address.level);
    for (const stack of this.stacksOver(tileRect(address))) {
      for (const piece of stack.pieces) resolveFace(piece, paint.faces, address.level, paint.sprites, paint.images);
    }
  }

  /** Publishes what is left to paint; returns it (sprites plus visible tiles not final). */
  private report(): number {
    const tiles = this.visible.tiles.filter((a) => {
      const tile = this.tiles.get(tileKey(a));
      return tile?.state !== 'ready' || !!tile.dirty.length || this.jobs.has(tileKey(a));
    }).length;
    const next = { sprites: this.src.sprites.waiting, tiles };
    const now = this.progress.get();
    if (now.sprites !== next.sprites || now.tiles !== next.tiles) this.progress.set(next);
    return next.sprites + next.tiles;
  }

  /** Brings the index in line with the table: stacks that changed are re-indexed and their tiles repainted. */
  private sync() {
    const snapshot = this.src.table.snapshot();
    const next = this.src.table.stackList();
    if (snapshot.boards !== this.boards) {
      for (const stack of this.ordered) this.index.remove(stack);
      this.boards = snapshot.boards;
      this.inCup = this.cupTest();
      for (const stack of next) this.index.add(stack, stackBounds(stack, this.boards.get(stack.board)));
      this.ordered = next;
      this.dropAll();
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
      if (this.faces) this.markAllProvisional();
      this.faces = snapshot.faces;
    }
    this.src.redraw();
  }

  /** The test for stacks inside a cup, from the boards and components as they are now. */
  private cupTest(): (stack: Stack) => boolean {
    const components = this.src.components?.get();
    return components?.some((c) => c.kind === 'cup') ? hiddenTest(this.boards, components) : () => false;
  }

  /** A cup made or removed (perhaps by a friend, after its board arrived): every tile is painted again. */
  private followCups() {
    this.inCup = this.cupTest();
    this.dropAll();
    this.src.redraw();
  }

  /** Lets every tile and painting under way go, to be painted again. */
  private dropAll() {
    for (const key of [...this.tiles.keys()]) this.dropTile(key);
    for (const job of this.jobs.values()) this.pool.give(job.canvas);
    this.jobs.clear();
    this.prepared.clear();
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

  /** Marks the part of the tiles over `rect` changed; other levels' tiles there are dropped, and paintings under way restart. */
  private touch(rect: TableRect | undefined) {
    if (!rect) return;
    for (const [key, tile] of this.tiles) {
      if (!overlaps(tileRect(tile.address), rect)) continue;
      if (tile.address.level !== this.visible.level) this.dropTile(key);
      else if (tile.dirty.length < maxDirtyParts) tile.dirty.push(rect);
      else {
        tile.dirty = [];
        tile.state = 'provisional';
      }
    }
    for (const [key, job] of this.jobs) {
      if (!overlaps(tileRect(job.address), rect)) continue;
      this.pool.give(job.canvas);
      this.jobs.delete(key);
    }
  }

  private dropTile(key: string) {
    const tile = this.tiles.get(key);
    if (tile?.canvas) this.pool.give(tile.canvas);
    this.tiles.delete(key);
  }

  private markAllProvisional() {
    for (const tile of this.tiles.values()) if (tile.canvas) tile.state = 'provisional';
    this.src.redraw();
    this.runner.kick();
  }

  /** Once the view is fully painted at its level, the other levels' tiles (kept as stand-ins) are let go. */
  private forgetOtherLevels(level: number) {
    for (const [key, tile] of this.tiles) if (tile.address.level !== level) this.dropTile(key);
    for (const key of this.prepared) if (!key.startsWith(`${level}/`)) this.prepared.delete(key);
  }
}
