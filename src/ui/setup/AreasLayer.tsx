/** Area outlines and names on every board that has areas, the area being drawn, and neighbour links while the areas are edited. */
import { useSyncExternalStore } from 'react';
import { Group, Line } from '../table/konva';
import { TextNode } from '../table/textNodes';
import type { Observable } from '../../model/observable';
import { areaRestingPoint } from '../../geometry/areas';
import { adjacency } from '../../geometry/areaNeighbours';
import type { Area } from '../../model/records';
import { areasBeingEdited } from './areaLinks';
import { useTable } from '../table/tableContext';
import { useObservable } from '../table/viewStore';
import type { AreaDraft } from './areaDraft';

function Draft({ draft, scale }: { draft: Observable<AreaDraft>; scale: number }) {
  const { table } = useTable();
  const d = useObservable(draft);
  const board = table.snapshot().boards.get(d.boardId);
  if (!board) return null;
  return (
    <Group x={board.x} y={board.y}>
      <Line points={d.points} closed={d.closed} stroke="#ff2aa0" strokeWidth={2.5 / scale} fill={d.closed ? 'rgba(255,42,160,0.15)' : undefined} />
      {d.points.length >= 2 && <Line points={[d.points[0] - 6 / scale, d.points[1], d.points[0] + 6 / scale, d.points[1]]} stroke="#ff2aa0" strokeWidth={2 / scale} />}
    </Group>
  );
}

/** A line between the gathering points of each pair of neighbours, drawn while the board's areas are edited. */
function NeighbourLinks({ areas, scale }: { areas: readonly Area[]; scale: number }) {
  const centres = new Map(areas.map((a) => [a.id, areaRestingPoint(a)]));
  const lines: { key: string; points: number[] }[] = [];
  for (const [id, near] of adjacency(areas)) {
    for (const other of near) {
      if (other <= id) continue;
      const [p, q] = [centres.get(id)!, centres.get(other)!];
      lines.push({ key: `${id}|${other}`, points: [p.x, p.y, q.x, q.y] });
    }
  }
  return (
    <>
      {lines.map((l) => (
        <Line key={l.key} points={l.points} stroke="rgba(0,110,220,0.75)" strokeWidth={2.5 / scale} dash={[6 / scale, 4 / scale]} perfectDrawEnabled={false} />
      ))}
    </>
  );
}

export function AreasLayer({ draft, scale }: { draft: Observable<AreaDraft> | null; scale: number }) {
  const { table } = useTable();
  const boards = useSyncExternalStore(table.subscribe, () => table.snapshot().boards);
  const edited = useObservable(areasBeingEdited);
  const withAreas = [...boards.values()].filter((b) => b.areas?.length);
  if (!withAreas.length && !draft) return null;
  return (
    <Group listening={false}>
      {withAreas.map((b) => (
        <Group key={b.id} x={b.x} y={b.y}>
          {edited === b.id && <NeighbourLinks areas={b.areas!} scale={scale} />}
          {b.areas!.map((a) => {
            const c = areaRestingPoint(a);
            return (
              <Group key={a.id}>
                <Line points={a.points} closed stroke="rgba(40,40,40,0.55)" strokeWidth={1.5 / scale} dash={[8 / scale, 5 / scale]} perfectDrawEnabled={false} />
                <TextNode x={c.x} y={c.y + 30} text={a.name} fontSize={12 / Math.max(scale, 0.5)} fill="rgba(30,30,30,0.8)" align="center" offsetX={a.name.length * 3.2 / Math.max(scale, 0.5)} />
              </Group>
            );
          })}
        </Group>
      ))}
      {draft && <Draft draft={draft} scale={scale} />}
    </Group>
  );
}
