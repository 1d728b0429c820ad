/**
 * The ruler's picture over the table while it is out (`M`): the range, the hexes the line passes
 * through (both hexes where it runs along a hexside) and, in line-of-sight mode, the terrain of
 * each. The line itself is laid by the ruler tool (src/tools/rulerTool.ts) through the table's
 * pointer input; this only draws it, and changes nothing on the table.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GameSession } from '../../doc/session';
import { readTerrain } from '../../doc/terrainOps';
import { boardAt } from '../../geometry/places';
import { cellAt, inBounds, type CellGrid } from '../../geometry/hexGrid';
import type { Board } from '../../model/records';
import type { TableViewHandle } from '../table/tableViewHandle';
import { rulerPicture } from './measure';
import type { Observable } from '../../model/observable';
import type { RulerLine } from '../../tools/rulerTool';
import { useObservable } from '../table/viewStore';
import { RulerReadout } from './RulerReadout';
import './ruler.css';

interface Props {
  session: GameSession;
  view: TableViewHandle;
  /** Page point the ruler starts from when it was taken out with the key over a hex. */
  start: { x: number; y: number } | null;
  /** Redraw when the camera zooms (its scale). */
  zoom: number;
  /** The line the ruler tool lays. */
  line: Observable<RulerLine | null>;
  onClose(): void;
}

type GridBoard = Board & { grid: CellGrid };

export function RulerOverlay({ session, view, start, zoom, line, onClose }: Props) {
  const [rect, setRect] = useState(() => view.canvasRect());
  const measure = useObservable(line);
  const [los, setLos] = useState(false);

  useEffect(() => {
    const resize = () => setRect(view.canvasRect());
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [view]);

  // Taken out with the key over a hex: the line starts there and follows the pointer.
  useEffect(() => {
    if (!start) return;
    const p = view.tablePoint(start.x, start.y);
    const board = boardAt(session.snapshot().boards.values(), p.x, p.y);
    const cell = board && board.grid.kind !== 'none' ? cellAt(board.grid, p.x - board.x, p.y - board.y) : null;
    if (board && cell && inBounds(board.grid as CellGrid, cell)) line.set({ boardId: board.id, from: cell, to: cell, following: true });
  }, []);

  const board = measure ? (session.snapshot().boards.get(measure.boardId) as GridBoard | undefined) : undefined;
  const picture = useMemo(() => {
    if (!measure || !board) return null;
    const terrain = readTerrain(session.actor.doc, board.id);
    return rulerPicture(board, terrain, measure, (x, y) => {
      const p = view.pagePoint(x, y);
      return { x: p.x - rect.left, y: p.y - rect.top };
    });
  }, [measure, board, rect, zoom]);

  return (
    <div
      className="ruler-overlay"
      data-testid="ruler-overlay"
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
    >
      <svg width={rect.width} height={rect.height} aria-hidden="true">
        {picture?.cells.map((c, i) => <polygon key={i} points={c.points.join(' ')} className={c.tied ? 'ruler-cell tied' : 'ruler-cell'} />)}
        {picture && <line x1={picture.line[0]} y1={picture.line[1]} x2={picture.line[2]} y2={picture.line[3]} className="ruler-line" />}
        {picture && (
          <text x={picture.line[2] + 14} y={picture.line[3] - 14} className="ruler-range">
            {picture.sight.range}
          </text>
        )}
      </svg>
      <RulerReadout picture={picture} side={picture && Math.min(picture.line[0], picture.line[2]) < 340 ? 'right' : 'left'} los={los} onLos={setLos} onClose={onClose} />
    </div>
  );
}
