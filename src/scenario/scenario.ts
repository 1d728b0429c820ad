/**
 * Scenario files: a human-writable JSON description of a setup (boards, faces, counters placed by
 * hex label). The demo game is one. `scenarioToSetup` checks a scenario and turns it into the
 * records a new game starts with; images are resolved by the caller (bundle, folder or URL).
 */
import type { AssetInfo, Board, Face, Piece } from '../model/records';
import { problemsOfScenarioRules, type ScenarioExtras } from './extras';
import type { Grid } from '../model/grid';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { checkFace, checkGrid, describeProblems, problemsOf, type Problem } from '../model/validate';
import { inBounds } from '../geometry/hexGrid';
import { cellRestingPoint } from '../geometry/places';
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
}

export interface ScenarioPiece {
  name: string;
  kind?: 'unit' | 'marker';
  faces: string[];
  board: string;
  /** Printed label of the hex (or square) the piece starts in. */
  hex?: string;
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
}

/** A scenario that cannot be used; the message names the field. */
export class ScenarioError extends Error {}

/** Checks a parsed scenario and lists its problems by field. */
export function problemsOfScenario(s: unknown): Problem[] {
  const out: Problem[] = [];
  if (typeof s !== 'object' || s === null) return [{ path: '', message: 'must be a JSON object' }];
  const sc = s as Partial<Scenario>;
  if (sc.sandtableScenario !== scenarioVersion) out.push({ path: 'sandtableScenario', message: `must be ${scenarioVersion}` });
  if (typeof sc.name !== 'string' || !sc.name) out.push({ path: 'name', message: 'must be a non-empty text' });
  if (!Array.isArray(sc.boards) || !sc.boards.length) out.push({ path: 'boards', message: 'must list at least one board' });
  const boards = new Map((Array.isArray(sc.boards) ? sc.boards : []).map((b) => [b?.id, b]));
  (sc.boards ?? []).forEach((b, i) => {
    if (typeof b?.id !== 'string') out.push({ path: `boards[${i}].id`, message: 'must be text' });
    if (!(b?.width > 0) || !(b?.height > 0)) out.push({ path: `boards[${i}]`, message: 'needs a positive width and height' });
    out.push(...problemsOf(checkGrid, b?.grid, `boards[${i}].grid`));
  });
  const faces = sc.faces && typeof sc.faces === 'object' ? sc.faces : {};
  for (const [id, f] of Object.entries(faces)) out.push(...problemsOf(checkFace, f, `faces.${id}`));
  (Array.isArray(sc.pieces) ? sc.pieces : []).forEach((p, i) => {
    const at = `pieces[${i}]`;
    if (!Array.isArray(p?.faces) || !p.faces.length) out.push({ path: `${at}.faces`, message: 'must list at least one face id' });
    else p.faces.forEach((f, j) => faces[f] === undefined && out.push({ path: `${at}.faces[${j}]`, message: `names face "${f}", which the scenario does not define` }));
    const board = boards.get(p?.board);
    if (!board) out.push({ path: `${at}.board`, message: `names board "${p?.board}", which the scenario does not define` });
    else if (p.hex !== undefined) {
      if (board.grid?.kind === 'none' || !board.grid) out.push({ path: `${at}.hex`, message: 'is given but the board has no grid' });
      else {
        const cell = parseCellLabel(board.grid, String(p.hex));
        if (!cell || !inBounds(board.grid, cell)) out.push({ path: `${at}.hex`, message: `"${p.hex}" is not a hex of board "${board.id}"` });
      }
    } else if (typeof p?.x !== 'number' || typeof p?.y !== 'number') out.push({ path: at, message: 'needs a hex or an x and y' });
  });
  out.push(...problemsOfScenarioRules(sc.rules));
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
    const board: Board = { id: b.id, name: b.name, fill: b.fill ?? '#d8d2bd', width: b.width, height: b.height, x: b.x ?? offsetX, y: b.y ?? 0, grid: b.grid, ...(asset ? { image: asset.hash } : {}) };
    offsetX = Math.max(offsetX, board.x + board.width + 80);
    return board;
  });
  const byId = new Map(boards.map((b) => [b.id, b]));
  const faceIds = new Map(Object.keys(s.faces).map((k) => [k, newId()]));
  const faces: Record<string, Face> = {};
  for (const [k, f] of Object.entries(s.faces)) {
    if (f.kind !== 'image') faces[faceIds.get(k)!] = f;
    else {
      const asset = assets.get(f.asset);
      if (!asset) throw new ScenarioError(`faces.${k}.asset: the file "${f.asset}" is not in the scenario bundle.`);
      faces[faceIds.get(k)!] = { ...f, asset: asset.hash };
    }
  }
  const tops = new Map<string, string | null>();
  const pieces: Piece[] = s.pieces.map((p) => {
    const board = byId.get(p.board)!;
    let x = p.x ?? 0;
    let y = p.y ?? 0;
    if (p.hex !== undefined && board.grid.kind !== 'none') ({ x, y } = cellRestingPoint(board.grid, parseCellLabel(board.grid, String(p.hex))!));
    const key = placeKey(board.id, x, y);
    const z = keyBetween(tops.get(key) ?? null, null);
    tops.set(key, z);
    return {
      id: newId(),
      name: p.name,
      kind: p.kind ?? 'unit',
      faces: p.faces.map((f) => faceIds.get(f)!),
      face: Math.min(Math.max(0, Math.floor(p.face ?? 0)), p.faces.length - 1),
      rot: p.rot ?? 0,
      size: p.size ?? s.counterSize ?? 50,
      at: { b: board.id, x, y, z },
      attrs: p.attrs ?? {},
    };
  });
  return { boards, faces, pieces, assets: [...assets.values()] };
}
