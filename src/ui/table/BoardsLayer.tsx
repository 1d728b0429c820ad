/**
 * The boards: each map image at its place on the table, with the grid drawn over it when the
 * board asks for lines. Nothing here listens for events; it is redrawn only on pan and zoom.
 *
 * How an image is drawn depends on its size and type:
 * - PNG, JPEG and WebP images over 4096 px on their long side (big scans) by level of detail: an
 *   overview at fit, tiles of the part on screen when zoomed in, never the whole decoded image for
 *   long (see boardTiles.ts);
 * - smaller ones (and GIFs) as one image;
 * - SVGs rasterised once to a bitmap (at most 8192 px, twice the board size), then blitted.
 */
import { memo, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Group, Image, Rect, Shape } from './konva';
import type Konva from 'konva';
import type { Context } from 'konva/lib/Context';
import type { AssetInfo, Board } from '../../model/records';
import { strokeGrid } from './gridPath';
import { needsLevels } from '../../geometry/tiles';
import { loadAssetImage } from '../../store/assets';
import { BoardLevels } from './boardTiles';
import { useTable } from './tableContext';
import { useAssetArrival } from './useFaceImage';

/** Image types drawn by level of detail when big (the browser decodes them to a bitmap; SVG is rasterised instead). */
const leveledTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);

type BoardDrawing = 'svg' | 'levels' | 'image';

function drawingOf(asset: AssetInfo | undefined): BoardDrawing {
  if (asset?.mime === 'image/svg+xml') return 'svg';
  return asset && leveledTypes.has(asset.mime) && needsLevels(asset) ? 'levels' : 'image';
}

/** Largest edge, in pixels, a board bitmap is rasterised to (SVG boards are drawn once, then blitted). */
const maxBitmapEdge = 8192;

function useBoardBitmap(hash: string | undefined, isSvg: boolean, width: number, height: number): CanvasImageSource | null {
  const [bitmap, setBitmap] = useState<{ hash: string; image: CanvasImageSource } | null>(null);
  const arrived = useAssetArrival(hash);
  useEffect(() => {
    if (!hash) return;
    let live = true;
    loadAssetImage(hash)
      .then((img): CanvasImageSource => {
        if (!isSvg) return img;
        const scale = Math.min(2, maxBitmapEdge / Math.max(width, height));
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(width * scale);
        canvas.height = Math.round(height * scale);
        canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
        return canvas;
      })
      .then((image) => live && setBitmap({ hash, image }))
      .catch(() => live && setBitmap(null));
    return () => {
      live = false;
    };
  }, [hash, isSvg, width, height, arrived]);
  return bitmap && bitmap.hash === hash ? bitmap.image : null;
}

function drawGridLines(ctx: Context, board: Board) {
  const grid = board.grid;
  if (grid.kind === 'none' || !grid.showLines) return;
  strokeGrid(ctx, grid, board, { colour: 'rgba(20,20,20,0.45)', width: 1 });
}

/** Rings of the soft shadow around a board: width in screen pixels, and opacity. */
const shadowRings = [
  [3, 0.16],
  [7, 0.1],
  [12, 0.06],
  [18, 0.03],
] as const;

/**
 * A soft shadow around a board, as rings of translucent black outside its edge, of constant
 * screen width whatever the zoom. A blurred shadow looked the same but cost a Gaussian blur of the
 * whole board on every frame of a pan (issue #11).
 */
function drawBoardShadow(ctx: CanvasRenderingContext2D, width: number, height: number) {
  const perPixel = 1 / Math.abs(ctx.getTransform().a || 1);
  let inner = 0;
  for (const [ring, alpha] of shadowRings) {
    const outer = ring * perPixel * (window.devicePixelRatio || 1);
    ctx.beginPath();
    ctx.rect(-outer + outer * 0.3, -outer + outer * 0.5, width + 2 * outer, height + 2 * outer);
    ctx.rect(-inner + inner * 0.3, -inner + inner * 0.5, width + 2 * inner, height + 2 * inner);
    ctx.fillStyle = `rgba(0,0,0,${alpha})`;
    ctx.fill('evenodd');
    inner = outer;
  }
}

/** A big board image by level of detail: an empty group that a BoardLevels fills with overview and tiles. */
function LeveledImage({ board, hash }: { board: Board; hash: string }) {
  const { viewport } = useTable();
  const group = useRef<Konva.Group>(null);
  const levels = useRef<BoardLevels | null>(null);
  const arrived = useAssetArrival(hash);
  const placement = { x: board.x, y: board.y, width: board.width, height: board.height };
  const placementRef = useRef(placement);
  placementRef.current = placement;
  useEffect(() => {
    const l = new BoardLevels(group.current!, hash, viewport, placementRef.current);
    levels.current = l;
    return () => {
      l.dispose();
      levels.current = null;
    };
  }, [hash, viewport]);
  useEffect(() => {
    levels.current?.place(placementRef.current);
  }, [board.x, board.y, board.width, board.height]);
  useEffect(() => {
    if (arrived) levels.current?.retry();
  }, [arrived]);
  return <Group ref={group} name="board-levels" listening={false} />;
}

const BoardNode = memo(function BoardNode({ board, drawing }: { board: Board; drawing: BoardDrawing }) {
  const leveled = drawing === 'levels' && !!board.image;
  const bitmap = useBoardBitmap(leveled ? undefined : board.image, drawing === 'svg', board.width, board.height);
  return (
    <Group x={board.x} y={board.y} listening={false}>
      <Shape sceneFunc={(ctx) => drawBoardShadow(ctx._context, board.width, board.height)} listening={false} perfectDrawEnabled={false} />
      <Rect width={board.width} height={board.height} fill={board.fill} perfectDrawEnabled={false} />
      {leveled ? <LeveledImage board={board} hash={board.image!} /> : bitmap && <Image image={bitmap} width={board.width} height={board.height} perfectDrawEnabled={false} listening={false} />}
      {board.grid.kind !== 'none' && board.grid.showLines && <Shape sceneFunc={(ctx) => drawGridLines(ctx, board)} perfectDrawEnabled={false} />}
    </Group>
  );
});

/** The layer of all boards. */
export function BoardsLayer() {
  const { table } = useTable();
  const boards = useSyncExternalStore(table.subscribe, () => table.snapshot().boards);
  const assets = table.snapshot().assets;
  return (
    <Group listening={false}>
      {[...boards.values()].map((b) => (
        <BoardNode key={b.id} board={b} drawing={b.image ? drawingOf(assets.get(b.image)) : 'image'} />
      ))}
    </Group>
  );
}
