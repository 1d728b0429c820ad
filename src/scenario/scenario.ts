/**
 * Scenario files: a human-writable JSON description of a setup (boards, faces, counters placed by
 * hex label). The demo game is one. `scenarioToSetup` checks a scenario and turns it into the
 * records a new game starts with; images are resolved by the caller (bundle, folder or URL).
 */
import type { Area, AssetInfo, Board, Face, Piece } from '../model/records';
import { problemsOfScenarioRules, type ScenarioExtras } from './extras';
import { problemsOfScenarioComponents, problemsOfScenarioDice, problemsOfScenarioTerrain } from './extrasCheck';
import type { Grid } from '../model/grid';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { bounds, briefly, checkAttributes, checkFace, checkGrid, describeProblems, isRecordId, problemsOf, type Problem } from '../model/validate';
import { inBounds } from '../geometry/hexGrid';
import { cellRestingPoint } from '../geometry/places';
import { areaRestingPoint } from '../geometry/areas';
import { parseCellLabel } from '../geometry/numbering';
import { placeKey } from '../model/stacks';

/** The scenario format version this build reads and writes. */
export const scenarioVersion = 1;

export interface ScenarioBoard {
  id: string;
  name: string;
  /** Image file name inside the scenario bundle. */
  image?: string;
  fill?: string;
  width: number;
  height: number;
  x?: number;
  y?: number;
  grid: Grid;
  /** Named areas of an area-movement map: polygons in board pixels (`points` flat x, y corners). */
  areas?: Area[];
}

export interface ScenarioPiece {
  name: string;
  kind?: 'unit' | 'marker';
  faces: string[];
  board: string;
  /** Printed label of the hex (or square) the piece starts in. */
  hex?: string;
  /** Or the name (or id) of one of the board's areas: the piece rests at the area's gathering point. */
  area?: string;
  /** Or a board point, for boards without a grid. */
  x?: number;
  y?: number;
  size?: number;
  /** Index of the face shown (0, the first, if absent). */
  face?: number;
  /** Rotation in degrees. */
  rot?: number;
  attrs?: Piece['attrs'];
}

export interface Scenario {
  sandtableScenario: number;
  name: string;
  notes?: string;
  /** Default counter edge in board pixels. */
  counterSize?: number;
  boards: ScenarioBoard[];
  faces: Record<string, Face>;
  pieces: ScenarioPiece[];
  /** Terrain per board id, by printed hex labels (see extras.ts). */
  terrain?: ScenarioExtras['terrain'];
  /** Boards that are boxes, tracks, cups and decks. */
  components?: ScenarioExtras['components'];
  /** The rules assistant's setup: ruleset id, values set, tables typed in (see extras.ts). */
  rules?: ScenarioExtras['rules'];
  /** Custom dice (faces with labels and symbols) the game starts with, as the dice tray keeps them. */
  dice?: ScenarioExtras['dice'];
}

/** A scenario that cannot be used; the message names the field. */
export class ScenarioError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isShortText = (v: unknown, most: number = bounds.nameLength) => typeof v === 'string' && v.length <= most;
const isFiniteIn = (v: unknown, most: number = bounds.extent) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= most;

/** Checks one board of a scenario. */
function problemsOfScenarioBoard(b: unknown, at: string): Problem[] {
  if (!isObject(b)) return [{ path: at, message: 'must be an object' }];
  const out: Problem[] = [];
  if (!isRecordId(b.id)) out.push({ path: `${at}.id`, message: `must be an id of 1 to ${bounds.idLength} characters` });
  if (!isShortText(b.name)) out.push({ path: `${at}.name`, message: `must be text of at most ${bounds.nameLength} characters` });
  if (b.image !== undefined && !isShortText(b.image, 500)) out.push({ path: `${at}.image`, message: 'must be a file name' });
  if (b.fill !== undefined && !isShortText(b.fill, 50)) out.push({ path: `${at}.fill`, message: 'must be a colour' });
  if (!(isFiniteIn(b.width) && (b.width as number) > 0) || !(isFiniteIn(b.height) && (b.height as number) > 0)) out.push({ path: at, message: 'needs a positive width and height' });
  for (const k of ['x', 'y'] as const) if (b[k] !== undefined && !isFiniteIn(b[k])) out.push({ path: `${at}.${k}`, message: 'must be a number' });
  out.push(...problemsOf(checkGrid, b.grid, `${at}.grid`));
  if (b.areas !== undefined) out.push(...problemsOfScenarioAreas(b.areas, `${at}.areas`));
  return out;
}

/** Checks a board's named areas: each an id, a name and a polygon, as a board record holds them. */
function problemsOfScenarioAreas(v: unknown, at: string): Problem[] {
  if (!Array.isArray(v) || v.length > bounds.areas) return [{ path: at, message: `must be a list of at most ${bounds.areas} areas` }];
  const out: Problem[] = [];
  v.forEach((a, i) => {
    const here = `${at}[${i}]`;
    if (!isObject(a)) return void out.push({ path: here, message: 'must be an object with an id, a name and points' });
    if (!isRecordId(a.id)) out.push({ path: `${here}.id`, message: `must be an id of 1 to ${bounds.idLength} characters` });
    if (typeof a.name !== 'string' || !a.name.trim() || a.name.length > bounds.nameLength) out.push({ path: `${here}.name`, message: `must be a non-empty text of at most ${bounds.nameLength} characters` });
    const p = a.points;
    if (!Array.isArray(p) || p.length < 6 || p.length > bounds.areaPoints || p.length % 2 !== 0 || p.some((n) => !isFiniteIn(n))) {
      out.push({ path: `${here}.points`, message: `must list 3 to ${bounds.areaPoints / 2} x, y corners, flat (x0, y0, x1, y1…)` });
    }
    if (a.neighbours !== undefined) out.push(...problemsOfNeighbours(a.neighbours, `${here}.neighbours`, v));
    if (a.attrs !== undefined) out.push(...problemsOf(checkAttributes, a.attrs, `${here}.attrs`));
  });
  return out;
}

/** An area's neighbours in a scenario: ids of other areas of the same board. */
function problemsOfNeighbours(n: unknown, at: string, areas: readonly unknown[]): Problem[] {
  if (!Array.isArray(n) || n.length > bounds.areas) return [{ path: at, message: `must be a list of at most ${bounds.areas} area ids` }];
  const ids = new Set(areas.map((a) => (isObject(a) ? a.id : undefined)));
  return n.flatMap((id, j) => (typeof id === 'string' && ids.has(id) ? [] : [{ path: `${at}[${j}]`, message: `names ${briefly(id)}, which is not the id of an area of this board` }]));
}

/** An area as a board record holds it, copied so the scenario's objects are never shared with the game. */
function copyArea(a: Area): Area {
  return { id: a.id, name: a.name, points: [...a.points], ...(a.neighbours ? { neighbours: [...a.neighbours] } : {}), ...(a.attrs ? { attrs: { ...a.attrs } } : {}) };
}

/** The areas of a board a piece's `area` names: those with that name, else those with that id. */
function namedAreas(areas: readonly Area[] | undefined, name: string): Area[] {
  const byName = (areas ?? []).filter((a) => a.name === name);
  return byName.length ? byName : (areas ?? []).filter((a) => a.id === name);
}

/** Checks one piece of a scenario against the scenario's faces and boards. */
function problemsOfScenarioPiece(p: unknown, at: string, faces: Record<string, unknown>, boards: Map<unknown, Record<string, unknown>>): Problem[] {
  if (!isObject(p)) return [{ path: at, message: 'must be an object' }];
  const out: Problem[] = [];
  if (!isShortText(p.name)) out.push({ path: `${at}.name`, message: `must be text of at most ${bounds.nameLength} characters` });
  if (p.kind !== undefined && p.kind !== 'unit' && p.kind !== 'marker') out.push({ path: `${at}.kind`, message: 'must be unit or marker' });
  if (!Array.isArray(p.faces) || !p.faces.length || p.faces.length > bounds.faces) out.push({ path: `${at}.faces`, message: `must list 1 to ${bounds.faces} face ids` });
  else p.faces.forEach((f, j) => !(typeof f === 'string' && Object.hasOwn(faces, f)) && out.push({ path: `${at}.faces[${j}]`, message: `names face ${briefly(f)}, which the scenario does not define` }));
  const faceCount = Array.isArray(p.faces) && p.faces.length ? Math.min(p.faces.length, bounds.faces) : bounds.faces;
  if (p.face !== undefined && !(Number.isInteger(p.face) && (p.face as number) >= 0 && (p.face as number) < faceCount)) {
    out.push({ path: `${at}.face`, message: `must be the number of one of its ${faceCount} faces, from 0 to ${faceCount - 1}` });
  }
  if (p.rot !== undefined && !isFiniteIn(p.rot)) out.push({ path: `${at}.rot`, message: 'must be a number of degrees' });
  if (p.size !== undefined && !(isFiniteIn(p.size) && (p.size as number) > 0)) out.push({ path: `${at}.size`, message: 'must be a positive number' });
  if (p.attrs !== undefined) out.push(...problemsOf(checkAttributes, p.attrs, `${at}.attrs`));
  const board = typeof p.board === 'string' ? boards.get(p.board) : undefined;
  if (!board) out.push({ path: `${at}.board`, message: `names board ${briefly(p.board)}, which the scenario does not define` });
  else if (p.area !== undefined) {
    const areas = Array.isArray(board.areas) ? (board.areas as Area[]).filter(isObject) : undefined;
    const found = typeof p.area === 'string' ? namedAreas(areas, p.area).length : 0;
    if (!found) out.push({ path: `${at}.area`, message: `${briefly(p.area)} is not an area of board ${briefly(board.id)}` });
    else if (found > 1) out.push({ path: `${at}.area`, message: `${briefly(p.area)} names ${found} areas of board ${briefly(board.id)}: name one by its id` });
  } else if (p.hex !== undefined) {
    const grid = board.grid as Grid | undefined;
    if (!grid || grid.kind === 'none') out.push({ path: `${at}.hex`, message: 'is given but the board has no grid' });
    else if (isObject(grid.numbering)) {
      // The grid may have problems of its own (reported with the board); the label is still checked against it.
      let cell: ReturnType<typeof parseCellLabel> = null;
      try {
        cell = parseCellLabel(grid, String(p.hex).slice(0, 50));
      } catch {
        cell = null;
      }
      if (!cell || !inBounds(grid, cell)) out.push({ path: `${at}.hex`, message: `${briefly(typeof p.hex === 'number' ? String(p.hex) : p.hex)} is not a hex of board ${briefly(board.id)}` });
    }
  } else if (p.x === undefined || p.y === undefined) out.push({ path: at, message: 'needs a hex, an area or an x and y' });
  else for (const k of ['x', 'y'] as const) if (!isFiniteIn(p[k])) out.push({ path: `${at}.${k}`, message: `must be a number from −${bounds.extent} to ${bounds.extent}` });
  return out;
}

/** Checks a parsed scenario and lists its problems by field. */
export function problemsOfScenario(s: unknown): Problem[] {
  if (!isObject(s)) return [{ path: '', message: 'must be a JSON object' }];
  const out: Problem[] = [];
  if (s.sandtableScenario !== scenarioVersion) out.push({ path: 'sandtableScenario', message: `must be ${scenarioVersion}` });
  if (typeof s.name !== 'string' || !s.name || s.name.length > bounds.nameLength) out.push({ path: 'name', message: `must be a non-empty text of at most ${bounds.nameLength} characters` });
  if (s.counterSize !== undefined && !(isFiniteIn(s.counterSize) && (s.counterSize as number) > 0)) out.push({ path: 'counterSize', message: 'must be a positive number' });
  const boardList = Array.isArray(s.boards) ? s.boards : [];
  if (!boardList.length) out.push({ path: 'boards', message: 'must list at least one board' });
  else if (boardList.length > 1000) return [...out, { path: 'boards', message: 'must list at most 1000 boards' }];
  const boards = new Map<unknown, Record<string, unknown>>();
  boardList.forEach((b, i) => {
    out.push(...problemsOfScenarioBoard(b, `boards[${i}]`));
    if (isObject(b)) {
      if (boards.has(b.id)) out.push({ path: `boards[${i}].id`, message: `${briefly(b.id)} is used by an earlier board too` });
      boards.set(b.id, b);
    }
  });
  if (s.faces !== undefined && !isObject(s.faces)) out.push({ path: 'faces', message: 'must be an object of faces by id' });
  const faces = isObject(s.faces) ? s.faces : {};
  for (const [id, f] of Object.entries(faces)) {
    if (!isRecordId(id)) out.push({ path: `faces."${String(id).slice(0, 40)}"`, message: 'is not a usable face id' });
    else out.push(...problemsOf(checkFace, f, `faces.${id}`));
  }
  if (s.pieces !== undefined && !Array.isArray(s.pieces)) out.push({ path: 'pieces', message: 'must be a list' });
  const pieces = Array.isArray(s.pieces) ? s.pieces : [];
  if (pieces.length > 50_000) return [...out, { path: 'pieces', message: 'must list at most 50000 pieces' }];
  pieces.forEach((p, i) => out.push(...problemsOfScenarioPiece(p, `pieces[${i}]`, faces, boards)));
  out.push(...problemsOfScenarioRules(s.rules));
  out.push(...problemsOfScenarioTerrain(s.terrain, boards));
  out.push(...problemsOfScenarioComponents(s.components, boards));
  out.push(...problemsOfScenarioDice(s.dice));
  return out;
}

/** Turns a checked scenario into a setup; `assets` maps image file names to stored assets. */
export function scenarioToSetup(s: Scenario, assets: ReadonlyMap<string, AssetInfo>) {
  const problems = problemsOfScenario(s);
  if (problems.length) throw new ScenarioError(`The scenario has problems: ${describeProblems(problems, 5)}.`);
  let offsetX = 0;
  const boards: Board[] = s.boards.map((b) => {
    const asset = b.image ? assets.get(b.image) : undefined;
    if (b.image && !asset) throw new ScenarioError(`boards "${b.id}".image: the file "${b.image}" is not in the scenario bundle.`);
    const board: Board = {
      id: b.id,
      name: b.name,
      fill: b.fill ?? '#d8d2bd',
      width: b.width,
      height: b.height,
      x: b.x ?? offsetX,
      y: b.y ?? 0,
      grid: b.grid,
      ...(asset ? { image: asset.hash } : {}),
      ...(b.areas?.length ? { areas: b.areas.map(copyArea) } : {}),
    };
    offsetX = Math.max(offsetX, board.x + board.width + 80);
    return board;
  });
  const byId = new Map(boards.map((b) => [b.id, b]));
  const faceIds = new Map(Object.keys(s.faces ?? {}).map((k) => [k, newId()]));
  const faces: Record<string, Face> = {};
  for (const [k, f] of Object.entries(s.faces ?? {})) {
    if (f.kind !== 'image') faces[faceIds.get(k)!] = f;
    else {
      const asset = assets.get(f.asset);
      if (!asset) throw new ScenarioError(`faces.${k}.asset: the file "${f.asset}" is not in the scenario bundle.`);
      faces[faceIds.get(k)!] = { ...f, asset: asset.hash };
    }
  }
  const tops = new Map<string, string | null>();
  const pieces: Piece[] = (s.pieces ?? []).map((p) => {
    const board = byId.get(p.board)!;
    let x = p.x ?? 0;
    let y = p.y ?? 0;
    if (p.area !== undefined) ({ x, y } = areaRestingPoint(namedAreas(board.areas, p.area)[0]));
    else if (p.hex !== undefined && board.grid.kind !== 'none') ({ x, y } = cellRestingPoint(board.grid, parseCellLabel(board.grid, String(p.hex))!));
    const key = placeKey(board.id, x, y);
    const z = keyBetween(tops.get(key) ?? null, null);
    tops.set(key, z);
    return {
      id: newId(),
      name: p.name,
      kind: p.kind ?? 'unit',
      faces: p.faces.map((f) => faceIds.get(f)!),
      face: p.face ?? 0,
      rot: p.rot ?? 0,
      size: p.size ?? s.counterSize ?? 50,
      at: { b: board.id, x, y, z },
      attrs: p.attrs ?? {},
    };
  });
  return { boards, faces, pieces, assets: [...assets.values()] };
}
