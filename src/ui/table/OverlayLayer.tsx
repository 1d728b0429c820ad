/**
 * What sits over the counters: selection outlines with the hex label of each selected stack,
 * the marquee, and the stack viewer. Redrawn on selection changes without touching the pieces layer.
 */
import { useSyncExternalStore, type JSX } from 'react';
import { Group, Rect, Image, Shape } from './konva';
import type Konva from 'konva';
import { TextNode } from './textNodes';
import { pieceCentre } from '../../geometry/tableLayout';
import { placeLabel } from '../../geometry/places';
import type { Camera } from '../../geometry/camera';
import { useTable } from './tableContext';
import { useSlice } from './viewStore';
import type { TableStore } from './tableStore';
import { useFaceImage } from './useFaceImage';
import { titleFont, type FanLayout } from './fanLayout';
import type { Piece } from '../../model/records';

/** What the selection outlines depend on, as text: each selected counter's stack, place and height in it. */
function selectionPlaces(table: TableStore, selection: ReadonlySet<string>): string {
  let key = '';
  for (const id of selection) {
    const stack = table.stackOf(id);
    if (!stack) continue;
    const index = stack.pieces.findIndex((p) => p.id === id);
    key += `${id}:${stack.key}:${stack.x}:${stack.y}:${index}:${stack.pieces[index]?.size};`;
  }
  return key;
}

function Selection({ scale }: { scale: number }) {
  const { table, view } = useTable();
  const selection = useSlice(view, (s) => s.selection);
  const dragging = useSlice(view, (s) => s.dragging);
  // Re-rendered only when a selected counter's place changes (or a board): not by every move.
  useSyncExternalStore(table.subscribe, () => selectionPlaces(table, selection));
  const boards = useSyncExternalStore(table.subscribe, () => table.snapshot().boards);
  /** Each outline's corner and side (table units): one shape strokes them all, however many are selected. */
  const outlines: number[] = [];
  const labels = new Map<string, JSX.Element>();
  for (const id of selection) {
    if (dragging.has(id)) continue;
    const stack = table.stackOf(id);
    if (!stack) continue;
    const index = stack.pieces.findIndex((p) => p.id === id);
    const piece = stack.pieces[index];
    const board = boards.get(stack.board);
    const c = pieceCentre(board, piece, index);
    const half = piece.size / 2 + 2 / scale;
    outlines.push(c.x - half, c.y - half, half * 2);
    const label = board && !labels.has(stack.key) && labels.size < 60 ? placeLabel(board, stack.x, stack.y) : null;
    if (label) {
      const base = pieceCentre(board, stack.pieces[0], 0);
      labels.set(
        stack.key,
        <Group key={`label-${stack.key}`} x={base.x} y={base.y + piece.size / 2 + 3 / scale} scaleX={1 / scale} scaleY={1 / scale} listening={false}>
          <Rect x={-20} width={40} height={16} cornerRadius={3} fill="rgba(20,20,20,0.8)" />
          <TextNode x={-20} width={40} height={16} text={label} fontSize={11} fill="#ffd54f" align="center" verticalAlign="middle" />
        </Group>,
      );
    }
  }
  const strokeOutlines = (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    for (let i = 0; i < outlines.length; i += 3) ctx.rect(outlines[i], outlines[i + 1], outlines[i + 2], outlines[i + 2]);
    ctx.strokeShape(shape);
  };
  return (
    <>
      {outlines.length > 0 && <Shape sceneFunc={strokeOutlines} stroke="#ffb300" strokeWidth={3 / scale} listening={false} perfectDrawEnabled={false} />}
      {[...labels.values()]}
    </>
  );
}

function Marquee({ scale }: { scale: number }) {
  const { view } = useTable();
  const m = useSlice(view, (s) => s.marquee);
  if (!m) return null;
  return (
    <Rect
      x={Math.min(m.x1, m.x2)}
      y={Math.min(m.y1, m.y2)}
      width={Math.abs(m.x2 - m.x1)}
      height={Math.abs(m.y2 - m.y1)}
      fill="rgba(255,179,0,0.12)"
      stroke="#ffb300"
      strokeWidth={1 / scale}
      dash={[6 / scale, 4 / scale]}
      listening={false}
    />
  );
}

function FanItem({ piece, x, y, size, selected }: { piece: Piece; x: number; y: number; size: number; selected: boolean }) {
  const { table, sprites } = useTable();
  const faceId = piece.faces[piece.face];
  const drawable = useFaceImage(faceId, table.snapshot().faces.get(faceId), sprites);
  return (
    <Group x={x} y={y}>
      {drawable ? <Image image={drawable.image} crop={drawable.crop} width={size} height={size} /> : <Rect width={size} height={size} fill="#bbb" />}
      {selected && <Rect x={-3} y={-3} width={size + 6} height={size + 6} stroke="#ffb300" strokeWidth={3} />}
    </Group>
  );
}

/** The stack viewer, drawn in screen pixels whatever the zoom. */
function Fan({ camera, layout }: { camera: Camera; layout: FanLayout | null }) {
  const { table, view } = useTable();
  const fan = useSlice(view, (s) => s.fan);
  const selection = useSlice(view, (s) => s.selection);
  const stack = fan ? table.stackOf(fan) : undefined;
  if (!stack || !layout) return null;
  const p = layout.panel;
  return (
    <Group x={-camera.x / camera.scale} y={-camera.y / camera.scale} scaleX={1 / camera.scale} scaleY={1 / camera.scale} listening={false}>
      <Rect x={p.x} y={p.y} width={p.width} height={p.height} fill="rgba(28,32,28,0.94)" cornerRadius={6} shadowColor="black" shadowBlur={12} shadowOpacity={0.6} />
      <TextNode x={p.x + 10} y={p.y + 8} text={layout.title} fontSize={titleFont} fill="#e8e4d8" />
      {stack.pieces.map((piece, i) => {
        const slot = layout.slots[i];
        return slot ? <FanItem key={piece.id} piece={piece} x={slot.x} y={slot.y} size={slot.size} selected={selection.has(piece.id)} /> : null;
      })}
    </Group>
  );
}

/** The overlay layer. */
export function OverlayLayer({ camera, fanLayout }: { camera: Camera; fanLayout: FanLayout | null }) {
  return (
    <Group listening={false}>
      <Selection scale={camera.scale} />
      <Marquee scale={camera.scale} />
      <Fan camera={camera} layout={fanLayout} />
    </Group>
  );
}
