/**
 * The pieces being dragged, lifted into their own layer: each pointer move shifts one group and
 * redraws only this layer (a fraction of a millisecond), whatever is on the table.
 */
import { forwardRef } from 'react';
import type Konva from 'konva';
import { Group, Layer } from 'react-konva';
import { PieceNode } from './PieceNode';
import { useTable } from './tableContext';
import { useSlice } from './viewStore';

/** A dragged piece and where its centre was drawn when the drag began. */
export interface Lifted {
  id: string;
  x: number;
  y: number;
}

export const DragLayer = forwardRef<Konva.Group, { lifted: Lifted[] }>(function DragLayer({ lifted }, ref) {
  const { table, view } = useTable();
  const dragging = useSlice(view, (s) => s.dragging);
  const pieces = table.snapshot().pieces;
  return (
    <Layer listening={false}>
      <Group ref={ref} opacity={0.92}>
        {dragging.size > 0 &&
          lifted.map((l) => {
            const piece = pieces.get(l.id);
            return piece ? <PieceNode key={l.id} piece={piece} x={l.x} y={l.y} /> : null;
          })}
      </Group>
    </Layer>
  );
});
