/**
 * All stacks on the table, in draw order. Each stack subscribes to its own contents, so a move
 * re-renders the stack it left and the one it joined. Pieces being dragged are drawn by the drag
 * layer instead, so dragging never redraws this layer.
 */
import { memo, useCallback, useSyncExternalStore } from 'react';
import { Group, Layer } from 'react-konva';
import { pieceCentre, stackStep } from '../../geometry/tableLayout';
import type { Board } from '../../model/records';
import type { Stack } from '../../model/stacks';
import type { Viewport } from './tableContext';
import { PieceNode } from './PieceNode';
import { useTable } from './tableContext';
import { useSlice } from './viewStore';

/** Whether a stack lies in the part of the table on screen (stacks off screen are not drawn). */
function onScreen(stack: Stack, board: Board | undefined, v: Viewport): boolean {
  const x = (board?.x ?? 0) + stack.x;
  const y = (board?.y ?? 0) + stack.y;
  const reach = (stack.pieces[0]?.size ?? 50) + stack.pieces.length * stackStep;
  return x + reach >= v.x1 && x - reach <= v.x2 && y + reach >= v.y1 && y - reach <= v.y2;
}

const StackNode = memo(function StackNode({ stackKey }: { stackKey: string }) {
  const { table, view, viewport } = useTable();
  const subscribe = useCallback((l: () => void) => table.subscribeStack(stackKey, l), [table, stackKey]);
  const stack = useSyncExternalStore(subscribe, () => table.stack(stackKey));
  const anyDragging = useSlice(view, (s) => !!stack && s.dragging.size > 0 && stack.pieces.some((p) => s.dragging.has(p.id)));
  const board = stack && table.snapshot().boards.get(stack.board);
  const visible = useSlice(viewport, (v) => !!stack && onScreen(stack, board, v));
  const detail = useSlice(viewport, (v) => v.detail);
  const dragging = view.get().dragging;
  if (!stack || !visible) return null;
  return (
    <Group listening={false}>
      {stack.pieces.map((piece, i) => {
        if (anyDragging && dragging.has(piece.id)) return null;
        const c = pieceCentre(board, piece, i);
        return <PieceNode key={piece.id} piece={piece} x={c.x} y={c.y} detail={detail} />;
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
