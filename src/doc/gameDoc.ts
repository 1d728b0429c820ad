/**
 * The game document: one Y.Doc per game. This module owns the layout of the shared types and
 * is, with its siblings in `src/doc`, the only code that touches Yjs.
 *
 * Layout (schema version 1):
 * - `meta`   Y.Map   id, name, schemaVersion, createdAt
 * - `boards` Y.Map   board id → Board (plain record, replaced whole)
 * - `faces`  Y.Map   face id → Face (plain record)
 * - `assets` Y.Map   content hash → AssetInfo
 * - `pieces` Y.Map   piece id → Y.Map of the piece's fields; `at` (board, x, y, order key) is one
 *                    value so a move writes one key (~40 bytes) and history garbage-collects well
 * - `log`    Y.Array of compact log lines (see logLines.ts), append only
 * - `dice`   Y.Map   custom-die id → CustomDie (plain record, replaced whole; see src/dice/dice.ts)
 * - `terrain` Y.Map  flat keys `<board>:hex:col,row`, `<board>:side:…|…`, `<board>:link:…|…`, `<board>:palette`, `<board>:features` (src/doc/terrainOps.ts)
 * - `components` Y.Map board id → box, track, cup or deck record (plain, replaced whole; src/components/model.ts, src/doc/componentOps.ts)
 * - `rules`  Y.Map   the rules assistant's state, flat keys `ruleset`, `value:<id>`, `table:<id>`, `control:<board>:col,row` (src/doc/rulesOps.ts)
 */
import * as Y from 'yjs';
import type { AssetInfo, Board, Face, GameMeta, Piece } from '../model/records';
import type { StoredLogLine } from './logLines';
import type { CustomDie } from '../dice/dice';

/** The schema version this build writes; older documents are migrated on open (see migrations.ts). */
export const schemaVersion = 1;

/** The shared types of a game document, by name. */
export interface GameTypes {
  meta: Y.Map<unknown>;
  boards: Y.Map<Board>;
  faces: Y.Map<Face>;
  assets: Y.Map<AssetInfo>;
  pieces: Y.Map<Y.Map<unknown>>;
  log: Y.Array<StoredLogLine>;
  dice: Y.Map<CustomDie>;
  terrain: Y.Map<unknown>;
  components: Y.Map<unknown>;
  rules: Y.Map<unknown>;
}

/** The named shared types of a document (creating them on first access, as Yjs does). */
export function typesOf(doc: Y.Doc): GameTypes {
  return {
    meta: doc.getMap('meta'),
    boards: doc.getMap('boards') as Y.Map<Board>,
    faces: doc.getMap('faces') as Y.Map<Face>,
    assets: doc.getMap('assets') as Y.Map<AssetInfo>,
    pieces: doc.getMap('pieces') as Y.Map<Y.Map<unknown>>,
    log: doc.getArray('log') as Y.Array<StoredLogLine>,
    dice: doc.getMap('dice') as Y.Map<CustomDie>,
    terrain: doc.getMap('terrain'),
    components: doc.getMap('components'),
    rules: doc.getMap('rules'),
  };
}

/** Piece fields stored as separate keys of the piece's Y.Map (each written independently). */
export const pieceFields = ['name', 'kind', 'faces', 'face', 'rot', 'size', 'at', 'attrs'] as const;

/**
 * Reads one piece's Y.Map into a plain record, or null while it is incomplete: when an update
 * arrives before one it depends on, Yjs may briefly hold a piece whose placement is pending.
 * Such a piece is left off the table until the missing update arrives.
 */
export function readPiece(id: string, map: Y.Map<unknown>): Piece | null {
  const at = map.get('at') as Piece['at'] | undefined;
  if (!at || typeof at.b !== 'string' || !Array.isArray(map.get('faces'))) return null;
  return {
    id,
    name: (map.get('name') as string) ?? '',
    kind: (map.get('kind') as Piece['kind']) ?? 'unit',
    faces: (map.get('faces') as string[]) ?? [],
    face: (map.get('face') as number) ?? 0,
    rot: (map.get('rot') as number) ?? 0,
    size: (map.get('size') as number) ?? 50,
    at,
    attrs: (map.get('attrs') as Piece['attrs']) ?? {},
    ...(typeof map.get('moved') === 'string' && map.get('moved') ? { moved: map.get('moved') as string } : {}),
  };
}

/** Reads the game's meta record. */
export function readMeta(doc: Y.Doc): GameMeta {
  const meta = typesOf(doc).meta;
  return {
    id: String(meta.get('id') ?? ''),
    name: String(meta.get('name') ?? 'Untitled game'),
    schemaVersion: Number(meta.get('schemaVersion') ?? 0),
    createdAt: Number(meta.get('createdAt') ?? 0),
  };
}

/** Makes a fresh, empty game document carrying its identity and schema version. */
export function createGameDoc(id: string, name: string, now = Date.now()): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    const meta = typesOf(doc).meta;
    meta.set('id', id);
    meta.set('name', name);
    meta.set('schemaVersion', schemaVersion);
    meta.set('createdAt', now);
  }, 'create');
  return doc;
}
