/**
 * The table's modes as tools, and the one place that says which is current: the ruler, the
 * terrain panel's painting, a grid calibration, an area being drawn, a rules dialog asking for a
 * hex — else the select tool. Each mode's tool takes what is its own and leaves the rest to the select tool, so
 * the view can be panned and zoomed in every mode. Panels and dialogs switch modes by setting their
 * state (the props below); the table view only forwards input to `current()`.
 */
import type { RefObject } from 'react';
import { toTable, type Camera } from '../../geometry/camera';
import { boardAt } from '../../geometry/places';
import { cellAt, inBounds } from '../../geometry/hexGrid';
import type { Cell } from '../../model/grid';
import type { Observable } from '../../model/observable';
import type { GameSession } from '../../doc/session';
import type { SelectTool } from '../../tools/selectTool';
import { PointTool } from '../../tools/pointTool';
import { StrokeTool, type StrokePainter } from '../../tools/strokeTool';
import { RulerTool, type RulerHost, type RulerLine } from '../../tools/rulerTool';
import type { PointerInput, TableTool } from '../../tools/tool';
import type { Calibration } from '../setup/calibration';
import { addCorner, type AreaDraft } from '../setup/areaDraft';
import { cancelTerrainStroke, clearTerrainHover, handleTerrainPointer, type TerrainTool } from '../terrain/terrainTool';

/** The modes the table's panels and dialogs can put it in; at most one is expected at a time. */
export interface TableModes {
  /** A grid calibration in progress: clicks on its board add hex centres. */
  calibration: Observable<Calibration> | null;
  /** An area being drawn: clicks on its board add corners. */
  areaDraft: Observable<AreaDraft> | null;
  /** The terrain panel's board and tools: presses on that board paint. */
  terrain: { boardId: string; tool: Observable<TerrainTool> } | null;
  /** While set, a click on a board's cell goes to it (the defending hex of a combat) instead of selecting. */
  pickCell?: RefObject<((boardId: string, cell: Cell) => void) | null>;
  /** The ruler's line while the ruler is out: presses on hexes measure. */
  ruler?: Observable<RulerLine | null> | null;
}

/** What the mode tools read of the open table, at the moment of each event. */
export interface ToolEnv {
  session: GameSession;
  camera(): Camera;
  spaceHeld(): boolean;
  modes(): TableModes;
}

/** The mode tools over one select tool, and the chooser of the current one. */
export function tableTools(env: ToolEnv, select: SelectTool): { current(): TableTool } {
  const terrain = new StrokeTool(select, terrainPainter(env), env.spaceHeld);
  const calibrate = new PointTool(select, (e) => addCalibrationPoint(env, e));
  const drawArea = new PointTool(select, (e) => addAreaCorner(env, e));
  const pickHex = new PointTool(select, (e) => pickCellAt(env, e));
  const ruler = new RulerTool(select, rulerHost(env));
  return {
    current() {
      const m = env.modes();
      if (m.ruler) return ruler;
      if (m.terrain) return terrain;
      if (m.calibration) return calibrate;
      if (m.areaDraft && !m.areaDraft.get().closed) return drawArea;
      if (m.pickCell?.current) return pickHex;
      return select;
    },
  };
}

/** The pointer in a board's own pixels, or null when it is off that board. */
function onBoard(env: ToolEnv, boardId: string, e: PointerInput): { x: number; y: number } | null {
  const board = env.session.snapshot().boards.get(boardId);
  if (!board) return null;
  const p = toTable(env.camera(), e.sx, e.sy);
  const x = p.x - board.x;
  const y = p.y - board.y;
  return x < 0 || y < 0 || x > board.width || y > board.height ? null : { x, y };
}

/** A click during calibration marks a hex centre on the board being calibrated. */
function addCalibrationPoint(env: ToolEnv, e: PointerInput): boolean {
  const cal = env.modes().calibration;
  const p = cal && onBoard(env, cal.get().boardId, e);
  if (!cal || !p) return false;
  cal.set({ ...cal.get(), points: [...cal.get().points, { ...p, label: '' }] });
  return true;
}

/** A click while drawing an area adds a corner (or closes the shape at the first corner). */
function addAreaCorner(env: ToolEnv, e: PointerInput): boolean {
  const draft = env.modes().areaDraft;
  const p = draft && onBoard(env, draft.get().boardId, e);
  if (!draft || !p) return false;
  draft.set(addCorner(draft.get(), p.x, p.y, 10 / env.camera().scale));
  return true;
}

/** The gridded board's cell under a stage point (on `onBoard` only, when given). */
function cellUnder(env: ToolEnv, e: { sx: number; sy: number }, onBoard?: string): { boardId: string; cell: Cell } | null {
  const p = toTable(env.camera(), e.sx, e.sy);
  const boards = env.session.snapshot().boards;
  const board = onBoard ? boards.get(onBoard) : boardAt(boards.values(), p.x, p.y);
  if (!board || board.grid.kind === 'none') return null;
  const cell = cellAt(board.grid, p.x - board.x, p.y - board.y);
  return cell && inBounds(board.grid, cell) ? { boardId: board.id, cell } : null;
}

/** A click while a cell is being picked hands the cell under the pointer to the picker. */
function pickCellAt(env: ToolEnv, e: PointerInput): boolean {
  const pick = env.modes().pickCell?.current;
  const hit = pick ? cellUnder(env, e) : null;
  if (!pick || !hit) return false;
  pick(hit.boardId, hit.cell);
  return true;
}

/** The ruler's view of the table: cells under the pointer, and its line kept in the mode's observable. */
function rulerHost(env: ToolEnv): RulerHost {
  return {
    cellAt: (sx, sy, onBoard) => cellUnder(env, { sx, sy }, onBoard),
    line: () => env.modes().ruler?.get() ?? null,
    setLine: (line) => env.modes().ruler?.set(line),
  };
}

/** The terrain panel's tools as a stroke painter, in the terrain board's own pixels. */
function terrainPainter(env: ToolEnv): StrokePainter {
  return {
    stroke(kind, e) {
      const terrain = env.modes().terrain;
      const board = terrain && env.session.snapshot().boards.get(terrain.boardId);
      if (!terrain || !board) return false;
      const p = toTable(env.camera(), e.sx, e.sy);
      return handleTerrainPointer(kind, { x: p.x - board.x, y: p.y - board.y }, terrain.tool, env.session, terrain.boardId);
    },
    abandon() {
      const terrain = env.modes().terrain;
      if (terrain) cancelTerrainStroke(terrain.tool);
    },
    leave() {
      const terrain = env.modes().terrain;
      if (terrain) clearTerrainHover(terrain.tool);
    },
  };
}
