/**
 * Lies over the canvas while the table shows a past moment: the moment is read-only, so the
 * shield takes every press (a drag pans, the wheel zooms) and nothing reaches the counters. It
 * also draws the step's counters outlined: where each was (dashed), where it went (solid), and an
 * arrow between.
 */
import { useEffect, useReducer, useRef, useSyncExternalStore, type RefObject } from 'react';
import { zoomAt } from '../../geometry/camera';
import type { Placement, TableSnapshot } from '../../model/records';
import type { TableViewHandle } from '../table/tableViewHandle';
import type { HistoryController } from './historyController';

interface Props {
  history: HistoryController;
  view: RefObject<TableViewHandle | null>;
  table: () => TableSnapshot;
}

/** Re-renders on window resizes and after each pan or zoom the shield makes. */
function useRedraw(): () => void {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    window.addEventListener('resize', redraw);
    return () => window.removeEventListener('resize', redraw);
  }, []);
  return redraw;
}

export function ReplayShield({ history, view, table }: Props) {
  const state = useSyncExternalStore(history.view.subscribe, history.view.get);
  const redraw = useRedraw();
  const drag = useRef<{ x: number; y: number } | null>(null);
  const handle = view.current;
  if (!state.open || !handle) return null;
  const rect = handle.canvasRect();
  const pan = (dx: number, dy: number) => {
    const c = handle.camera();
    handle.setCamera({ ...c, x: c.x + dx, y: c.y + dy });
    redraw();
  };
  return (
    <div
      className="replay-shield"
      data-testid="replay-shield"
      title="A past moment: read-only. Drag to pan, wheel to zoom; Esc goes back to now."
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerMove={(e) => {
        if (!drag.current) return;
        pan(e.clientX - drag.current.x, e.clientY - drag.current.y);
        drag.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerUp={() => (drag.current = null)}
      onWheel={(e) => {
        handle.setCamera(zoomAt(handle.camera(), Math.exp(-e.deltaY / 500), e.clientX - rect.left, e.clientY - rect.top));
        redraw();
      }}
      onContextMenu={(e) => e.preventDefault()}
    >
      <StepOutlines moves={state.moves} table={table()} handle={handle} origin={rect} />
    </div>
  );
}

/** The step's counters outlined from where to where, in page pixels over the canvas. */
function StepOutlines({ moves, table, handle, origin }: { moves: ReturnType<HistoryController['view']['get']>['moves']; table: TableSnapshot; handle: TableViewHandle; origin: { left: number; top: number } }) {
  const scale = handle.camera().scale;
  const box = (at: Placement, size: number) => {
    const board = table.boards.get(at.b);
    const p = handle.pagePoint((board?.x ?? 0) + at.x, (board?.y ?? 0) + at.y);
    const half = (size * scale) / 2;
    return { x: p.x - origin.left - half, y: p.y - origin.top - half, w: half * 2, cx: p.x - origin.left, cy: p.y - origin.top };
  };
  return (
    <svg className="replay-outlines" width="100%" height="100%" aria-hidden="true">
      <defs>
        <marker id="replay-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#ffd34d" />
        </marker>
      </defs>
      {moves.map(({ id, from, to, moved }) => {
        const size = table.pieces.get(id)?.size ?? 50;
        const a = from && box(from, size);
        const b = to && box(to, size);
        return (
          <g key={id} data-testid="replay-outline">
            {a && moved && <rect x={a.x} y={a.y} width={a.w} height={a.w} className="replay-from" />}
            {b && <rect x={b.x} y={b.y} width={b.w} height={b.w} className="replay-to" />}
            {a && b && moved && <line x1={a.cx} y1={a.cy} x2={b.cx} y2={b.cy} className="replay-path" markerEnd="url(#replay-arrow)" />}
          </g>
        );
      })}
    </svg>
  );
}
