/**
 * Terrain operations: painting hexes, marking hexsides, drawing roads and railroads, and editing a
 * board's terrain types — all through the one write path (`runOperation`), so they sync, are
 * logged and (with the `terrain` map in the undo scope) undone like every other change. The plain
 * record they read and write is `TerrainLayer` (src/terrain/terrain.ts).
 *
 * Storage: the document's `terrain` Y.Map, with flat keys so that every hex, hexside and link is
 * its own key and two players painting different hexes at once (or offline) always merge:
 *
 * | key                              | value                                        |
 * | -------------------------------- | -------------------------------------------- |
 * | `<board>:hex:<col>,<row>`        | terrain type id                              |
 * | `<board>:side:<c>,<r>\|<c>,<r>`  | hexside feature id (pair of cells, sorted)   |
 * | `<board>:link:<c>,<r>\|<c>,<r>`  | `road` \| `railroad` \| `trail`               |
 * | `<board>:palette`                | TerrainType[] (replaced whole)               |
 * | `<board>:features`               | SideFeatureType[] (replaced whole; absent → the defaults) |
 *
 * (A nested Y.Map per board would lose one player's whole first stroke when two players create
 * it at the same moment: Yjs keeps only one of two values written to the same key.)
 */
import type * as Y from 'yjs';
import type { Cell } from '../model/grid';
import type { Board } from '../model/records';
import { inBounds, type CellGrid } from '../geometry/hexGrid';
import { cellLabel, parseCellLabel } from '../geometry/numbering';
import { describeProblems } from '../model/validate';
import {
  adjacent,
  cellKey,
  emptyTerrain,
  isColour,
  linkStyles,
  linkTypes,
  maxNameLength,
  newTypeId,
  pairKey,
  parseCellKey,
  parsePairKey,
  problemsOfPalette,
  suggestColour,
  type LinkType,
  type SideFeatureType,
  type TerrainLayer,
  type TerrainType,
} from '../terrain/terrain';
import { typesOf } from './gameDoc';
import { runOperation, type Actor } from './operations';

/** A terrain change that cannot be made, with a sentence for the player. */
export class TerrainError extends Error {}

type Types = ReturnType<typeof typesOf>;

/** The part of a key after `<board>:` — strict, so that board `a` never reads the keys of board `a:2`. */
const restPattern = /^(?:palette|features|hex:-?\d+,-?\d+|(?:side|link):-?\d+,-?\d+\|-?\d+,-?\d+)$/;
const entryPattern = /^(hex|side|link):(.+)$/;

/** The key of one entry of a board's layer. */
function key(boardId: string, kind: 'hex' | 'side' | 'link' | 'palette' | 'features', rest?: string): string {
  return rest === undefined ? `${boardId}:${kind}` : `${boardId}:${kind}:${rest}`;
}

function cleanPalette(value: unknown): TerrainType[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  const out: TerrainType[] = [];
  for (const t of value) {
    if (typeof t !== 'object' || t === null) continue;
    const { id, name, colour } = t as Partial<TerrainType>;
    if (typeof id !== 'string' || !id || seen.has(id) || typeof name !== 'string') continue;
    seen.add(id);
    out.push({ id, name, colour: isColour(colour) ? colour : '#9e9e9e' });
  }
  return out;
}

/** Adds one stored entry (key relative to the board) to a layer being read; unknown or malformed entries are skipped. */
function readEntry(layer: TerrainLayer, rest: string, value: unknown): void {
  if (rest === 'palette') {
    layer.palette = cleanPalette(value) ?? layer.palette;
    return;
  }
  if (rest === 'features') {
    layer.sideFeatures = cleanPalette(value) ?? layer.sideFeatures;
    return;
  }
  const m = entryPattern.exec(rest);
  if (!m || typeof value !== 'string' || !value) return;
  if (m[1] === 'hex') {
    if (parseCellKey(m[2])) layer.hexes[m[2]] = value;
  } else if (parsePairKey(m[2])) {
    if (m[1] === 'side') layer.hexsides[m[2]] = value;
    else if ((linkTypes as readonly string[]).includes(value)) layer.links[m[2]] = value as LinkType;
  }
}

/** Reads the terrain layer of one board as plain data (an empty layer when nothing is painted). */
export function readTerrain(doc: Y.Doc, boardId: string): TerrainLayer {
  const layer = emptyTerrain();
  const prefix = `${boardId}:`;
  typesOf(doc).terrain.forEach((value, k) => {
    if (k.startsWith(prefix) && restPattern.test(k.slice(prefix.length))) readEntry(layer, k.slice(prefix.length), value);
  });
  return layer;
}

/** Reads the terrain of every board that has any, by board id. */
export function readAllTerrain(doc: Y.Doc, boardIds: Iterable<string> = typesOf(doc).boards.keys()): Map<string, TerrainLayer> {
  const out = new Map<string, TerrainLayer>();
  for (const id of boardIds) {
    const layer = readTerrain(doc, id);
    const touched = typesOf(doc).terrain.has(key(id, 'palette')) || typesOf(doc).terrain.has(key(id, 'features'));
    if (touched || Object.keys(layer.hexes).length || Object.keys(layer.hexsides).length || Object.keys(layer.links).length) out.set(id, layer);
  }
  return out;
}

/**
 * Calls `listener` after every transaction that changed the terrain of `boardId` (of any board
 * when null), whoever made it: this player, a friend, undo or loading. Returns an unsubscribe
 * function.
 */
export function watchTerrain(doc: Y.Doc, boardId: string | null, listener: () => void): () => void {
  const map = typesOf(doc).terrain;
  const prefix = `${boardId}:`;
  const observer = (event: Y.YMapEvent<unknown>) => {
    for (const k of event.keysChanged) {
      if (boardId === null || (k.startsWith(prefix) && restPattern.test(k.slice(prefix.length)))) {
        listener();
        return;
      }
    }
  };
  map.observe(observer);
  return () => map.unobserve(observer);
}

/** The board and its grid, when it has cells. */
function gridOf(t: Types, boardId: string): { board: Board; grid: CellGrid } | null {
  const board = t.boards.get(boardId);
  if (!board || board.grid.kind === 'none') return null;
  return { board, grid: board.grid };
}

function labels(grid: CellGrid, cells: readonly Cell[]): string {
  const shown = cells.slice(0, 3).map((c) => cellLabel(grid, c));
  return cells.length > 3 ? `${shown.join(', ')} +${cells.length - 3} more` : shown.join(', ');
}

function pairLabel(grid: CellGrid, a: Cell, b: Cell): string {
  return `${cellLabel(grid, a)}/${cellLabel(grid, b)}`;
}

/**
 * Paints hexes with a terrain type (`null` erases them): one operation for a whole brush stroke.
 * Cells off the board, repeated, or already so are left alone. Returns how many hexes changed
 * (0 writes nothing). Throws a `TerrainError` for a type the board does not have.
 */
export function paintHexes(actor: Actor, boardId: string, cells: readonly Cell[], terrainId: string | null): number {
  const t0 = typesOf(actor.doc);
  const found = gridOf(t0, boardId);
  if (!found) return 0;
  const { grid } = found;
  const layer = readTerrain(actor.doc, boardId);
  const type = terrainId === null ? null : layer.palette.find((p) => p.id === terrainId);
  if (terrainId !== null && !type) throw new TerrainError('That terrain type is no longer on this board.');
  const seen = new Set<string>();
  const changing = cells.filter((c) => {
    const k = cellKey(c);
    if (seen.has(k) || !inBounds(grid, c)) return false;
    seen.add(k);
    return (layer.hexes[k] ?? null) !== terrainId;
  });
  if (!changing.length) return 0;
  const label = type ? `paint ${type.name} in ${labels(grid, changing)}` : `erase the terrain of ${labels(grid, changing)}`;
  runOperation(actor, 'paintHexes', label, (t) => {
    for (const c of changing) {
      if (terrainId === null) t.terrain.delete(key(boardId, 'hex', cellKey(c)));
      else t.terrain.set(key(boardId, 'hex', cellKey(c)), terrainId);
    }
  });
  return changing.length;
}

/** Pairs that are neighbours on the board, each once, in canonical key order of first appearance. */
function boardPairs(grid: CellGrid, pairs: readonly (readonly [Cell, Cell])[]): { key: string; a: Cell; b: Cell }[] {
  const seen = new Set<string>();
  const out: { key: string; a: Cell; b: Cell }[] = [];
  for (const [a, b] of pairs) {
    if (!adjacent(grid, a, b) || (!inBounds(grid, a) && !inBounds(grid, b))) continue;
    const k = pairKey(a, b);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ key: k, a, b });
  }
  return out;
}

/**
 * Puts a feature on the sides between pairs of neighbouring cells (`null` clears them), in one
 * operation. A side on the board's edge (one cell on the board) counts. Returns how many sides changed.
 */
export function setHexsides(actor: Actor, boardId: string, sides: readonly (readonly [Cell, Cell])[], featureId: string | null): number {
  const found = gridOf(typesOf(actor.doc), boardId);
  if (!found) return 0;
  const { grid } = found;
  const layer = readTerrain(actor.doc, boardId);
  const feature = featureId === null ? null : layer.sideFeatures.find((f) => f.id === featureId);
  if (featureId !== null && !feature) throw new TerrainError('That hexside feature is no longer on this board.');
  const changing = boardPairs(grid, sides).filter((p) => (layer.hexsides[p.key] ?? null) !== featureId);
  if (!changing.length) return 0;
  const first = pairLabel(grid, changing[0].a, changing[0].b);
  const where = changing.length === 1 ? `hexside ${first}` : `${changing.length} hexsides from ${first}`;
  const label = feature ? `mark ${feature.name} on ${where}` : `clear ${where}`;
  runOperation(actor, 'setHexsides', label, (t) => {
    for (const p of changing) {
      if (featureId === null) t.terrain.delete(key(boardId, 'side', p.key));
      else t.terrain.set(key(boardId, 'side', p.key), featureId);
    }
  });
  return changing.length;
}

/** Puts a feature on the side between a cell and one of its neighbours (`null` clears it); false when nothing changed. */
export function setHexside(actor: Actor, boardId: string, cell: Cell, neighbour: Cell, featureId: string | null): boolean {
  return setHexsides(actor, boardId, [[cell, neighbour]], featureId) > 0;
}

/**
 * Joins pairs of neighbouring hexes with a road, railroad or trail (`null` removes whatever link
 * they have), in one operation. Returns how many links changed.
 */
export function setLinks(actor: Actor, boardId: string, pairs: readonly (readonly [Cell, Cell])[], type: LinkType | null): number {
  const found = gridOf(typesOf(actor.doc), boardId);
  if (!found) return 0;
  if (type !== null && !linkTypes.includes(type)) throw new TerrainError(`A link is a ${linkTypes.join(', a ')}.`);
  const { grid } = found;
  const layer = readTerrain(actor.doc, boardId);
  const changing = boardPairs(grid, pairs).filter((p) => inBounds(grid, p.a) && inBounds(grid, p.b) && (layer.links[p.key] ?? null) !== type);
  if (!changing.length) return 0;
  const removed = changing.length === 1 ? layer.links[changing[0].key] : undefined;
  const name = type ? linkStyles[type].name.toLowerCase() : removed ? linkStyles[removed].name.toLowerCase() : 'links';
  const where = changing.length === 1 ? pairLabel(grid, changing[0].a, changing[0].b).replace('/', '–') : `${changing.length} hexsides from ${cellLabel(grid, changing[0].a)}`;
  runOperation(actor, 'setLinks', `${type ? 'draw' : 'remove'} ${name} ${where}`, (t) => {
    for (const p of changing) {
      if (type === null) t.terrain.delete(key(boardId, 'link', p.key));
      else t.terrain.set(key(boardId, 'link', p.key), type);
    }
  });
  return changing.length;
}

/** Joins two neighbouring hexes with a road, railroad or trail (`null` removes the link); false when nothing changed. */
export function setLink(actor: Actor, boardId: string, a: Cell, b: Cell, type: LinkType | null): boolean {
  return setLinks(actor, boardId, [[a, b]], type) > 0;
}

function checkedPalette(palette: readonly TerrainType[], what: string): TerrainType[] {
  const clean = palette.map((p) => ({ id: p.id, name: p.name.trim(), colour: p.colour }));
  const problems = problemsOfPalette(clean, what);
  if (problems.length) throw new TerrainError(`The ${what} cannot be saved: ${describeProblems(problems)}.`);
  return clean;
}

/**
 * Sets a board's terrain types (names, colours, order), replacing the list whole. Hexes painted
 * with a type left out keep its id and read as unpainted until it comes back; use
 * `deleteTerrainType` to erase them too. Throws a `TerrainError` for an unsound list.
 */
export function setPalette(actor: Actor, boardId: string, palette: readonly TerrainType[]): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  if (!board) return;
  const clean = checkedPalette(palette, 'terrain types');
  runOperation(actor, 'setPalette', `edit the terrain types of "${board.name}"`, (t) => t.terrain.set(key(boardId, 'palette'), clean));
}

/** Sets a board's hexside features (river, bridge…), replacing the list whole. Throws a `TerrainError` for an unsound list. */
export function setSideFeatures(actor: Actor, boardId: string, features: readonly SideFeatureType[]): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  if (!board) return;
  const clean = checkedPalette(features, 'hexside features');
  runOperation(actor, 'setSideFeatures', `edit the hexside features of "${board.name}"`, (t) => t.terrain.set(key(boardId, 'features'), clean));
}

/** Removes a terrain type from a board and erases every hex painted with it, in one operation. */
export function deleteTerrainType(actor: Actor, boardId: string, terrainId: string): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  const layer = readTerrain(actor.doc, boardId);
  const type = layer.palette.find((p) => p.id === terrainId);
  if (!board || !type) return;
  runOperation(actor, 'deleteTerrainType', `delete the terrain type ${type.name} of "${board.name}"`, (t) => {
    t.terrain.set(key(boardId, 'palette'), layer.palette.filter((p) => p.id !== terrainId));
    for (const [k, id] of Object.entries(layer.hexes)) if (id === terrainId) t.terrain.delete(key(boardId, 'hex', k));
  });
}

/** Removes a hexside feature from a board and clears every hexside carrying it, in one operation. */
export function deleteSideFeature(actor: Actor, boardId: string, featureId: string): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  const layer = readTerrain(actor.doc, boardId);
  const feature = layer.sideFeatures.find((f) => f.id === featureId);
  if (!board || !feature) return;
  runOperation(actor, 'deleteSideFeature', `delete the hexside feature ${feature.name} of "${board.name}"`, (t) => {
    t.terrain.set(key(boardId, 'features'), layer.sideFeatures.filter((f) => f.id !== featureId));
    for (const [k, id] of Object.entries(layer.hexsides)) if (id === featureId) t.terrain.delete(key(boardId, 'side', k));
  });
}

/** What an import did. */
export interface TerrainImport {
  /** Hexes whose terrain changed. */
  painted: number;
  /** Terrain types added to the palette for names it did not have. */
  created: TerrainType[];
  /** Labels that name no hex on the board (or have no terrain name). */
  skipped: string[];
}

function displayName(name: string): string {
  const trimmed = name.trim().slice(0, maxNameLength);
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * Paints a board from a table of printed hex labels to terrain names (`{ "0505": "forest", … }`,
 * as in assets/demo/terrain.json's `hexes`), in one operation. Names match the board's terrain
 * types by name or id, ignoring case; unknown names become new types with a fitting colour.
 * Throws a `TerrainError` when the board has no grid.
 */
export function importTerrain(actor: Actor, boardId: string, labelMap: Readonly<Record<string, string>>): TerrainImport {
  const found = gridOf(typesOf(actor.doc), boardId);
  if (!found) throw new TerrainError('Terrain can be painted only on a map with a hex or square grid; calibrate its grid first.');
  const { board, grid } = found;
  const layer = readTerrain(actor.doc, boardId);
  const palette = [...layer.palette];
  const created: TerrainType[] = [];
  const skipped: string[] = [];
  const byName = new Map<string, TerrainType>();
  for (const p of palette) {
    byName.set(p.name.trim().toLowerCase(), p);
    if (!byName.has(p.id.toLowerCase())) byName.set(p.id.toLowerCase(), p);
  }
  const writes = new Map<string, string>();
  for (const [label, rawName] of Object.entries(labelMap)) {
    const cell = parseCellLabel(grid, label);
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!cell || !inBounds(grid, cell) || !name) {
      skipped.push(label);
      continue;
    }
    let type = byName.get(name.toLowerCase());
    if (!type) {
      type = { id: newTypeId(name, palette.map((p) => p.id)), name: displayName(name), colour: suggestColour(name, palette) };
      palette.push(type);
      created.push(type);
      byName.set(name.toLowerCase(), type);
    }
    writes.set(cellKey(cell), type.id);
  }
  const changing = [...writes].filter(([k, id]) => layer.hexes[k] !== id);
  if (!changing.length && !created.length) return { painted: 0, created, skipped };
  if (created.length) checkedPalette(palette, 'terrain types');
  runOperation(actor, 'importTerrain', `import the terrain of ${changing.length} hexes of "${board.name}"`, (t) => {
    if (created.length) t.terrain.set(key(boardId, 'palette'), palette);
    for (const [k, id] of changing) t.terrain.set(key(boardId, 'hex', k), id);
  });
  return { painted: changing.length, created, skipped };
}

