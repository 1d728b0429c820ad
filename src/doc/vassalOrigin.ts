/**
 * Where a game that came from a VASSAL module came from: for each piece its VASSAL id, type and
 * state text and map, for each board its map and place in the map, and the BoardPicker lines the
 * set-up save held. Kept in the game document (shared type `vassal`) so it travels with the game
 * to every browser of a shared game and into save files, and so a position can be written back
 * as a `.vsav`. Players never see it: it is not a piece attribute, and rules assistants do not
 * read it. Readers skip entries that are not sound (a peer or a file may hold anything).
 */
import * as Y from 'yjs';
import type { Piece, TableSnapshot } from '../model/records';
import type { Problem } from '../model/validate';
import { runOperation, type Actor } from './operations';
import { appendStoredUpdate, loadStoredGame } from './persistence';
import { readSnapshot } from './snapshot';
import { readMeta } from './gameDoc';
import { isSoundLogEntry } from './vassalLog';

/** A piece's VASSAL identity, as its set-up save added it. */
export interface VassalPieceOrigin {
  /** VASSAL's piece id. */
  id: string;
  /** The full type text (trait chain) and the state text at import. */
  type: string;
  state: string;
  /** The map it stood on. */
  map: string;
  /** For each of our piece's faces, the index of that face among VASSAL's faces of the piece. */
  faces: number[];
}

/** A board's place in its VASSAL map. */
export interface VassalBoardOrigin {
  map: string;
  /** The board's top-left corner in map pixels (edge buffer included). */
  x: number;
  y: number;
  /** VASSAL's own size of the board (a plain board may have grown here). */
  width: number;
  height: number;
  reversed: boolean;
}

/** Everything a write-back needs. */
export interface VassalGameOrigin {
  module: { name: string; version: string };
  /** `<map>BoardPicker\t…` lines, as the set-up save had them. */
  pickers: string[];
  boards: Record<string, VassalBoardOrigin>;
  pieces: Record<string, VassalPieceOrigin>;
}

/** Upper bounds: far above real modules, far below what hangs a tab. */
export const vassalOriginBounds = { text: 65_536, name: 500, pickers: 100, faces: 64, entries: 200_000 };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, most: number): v is string => typeof v === 'string' && v.length <= most;
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 10_000_000;

function isPieceOrigin(v: unknown): v is VassalPieceOrigin {
  const b = vassalOriginBounds;
  return isObject(v) && isText(v.id, b.name) && isText(v.type, b.text) && isText(v.state, b.text) && isText(v.map, b.name) && Array.isArray(v.faces) && v.faces.length <= b.faces && v.faces.every((f) => Number.isInteger(f) && f >= 0 && f < 1000);
}

function isBoardOrigin(v: unknown): v is VassalBoardOrigin {
  return isObject(v) && isText(v.map, vassalOriginBounds.name) && [v.x, v.y, v.width, v.height].every(isNumber) && typeof v.reversed === 'boolean';
}

/** Problems with one entry of the `vassal` map (key `module`, `pickers`, `b:<board id>` or `p:<piece id>`). */
export function problemsOfVassalEntry(key: string, value: unknown): Problem[] {
  const b = vassalOriginBounds;
  const logEntry = isSoundLogEntry(key, value);
  if (logEntry !== undefined) return logEntry ? [] : [{ path: `vassal.${key.slice(0, 40)}`, message: 'is not a usable part of a VASSAL log' }];
  const path = `vassal.${key.slice(0, 40)}`;
  const fine =
    key === 'module'
      ? isObject(value) && isText(value.name, b.name) && isText(value.version, b.name)
      : key === 'pickers'
        ? Array.isArray(value) && value.length <= b.pickers && value.every((p) => isText(p, b.text))
        : key.startsWith('b:')
          ? isBoardOrigin(value)
          : key.startsWith('p:')
            ? isPieceOrigin(value)
            : false;
  return fine ? [] : [{ path, message: 'is not a VASSAL origin entry' }];
}

/** Whether the game came from a VASSAL module (and so can be written back as a .vsav). */
export const hasVassalOrigin = (doc: Y.Doc) => !problemsOfVassalEntry('module', doc.getMap('vassal').get('module')).length;

/** The game's VASSAL origin, sound entries only; null when the game did not come from a module. */
export function readVassalOrigin(doc: Y.Doc): VassalGameOrigin | null {
  const map = doc.getMap('vassal');
  const module = map.get('module');
  if (problemsOfVassalEntry('module', module).length) return null;
  const pickers = map.get('pickers');
  const origin: VassalGameOrigin = { module: module as VassalGameOrigin['module'], pickers: problemsOfVassalEntry('pickers', pickers).length ? [] : (pickers as string[]), boards: {}, pieces: {} };
  map.forEach((value, key) => {
    if (problemsOfVassalEntry(key, value).length) return;
    if (key.startsWith('b:')) origin.boards[key.slice(2)] = value as VassalBoardOrigin;
    else if (key.startsWith('p:')) origin.pieces[key.slice(2)] = value as VassalPieceOrigin;
  });
  return origin;
}

/**
 * Records where the game came from, in one named operation without a log line (players did
 * nothing): done once, right after a module's game is made.
 */
export function recordVassalOrigin(actor: Actor, origin: VassalGameOrigin): void {
  runOperation(
    actor,
    'recordVassalOrigin',
    'remember the VASSAL module',
    (t) => {
      const map = t.vassal;
      map.set('module', origin.module);
      map.set('pickers', origin.pickers);
      for (const [id, board] of Object.entries(origin.boards)) map.set(`b:${id}`, board);
      for (const [id, piece] of Object.entries(origin.pieces)) map.set(`p:${id}`, piece);
    },
    null,
  );
}

/**
 * Records a stored (closed) game's origin as one more stored update: `originOf` sees the game's
 * pieces (to match them to the import's) and says what to record.
 */
export async function recordStoredVassalOrigin(gameId: string, author: string, originOf: (pieces: Iterable<Piece>) => VassalGameOrigin): Promise<void> {
  const doc = new Y.Doc();
  await loadStoredGame(gameId, doc);
  const before = Y.encodeStateVector(doc);
  recordVassalOrigin({ doc, name: author }, originOf(readSnapshot(doc).pieces.values()));
  await appendStoredUpdate(gameId, Y.encodeStateAsUpdate(doc, before));
}

/** A stored game as a write-back reads it: its name, table and VASSAL origin (null when it has none). */
export async function readStoredVassalGame(gameId: string): Promise<{ name: string; table: TableSnapshot; origin: VassalGameOrigin | null }> {
  const doc = new Y.Doc();
  await loadStoredGame(gameId, doc);
  return { name: readMeta(doc).name, table: readSnapshot(doc), origin: readVassalOrigin(doc) };
}
