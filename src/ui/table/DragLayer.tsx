/**
 * The pieces being dragged, lifted out of the counters at rest into a group of the top layer
 * (with the overlays): each pointer move shifts the group and redraws only that layer (a fraction
 * of a millisecond), whatever is on the table. A big selection (from `manyLifted` counters) is
 * drawn once into one bitmap as the drag begins (counters/liftedBitmap.ts). It is not a canvas of its own: every canvas is
 * cleared and composited on every frame of a pan, dragging or not.
 */
import { useMemo, type ReactNode, type RefObject } from 'react';
import type Konva from 'konva';
import { Group, Image, Line } from './konva';
import { manyLifted, paintLifted } from './counters/liftedBitmap';
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
  const { table, view, viewport, sprites, images, drawDirect } = useTable();
  const dragging = useSlice(view, (s) => s.dragging).size > 0;
  const detail = useSlice(viewport, (v) => v.detail);
  const pieces = table.snapshot().pieces;
  // A big selection is drawn once, as one bitmap, when the drag begins (and again if the zoom settles
  // elsewhere); drawing every counter directly (`?draw=direct`) is the reference it is compared with.
  const bitmap = useMemo(() => {
    if (!dragging || drawDirect || lifted.length < manyLifted) return null;
    const snapshot = table.snapshot();
    // The stage as it is now: React hears of a zoom or pan a little after it settles.
    const stage = groupRef.current?.getStage();
    const dpr = window.devicePixelRatio || 1;
    const pixelsPerUnit = (stage?.scaleX() ?? scale) * dpr;
    const origin = stage ? { x: stage.x() * dpr, y: stage.y() * dpr } : undefined;
    const s = stage?.scaleX() ?? scale;
    const view = stage ? { x1: -stage.x() / s, y1: -stage.y() / s, x2: (stage.width() - stage.x()) / s, y2: (stage.height() - stage.y()) / s } : undefined;
    return paintLifted(lifted, { pieces: snapshot.pieces, faces: snapshot.faces, pixelsPerUnit, origin, view, sprites, images });
  }, [dragging, drawDirect, lifted, scale, table, sprites, images, groupRef]);
  return (
    <Group listening={false}>
      {children}
      <Line ref={targetRef} closed visible={false} stroke="#ffb300" strokeWidth={3 / scale} fill="rgba(255,179,0,0.18)" perfectDrawEnabled={false} />
      <Group ref={groupRef} opacity={0.92}>
        {bitmap && <Image image={bitmap.canvas} x={bitmap.x} y={bitmap.y} width={bitmap.width} height={bitmap.height} listening={false} />}
        {dragging &&
          !bitmap &&
          lifted.map((l) => {
            const piece = pieces.get(l.id);
            return piece ? <PieceNode key={l.id} piece={piece} x={l.x} y={l.y} detail={detail} /> : null;
          })}
      </Group>
    </Group>
  );
}
