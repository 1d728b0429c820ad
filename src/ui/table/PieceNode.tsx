/**
 * One counter on the canvas. Memoised on its (immutable) piece record, so only counters whose
 * record changed re-render; it listens to nothing, since hit-testing is done on plain data.
 */
import { memo } from 'react';
import { Image, Rect } from 'react-konva';
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
  if (!drawable) {
    return <Rect x={x} y={y} width={size} height={size} offsetX={size / 2} offsetY={size / 2} rotation={piece.rot} fill="#bbb" stroke="#555" listening={false} perfectDrawEnabled={false} />;
  }
  return (
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
  );
});
