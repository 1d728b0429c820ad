/**
 * The boards: each map image at its place on the table, with the grid drawn over it when the
 * board asks for lines. Nothing here listens for events; it is redrawn only on pan and zoom.
 */
import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { Group, Image, Layer, Rect, Shape } from 'react-konva';
import type { Context } from 'konva/lib/Context';
import type { Board } from '../../model/records';
import { cellCorners } from '../../geometry/hexGrid';
import { loadAssetImage } from '../../store/assets';
import { useTable } from './tableContext';
import { useAssetArrival } from './useFaceImage';

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
  ctx.beginPath();
  for (let col = 0; col < grid.columns; col++) {
    for (let row = 0; row < grid.rows; row++) {
      const corners = cellCorners(grid, { col, row });
      ctx.moveTo(corners[0].x, corners[0].y);
      for (let i = 1; i < corners.length; i++) ctx.lineTo(corners[i].x, corners[i].y);
      ctx.closePath();
    }
  }
  ctx.strokeStyle = 'rgba(20,20,20,0.45)';
  ctx.lineWidth = 1;
  ctx.stroke();
}

const BoardNode = memo(function BoardNode({ board, isSvg }: { board: Board; isSvg: boolean }) {
  const bitmap = useBoardBitmap(board.image, isSvg, board.width, board.height);
  return (
    <Group x={board.x} y={board.y} listening={false}>
      <Rect width={board.width} height={board.height} fill={board.fill} shadowColor="black" shadowBlur={18} shadowOpacity={0.5} perfectDrawEnabled={false} />
      {bitmap && <Image image={bitmap} width={board.width} height={board.height} perfectDrawEnabled={false} />}
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
    <Layer listening={false}>
      {[...boards.values()].map((b) => (
        <BoardNode key={b.id} board={b} isSvg={!!b.image && assets.get(b.image)?.mime === 'image/svg+xml'} />
      ))}
    </Layer>
  );
}
