/**
 * The terrain tools (paint, erase, hexside feature, road/rail) as pointer handling the table view
 * calls before its select tool: `handleTerrainPointer` returns true when it took the event. A
 * stroke (a drag across hexes, along hexsides, or from hex to hex) is collected in the tool's
 * observable — so the layer can draw it live — and written as ONE operation when the button is
 * released, so one stroke is one undo step and one log line.
 */
import type { GameSession } from '../../doc/session';
import { paintHexes, readTerrain, setHexsides, setLinks, TerrainError } from '../../doc/terrainOps';
import type { Cell } from '../../model/grid';
import type { Observable } from '../../model/observable';
import { cellAt, inBounds, type BoardPoint, type CellGrid } from '../../geometry/hexGrid';
import { adjacent, cellKey, cellsAlong, hexsideAt, pairKey, type LinkType } from '../../terrain/terrain';

/** Which terrain tool is active; `off` leaves the pointer to the select tool. */
export type TerrainMode = 'off' | 'paint' | 'erase' | 'hexside' | 'link';

/** A stroke in progress, in board pixels and cells of the board being edited. */
export type TerrainStroke =
  /** Painting or erasing: the hexes crossed so far. */
  | { kind: 'cells'; cells: Cell[]; last: BoardPoint }
  /** Marking hexsides: the sides passed near so far (each a pair of neighbouring cells). */
  | { kind: 'sides'; sides: [Cell, Cell][] }
  /** Drawing a road or rail: the chain of neighbouring hexes so far, and where the pointer is. */
  | { kind: 'path'; cells: Cell[]; last: BoardPoint; pointer: BoardPoint };

/** What the pointer rests on, highlighted by the layer. */
export type TerrainHover = { kind: 'cell'; cell: Cell } | { kind: 'side'; cell: Cell; neighbour: Cell };

/** The state of the terrain tools of one panel. */
export interface TerrainTool {
  mode: TerrainMode;
  /** Terrain type the paint tool paints with. */
  terrainId: string | null;
  /** Hexside feature the hexside tool marks; null clears sides. */
  featureId: string | null;
  /** Link the road tool draws; null removes links. */
  linkType: LinkType | null;
  /** Opacity of the terrain layer, 0 (hidden) to 1. */
  opacity: number;
  stroke: TerrainStroke | null;
  hover: TerrainHover | null;
  /** The last thing that went wrong, for the panel to show. */
  message: string | null;
}

/** What the terrain tools need of an open game. */
export type TerrainSession = Pick<GameSession, 'actor' | 'snapshot'>;

/** A fresh tool state: nothing chosen yet, the layer shown at 80 %. */
export function initialTerrainTool(patch: Partial<TerrainTool> = {}): TerrainTool {
  return { mode: 'off', terrainId: null, featureId: 'river', linkType: 'road', opacity: 0.8, stroke: null, hover: null, message: null, ...patch };
}

/** How near a side (a fraction of the distance from the centre to it) counts as "on" it. */
export const sideTolerance = 0.3;

function patch(tool: Observable<TerrainTool>, changes: Partial<TerrainTool>): void {
  tool.set({ ...tool.get(), ...changes });
}

/** Abandons the stroke in progress, if any, writing nothing. */
export function cancelTerrainStroke(tool: Observable<TerrainTool>): void {
  if (tool.get().stroke) patch(tool, { stroke: null });
}

function sameCell(a: Cell, b: Cell): boolean {
  return a.col === b.col && a.row === b.row;
}

function hoverKey(h: TerrainHover | null): string {
  if (!h) return '';
  return h.kind === 'cell' ? `c${cellKey(h.cell)}` : `s${pairKey(h.cell, h.neighbour)}`;
}

function hoverAt(state: TerrainTool, grid: CellGrid, p: BoardPoint): TerrainHover | null {
  if (state.mode === 'hexside') {
    const hit = hexsideAt(grid, p, sideTolerance);
    return hit && (inBounds(grid, hit.cell) || inBounds(grid, hit.neighbour)) ? { kind: 'side', cell: hit.cell, neighbour: hit.neighbour } : null;
  }
  const cell = cellAt(grid, p.x, p.y);
  return cell && inBounds(grid, cell) ? { kind: 'cell', cell } : null;
}

/** Extends a road being drawn through the cells crossed, backing up when the pointer goes back. */
function extendPath(grid: CellGrid, path: Cell[], crossed: Cell[]): Cell[] {
  const out = [...path];
  for (const c of crossed) {
    const last = out[out.length - 1];
    if (sameCell(c, last)) continue;
    if (out.length > 1 && sameCell(c, out[out.length - 2])) out.pop();
    else if (adjacent(grid, last, c)) out.push(c);
  }
  return out;
}

/** The stroke with the pointer moved on to `p` (the same object when nothing changed). */
function extended(stroke: TerrainStroke, grid: CellGrid, p: BoardPoint): TerrainStroke {
  if (stroke.kind === 'cells') {
    const seen = new Set(stroke.cells.map(cellKey));
    const added: Cell[] = [];
    for (const c of cellsAlong(grid, stroke.last, p)) {
      if (seen.has(cellKey(c))) continue;
      seen.add(cellKey(c));
      added.push(c);
    }
    return { kind: 'cells', cells: added.length ? [...stroke.cells, ...added] : stroke.cells, last: p };
  }
  if (stroke.kind === 'sides') {
    const hit = hexsideAt(grid, p, sideTolerance);
    if (!hit || !(inBounds(grid, hit.cell) || inBounds(grid, hit.neighbour))) return stroke;
    if (stroke.sides.some(([a, b]) => pairKey(a, b) === hit.key)) return stroke;
    return { kind: 'sides', sides: [...stroke.sides, [hit.cell, hit.neighbour]] };
  }
  return { kind: 'path', cells: extendPath(grid, stroke.cells, cellsAlong(grid, stroke.last, p)), last: p, pointer: p };
}

function commit(stroke: TerrainStroke, state: TerrainTool, session: TerrainSession, boardId: string): void {
  const actor = session.actor;
  if (stroke.kind === 'cells') {
    if (state.mode === 'paint' && state.terrainId) paintHexes(actor, boardId, stroke.cells, state.terrainId);
    else if (state.mode === 'erase') paintHexes(actor, boardId, stroke.cells, null);
  } else if (stroke.kind === 'sides') {
    if (!stroke.sides.length) return;
    const layer = readTerrain(actor.doc, boardId);
    // Clicking a single side that already has the feature takes it off again.
    const toggleOff = stroke.sides.length === 1 && state.featureId !== null && layer.hexsides[pairKey(...stroke.sides[0])] === state.featureId;
    setHexsides(actor, boardId, stroke.sides, toggleOff ? null : state.featureId);
  } else {
    const pairs: [Cell, Cell][] = [];
    for (let i = 1; i < stroke.cells.length; i++) pairs.push([stroke.cells[i - 1], stroke.cells[i]]);
    if (!pairs.length) return;
    const layer = readTerrain(actor.doc, boardId);
    // Drawing over a road that is already there, all the way, takes it off again.
    const toggleOff = state.linkType !== null && pairs.every(([a, b]) => layer.links[pairKey(a, b)] === state.linkType);
    setLinks(actor, boardId, pairs, toggleOff ? null : state.linkType);
  }
}

/**
 * Routes one pointer event to the terrain tools. `boardPoint` is the pointer in the board's own
 * pixels (table point minus the board's x, y). Returns true when the event was taken: a press on
 * the board with a tool active, and every move and release of the stroke it starts; the caller
 * then leaves the event alone. Moves with no stroke only update the highlight and return false,
 * so hovering still reports the hex under the pointer. Call it for the primary button only
 * (leave the middle button and Space+drag to panning).
 */
export function handleTerrainPointer(
  event: 'down' | 'move' | 'up',
  boardPoint: BoardPoint,
  tool: Observable<TerrainTool>,
  session: TerrainSession,
  boardId: string,
): boolean {
  const state = tool.get();
  const board = session.snapshot().boards.get(boardId);
  const grid = board && board.grid.kind !== 'none' ? board.grid : null;
  if (state.mode === 'off' || !grid) {
    if (state.stroke || state.hover) patch(tool, { stroke: null, hover: null });
    return false;
  }
  const p = boardPoint;
  const stroke = state.stroke;

  if (event === 'down') {
    if (stroke) return true;
    const cell = cellAt(grid, p.x, p.y);
    const onBoard = !!cell && inBounds(grid, cell);
    if (state.mode === 'hexside') {
      const hit = hexsideAt(grid, p, sideTolerance);
      const onSide = !!hit && (inBounds(grid, hit.cell) || inBounds(grid, hit.neighbour));
      if (!onBoard && !onSide) return false;
      patch(tool, { stroke: { kind: 'sides', sides: onSide ? [[hit!.cell, hit!.neighbour]] : [] }, message: null });
      return true;
    }
    if (!onBoard) return false;
    if (state.mode === 'link') patch(tool, { stroke: { kind: 'path', cells: [cell!], last: p, pointer: p }, hover: null, message: null });
    else patch(tool, { stroke: { kind: 'cells', cells: [cell!], last: p }, message: state.mode === 'paint' && !state.terrainId ? 'Choose a terrain type to paint with first.' : null });
    return true;
  }

  if (event === 'move') {
    if (!stroke) {
      const hover = hoverAt(state, grid, p);
      if (hoverKey(hover) !== hoverKey(state.hover)) patch(tool, { hover });
      return false;
    }
    const next = extended(stroke, grid, p);
    const hover = stroke.kind === 'path' ? null : hoverAt(state, grid, p);
    if (next !== stroke || hoverKey(hover) !== hoverKey(state.hover)) patch(tool, { stroke: next, hover });
    return true;
  }

  // up
  if (!stroke) return false;
  let message: string | null = state.message;
  try {
    commit(extended(stroke, grid, p), state, session, boardId);
  } catch (e) {
    if (!(e instanceof TerrainError)) throw e;
    message = e.message;
  }
  patch(tool, { stroke: null, message });
  return true;
}

/** Drops the highlight (call when the pointer leaves the table). */
export function clearTerrainHover(tool: Observable<TerrainTool>): void {
  if (tool.get().hover) patch(tool, { hover: null });
}
