/**
 * Other players' hands on the table: their pointers, and the counters they are dragging — a ghost
 * where the counters are heading and an outline, with their name, where the counters still sit —
 * so nobody grabs a stack a friend is already moving. It draws in its own non-listening layer and
 * re-renders only when presence (or the zoom) changes; a drag in progress moves one group per
 * player rather than re-rendering every ghost.
 */
import { memo, useSyncExternalStore, type JSX } from 'react';
import { Group, Line, Rect } from '../table/konva';
import { Label, Tag, Text, useTextNodes } from '../table/textNodes';
import type { PeerPresence } from '../../net/types';
import { pieceCentre } from '../../geometry/tableLayout';
import type { TableSnapshot } from '../../model/records';
import type { TableStore } from '../table/tableStore';
import { useTable } from '../table/tableContext';
import { useObservable, type Observable } from '../table/viewStore';
import { inkOn, safeColor, safeName } from './format';

interface Props {
  presence: Observable<PeerPresence[]>;
  camera: { x: number; y: number; scale: number };
  showCursors: boolean;
}

const noSubscription = () => () => {};

/** The classic arrow pointer, tip at (0, 0), in screen pixels. */
const arrow = [0, 0, 0, 17, 4.5, 13, 7.5, 19.5, 10.5, 18.2, 7.6, 12, 12.5, 12];

/** A name tag in screen pixels: a rounded box in the player's colour. */
function NameTag({ x, y, text, color }: { x: number; y: number; text: string; color: string }) {
  // Label and Tag come with the text shapes, registered on first need (textNodes.tsx).
  if (!useTextNodes()) return null;
  return (
    <Label x={x} y={y} listening={false}>
      <Tag fill={color} cornerRadius={3} opacity={0.92} shadowColor="black" shadowBlur={3} shadowOpacity={0.4} />
      <Text text={text} fontSize={11} padding={3} fill={inkOn(color)} listening={false} />
    </Label>
  );
}

/** One player's pointer, the same size on screen at any zoom. */
function Pointer({ x, y, name, color, scale }: { x: number; y: number; name: string; color: string; scale: number }) {
  return (
    <Group x={x} y={y} scaleX={1 / scale} scaleY={1 / scale} listening={false}>
      <Line points={arrow} closed fill={color} stroke={inkOn(color) === '#fff' ? '#fff' : '#222'} strokeWidth={1.2} lineJoin="round" perfectDrawEnabled={false} />
      <NameTag x={13} y={17} text={name} color={color} />
    </Group>
  );
}

/** Where each dragged piece is drawn now (its centre), with its size and rotation; pieces no longer on the table are skipped. */
function placed(table: TableStore, snapshot: TableSnapshot, ids: string[]) {
  const out: { id: string; x: number; y: number; size: number; rot: number }[] = [];
  for (const id of ids) {
    const stack = table.stackOf(id);
    if (!stack) continue;
    const index = stack.pieces.findIndex((p) => p.id === id);
    if (index < 0) continue;
    const piece = stack.pieces[index];
    const c = pieceCentre(snapshot.boards.get(stack.board), piece, index);
    out.push({ id, x: c.x, y: c.y, size: piece.size, rot: piece.rot });
  }
  return out;
}

interface DragProps {
  /** Dragged piece ids joined by newlines: a value, so the memo holds while only dx/dy change. */
  ids: string;
  name: string;
  color: string;
  scale: number;
  /** The table snapshot the positions are read from; a new one re-renders. */
  snapshot: TableSnapshot;
}

/** Outlines around the pieces where they still sit, and "Name is moving" under the lead piece. */
const Origins = memo(function Origins({ ids, name, color, scale, snapshot }: DragProps) {
  const { table } = useTable();
  const pieces = placed(table, snapshot, ids.split('\n'));
  if (pieces.length === 0) return null;
  const lead = pieces[0];
  const pad = 3 / scale;
  const outlines: JSX.Element[] = pieces.map((p) => (
    <Rect
      key={p.id}
      x={p.x}
      y={p.y}
      width={p.size + pad * 2}
      height={p.size + pad * 2}
      offsetX={p.size / 2 + pad}
      offsetY={p.size / 2 + pad}
      rotation={p.rot}
      stroke={color}
      strokeWidth={2.5 / scale}
      dash={[6 / scale, 4 / scale]}
      listening={false}
      perfectDrawEnabled={false}
    />
  ));
  return (
    <>
      {outlines}
      <Group x={lead.x - lead.size / 2} y={lead.y + lead.size / 2 + pad + 2 / scale} scaleX={1 / scale} scaleY={1 / scale} listening={false}>
        <NameTag x={0} y={0} text={`${name} is moving`} color={color} />
      </Group>
    </>
  );
});

/** Ghosts of the pieces at their original places; the parent group shifts them by the drag offset. */
const Ghosts = memo(function Ghosts({ ids, color, scale, snapshot }: DragProps) {
  const { table } = useTable();
  return (
    <>
      {placed(table, snapshot, ids.split('\n')).map((p) => (
        <Group key={p.id} x={p.x} y={p.y} rotation={p.rot} listening={false}>
          <Rect x={-p.size / 2} y={-p.size / 2} width={p.size} height={p.size} fill={color} opacity={0.28} listening={false} perfectDrawEnabled={false} />
          <Rect x={-p.size / 2} y={-p.size / 2} width={p.size} height={p.size} stroke={color} strokeWidth={2 / scale} listening={false} perfectDrawEnabled={false} />
        </Group>
      ))}
    </>
  );
});

/** Other players' pointers and drags, drawn over the table. Put it after the overlay layer in the Stage. */
export const PresenceLayer = memo(
  function PresenceLayer({ presence, camera, showCursors }: Props) {
    const { table } = useTable();
    const peers = useObservable(presence);
    const others = peers.filter((p) => !p.self);
    const dragging = others.some((p) => p.drag && p.drag.ids.length > 0);
    // Follow table changes only while someone drags: the ghosts are placed from the pieces' current places.
    const snapshot = useSyncExternalStore(dragging ? table.subscribe : noSubscription, table.snapshot);
    const scale = camera.scale;
    return (
      <Group listening={false}>
        {others.map((p) => {
          if (!p.drag || p.drag.ids.length === 0) return null;
          const drag = { ids: p.drag.ids.join('\n'), name: safeName(p.name), color: safeColor(p.color), scale, snapshot };
          return (
            <Group key={`drag-${p.clientId}`} listening={false}>
              <Group x={p.drag.dx} y={p.drag.dy} listening={false}>
                <Ghosts {...drag} />
              </Group>
              <Origins {...drag} />
            </Group>
          );
        })}
        {showCursors &&
          others.map((p) => (p.cursor && !p.drag ? <Pointer key={`cursor-${p.clientId}`} x={p.cursor.x} y={p.cursor.y} name={safeName(p.name)} color={safeColor(p.color)} scale={scale} /> : null))}
      </Group>
    );
  },
  (a, b) => a.presence === b.presence && a.showCursors === b.showCursors && a.camera.scale === b.camera.scale,
);
