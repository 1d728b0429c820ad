/**
 * The pieces being dragged, lifted out of the counters at rest into a group of the top layer
 * (with the overlays): each pointer move shifts the group and redraws only that layer (a fraction
 * of a millisecond), whatever is on the table. It is not a canvas of its own: every canvas is
 * cleared and composited on every frame of a pan, dragging or not.
 */
import type { ReactNode, RefObject } from 'react';
import type Konva from 'konva';
import { Group, Line } from './konva';
import { PieceNode } from './PieceNode';
import { useTable } from './tableContext';
import { useSlice } from './viewStore';

/** A dragged piece: where its centre was drawn, and the table point of its place, when the drag began. */
export interface Lifted {
  id: string;
  x: number;
  y: number;
  /** Table point of the place it was lifted from; the drop lands relative to this even if a friend moves the piece meanwhile. */
  placeX: number;
  placeY: number;
  board: string;
}

interface Props {
  lifted: Lifted[];
  /** The group holding the lifted pieces; the drag moves it. */
  groupRef: RefObject<Konva.Group | null>;
  /** Outline of the hex the lead piece would land in. */
  targetRef: RefObject<Konva.Line | null>;
  scale: number;
  /** Drawn under the lifted counters (the rules assistant's shading of reachable hexes). */
  children?: ReactNode;
}

export function DragLayer({ lifted, groupRef, targetRef, scale, children }: Props) {
  const { table, view, viewport } = useTable();
  const dragging = useSlice(view, (s) => s.dragging);
  const detail = useSlice(viewport, (v) => v.detail);
  const pieces = table.snapshot().pieces;
  return (
    <Group listening={false}>
      {children}
      <Line ref={targetRef} closed visible={false} stroke="#ffb300" strokeWidth={3 / scale} fill="rgba(255,179,0,0.18)" perfectDrawEnabled={false} />
      <Group ref={groupRef} opacity={0.92}>
        {dragging.size > 0 &&
          lifted.map((l) => {
            const piece = pieces.get(l.id);
            return piece ? <PieceNode key={l.id} piece={piece} x={l.x} y={l.y} detail={detail} /> : null;
          })}
      </Group>
    </Group>
  );
}
