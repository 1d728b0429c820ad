/**
 * Checks a whole document that came from outside (a save file, or a game built from a scenario)
 * before it is stored: every record of every kind has the right shape and size, and every
 * reference points at something. It reads the stored values themselves, not the table snapshot,
 * so a counter that could not be read is named rather than silently left out.
 */
import type * as Y from 'yjs';
import { isGameId, problemsOfAssetRecord, problemsOfBoardRecord, problemsOfFaceRecord, type Problem } from '../model/validate';
import { problemsOfPiece, rawPiece, readMeta, schemaVersion, typesOf } from './gameDoc';
import { isSoundLogLine } from './logLines';
import { problemsOfComponentEntry, problemsOfDieEntry, problemsOfRulesEntry, problemsOfTerrainEntry, quoted } from './recordChecks';
import { isRoomTag, maxEarlierRooms } from '../trust/scope';
import { problemsOfVassalEntry, vassalOriginBounds } from './vassalOrigin';

/** A problem with one record of the document, naming the record (absent for the game's own identity). */
export interface RecordProblem extends Problem {
  record?: { kind: 'assets' | 'boards' | 'faces' | 'pieces' | 'dice' | 'components' | 'terrain' | 'rules' | 'log' | 'trust' | 'vassal'; key: string | number };
}

/** How many records of each kind a game may hold: far above real games, far below what hangs a tab. */
export const recordLimits = { boards: 1000, faces: 100_000, assets: 5000, pieces: 50_000, log: 500_000, terrain: 1_000_000, rules: 100_000, dice: 1000, components: 1000, trust: 50_000 };


/** Problems with a game document; an empty list means it is sound. Stops after `limit` problems. */
export function problemsOfDoc(doc: Y.Doc, limit = 50): RecordProblem[] {
  const out: RecordProblem[] = [];
  /** Adds problems of one record, naming it so a clean copy can leave it out. */
  const add = (kind: NonNullable<RecordProblem['record']>['kind'], key: string | number, found: Problem[]) => {
    for (const p of found) out.push({ ...p, record: { kind, key } });
  };
  const t = typesOf(doc);
  const full = () => out.length >= limit;

  const id = t.meta.get('id');
  if (!isGameId(id)) out.push({ path: 'meta.id', message: 'must be 1 to 100 letters, digits, - or _' });
  if (readMeta(doc).schemaVersion !== schemaVersion) out.push({ path: 'meta.schemaVersion', message: `must be ${schemaVersion}` });
  const name = t.meta.get('name');
  if (typeof name !== 'string' || name.length > 200) out.push({ path: 'meta.name', message: 'must be text of at most 200 characters' });
  const room = t.meta.get('room');
  if (room !== undefined && !isRoomTag(room)) out.push({ path: 'meta.room', message: 'must be a room tag (22 letters, digits, - or _)' });
  const rooms = t.meta.get('rooms');
  if (rooms !== undefined && !(Array.isArray(rooms) && rooms.length <= maxEarlierRooms && rooms.every(isRoomTag))) out.push({ path: 'meta.rooms', message: `must be a list of at most ${maxEarlierRooms} room tags` });

  for (const [kind, size] of Object.entries({ boards: t.boards.size, faces: t.faces.size, assets: t.assets.size, pieces: t.pieces.size, log: t.log.length, terrain: t.terrain.size, rules: t.rules.size, dice: t.dice.size, components: t.components.size, trust: t.trust.size })) {
    const most = recordLimits[kind as keyof typeof recordLimits];
    if (size > most) return [...out, { path: kind, message: `holds ${size} records; at most ${most} are allowed` }];
  }

  t.assets.forEach((value, key) => void (!full() && add('assets', key, problemsOfAssetRecord(key, value))));
  t.boards.forEach((value, key) => {
    if (full()) return;
    const found = problemsOfBoardRecord(key, value);
    add('boards', key, found);
    if (!found.length && value.image && !t.assets.has(value.image)) add('boards', key, [{ path: `boards.${key}.image`, message: 'names an image the game does not have' }]);
  });
  t.faces.forEach((value, key) => {
    if (full()) return;
    const found = problemsOfFaceRecord(key, value);
    add('faces', key, found);
    if (!found.length && value.kind === 'image' && !t.assets.has(value.asset)) add('faces', key, [{ path: `faces.${key}.asset`, message: 'names an image the game does not have' }]);
  });
  t.pieces.forEach((value, key) => {
    if (full()) return;
    const found = problemsOfPiece(key, value);
    add('pieces', key, found);
    if (found.length) return;
    const piece = rawPiece(key, value)!;
    const at = piece.at as { b: string };
    if (!t.boards.has(at.b)) add('pieces', key, [{ path: `pieces.${key}.at.b`, message: 'names a board the game does not have' }]);
    (piece.faces as string[]).forEach((f, i) => {
      if (!t.faces.has(f)) add('pieces', key, [{ path: `pieces.${key}.faces.${i}`, message: 'names a face the game does not have' }]);
    });
  });
  const plain = { dice: problemsOfDieEntry, components: problemsOfComponentEntry, terrain: problemsOfTerrainEntry, rules: problemsOfRulesEntry } as const;
  for (const [kind, problemsOf] of Object.entries(plain) as [keyof typeof plain, (key: string, value: unknown) => Problem[]][]) {
    t[kind].forEach((value, key) => void (!full() && add(kind, key, problemsOf(key, value))));
  }
  t.components.forEach((_, key) => {
    if (!full() && !t.boards.has(key)) add('components', key, [{ path: `components.${quoted(key)}`, message: 'names a board the game does not have' }]);
  });
  t.trust.forEach((value, key) => {
    if (full()) return;
    if (!isTrustEntry(key, value)) add('trust', key, [{ path: `trust.${quoted(key)}`, message: 'is not a signed protocol record' }]);
  });
  const vassal = doc.getMap('vassal');
  if (vassal.size > vassalOriginBounds.entries) out.push({ path: 'vassal', message: `holds ${vassal.size} records; at most ${vassalOriginBounds.entries} are allowed` });
  else vassal.forEach((value, key) => void (!full() && add('vassal', key, problemsOfVassalEntry(key, value))));
  const lines = t.log.toArray();
  for (let i = 0; i < lines.length && !full(); i++) {
    if (!isSoundLogLine(lines[i])) add('log', i, [{ path: `log[${i}]`, message: 'is not a log line' }]);
  }
  return out.slice(0, limit);
}

/** Most bytes of JSON one protocol record may take (a 200-card deck's lock step with its proofs fits). */
export const maxTrustRecordBytes = 512 * 1024;

/**
 * Whether a `trust` entry is within bounds: a short key and a plain object of bounded size. What
 * the record says is checked by the protocol that reads it, which ignores and names a bad one.
 */
export function isTrustEntry(key: string, value: unknown): boolean {
  if (key.length > 200 || typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  try {
    return JSON.stringify(value).length <= maxTrustRecordBytes;
  } catch {
    return false;
  }
}
