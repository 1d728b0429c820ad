/**
 * All stacks on the table, in draw order. Each stack subscribes to its own contents, so a move
 * re-renders the stack it left and the one it joined. Pieces being dragged are drawn by the drag
 * layer instead, so dragging never redraws this layer.
 */
import { memo, useCallback, useSyncExternalStore } from 'react';
import { Group, Layer } from 'react-konva';
import { pieceCentre } from '../../geometry/tableLayout';
import { PieceNode } from './PieceNode';
import { useTable } from './tableContext';
import { useSlice } from './viewStore';

const StackNode = memo(function StackNode({ stackKey }: { stackKey: string }) {
  const { table, view } = useTable();
  const subscribe = useCallback((l: () => void) => table.subscribeStack(stackKey, l), [table, stackKey]);
  const stack = useSyncExternalStore(subscribe, () => table.stack(stackKey));
  const anyDragging = useSlice(view, (s) => !!stack && s.dragging.size > 0 && stack.pieces.some((p) => s.dragging.has(p.id)));
  const dragging = view.get().dragging;
  if (!stack) return null;
  const board = table.snapshot().boards.get(stack.board);
  return (
    <Group listening={false}>
      {stack.pieces.map((piece, i) => {
        if (anyDragging && dragging.has(piece.id)) return null;
        const c = pieceCentre(board, piece, i);
        return <PieceNode key={piece.id} piece={piece} x={c.x} y={c.y} />;
      })}
    </Group>
  );
});

/** The layer of all counters at rest. */
export function PiecesLayer() {
  const { table } = useTable();
  const stacks = useSyncExternalStore(table.subscribe, table.stackList);
  return (
    <Layer listening={false}>
      {stacks.map((s) => (
        <StackNode key={s.key} stackKey={s.key} />
      ))}
    </Layer>
  );
}
