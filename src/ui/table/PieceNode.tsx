/**
 * One counter on the canvas. Memoised on its (immutable) piece record, so only counters whose
 * record changed re-render; it listens to nothing, since hit-testing is done on plain data.
 */
import { memo } from 'react';
import { Circle, Image, Rect } from './konva';
import type { Piece } from '../../model/records';
import { useTable } from './tableContext';
import { useFaceImage } from './useFaceImage';
import { spritePixels } from './faceSprites';

interface Props {
  piece: Piece;
  /** Table point of the counter's centre. */
  x: number;
  y: number;
  /** Detail level of the current zoom (see `detailLevel`). */
  detail: number;
}

export const PieceNode = memo(function PieceNode({ piece, x, y, detail }: Props) {
  const { table, sprites } = useTable();
  const faceId = piece.faces[piece.face];
  const face = table.snapshot().faces.get(faceId);
  const drawable = useFaceImage(faceId, face, sprites, spritePixels(piece.size, detail));
  const size = piece.size;
  // Moved since its mover's last End turn: a corner mark, drawn over the counter whatever its rotation.
  const mark = piece.moved ? <Circle x={x + size / 2 - size * 0.1} y={y - size / 2 + size * 0.1} radius={size * 0.16} fill="#ffb300" stroke="#1b1b1b" strokeWidth={Math.max(1, size * 0.02)} listening={false} perfectDrawEnabled={false} /> : null;
  if (!drawable) {
    return (
      <>
        <Rect x={x} y={y} width={size} height={size} offsetX={size / 2} offsetY={size / 2} rotation={piece.rot} fill="#bbb" stroke="#555" listening={false} perfectDrawEnabled={false} />
        {mark}
      </>
    );
  }
  return (
    <>
    <Image
      image={drawable.image}
      crop={drawable.crop}
      x={x}
      y={y}
      width={size}
      height={size}
      offsetX={size / 2}
      offsetY={size / 2}
      rotation={piece.rot}
      listening={false}
      perfectDrawEnabled={false}
    />
    {mark}
    </>
  );
});
