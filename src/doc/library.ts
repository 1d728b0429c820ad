/**
 * The player's games: create (blank or from a setup), import a save file, export, duplicate,
 * rename and delete. Each keeps the games index and the stored documents in step.
 */
import * as Y from 'yjs';
import { newId } from '../model/ids';
import { getAssetBlob, putAsset, removeAssets, storedAssetHashes } from '../store/assets';
import { getGame, putGame, removeGame, type GameEntry } from '../store/gamesIndex';
import { createGameDoc, readMeta, typesOf } from './gameDoc';
import { addToTable, type Setup } from './operations';
import { appendStoredUpdate, deleteStoredGame, loadStoredGame, storeNewGame } from './persistence';
import { problemsOfDoc } from './validateDoc';
import { describeProblems } from '../model/validate';
import { loadIdentity } from '../store/identityStore';
import type { Identity } from '../trust/identity';

/** Thrown when a game built from outside material (a scenario) is not one Sandtable could save and reopen. */
export class UnsoundGameError extends Error {}

/** Stores a game document built outside (see `buildGame`) and lists it. */
export function registerGame(doc: Y.Doc): Promise<GameEntry> {
  return register(doc, typesOf(doc).pieces.size);
}

async function register(doc: Y.Doc, pieces: number): Promise<GameEntry> {
  // The same check a save file passes: nothing is stored that could not be saved and opened again.
  const problems = problemsOfDoc(doc);
  if (problems.length) throw new UnsoundGameError(`This game cannot be stored: ${describeProblems(problems)}.`);
  const meta = readMeta(doc);
  await storeNewGame(meta.id, doc);
  const entry: GameEntry = { id: meta.id, name: meta.name, createdAt: meta.createdAt, updatedAt: Date.now(), pieces };
  try {
    await putGame(entry);
  } catch (e) {
    // A game the list does not show would be stored for nothing: take it back.
    await deleteStoredGame(meta.id).catch(() => undefined);
    throw e;
  }
  return entry;
}

/**
 * Who makes a new game: the name its set-up lines show and the identity that signs them, so a new
 * game's first lines read as signed like every later one (without it they are written unsigned).
 */
export interface GameAuthor {
  name: string;
  identity?: Identity;
}

/** The author of a game this browser's player makes: their name and this browser's identity. */
export async function authorHere(name: string): Promise<GameAuthor> {
  return { name, identity: await loadIdentity() };
}

/**
 * Builds a new game's document without storing it: `setup` (boards, faces, pieces) is placed in its
 * first step and `more` adds the rest. Throws `UnsoundGameError` naming the field when the result
 * is not a game Sandtable could save and open again.
 */
export function buildGame(name: string, setup: Setup | null, author: string | GameAuthor, more?: (actor: { doc: Y.Doc; name: string; identity?: Identity }) => void): Y.Doc {
  const doc = createGameDoc(newId(12), name);
  const { name: who, identity } = typeof author === 'string' ? { name: author, identity: undefined } : author;
  // The game's history starts after its setup: the setup is its first moment, not a step.
  const builder = { doc, name: who, identity, history: false } as const;
  if (setup) addToTable(builder, setup, `set up ${name}`);
  more?.(builder);
  const problems = problemsOfDoc(doc);
  if (problems.length) throw new UnsoundGameError(`This game cannot be made: ${describeProblems(problems)}.`);
  return doc;
}

/** Creates and stores a new game; `setup` (boards, faces, pieces) is placed in its first step. */
export async function createGame(name: string, setup: Setup | null, author: string, more?: (actor: { doc: Y.Doc; name: string }) => void): Promise<GameEntry> {
  return register(buildGame(name, setup, await authorHere(author), more), setup?.pieces?.length ?? 0);
}

/** Stores a save file as a new game (a copy with a fresh id when this browser already has that game). */
export async function importSaveFile(bytes: Uint8Array, fileName: string): Promise<GameEntry> {
  // The zip code loads with the first file opened or saved, not with every page (issue #11).
  const { decodeSaveFile } = await import('./saveFile');
  const save = await decodeSaveFile(bytes, `"${fileName}"`);
  const before = new Set(await storedAssetHashes());
  try {
    for (const { info, bytes: data } of save.assets) await putAsset(data, info.mime, info.name);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, save.state);
    if (await getGame(save.meta.id)) return await copyAs(doc, `${save.meta.name} (opened)`);
    return await register(doc, typesOf(doc).pieces.size);
  } catch (e) {
    // All or nothing: images this import stored are taken back.
    await removeAssets(save.assets.map((a) => a.info.hash).filter((h) => !before.has(h))).catch(() => undefined);
    throw e;
  }
}

/** Writes a stored game, with its images, to save-file bytes. */
export async function exportGame(id: string, options: { history?: boolean } = {}): Promise<{ name: string; bytes: Uint8Array; leftOut: number }> {
  const { encodeSaveFile } = await import('./saveFile');
  const doc = new Y.Doc();
  await loadStoredGame(id, doc);
  let leftOut = 0;
  const bytes = await encodeSaveFile(
    doc,
    async (hash) => {
      const blob = await getAssetBlob(hash);
      return blob ? new Uint8Array(await blob.arrayBuffer()) : undefined;
    },
    (problems) => (leftOut = new Set(problems.map((p) => (p.record ? `${p.record.kind}:${p.record.key}` : p.path))).size),
    options,
  );
  return { name: readMeta(doc).name, bytes, leftOut };
}

function copyAs(source: Y.Doc, name: string): Promise<GameEntry> {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(source));
  copy.transact(() => {
    const meta = typesOf(copy).meta;
    meta.set('id', newId(12));
    meta.set('name', name.slice(0, 200));
    meta.set('createdAt', Date.now());
  }, 'copy');
  return register(copy, typesOf(copy).pieces.size);
}

/** Makes an independent copy of a stored game. */
export async function duplicateGame(id: string): Promise<GameEntry> {
  const doc = new Y.Doc();
  await loadStoredGame(id, doc);
  return copyAs(doc, `${readMeta(doc).name} (copy)`);
}

/** Renames a stored, closed game (an open one is renamed through its session's operations). */
export async function renameStoredGame(id: string, name: string): Promise<void> {
  const doc = new Y.Doc();
  await loadStoredGame(id, doc);
  const meta = typesOf(doc).meta;
  const before = Y.encodeStateVector(doc);
  doc.transact(() => meta.set('name', name.slice(0, 200)), 'rename');
  await appendStoredUpdate(id, Y.encodeStateAsUpdate(doc, before));
  const entry = await getGame(id);
  if (entry) await putGame({ ...entry, name });
}

/** Remembers that a game is shared in a room (its secret), so reopening it rejoins the room. */
export async function rememberRoom(id: string, secret: string): Promise<void> {
  const entry = await getGame(id);
  if (entry) await putGame({ ...entry, room: { secret } });
}

/** Deletes a game and its stored history (images stay; other games may use them). */
export async function deleteGame(id: string): Promise<void> {
  await deleteStoredGame(id);
  await removeGame(id);
}

