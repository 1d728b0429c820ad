/**
 * The ruler, laid over the table while it is out (`M`): drag from a hex to another to see the
 * range, the hexes the line passes through (both hexes where it runs along a hexside) and, in
 * line-of-sight mode, the terrain of each. It reads the table and changes nothing.
 */
import { useEffect, useMemo, useState, type PointerEvent } from 'react';
import type { GameSession } from '../../doc/session';
import { readTerrain } from '../../doc/terrainOps';
import { boardAt } from '../../geometry/places';
import { cellAt, inBounds, type CellGrid } from '../../geometry/hexGrid';
import type { Board } from '../../model/records';
import type { TableViewHandle } from '../table/tableViewHandle';
import { rulerPicture, type Measurement } from './measure';
import { RulerReadout } from './RulerReadout';
import './ruler.css';

interface Props {
  session: GameSession;
  view: TableViewHandle;
  /** Page point the ruler starts from when it was taken out with the key over a hex. */
  start: { x: number; y: number } | null;
  /** Redraw when the camera zooms (its scale). */
  zoom: number;
  onClose(): void;
}

type GridBoard = Board & { grid: CellGrid };

export function RulerOverlay({ session, view, start, zoom, onClose }: Props) {
  const [rect, setRect] = useState(() => view.canvasRect());
  const [measure, setMeasure] = useState<(Measurement & { following: boolean }) | null>(null);
  const [los, setLos] = useState(false);

  useEffect(() => {
    const resize = () => setRect(view.canvasRect());
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [view]);

  /** The board and cell under a page point, when it is a cell of a gridded board. */
  const cellUnder = (px: number, py: number, onBoard?: string): { board: GridBoard; cell: { col: number; row: number } } | null => {
    const p = view.tablePoint(px, py);
    const boards = session.snapshot().boards;
    const board = onBoard ? boards.get(onBoard) : boardAt(boards.values(), p.x, p.y);
    if (!board || board.grid.kind === 'none') return null;
    const cell = cellAt(board.grid, p.x - board.x, p.y - board.y);
    return cell && inBounds(board.grid, cell) ? { board: board as GridBoard, cell } : null;
  };

  useEffect(() => {
    if (!start) return;
    const hit = cellUnder(start.x, start.y);
    if (hit) setMeasure({ boardId: hit.board.id, from: hit.cell, to: hit.cell, following: true });
  }, []);

  const down = (e: PointerEvent) => {
    if (e.button !== 0) return;
    // A ruler taken out with the key follows the pointer until a click sets its end.
    if (measure?.following) return setMeasure({ ...measure, following: false });
    const hit = cellUnder(e.clientX, e.clientY);
    if (!hit) return;
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    setMeasure({ boardId: hit.board.id, from: hit.cell, to: hit.cell, following: true });
  };
  const move = (e: PointerEvent) => {
    if (!measure?.following) return;
    const hit = cellUnder(e.clientX, e.clientY, measure.boardId);
    if (hit && (hit.cell.col !== measure.to.col || hit.cell.row !== measure.to.row)) setMeasure({ ...measure, to: hit.cell });
  };
  const up = () => {
    if (measure?.following && (measure.from.col !== measure.to.col || measure.from.row !== measure.to.row)) setMeasure({ ...measure, following: false });
  };

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
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
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
