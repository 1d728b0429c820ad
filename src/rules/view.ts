/**
 * The plain `RulesView` a ruleset reads: one board's map and terrain, the units on it with the
 * factors of the face they show, the game-wide values, the typed-in tables and hex control. Built
 * from snapshots (the table, the board's terrain, the rules state, the track markers), so rulesets
 * never see Yjs and every verdict can be recomputed from the same plain data in a test.
 */
import type { Cell } from '../model/grid';
import type { Area, AttributeValue, Board, LogEntry, Piece, Placement, TableSnapshot } from '../model/records';
import type { HistoryStep } from '../model/history';
import { turnDigest } from '../history/turnDigest';
import type { TerrainLayer } from '../terrain/terrain';
import type { RulesState } from '../doc/rulesOps';
import type { TableComponent } from '../components/model';
import type { OffMapPiece, RuleValue, RulesArea, RulesUnit, RulesView, ValueSpec } from './types';
import { cellAt, inBounds } from '../geometry/hexGrid';
import { areaAt } from '../geometry/areas';
import { adjacency } from '../geometry/areaNeighbours';
import { standardNumbering, type SquareGrid } from '../model/grid';
import { trackValues } from '../components/layout';
import { groupStacks } from '../model/stacks';
import { parseFactors, type Factors } from '../setup/counterDesign';
import { adjacentOn, cellKey, createRulesMap } from './kit/hex';

/** What a view is built from: plain snapshots only. */
export interface RulesViewInput {
  table: TableSnapshot;
  /** The map board the rules read (it must have a hex or square grid). */
  boardId: string;
  terrain: TerrainLayer;
  rules: RulesState;
  /** The ruleset's values, resolved in order: set by the players, shown by a track marker, default. */
  values: readonly ValueSpec[];
  /** Track markers' values by marker id (`trackValuesFromTable`). */
  trackValues?: Readonly<Record<string, number>>;
  /** The game's records for the turn digest (the log, the latest history steps), read only when a ruleset asks. */
  history?: () => { log: readonly LogEntry[]; steps: readonly HistoryStep[] };
}

/** A number read from an attribute (a number, or text that is one), or null. */
function numberAttr(attrs: Readonly<Record<string, AttributeValue>>, name: string): number | null {
  const v = attrs[name];
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The factors printed on a piece's face `index` (a drawn face's `factors`), or `{}` for none. */
function printedFactors(table: TableSnapshot, piece: Piece, index: number): Factors {
  const face = table.faces.get(piece.faces[index] ?? '');
  return face?.kind === 'drawn' ? (parseFactors(face.factors) ?? {}) : {};
}

type Strengths = Pick<RulesUnit, 'attack' | 'defence' | 'movement'>;

/**
 * Attack, defence and movement of the face a piece shows. The front (face 0) reads the attributes
 * `attack`/`defence`/`movement`, else its printed factors. Any other face reads its own printed
 * factors, else `reducedAttack`/`reducedDefence`/`reducedMovement`, else the front's. Each factor
 * falls back on its own, so a face printing only `5` still has the front's movement.
 */
export function strengthsOf(table: TableSnapshot, piece: Piece): Strengths {
  const front = printedFactors(table, piece, 0);
  const a = piece.attrs;
  const frontOf = (attr: keyof Factors & string): number | null => numberAttr(a, attr) ?? front[attr] ?? null;
  const fronts: Strengths = { attack: frontOf('attack'), defence: frontOf('defence'), movement: frontOf('movement') };
  if (piece.face <= 0) return fronts;
  const shown = printedFactors(table, piece, piece.face);
  return {
    attack: shown.attack ?? numberAttr(a, 'reducedAttack') ?? fronts.attack,
    defence: shown.defence ?? numberAttr(a, 'reducedDefence') ?? fronts.defence,
    movement: shown.movement ?? numberAttr(a, 'reducedMovement') ?? fronts.movement,
  };
}

/** Steps at full strength (attribute `steps`, a whole number ≥ 1, default 1) and steps left on the face shown. */
export function stepsOf(piece: Piece): { steps: number; stepsLeft: number } {
  const raw = numberAttr(piece.attrs, 'steps');
  const steps = raw !== null && Number.isInteger(raw) && raw >= 1 ? raw : 1;
  return { steps, stepsLeft: steps >= 2 ? Math.max(1, steps - Math.max(0, piece.face)) : steps };
}

/** The board cell a piece's placement point lies in, or null (gridless board, margin, another board's piece). */
function cellOn(board: Board | undefined, piece: Piece): Cell | null {
  if (!board || board.grid.kind === 'none') return null;
  const cell = cellAt(board.grid, piece.at.x, piece.at.y);
  return cell && inBounds(board.grid, cell) ? cell : null;
}

/** The cell of the board a piece sits in, or null when it is not on a cell (or not on the table). */
export function cellOfPiece(table: TableSnapshot, pieceId: string): Cell | null {
  const piece = table.pieces.get(pieceId);
  return piece ? cellOn(table.boards.get(piece.at.b), piece) : null;
}

/** Whether a value fits what a spec of that kind holds, so a stray value never reaches a ruleset. */
function fits(spec: ValueSpec, value: RuleValue): boolean {
  switch (spec.kind) {
    case 'number':
      return typeof value === 'number';
    case 'flag':
      return typeof value === 'boolean';
    case 'choice':
    case 'text':
      return typeof value === 'string';
    case 'hexes':
    case 'turns':
      return Array.isArray(value);
  }
}

/** Where a value comes from, with what it reads; `track` on a set value is what its marker shows. */
export type ValueSource = { from: 'set'; value: RuleValue; track?: number } | { from: 'track'; value: number } | { from: 'default'; value: RuleValue };

/**
 * Where one value comes from: what the players set (when it fits the spec), else what a track
 * marker shows (number values only), else the default. The view and the assistant panel both
 * resolve values here, so the panel never shows a set value the rules ignore; `track` on a set
 * value lets the panel offer to go back to the marker.
 */
export function valueSource(spec: ValueSpec, set: Readonly<Record<string, RuleValue>>, tracks: Readonly<Record<string, number>> = {}): ValueSource {
  const mine = Object.hasOwn(set, spec.id) ? set[spec.id] : undefined;
  const marked = spec.marker !== undefined && spec.kind === 'number' && Object.hasOwn(tracks, spec.marker) ? tracks[spec.marker] : undefined;
  if (mine !== undefined && fits(spec, mine)) return marked === undefined ? { from: 'set', value: mine } : { from: 'set', value: mine, track: marked };
  if (marked !== undefined) return { from: 'track', value: marked };
  return { from: 'default', value: spec.default };
}

/** Each value as {@link valueSource} resolves it; values set without a spec are passed through. */
export function resolveValues(specs: readonly ValueSpec[], set: Readonly<Record<string, RuleValue>>, tracks: Readonly<Record<string, number>> = {}): Record<string, RuleValue> {
  const out: Record<string, RuleValue> = { ...set };
  for (const spec of specs) out[spec.id] = valueSource(spec, set, tracks).value;
  return out;
}

/**
 * Builds the view a ruleset reads for one board. Pure. Throws an `Error` with a sentence for the
 * players when the board is missing or has neither a hex or square grid nor named areas (rules
 * need cells or areas).
 */
export function buildRulesView(input: RulesViewInput): RulesView {
  const { table, boardId } = input;
  const board = table.boards.get(boardId);
  if (!board) throw new Error('The rules assistant reads a map board, and that board is no longer on the table.');
  const areas = board.grid.kind === 'none' ? (board.areas ?? []) : null;
  if (areas && !areas.length) throw new Error(`The rules assistant needs a hex or square grid, or named areas, on "${board.name}": calibrate its grid or draw its areas first.`);
  const grid = board.grid.kind === 'none' ? areaCells(areas!.length) : board.grid;
  const map = createRulesMap(boardId, grid, input.terrain);
  const placed: { cell: Cell; key: string; pieces: Piece[]; area?: string }[] = [];
  const onBoard = [...table.pieces.values()].filter((p) => p.at.b === boardId);
  for (const stack of groupStacks(onBoard).values()) {
    const first = stack.pieces[0];
    if (areas) {
      const area = areaAt(board, first.at.x, first.at.y);
      if (area) placed.push({ cell: { col: areas.indexOf(area), row: 0 }, key: stack.key, pieces: stack.pieces, area: area.name });
      continue;
    }
    const cell = cellOn(board, first);
    if (cell) placed.push({ cell, key: stack.key, pieces: stack.pieces });
  }
  placed.sort((a, b) => a.cell.col - b.cell.col || a.cell.row - b.cell.row || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const units: RulesUnit[] = placed.flatMap(({ cell, pieces, area }) => pieces.map((p) => unitOf(table, p, cell, area)));
  const view: RulesView = {
    map,
    units,
    values: resolveValues(input.values, input.rules.values, input.trackValues),
    tables: input.rules.tables,
    control: Object.hasOwn(input.rules.control, boardId) ? input.rules.control[boardId] : {},
    offMap: offMapPieces(table, boardId),
  };
  if (areas) {
    view.areas = areas.map((a) => a.name);
    view.areaInfo = areaInfoOf(areas);
  }
  return input.history ? withTurnDigest(view, { ...input, history: input.history }) : view;
}

/**
 * Gives a view of `input`'s board its `turn` digest, built the first time a ruleset reads it: most
 * questions never do, and reading the log and history on every change would cost every drag.
 * Returns the view itself.
 */
export function withTurnDigest(view: RulesView, input: RulesViewInput & Required<Pick<RulesViewInput, 'history'>>): RulesView {
  const board = input.table.boards.get(input.boardId)!;
  let digest: RulesView['turn'];
  const cellOf = (at: Placement): Cell | null => {
    if (at.b !== board.id) return null;
    if (board.grid.kind !== 'none') return cellOn(board, { at } as Piece);
    const area = areaAt(board, at.x, at.y);
    const index = area ? (board.areas ?? []).indexOf(area) : -1;
    return index >= 0 ? { col: index, row: 0 } : null;
  };
  Object.defineProperty(view, 'turn', {
    enumerable: true,
    get() {
      if (digest) return digest;
      const { log, steps } = input.history!();
      digest = turnDigest({ log, steps, pieces: input.table.pieces, cellOf, adjacent: (a, b) => adjacentOn(view.map, a, b), values: input.values });
      return digest;
    },
  });
  return view;
}

/** Each area with its neighbours by name (symmetric, {@link adjacency}) and its attributes. */
function areaInfoOf(areas: readonly Area[]): RulesArea[] {
  const near = adjacency(areas);
  const nameOf = new Map(areas.map((a) => [a.id, a.name]));
  return areas.map((a, col) => ({ name: a.name, cell: { col, row: 0 }, neighbours: (near.get(a.id) ?? []).map((id) => nameOf.get(id)!), attrs: a.attrs ?? {} }));
}

/**
 * An area map read as one row of cells, one per area in the order drawn, so the kit's cell
 * lookups (units in a cell, stacks) work unchanged; `RulesUnit.area` names the area.
 */
function areaCells(count: number): SquareGrid {
  return { kind: 'square', dx: 1, dy: 1, originX: 0, originY: 0, columns: count, rows: 1, numbering: standardNumbering, showLines: false };
}

/**
 * A piece as rules read it. A sealed piece (a card drawn blind, a hidden counter) shows no
 * factors: what it is stays unknown until it is revealed, and its attributes are only what its
 * sealer left readable (what every piece of its pile shared).
 */
function unitOf(table: TableSnapshot, p: Piece, cell: Cell, area?: string): RulesUnit {
  const unit: RulesUnit = { id: p.id, name: p.name, kind: p.kind, cell, key: cellKey(cell), face: p.face, ...strengthsOf(table, p), ...stepsOf(p), attrs: p.attrs };
  if (p.sealed) Object.assign(unit, { hidden: true, attack: null, defence: null, movement: null });
  if (area !== undefined) unit.area = area;
  return unit;
}

/** Readable pieces on every other board, in piece id order so every peer lists them alike. */
function offMapPieces(table: TableSnapshot, mapId: string): OffMapPiece[] {
  const out: OffMapPiece[] = [];
  for (const p of table.pieces.values()) {
    if (p.at.b === mapId || p.sealed) continue;
    const board = table.boards.get(p.at.b);
    if (!board) continue;
    out.push({ id: p.id, name: p.name, boardId: board.id, boardName: board.name, attrs: p.attrs });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The units and markers in a cell, bottom of the stack first. */
export function unitsAt(view: RulesView, cell: Cell): RulesUnit[] {
  return view.units.filter((u) => u.cell.col === cell.col && u.cell.row === cell.row);
}

/** A track as the components list holds it. */
type Track = Extract<TableComponent, { kind: 'track' }>;

/** The marker piece that counts for one marker id, the track it sits on, and the value of its box. */
export interface CountingMarker {
  piece: Piece;
  track: Track;
  value: number;
}

/**
 * The marker that counts for each marker id: among the pieces with a text attribute `marker`
 * sitting in a box of a track, the one with the smallest piece id, so every peer reads the same
 * and a report moves the very marker the view reads.
 */
export function countingMarkers(table: TableSnapshot, components: Iterable<TableComponent>): Map<string, CountingMarker> {
  const tracks = new Map<string, Track>();
  for (const c of components) if (c.kind === 'track') tracks.set(c.boardId, c);
  const out = new Map<string, CountingMarker>();
  const markers = [...table.pieces.values()].filter((p) => typeof p.attrs.marker === 'string' && p.attrs.marker !== '' && tracks.has(p.at.b));
  markers.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const piece of markers) {
    const id = piece.attrs.marker as string;
    if (out.has(id)) continue;
    const track = tracks.get(piece.at.b)!;
    const cell = cellOn(table.boards.get(track.boardId), piece);
    const value = cell ? trackValues(track.from, track.to)[track.vertical ? cell.row : cell.col] : undefined;
    if (value !== undefined) out.set(id, { piece, track, value });
  }
  return out;
}

/** The number each track marker shows, by marker id, read from the {@link countingMarkers}. */
export function trackValuesFromTable(table: TableSnapshot, components: Iterable<TableComponent>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, marker] of countingMarkers(table, components)) if (id !== '__proto__') out[id] = marker.value;
  return out;
}
