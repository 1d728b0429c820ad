/**
 * The table canvas: a Konva stage with two layers, the table at rest (boards, counters) and the
 * top (counters being dragged, overlays). Pointer input goes through the gestures layer to the
 * current tool (src/ui/table/tableTools.ts); the stage only draws.
 */
import { memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, forwardRef, useSyncExternalStore, type RefObject } from 'react';
import type Konva from 'konva';
import { Layer, Stage } from './konva';
import { fitRect, toScreen, toTable, zoomAt, type Camera } from '../../geometry/camera';
import { tableBounds } from '../../geometry/tableLayout';
import type { GameSession } from '../../doc/session';
import { SelectTool } from '../../tools/selectTool';
import { Gestures } from '../../tools/gestures';
import { tableTools, type TableModes } from './tableTools';
import { forwardPointer } from './forwardPointer';
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
import { AreasLayer } from '../setup/AreasLayer';
import { ModeLayers } from './ModeLayers';
import { ReachShading } from './ReachShading';
import type { JudgedMove, MoveAssist, ReachShade } from './moveAssist';
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
  /** The mode the table is in (calibration, area drawing, terrain painting, picking a hex, the ruler): its tool takes the pointer, its layer is drawn. */
  modes: TableModes;
  hoverLabel: Observable<string | null>;
  onCamera(c: Camera): void;
  /** The rules assistant's drag hooks and the shading they publish. */
  assist?: { hooks: RefObject<MoveAssist | null>; shade: Observable<ReachShade | null>; onJudged(move: JudgedMove): void };
}

export const TableView = forwardRef<TableViewHandle, Props>(function TableView({ session, room, netSettings, modes: tableModes, hoverLabel, onCamera, assist }, ref) {
  const { table, view, viewport } = useTable();
  const container = useRef<HTMLDivElement>(null);
  // Unknown until the container is measured: the stage is made then, at its size, with the table fitted (issue #11).
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // The canvases are made a task after the screen around them, so opening a game is two shorter
  // tasks, not one that holds the page for both (issue #32).
  const [canvasDue, setCanvasDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCanvasDue(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const stageSize = canvasDue ? size : null;
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
  useEffect(() => (topLayer.current ? hideWhenEmpty(topLayer.current) : undefined), [stageSize !== null]);
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
    publishViewportOncePerFrame();
    if (!stageRef.current || view.get().fan) return commitCamera();
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(commitCamera, settleMs);
  };
  useEffect(() => () => void (settleTimer.current && clearTimeout(settleTimer.current)), []);
  const attachStage = useCallback((stage: Konva.Stage | null) => {
    stageRef.current = stage;
    applyCamera(stage, cameraRef.current);
  }, []);
  const viewportFrame = useRef<number | null>(null);
  const viewportStale = useRef(false);
  /**
   * Tells the counters of the camera at most once per frame: the first move of a frame at once, any
   * later ones of the same frame (two fingers of a pinch move it twice) when the frame is drawn. The
   * stage itself already moved with each.
   */
  const publishViewportOncePerFrame = () => {
    if (viewportFrame.current !== null) return void (viewportStale.current = true);
    publishViewport(cameraRef.current);
    viewportFrame.current = requestAnimationFrame(() => {
      viewportFrame.current = null;
      if (viewportStale.current) publishViewport(cameraRef.current);
      viewportStale.current = false;
    });
  };
  useEffect(() => () => void (viewportFrame.current !== null && cancelAnimationFrame(viewportFrame.current)), []);
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
  const roomRef = useRef(room);
  roomRef.current = room;
  const assistRef = useRef(assist);
  assistRef.current = assist;
  const spaceHeld = useRef(false);
  const modes = useRef<TableModes>(tableModes);
  modes.current = tableModes;
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
  const select = useRef<SelectTool | null>(null);
  select.current ??= new SelectTool(host);
  const gestures = useRef<Gestures | null>(null);
  gestures.current ??= new Gestures(
    { camera: () => cameraRef.current, setCamera },
    tableTools({ session, camera: () => cameraRef.current, spaceHeld: () => spaceHeld.current, modes: () => modes.current }, select.current).current,
  );

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
    cancelGesture: () => gestures.current!.cancel(),
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
      select.current!.setSpaceHeld(held);
    },
  }));

  useEffect(() => forwardPointer(container.current!, gestures.current!, { view, hoverLabel, host }), [view, hoverLabel, host]);

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
      {stageSize && (
        <Stage ref={attachStage} width={stageSize.width} height={stageSize.height} listening={false}>
          {/* Two canvases: each layer is one the browser clears and composites on every frame of a pan. */}
          <Layer listening={false}>
            <Boards />
            <ModeLayers modes={tableModes} session={session} scale={camera.scale} level="map" />
            <ComponentLabelsLayer session={session} />
            <Counters onPainter={setPainter} components={componentsOf(session)} />
            <CupCoversLayer session={session} scale={camera.scale} />
          </Layer>
          <Layer ref={topLayer} listening={false}>
            <DragLayer groupRef={dragGroup} targetRef={dragTarget} lifted={lifted} scale={camera.scale}>
              {assist && <ReachShading shade={assist.shade} scale={camera.scale} />}
            </DragLayer>
            <OverlayLayer camera={view.get().fan ? cameraRef.current : camera} fanLayout={fanLayout} />
            <ModeLayers modes={tableModes} session={session} scale={camera.scale} level="over" />
            <AreasLayer draft={tableModes.areaDraft} scale={camera.scale} />
            {room && <PresenceLayer presence={room.presence} camera={camera} showCursors={showCursors} />}
          </Layer>
        </Stage>
      )}
      {painter && <PaintProgress painter={painter} />}
    </div>
  );
});
