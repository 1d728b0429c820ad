/**
 * The bridge between the select tool and this table: hit-testing on plain data, selection,
 * the stack viewer, and drags that lift pieces into the drag layer and write one move on drop.
 */
import { useMemo, useRef, type RefObject } from 'react';
import type Konva from 'konva';
import { toScreen, toTable, type Camera } from '../../geometry/camera';
import { boardAt, placeLabel, restingPoint } from '../../geometry/places';
import { pieceAt, pieceCentre, piecesInRect } from '../../geometry/tableLayout';
import { cellAt, cellCorners, inBounds } from '../../geometry/hexGrid';
import { areaCellAt } from '../../geometry/areas';
import { movePieces, type Move } from '../../doc/operations';
import type { GameSession } from '../../doc/session';
import type { ToolHost } from '../../tools/selectTool';
import type { GameRoom } from '../../doc/net/gameRoom';
import { throttle } from '../throttle';
import { componentsOf, hiddenInCups } from '../components/componentsStore';
import { cellPoint, cupDropCell } from '../../components/layout';
import { inStep } from '../../doc/undo';
import { fanLayout, fanTitle, fanSlotAt, insideFan, type FanLayout } from './fanLayout';
import type { Lifted } from './DragLayer';
import type { JudgedMove, MoveAssist } from './moveAssist';
import { compareDrawOrder, type TableStore } from './tableStore';
import type { Observable, ViewStore } from './viewStore';

/** How long the pointer rests on a stack before the stack viewer opens, in ms. */
const fanDelay = 450;

interface Deps {
  session: GameSession;
  table: TableStore;
  view: ViewStore;
  camera: RefObject<Camera>;
  setCamera(c: Camera): void;
  stageWidth: RefObject<number>;
  dragGroup: RefObject<Konva.Group | null>;
  dragTarget: RefObject<Konva.Line | null>;
  setLifted(l: Lifted[]): void;
  hoverLabel: Observable<string | null>;
  /** The room to tell where this player's pointer is and what they drag. */
  room(): GameRoom | null;
  /** The rules assistant's drag hooks (shading, live path cost, verdict after the drop). */
  assist?: RefObject<MoveAssist | null>;
  /** Hears the assistant's verdict on a move just dropped. */
  onJudged?(move: JudgedMove): void;
}

/** The layout of the open stack viewer, or null. */
export function currentFan(table: TableStore, view: ViewStore, camera: Camera, stageWidth: number): FanLayout | null {
  const fan = view.get().fan;
  const stack = fan ? table.stackOf(fan) : undefined;
  if (!stack || stack.pieces.length < 2) return null;
  const top = stack.pieces.length - 1;
  const board = table.snapshot().boards.get(stack.board);
  const c = pieceCentre(board, stack.pieces[top], top);
  const size = stack.pieces[top].size;
  const anchor = toScreen(camera, c.x + size / 2, c.y);
  const where = board ? placeLabel(board, stack.x, stack.y) : null;
  return fanLayout(stack.pieces.length, anchor.x, anchor.y, size * camera.scale, stageWidth, fanTitle(where, stack.pieces.length));
}

/** Builds the ToolHost for one table view. */
export function useTableHost(d: Deps): ToolHost & { lifted: RefObject<Lifted[]>; leave(): void } {
  const lifted = useRef<Lifted[]>([]);
  /** The lifted counter the player pressed: the drag outlines where it would land. */
  const lead = useRef<Lifted | null>(null);
  const drag = useRef({ dx: 0, dy: 0 });
  /** The cell the drag outlines now (board, column, row), so a move within it redoes nothing. */
  const target = useRef<string | null>(null);
  const timers = useRef<{ open?: ReturnType<typeof setTimeout>; close?: ReturnType<typeof setTimeout> }>({});
  return useMemo(() => {
    const { session, table, view } = d;
    const cam = () => d.camera.current!;
    /** Stacks a player can see and pick up: not those inside a cup. */
    const visibleStacks = () => {
      const hidden = hiddenInCups(session, table.snapshot().boards);
      return table.stackList().filter((s) => !hidden(s));
    };
    const hitPiece = (sx: number, sy: number) => {
      const p = toTable(cam(), sx, sy);
      return pieceAt(visibleStacks(), table.snapshot().boards, p.x, p.y);
    };
    const fan = () => currentFan(table, view, cam(), d.stageWidth.current ?? 800);
    /** Table point of the centre of a counter's slot in the open stack viewer, if it is shown there. */
    const fanSlotCentre = (pieceId: string) => {
      const layout = fan();
      const stack = view.get().fan ? table.stackOf(view.get().fan!) : undefined;
      const i = stack ? stack.pieces.findIndex((p) => p.id === pieceId) : -1;
      const slot = layout && i >= 0 ? layout.slots[i] : undefined;
      return slot ? toTable(cam(), slot.x + slot.size / 2, slot.y + slot.size / 2) : null;
    };
    const labelAt = (sx: number, sy: number) => {
      const p = toTable(cam(), sx, sy);
      const board = boardAt(table.snapshot().boards.values(), p.x, p.y);
      return board ? placeLabel(board, p.x - board.x, p.y - board.y) : null;
    };
    const showFan = (pieceId: string | null) => {
      clearTimeout(timers.current.open);
      clearTimeout(timers.current.close);
      const stack = pieceId ? table.stackOf(pieceId) : undefined;
      view.patch({ fan: stack && stack.pieces.length > 1 ? pieceId : null });
    };

    /** Outlines the cell the lead dragged piece would come to rest in, and names it in the status bar. */
    const showTarget = (dx: number, dy: number) => {
      const outline = d.dragTarget.current;
      const pressed = lead.current;
      if (!outline || !pressed) return;
      const tx = pressed.placeX + dx;
      const ty = pressed.placeY + dy;
      const onto = boardAt(table.snapshot().boards.values(), tx, ty);
      const grid = onto?.grid;
      const cell = onto && grid && grid.kind !== 'none' ? (cupDropCell(onto, componentsOf(session).get()) ?? cellAt(grid, tx - onto.x, ty - onto.y)) : null;
      if (!onto || !grid || grid.kind === 'none' || !cell || !inBounds(grid, cell)) {
        target.current = null;
        outline.visible(false);
        d.hoverLabel.set(null);
        d.assist?.current?.hover('', null);
        return;
      }
      // Most moves of a drag stay in the cell the last one reached: nothing to outline, judge or name anew.
      const key = `${onto.id}|${cell.col}|${cell.row}`;
      if (target.current === key) return;
      target.current = key;
      outline.points(cellCorners(grid, cell).flatMap((p) => [onto.x + p.x, onto.y + p.y]));
      outline.visible(true);
      d.assist?.current?.hover(onto.id, cell);
      d.hoverLabel.set(placeLabel(onto, tx - onto.x, ty - onto.y));
    };

    /** Lets the rules assistant shade where the lifted counters can go, when they all come from one hex. */
    const liftForAssistant = (out: Lifted[]) => {
      const assist = d.assist?.current;
      const first = out[0] && table.stackOf(out[0].id);
      const board = first && table.snapshot().boards.get(first.board);
      if (!assist || !first || !board) return;
      if (out.some((l) => table.stackOf(l.id)?.key !== first.key)) return;
      const cell = board.grid.kind === 'none' ? areaCellAt(board, first.x, first.y) : cellAt(board.grid, first.x, first.y);
      if (cell) assist.lift(out.map((l) => l.id), board.id, cell);
      else assist.liftFromElsewhere(out.map((l) => l.id));
    };

    const shareCursor = throttle((p: { x: number; y: number } | null) => d.room()?.setCursor(p), 50);
    const shareDrag = throttle((drag: { ids: string[]; dx: number; dy: number } | null) => d.room()?.setDrag(drag), 50);

    const host: ToolHost & { lifted: RefObject<Lifted[]>; leave(): void } = {
      lifted,
      leave: () => shareCursor.now(null),
      camera: cam,
      setCamera: (c) => {
        if (view.get().fan) view.patch({ fan: null });
        d.setCamera(c);
      },
      pieceAt: (sx, sy) => {
        const hit = hitPiece(sx, sy);
        return hit && { id: hit.piece.id, stack: hit.stack.pieces.map((p) => p.id) };
      },
      fanItemAt: (sx, sy) => {
        const layout = fan();
        if (!layout) return null;
        const i = fanSlotAt(layout, sx, sy);
        const stack = table.stackOf(view.get().fan!);
        return i >= 0 && stack ? stack.pieces[i]?.id ?? null : null;
      },
      showFan,
      selection: () => view.get().selection,
      select: (ids) => view.patch({ selection: new Set(ids) }),
      piecesInRect: (x1, y1, x2, y2) => piecesInRect(visibleStacks(), table.snapshot().boards, { x1, y1, x2, y2 }),
      showMarquee: (rect) => view.patch({ marquee: rect }),
      beginDrag(ids, grab, pressed) {
        const out: Lifted[] = [];
        const fromFan = grab && fanSlotCentre(grab.pieceId);
        const boards = table.snapshot().boards;
        // Lifted bottom to top as the table draws them, so a lifted stack keeps its look in the drag layer.
        const placed = ids.flatMap((id) => {
          const stack = table.stackOf(id);
          return stack ? [{ id, stack, i: stack.pieces.findIndex((p) => p.id === id) }] : [];
        });
        placed.sort((a, b) => compareDrawOrder(a.stack, b.stack, boards) || a.i - b.i);
        for (const { id, stack, i } of placed) {
          const board = boards.get(stack.board);
          const c = pieceCentre(board, stack.pieces[i], i);
          // A counter taken out of the stack viewer starts where the viewer drew it, so it follows
          // the pointer and lands under it, not offset by the distance from its slot to the stack.
          if (fromFan && id === grab.pieceId) out.push({ id, x: fromFan.x, y: fromFan.y, placeX: fromFan.x, placeY: fromFan.y, board: stack.board });
          else out.push({ id, x: c.x, y: c.y, placeX: (board?.x ?? 0) + stack.x, placeY: (board?.y ?? 0) + stack.y, board: stack.board });
        }
        if (fromFan) out.sort((a, b) => Number(b.id === grab.pieceId) - Number(a.id === grab.pieceId));
        lifted.current = out;
        lead.current = out.find((l) => l.id === (pressed ?? grab?.pieceId)) ?? out[0] ?? null;
        drag.current = { dx: 0, dy: 0 };
        target.current = null;
        liftForAssistant(out);
        d.dragGroup.current?.position({ x: 0, y: 0 });
        d.setLifted(out);
        view.patch({ dragging: new Set(out.map((l) => l.id)) });
      },
      dragTo(dx, dy) {
        drag.current = { dx, dy };
        shareDrag({ ids: lifted.current.map((l) => l.id), dx, dy });
        const g = d.dragGroup.current;
        if (g) {
          g.position({ x: dx, y: dy });
          g.getLayer()?.batchDraw();
        }
        showTarget(dx, dy);
      },
      endDrag(commit) {
        const { dx, dy } = drag.current;
        let judge: (() => JudgedMove | null) | null = null;
        if (commit && (dx || dy)) {
          const snapshot = table.snapshot();
          const components = componentsOf(session).get();
          const moves: Move[] = [];
          for (const l of lifted.current) {
            const from = snapshot.boards.get(l.board);
            if (!snapshot.pieces.has(l.id) || !from) continue;
            const tx = l.placeX + dx;
            const ty = l.placeY + dy;
            const onto = boardAt(snapshot.boards.values(), tx, ty) ?? from;
            const pile = cupDropCell(onto, components);
            const rest = pile ? cellPoint(onto, pile) : restingPoint(onto, tx - onto.x, ty - onto.y);
            moves.push({ id: l.id, to: { b: onto.id, x: rest.x, y: rest.y } });
          }
          const step = Symbol('move');
          movePieces(inStep(session.actor, { step }), moves);
          const landed = moves.find((m) => m.id === lead.current?.id) ?? moves[0];
          const onto = landed && snapshot.boards.get(landed.to.b);
          const cell = !onto ? null : onto.grid.kind === 'none' ? areaCellAt(onto, landed.to.x, landed.to.y) : cellAt(onto.grid, landed.to.x, landed.to.y);
          const judging = d.assist?.current?.drop(onto && cell ? { boardId: onto.id, cell } : null);
          judge = judging
            ? () => {
                const judged = judging();
                return judged && { ...judged, step };
              }
            : null;
        } else d.assist?.current?.drop(null);
        lifted.current = [];
        lead.current = null;
        shareDrag.now(null);
        d.dragGroup.current?.position({ x: 0, y: 0 });
        d.dragTarget.current?.visible(false);
        view.patch({ dragging: new Set() });
        d.setLifted([]);
        // The verdict waits until the drop is drawn: judging never delays the counter landing.
        if (judge) {
          const later = judge;
          setTimeout(() => {
            const judged = later();
            if (judged) d.onJudged?.(judged);
          }, 0);
        }
      },
      openMenu: (sx, sy) => view.patch({ menu: { x: sx, y: sy } }),
      hover(sx, sy) {
        d.hoverLabel.set(labelAt(sx, sy));
        if (d.room()) shareCursor(toTable(cam(), sx, sy));
        const open = view.get().fan;
        const layout = fan();
        const hit = hitPiece(sx, sy);
        if (open && layout) {
          const overOpen = (layout && insideFan(layout, sx, sy)) || (hit && table.stackOf(open)?.key === hit.stack.key);
          clearTimeout(timers.current.close);
          if (!overOpen) timers.current.close = setTimeout(() => view.patch({ fan: null }), 250);
          return;
        }
        clearTimeout(timers.current.open);
        if (hit && hit.stack.pieces.length > 1) timers.current.open = setTimeout(() => showFan(hit.piece.id), fanDelay);
      },
    };
    return host;
  }, [d.session, d.table, d.view]);
}
