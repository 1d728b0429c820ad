/**
 * The table canvas: a Konva stage with two layers, the table at rest (boards, counters) and the
 * top (counters being dragged, overlays). Pointer input goes to the select tool; the stage only draws.
 */
import { memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, forwardRef, useSyncExternalStore, type RefObject } from 'react';
import type Konva from 'konva';
import { Layer, Stage } from './konva';
import { fitRect, toScreen, toTable, zoomAt, type Camera } from '../../geometry/camera';
import { tableBounds } from '../../geometry/tableLayout';
import type { GameSession } from '../../doc/session';
import { SelectTool, type PointerInput } from '../../tools/selectTool';
import { BoardsLayer } from './BoardsLayer';
import { detailLevel } from './faceSprites';
import { DragLayer, type Lifted } from './DragLayer';
import { OverlayLayer } from './OverlayLayer';
import { CountersLayer } from './CountersLayer';
import { hideWhenEmpty } from './layerVisibility';
import type { CounterPainter } from './counters/counterPainter';
import { PaintProgress } from './PaintProgress';
import { ComponentLabelsLayer, CupCoversLayer } from '../components/ComponentLabelsLayer';
import { componentsOf } from '../components/componentsStore';
import { useTable } from './tableContext';
import { currentFan, useTableHost } from './useTableHost';
import { useSlice, type Observable } from './viewStore';
import type { GameRoom } from '../../doc/net/gameRoom';
import type { NetSettings } from '../../net/types';
import { PresenceLayer } from '../net/PresenceLayer';
import { CalibrationLayer } from '../setup/CalibrationLayer';
import type { Calibration } from '../setup/calibration';
import { AreasLayer } from '../setup/AreasLayer';
import { addCorner, type AreaDraft } from '../setup/areaDraft';
import { TerrainLayerView } from '../terrain/TerrainLayerView';
import { clearTerrainHover, handleTerrainPointer, type TerrainTool } from '../terrain/terrainTool';
import { ReachShading } from './ReachShading';
import type { JudgedMove, MoveAssist, ReachShade } from './moveAssist';
import { boardAt } from '../../geometry/places';
import { cellAt, inBounds } from '../../geometry/hexGrid';
import type { Cell } from '../../model/grid';
import type { TableViewHandle } from './tableViewHandle';

const Boards = memo(BoardsLayer);
const Counters = memo(CountersLayer);

/** How long after the last pan step or wheel notch React hears of the camera. */
const settleMs = 120;

/** Puts the camera on the stage and asks for a frame. */
function applyCamera(stage: Konva.Stage | null, c: Camera) {
  if (!stage) return;
  stage.position({ x: c.x, y: c.y });
  stage.scale({ x: c.scale, y: c.scale });
  stage.batchDraw();
}

interface Props {
  session: GameSession;
  /** The room the game is shared in; its players' pointers and drags are drawn over the table. */
  room: GameRoom | null;
  netSettings: Observable<NetSettings>;
  /** A grid calibration in progress: clicks on the map add its points, and its fit is drawn live. */
  calibration: Observable<Calibration> | null;
  /** An area being drawn: clicks on its board add corners. */
  areaDraft: Observable<AreaDraft> | null;
  /** The terrain panel's board and tools: while a tool is active, presses on that board paint instead of selecting. */
  terrain: { boardId: string; tool: Observable<TerrainTool> } | null;
  hoverLabel: Observable<string | null>;
  onCamera(c: Camera): void;
  /** The rules assistant's drag hooks and the shading they publish. */
  assist?: { hooks: RefObject<MoveAssist | null>; shade: Observable<ReachShade | null>; onJudged(move: JudgedMove): void };
  /** While set, a click on a board's cell goes to it (e.g. choosing the defending hex of a combat) instead of selecting. */
  pickCell?: RefObject<((boardId: string, cell: Cell) => void) | null>;
}

export const TableView = forwardRef<TableViewHandle, Props>(function TableView({ session, room, netSettings, calibration, areaDraft, terrain, hoverLabel, onCamera, assist, pickCell }, ref) {
  const { table, view, viewport } = useTable();
  const container = useRef<HTMLDivElement>(null);
  // Unknown until the container is measured: the stage is made then, at its size, with the table fitted (issue #11).
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [camera, setCameraState] = useState<Camera>({ x: 0, y: 0, scale: 1 });
  const cameraRef = useRef(camera);
  const widthRef = useRef(0);
  const heightRef = useRef(0);
  const dragGroup = useRef<Konva.Group>(null);
  const dragTarget = useRef<Konva.Line>(null);
  const [lifted, setLifted] = useState<Lifted[]>([]);
  const fitted = useRef(false);
  const [painter, setPainter] = useState<CounterPainter | null>(null);

  const stageRef = useRef<Konva.Stage>(null);
  const topLayer = useRef<Konva.Layer>(null);
  useEffect(() => (topLayer.current ? hideWhenEmpty(topLayer.current) : undefined), [size !== null]);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Hands the camera to React (overlays sized by the zoom, the stack viewer, the zoom readout). */
  const commitCamera = () => {
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = null;
    setCameraState(cameraRef.current);
    onCamera(cameraRef.current);
  };
  /**
   * Moves the view. The stage is moved at once and drawn on the next frame, without React: a pan
   * step or a wheel notch only blits what is already painted. React hears of the camera once the
   * gesture pauses, or at once while the stack viewer (drawn in screen space) is open.
   */
  const setCamera = (c: Camera) => {
    cameraRef.current = c;
    applyCamera(stageRef.current, c);
    publishViewport(c);
    if (!stageRef.current || view.get().fan) return commitCamera();
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(commitCamera, settleMs);
  };
  useEffect(() => () => void (settleTimer.current && clearTimeout(settleTimer.current)), []);
  const attachStage = useCallback((stage: Konva.Stage | null) => {
    stageRef.current = stage;
    applyCamera(stage, cameraRef.current);
  }, []);
  /** Tells the counters which part of the table is on screen, so those off it are not drawn. */
  const publishViewport = (c: Camera) => {
    const margin = 200 / c.scale;
    const width = widthRef.current;
    const height = heightRef.current;
    viewport.set({
      x1: -c.x / c.scale - margin,
      y1: -c.y / c.scale - margin,
      x2: (width - c.x) / c.scale + margin,
      y2: (height - c.y) / c.scale + margin,
      detail: detailLevel(c.scale, window.devicePixelRatio || 1),
      scale: c.scale,
    });
  };
  const calibrationRef = useRef(calibration);
  calibrationRef.current = calibration;
  /** A click during calibration marks a hex centre on the board being calibrated. */
  const addCalibrationPoint = (i: PointerInput): boolean => {
    const cal = calibrationRef.current;
    const board = cal && table.snapshot().boards.get(cal.get().boardId);
    if (!cal || !board) return false;
    const p = toTable(cameraRef.current, i.sx, i.sy);
    const x = p.x - board.x;
    const y = p.y - board.y;
    if (x < 0 || y < 0 || x > board.width || y > board.height) return false;
    cal.set({ ...cal.get(), points: [...cal.get().points, { x, y, label: '' }] });
    return true;
  };
  const areaDraftRef = useRef(areaDraft);
  areaDraftRef.current = areaDraft;
  /** A click while drawing an area adds a corner (or closes the shape at the first corner). */
  const addAreaCorner = (i: PointerInput): boolean => {
    const draft = areaDraftRef.current;
    const board = draft && table.snapshot().boards.get(draft.get().boardId);
    if (!draft || !board || draft.get().closed) return false;
    const p = toTable(cameraRef.current, i.sx, i.sy);
    const x = p.x - board.x;
    const y = p.y - board.y;
    if (x < 0 || y < 0 || x > board.width || y > board.height) return false;
    draft.set(addCorner(draft.get(), x, y, 10 / cameraRef.current.scale));
    return true;
  };
  const terrainRef = useRef(terrain);
  terrainRef.current = terrain;
  const spaceHeld = useRef(false);
  /** Offers a pointer event to the terrain tools, in the terrain board's own pixels; true when they took it. */
  const terrainPointer = (kind: 'down' | 'move' | 'up', i: PointerInput): boolean => {
    const tr = terrainRef.current;
    const board = tr && table.snapshot().boards.get(tr.boardId);
    if (!tr || !board) return false;
    const p = toTable(cameraRef.current, i.sx, i.sy);
    return handleTerrainPointer(kind, { x: p.x - board.x, y: p.y - board.y }, tr.tool, session, tr.boardId);
  };
  const roomRef = useRef(room);
  roomRef.current = room;
  const assistRef = useRef(assist);
  assistRef.current = assist;
  /** A click while a cell is being picked hands the cell under the pointer to the picker. */
  const pickAt = (i: PointerInput): boolean => {
    const pick = pickCell?.current;
    if (!pick) return false;
    const p = toTable(cameraRef.current, i.sx, i.sy);
    const board = boardAt(table.snapshot().boards.values(), p.x, p.y);
    const cell = board && board.grid.kind !== 'none' ? cellAt(board.grid, p.x - board.x, p.y - board.y) : null;
    if (!board || !cell || board.grid.kind === 'none' || !inBounds(board.grid, cell)) return false;
    pick(board.id, cell);
    return true;
  };
  const host = useTableHost({
    session,
    table,
    view,
    camera: cameraRef,
    setCamera,
    stageWidth: widthRef,
    dragGroup,
    dragTarget,
    setLifted,
    hoverLabel,
    room: () => roomRef.current,
    assist: assist?.hooks,
    onJudged: (move) => assistRef.current?.onJudged(move),
  });
  const showCursors = useSlice(netSettings, (s) => s.showCursors);
  const tool = useRef<SelectTool | null>(null);
  tool.current ??= new SelectTool(host);

  /** The camera of the last fit, while nobody has moved the view since: a panel opening or closing beside the table fits it again. */
  const fittedCamera = useRef<Camera | null>(null);
  const fit = () => {
    setCamera(fitRect(tableBounds(table.snapshot().boards.values()), widthRef.current, heightRef.current));
    fittedCamera.current = cameraRef.current;
  };

  useLayoutEffect(() => {
    const el = container.current!;
    const measure = () => {
      const r = el.getBoundingClientRect();
      widthRef.current = r.width;
      heightRef.current = r.height;
      setSize({ width: Math.max(1, r.width), height: Math.max(1, r.height) });
      if ((!fitted.current || cameraRef.current === fittedCamera.current) && r.width > 0) {
        fitted.current = true;
        fit();
      } else publishViewport(cameraRef.current);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [table]);

  useImperativeHandle(ref, () => ({
    camera: () => cameraRef.current,
    setCamera: (c) => setCamera(c),
    zoom: (factor) => setCamera(zoomAt(cameraRef.current, factor, widthRef.current / 2, heightRef.current / 2)),
    fit,
    pagePoint(tx, ty) {
      const r = container.current!.getBoundingClientRect();
      const s = toScreen(cameraRef.current, tx, ty);
      return { x: r.left + s.x, y: r.top + s.y };
    },
    zoomTo: (rect) => setCamera(fitRect(rect, widthRef.current, heightRef.current, 48)),
    tablePoint(px, py) {
      const r = container.current!.getBoundingClientRect();
      return toTable(cameraRef.current, px - r.left, py - r.top);
    },
    canvasRect() {
      const r = container.current!.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    },
    pageOfStagePoint(sx, sy) {
      const r = container.current!.getBoundingClientRect();
      return { x: r.left + sx, y: r.top + sy };
    },
    cancelGesture: () => tool.current!.cancel(),
    stackViewer() {
      const layout = currentFan(table, view, cameraRef.current, widthRef.current);
      const fan = view.get().fan;
      const stack = fan ? table.stackOf(fan) : undefined;
      if (!layout || !stack) return null;
      const r = container.current!.getBoundingClientRect();
      const p = layout.panel;
      return {
        pieces: stack.pieces.map((piece) => piece.id),
        slots: layout.slots.map((s) => ({ x: r.left + s.x + s.size / 2, y: r.top + s.y + s.size / 2 })),
        title: layout.title,
        panel: { x: r.left + p.x, y: r.top + p.y, width: p.width, height: p.height },
      };
    },
    setSpaceHeld: (held) => {
      spaceHeld.current = held;
      tool.current!.setSpaceHeld(held);
    },
  }));

  useEffect(() => {
    const el = container.current!;
    const input = (e: PointerEvent): PointerInput => {
      const r = el.getBoundingClientRect();
      return { sx: e.clientX - r.left, sy: e.clientY - r.top, button: e.button, pointerId: e.pointerId, shift: e.shiftKey, alt: e.altKey, ctrl: e.ctrlKey || e.metaKey };
    };
    /** Shows the gesture under way (the cursor follows it), writing the page only when it changed: not on every move of a drag. */
    const showState = (state: string) => {
      if (el.dataset.state !== state) el.dataset.state = state;
    };
    let pressed: { sx: number; sy: number } | null = null;
    const down = (e: PointerEvent) => {
      if (view.get().menu) view.patch({ menu: null });
      pressed = e.button === 0 ? { sx: e.clientX, sy: e.clientY } : null;
      el.setPointerCapture(e.pointerId);
      if (e.button === 0 && !spaceHeld.current && terrainPointer('down', input(e))) {
        showState('terrain');
        return;
      }
      tool.current!.down(input(e));
      showState(tool.current!.stateName);
    };
    const move = (e: PointerEvent) => {
      const i = input(e);
      if (terrainPointer('move', i)) return;
      tool.current!.move(i);
      showState(tool.current!.stateName);
      if (e.pointerType === 'mouse' && tool.current!.stateName === 'idle') el.dataset.over = host.pieceAt(i.sx, i.sy) || host.fanItemAt(i.sx, i.sy) ? 'piece' : '';
    };
    const up = (e: PointerEvent) => {
      const click = pressed && Math.hypot(e.clientX - pressed.sx, e.clientY - pressed.sy) < 4;
      pressed = null;
      if (terrainPointer('up', input(e))) {
        showState('idle');
        return;
      }
      if (click && ((calibrationRef.current && addCalibrationPoint(input(e))) || (areaDraftRef.current && addAreaCorner(input(e))) || pickAt(input(e)))) {
        tool.current!.cancel();
        showState('idle');
        return;
      }
      tool.current!.up(input(e));
      showState(tool.current!.stateName);
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      tool.current!.wheel(e.clientX - r.left, e.clientY - r.top, e.deltaY * (e.deltaMode === 1 ? 16 : 1), e.ctrlKey);
    };
    const leave = () => {
      if (terrainRef.current) clearTerrainHover(terrainRef.current.tool);
      hoverLabel.set(null);
      host.leave();
    };
    const menu = (e: Event) => e.preventDefault();
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('wheel', wheel, { passive: false });
    el.addEventListener('contextmenu', menu);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('wheel', wheel);
      el.removeEventListener('contextmenu', menu);
    };
  }, [view, hoverLabel, host]);

  const boardCount = useSyncExternalStore(table.subscribe, () => table.snapshot().boards.size);
  const hadBoards = useRef(boardCount > 0);
  useEffect(() => {
    if (boardCount > 0 && !hadBoards.current) {
      hadBoards.current = true;
      fit();
    }
  });
  useSyncExternalStore(view.subscribe, () => view.get().fan);
  // The table re-renders this only for what it lays out itself, the open stack viewer's stack and
  // the boards: a move elsewhere re-renders nothing here (issue #11; the counters repaint on their own).
  useSyncExternalStore(table.subscribe, () => {
    const fan = view.get().fan;
    return fan ? table.stackOf(fan) : null;
  });
  useSyncExternalStore(table.subscribe, () => table.snapshot().boards);
  // The stack viewer is laid out in screen space: from the camera as it is now, not as React last heard it.
  const fanLayout = currentFan(table, view, view.get().fan ? cameraRef.current : camera, widthRef.current);

  return (
    <div ref={container} className="table-view" data-testid="table" data-state="idle">
      {size && (
        <Stage ref={attachStage} width={size.width} height={size.height} listening={false}>
          {/* Two canvases: each layer is one the browser clears and composites on every frame of a pan. */}
          <Layer listening={false}>
            <Boards />
            {terrain && <TerrainLayerView session={session} boardId={terrain.boardId} tool={terrain.tool} scale={camera.scale} />}
            <ComponentLabelsLayer session={session} />
            <Counters onPainter={setPainter} components={componentsOf(session)} />
            <CupCoversLayer session={session} scale={camera.scale} />
          </Layer>
          <Layer ref={topLayer} listening={false}>
            <DragLayer groupRef={dragGroup} targetRef={dragTarget} lifted={lifted} scale={camera.scale}>
              {assist && <ReachShading shade={assist.shade} scale={camera.scale} />}
            </DragLayer>
            <OverlayLayer camera={view.get().fan ? cameraRef.current : camera} fanLayout={fanLayout} />
            {calibration && <CalibrationLayer calibration={calibration} scale={camera.scale} />}
            <AreasLayer draft={areaDraft} scale={camera.scale} />
            {room && <PresenceLayer presence={room.presence} camera={camera} showCursors={showCursors} />}
          </Layer>
        </Stage>
      )}
      {painter && <PaintProgress painter={painter} />}
    </div>
  );
});
