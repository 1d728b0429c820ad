/**
 * The rules assistant's shading while counters are dragged: hexes they can reach this sub-phase
 * tinted green (those where an enemy zone of control stops them amber), the cheapest path to the
 * hex under the pointer, and its cost in movement points. Only draws; the drop is never refused.
 */
import { useMemo } from 'react';
import type Konva from 'konva';
import { cellKey, keyCell } from '../../rules/kit/hex';
import { Group, Rect, Shape } from './konva';
import { TextNode } from './textNodes';
import { cellCentre, cellCorners, type CellGrid } from '../../geometry/hexGrid';
import type { Cell } from '../../model/grid';
import type { Board } from '../../model/records';
import type { ReachShade } from './moveAssist';
import { formatMp } from '../../rules/kit/format';
import { useObservable, type Observable } from './viewStore';
import { useTable } from './tableContext';

const reachFill = 'rgba(46, 160, 67, 0.28)';
const stopFill = 'rgba(255, 179, 0, 0.34)';
const pathStroke = '#1b5e20';

function traceCells(ctx: Konva.Context, grid: CellGrid, cells: Cell[]): void {
  ctx.beginPath();
  for (const cell of cells) {
    const corners = cellCorners(grid, cell);
    ctx.moveTo(corners[0].x, corners[0].y);
    for (let i = 1; i < corners.length; i++) ctx.lineTo(corners[i].x, corners[i].y);
    ctx.closePath();
  }
}


function costText(shade: ReachShade): string {
  if (!shade.hover) return '';
  const allowance = formatMp(shade.reach.allowance);
  if (shade.hover.cost === null) return `out of reach (MF ${allowance})`;
  const stops = shade.reach.stops.has(cellKey(shade.hover.cell));
  return `${formatMp(shade.hover.cost)} of ${allowance} MP${stops ? ' · stops (EZOC)' : ''}`;
}

/** The reachable cells, split into those a move may go on from and those where it must stop. */
function splitReach(reach: ReachShade['reach'] | undefined): { reachable: Cell[]; stops: Cell[] } {
  const reachable: Cell[] = [];
  const stops: Cell[] = [];
  for (const key of reach?.cost.keys() ?? []) (reach!.stops.has(key) ? stops : reachable).push(keyCell(key));
  return { reachable, stops };
}

/** Drawn inside the drag layer, under the lifted counters, so it costs no layer of its own. */
export function ReachShading({ shade, scale }: { shade: Observable<ReachShade | null>; scale: number }) {
  const current = useObservable(shade);
  const { table } = useTable();
  // Split once per reach, not on every hover change while the pointer moves.
  const reach = current?.reach;
  const cells = useMemo(() => splitReach(reach), [reach]);
  const board: Board | undefined = current ? table.snapshot().boards.get(current.boardId) : undefined;
  if (!current || !board || board.grid.kind === 'none') return null;
  const grid = board.grid;
  const { reachable, stops } = cells;
  const hover = current.hover;
  const pathPoints = hover && hover.cost !== null ? [current.from, ...hover.path].map((c) => cellCentre(grid, c)) : [];
  const label = costText(current);
  const anchor = hover ? cellCentre(grid, hover.cell) : null;
  return (
    <Group x={board.x} y={board.y} listening={false}>
        <Shape
          sceneFunc={(ctx) => {
            ctx.fillStyle = reachFill;
            traceCells(ctx, grid, reachable);
            ctx.fill();
            ctx.fillStyle = stopFill;
            traceCells(ctx, grid, stops);
            ctx.fill();
            if (pathPoints.length > 1) {
              ctx.beginPath();
              ctx.moveTo(pathPoints[0].x, pathPoints[0].y);
              for (const p of pathPoints.slice(1)) ctx.lineTo(p.x, p.y);
              ctx.strokeStyle = pathStroke;
              ctx.lineWidth = 4 / scale;
              ctx.setLineDash([10 / scale, 6 / scale]);
              ctx.stroke();
              ctx.setLineDash([]);
            }
          }}
          perfectDrawEnabled={false}
        />
        {anchor && label && (
          <Group x={anchor.x} y={anchor.y - 42 / scale} scaleX={1 / scale} scaleY={1 / scale}>
            <Rect x={-80} y={-11} width={160} height={22} cornerRadius={4} fill={hover?.cost === null ? 'rgba(140,20,20,0.88)' : 'rgba(20,60,25,0.88)'} />
            <TextNode x={-80} y={-11} width={160} height={22} text={label} fontSize={12} fill="#fff" align="center" verticalAlign="middle" />
          </Group>
        )}
    </Group>
  );
}
