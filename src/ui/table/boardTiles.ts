/**
 * Big raster boards (scans of 10,000 × 7,000 px and more) drawn by level of detail, so that a map
 * never sits in memory as one giant bitmap for as long as it is on the table.
 *
 * What is held, for an image of W × H pixels (levels and tiles: src/geometry/tiles.ts):
 * - **the overview**, always: the whole image at most 2048 px on its long side (12 MB for
 *   10,000 × 7,000). It is drawn whenever it has at least as many pixels as the screen shows (the
 *   table fitted on screen, and everything further out), and beneath the tiles while some are
 *   still being cut, so the map never flashes blank.
 * - **tiles**, when zoomed in: 1024 × 1024 bitmaps of the level the zoom needs (full resolution,
 *   or 1/2, 1/4… of it for medium zooms), cut only for the part of the table on screen (the table
 *   view's `viewport`, which has a margin around the screen), cached least recently used first
 *   within `tileBudget` (48 tiles, ≤ 192 MB) and closed (`ImageBitmap.close()`) when dropped.
 *   Until a tile is ready, a coarser tile already cut (or the four finer ones) stands in for it.
 * - **the full decoded image** (W × H × 4 bytes: 280 MB for 10,000 × 7,000), only while tiles are
 *   being cut. Browsers decode an image only whole, tiles can only be cut from the decoded image,
 *   and decoding it again costs about a second per 70 megapixels; so it is kept while the player
 *   keeps moving around zoomed in, and let go once no tile has been cut for `fullIdleMs` (10 s),
 *   or at once after opening when the view needs no tiles. An idle table at fit then holds only
 *   the overview, and zoomed-in play the overview plus at most the tile budget, instead of the
 *   whole image for as long as the game is open. The price: panning to parts not cut yet after
 *   ten idle seconds shows the overview (or coarser tiles) there for about a second while the
 *   image is decoded again. The peak, while the image is decoded, is the decoded image itself.
 *
 * Decoding, cutting and scaling run in a worker (`imageCutter`), which holds the full image; the
 * main thread only receives the overview and tiles (transferred, not copied) and draws them.
 *
 * The renderer owns an empty Konva group (no React children) and fills it with Konva.Image nodes
 * (not listening, no perfect draw), bottom to top: the overview when needed, stand-in tiles, the
 * tiles of the current level. It updates (in a microtask) after every change of the viewport, of
 * the stage's position or zoom, and after every tile it cuts. The table view publishes its
 * viewport as soon as the camera moves, while React may give the stage its new camera a frame
 * later; so the level follows the stage's zoom (what Konva will draw), and the tiles cover both
 * the stage's view and the viewport: the frame drawn before React catches up still has every tile
 * it shows, and the tiles for the new view are on their way. The group's `levels` attribute
 * reports what it holds (for tests and the benchmark): level drawn, tiles drawn, cached and
 * pending, whether the full image is held, and how many times it was decoded.
 */
import Konva from 'konva/lib/Core';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import type { Observable } from '../../model/observable';
import { getAssetBlob } from '../../store/assets';
import { ancestorOf, childrenOf, coarsestLevel, levelFor, LruOrder, overviewOf, tableToImage, tileKey, tilesIn, tileSource, type Size, type Span, type TileId } from '../../geometry/tiles';
import type { Viewport } from './tableContext';
import { Cutter } from './imageCutter';

/** Tiles kept (least recently used dropped first); those on screen are kept even beyond it. */
export const tileBudget = 48;
/** How long the full decoded image is kept after the last tile cut from it. */
export const fullIdleMs = 10_000;
/** Tiles cut at once. */
const concurrentCuts = 2;

/** Where the board sits on the table (table units). */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a level-of-detail board holds, as its group's `levels` attribute reports it. */
export interface LevelStats {
  /** 'overview', or the tile level drawn (0 = full resolution); 'loading' until the overview is made. */
  level: 'loading' | 'overview' | number;
  overviewShown: boolean;
  tilesDrawn: number;
  tilesCached: number;
  /** Tiles wanted but not yet cut. */
  pending: number;
  fullHeld: boolean;
  /** Times the full image has been decoded. */
  decodes: number;
  /** Whether the image work runs in a worker (else on the main thread). */
  worker: boolean;
}

interface Tile {
  id: TileId;
  bitmap: ImageBitmap;
  node: KonvaImage;
}

const imageAttrs = { listening: false, perfectDrawEnabled: false } as const;
const stageEvents = 'xChange yChange scaleXChange scaleYChange widthChange heightChange';

export class BoardLevels {
  private image: Size | null = null;
  private overview: { bitmap: ImageBitmap; node: KonvaImage } | null = null;
  private cutter = new Cutter();
  /** Whether the cutter holds the full decoded image. */
  private full = false;
  private fullPending: Promise<boolean> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private tiles = new Map<string, Tile>();
  private lru = new LruOrder<string>();
  private queue: TileId[] = [];
  private cutting = new Set<string>();
  private shown: KonvaImage[] = [];
  private scheduled = false;
  /** Whether the next update must ask for a redraw itself (see `update`). */
  private drawNeeded = false;
  private disposed = false;
  private loading = false;
  private decodes = 0;
  private level: LevelStats['level'] = 'loading';
  private stats = '';
  private stage: Konva.Stage | null = null;
  private unsubscribe: () => void;

  constructor(
    private group: Konva.Group,
    private hash: string,
    private viewport: Observable<Viewport>,
    private placement: Placement,
  ) {
    this.unsubscribe = viewport.subscribe(this.schedule);
    this.stage = group.getStage();
    this.stage?.on(stageEvents, this.schedule);
    void this.load();
  }

  /** Moves or resizes the board on the table. */
  place(placement: Placement): void {
    const p = this.placement;
    if (p.x === placement.x && p.y === placement.y && p.width === placement.width && p.height === placement.height) return;
    this.placement = placement;
    if (this.overview) this.overview.node.size({ width: placement.width, height: placement.height });
    this.tiles.forEach((t) => this.positionTile(t));
    this.redraw();
  }

  /** Tries again to load the image (it may just have arrived in this browser). */
  retry(): void {
    if (!this.overview) void this.load();
  }

  /** Closes every bitmap and stops listening. The group itself belongs to React. */
  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.stage?.off(stageEvents, this.schedule);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.group.removeChildren();
    for (const t of this.tiles.values()) this.dropTile(t);
    this.tiles.clear();
    this.overview?.node.destroy();
    this.overview?.bitmap.close();
    this.overview = null;
    this.cutter.terminate();
    this.full = false;
    this.queue = [];
  }

  private async load() {
    if (this.loading || this.disposed) return;
    this.loading = true;
    try {
      if (!(await this.fullImage()) || this.disposed) return;
      const image = this.image!;
      const o = overviewOf(image);
      const bitmap = (await this.cutter.call({ op: 'cut', sx: 0, sy: 0, sw: image.width, sh: image.height, width: o.width, height: o.height })) as ImageBitmap;
      if (this.disposed) return void bitmap.close();
      const node = new KonvaImage({ ...imageAttrs, image: bitmap, width: this.placement.width, height: this.placement.height });
      this.overview = { bitmap, node };
      this.drawNeeded = true;
      this.update();
      // Opened at a zoom the overview serves: no reason to keep 4 bytes per image pixel around.
      if (!this.queue.length && !this.cutting.size) this.releaseFull();
    } catch (e) {
      if (!this.disposed) console.warn(`board image ${this.hash.slice(0, 8)}…: ${(e as Error).message}`);
    } finally {
      this.loading = false;
    }
  }

  /** Has the cutter decode the full image (once at a time) unless it holds it; false when the image is not in this browser. */
  private fullImage(): Promise<boolean> {
    if (this.full) return Promise.resolve(true);
    this.fullPending ??= (async () => {
      try {
        const blob = await getAssetBlob(this.hash);
        if (!blob || this.disposed) return false;
        const size = (await this.cutter.call({ op: 'decode', blob })) as Size;
        this.decodes++;
        this.image ??= size;
        this.full = true;
        this.armIdle();
        return true;
      } finally {
        this.fullPending = null;
      }
    })();
    return this.fullPending;
  }

  private armIdle() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.cutting.size || this.loading) this.armIdle();
      else this.releaseFull();
    }, fullIdleMs);
  }

  private releaseFull() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.full) void this.cutter.call({ op: 'release' }).catch(() => {});
    this.full = false;
    this.report();
  }

  /** Updates soon (once however often asked before it runs). For changes of the view: the stage draws anyway when its camera changes. */
  private schedule = () => {
    if (this.scheduled || this.disposed) return;
    this.scheduled = true;
    queueMicrotask(() => this.update());
  };

  /** Updates soon and draws the result: something new to show (a tile, the board moved). */
  private redraw() {
    this.drawNeeded = true;
    this.schedule();
  }

  /** Screen device pixels per image pixel at the zoom the stage is about to draw. */
  private density(image: Size): number {
    const abs = this.group.getAbsoluteScale();
    const ratio = this.group.getLayer()?.getCanvas().getPixelRatio() ?? (window.devicePixelRatio || 1);
    return Math.max(Math.abs(abs.x) * (this.placement.width / image.width), Math.abs(abs.y) * (this.placement.height / image.height)) * ratio;
  }

  /** The table (table units) the stage shows now and the viewport about to be shown, together; null before either is known. */
  private viewRect(): Span | null {
    const vp = this.viewport.get();
    let rect: Span | null = vp.x2 > vp.x1 && vp.y2 > vp.y1 ? { x1: vp.x1, y1: vp.y1, x2: vp.x2, y2: vp.y2 } : null;
    const stage = this.group.getStage();
    if (stage) {
      const toLocal = this.group.getAbsoluteTransform().copy().invert();
      const a = toLocal.point({ x: 0, y: 0 });
      const b = toLocal.point({ x: stage.width(), y: stage.height() });
      const { x, y } = this.placement;
      const shown = { x1: Math.min(a.x, b.x) + x, y1: Math.min(a.y, b.y) + y, x2: Math.max(a.x, b.x) + x, y2: Math.max(a.y, b.y) + y };
      rect = rect ? { x1: Math.min(rect.x1, shown.x1), y1: Math.min(rect.y1, shown.y1), x2: Math.max(rect.x2, shown.x2), y2: Math.max(rect.y2, shown.y2) } : shown;
    }
    return rect;
  }

  private update() {
    this.scheduled = false;
    const image = this.image;
    const overview = this.overview;
    if (this.disposed || !image || !overview) return;
    const view = this.viewRect();
    if (!view) return;
    const level = levelFor(this.density(image), image);
    this.level = level;
    const drawTiles: Tile[] = [];
    const wanted: TileId[] = [];
    /** Whether tiles (of this level, or stand-ins) cover the whole view, so the overview need not be drawn beneath them. */
    let covered = false;
    if (level !== 'overview') {
      const coarse = new Map<string, Tile>();
      const fine = new Map<string, Tile>();
      const current: Tile[] = [];
      covered = true;
      const top = coarsestLevel(image);
      for (const id of tilesIn(image, level, tableToImage(view, this.placement, image))) {
        const tile = this.tiles.get(tileKey(id));
        if (tile) {
          current.push(tile);
          continue;
        }
        wanted.push(id);
        let standIn = false;
        for (let up = 1; level + up <= top; up++) {
          const key = tileKey(ancestorOf(id, up));
          const a = this.tiles.get(key);
          if (a) {
            coarse.set(key, a);
            standIn = true;
            break;
          }
        }
        const children = childrenOf(image, id).map((c) => [tileKey(c), this.tiles.get(tileKey(c))] as const);
        children.forEach(([key, c]) => c && fine.set(key, c));
        if (children.length && children.every(([, c]) => c)) standIn = true;
        covered &&= standIn;
      }
      const byLevel = [...coarse.values()].sort((a, b) => b.id.level - a.id.level);
      for (const t of [...byLevel, ...fine.values(), ...current]) {
        this.lru.touch(tileKey(t.id));
        drawTiles.push(t);
      }
    }
    const overviewShown = !covered;
    const draw = [...(overviewShown ? [overview.node] : []), ...drawTiles.map((t) => t.node)];

    // Drop what is beyond the budget (never a tile being drawn), closing its bitmap.
    const keep = new Set(drawTiles.map((t) => tileKey(t.id)));
    for (const key of this.lru.overBudget(tileBudget, keep)) {
      const t = this.tiles.get(key);
      if (t) this.dropTile(t);
      this.tiles.delete(key);
    }

    this.queue = wanted;
    this.pump();

    // No redraw for a change of the view: what is added or dropped then lies outside what the stage
    // shows now (the view rectangle includes it), and when the stage moves Konva draws anyway.
    // Redrawing here too would draw the layer twice in some frames.
    if (draw.length !== this.shown.length || draw.some((n, i) => n !== this.shown[i])) {
      const autoDraw = Konva.autoDrawEnabled;
      Konva.autoDrawEnabled = false;
      try {
        this.group.removeChildren();
        this.group.add(...draw);
      } finally {
        Konva.autoDrawEnabled = autoDraw;
      }
      this.shown = draw;
      if (this.drawNeeded) this.group.getLayer()?.batchDraw();
    }
    this.drawNeeded = false;
    this.report(overviewShown);
  }

  private pump() {
    while (this.cutting.size < concurrentCuts && this.queue.length) {
      const id = this.queue.shift()!;
      const key = tileKey(id);
      if (this.tiles.has(key) || this.cutting.has(key)) continue;
      this.cutting.add(key);
      void this.cut(id, key).finally(() => {
        this.cutting.delete(key);
        if (this.disposed) return;
        this.pump();
        this.redraw();
      });
    }
  }

  private async cut(id: TileId, key: string) {
    try {
      const image = this.image;
      if (!(await this.fullImage()) || !image || this.disposed) return;
      const bitmap = (await this.cutter.call({ op: 'cut', ...tileSource(image, id) })) as ImageBitmap;
      this.armIdle();
      if (this.disposed) return void bitmap.close();
      const tile: Tile = { id, bitmap, node: new KonvaImage({ ...imageAttrs, image: bitmap }) };
      this.positionTile(tile);
      this.tiles.set(key, tile);
      this.lru.touch(key);
    } catch (e) {
      if (!this.disposed) console.warn(`board image ${this.hash.slice(0, 8)}…, tile ${key}: ${(e as Error).message}`);
    }
  }

  /** Places a tile's node over the image pixels it shows (group coordinates are table units from the board's corner). */
  private positionTile(t: Tile) {
    const image = this.image!;
    const s = tileSource(image, t.id);
    const kx = this.placement.width / image.width;
    const ky = this.placement.height / image.height;
    t.node.position({ x: s.sx * kx, y: s.sy * ky });
    t.node.size({ width: s.sw * kx, height: s.sh * ky });
  }

  private dropTile(t: Tile) {
    t.node.destroy();
    t.bitmap.close();
    this.lru.delete(tileKey(t.id));
  }

  private report(overviewShown = this.shown[0] === this.overview?.node) {
    const stats: LevelStats = {
      level: this.level,
      overviewShown,
      tilesDrawn: this.shown.length - (overviewShown ? 1 : 0),
      tilesCached: this.tiles.size,
      pending: this.queue.length + this.cutting.size,
      fullHeld: this.full,
      decodes: this.decodes,
      worker: this.cutter.inWorker,
    };
    const text = JSON.stringify(stats);
    if (text === this.stats || this.disposed) return;
    this.stats = text;
    this.group.attrs.levels = stats; // not setAttr, which would redraw the layer
  }
}
