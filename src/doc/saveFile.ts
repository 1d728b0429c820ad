/**
 * Save files: one `.sandtable` file holds a whole game — its document and every image it uses —
 * so it opens on another machine with nothing lost. It is a zip archive (see docs/format.md):
 *
 *   sandtable.json      manifest: format, version, game, checksums, asset list
 *   document.bin        the Yjs document state (`Y.encodeStateAsUpdate`)
 *   assets/<sha256>     each image's bytes, named by their SHA-256
 *
 * `encodeSaveFile` and `decodeSaveFile` are a pair; decoding checks everything before a single
 * byte reaches a live game, and fails with a sentence a player can act on.
 */
import * as Y from 'yjs';
import { strFromU8, strToU8, zipSync } from 'fflate';
import { NotAZipError, readZip, ZipError } from '../model/zipRead';
import { sha256Hex } from '../model/checksum';
import type { AssetInfo, GameMeta } from '../model/records';
import { briefly, describeProblems } from '../model/validate';
import { readMeta, schemaVersion, typesOf } from './gameDoc';
import { migrateDoc, NewerSchemaError } from './migrations';
import { fileOrigin } from './origin';
import { readSnapshot } from './snapshot';
import { historyOf } from './historySteps';
import { problemsOfDoc, type RecordProblem } from './validateDoc';

/** The save-file format version this build writes and the newest it reads. */
export const saveFormatVersion = 1;
const manifestName = 'sandtable.json';
const documentName = 'document.bin';

interface Manifest {
  format: 'sandtable-save';
  version: number;
  schemaVersion: number;
  savedAt: string;
  game: { id: string; name: string };
  document: { file: string; sha256: string };
  assets: { hash: string; mime: string; name: string; file: string }[];
}

/** A problem with a file a player tried to open; the message says what and what to do. */
export class SaveFileError extends Error {}

/** Writes a game and the bytes of its images into one file. `assetBytes` must hold every asset the game records. */
export async function encodeSaveFile(doc: Y.Doc, assetBytes: (hash: string) => Promise<Uint8Array | undefined>, onLeftOut: (problems: RecordProblem[]) => void = () => undefined, { history = true }: { history?: boolean } = {}): Promise<Uint8Array> {
  const clean = cleanCopy(doc, onLeftOut);
  const state = Y.encodeStateAsUpdate(history ? clean : withoutHistory(clean));
  const meta = readMeta(doc);
  const table = readSnapshot(doc);
  const files: Record<string, Uint8Array> = { [documentName]: state };
  const assets: Manifest['assets'] = [];
  for (const info of table.assets.values()) {
    const bytes = await assetBytes(info.hash);
    if (!bytes) throw new SaveFileError(`The image "${info.name}" is not in this browser yet, so the game cannot be saved complete. Wait for it to arrive and try again.`);
    const file = `assets/${info.hash}`;
    files[file] = bytes;
    assets.push({ hash: info.hash, mime: info.mime, name: info.name, file });
  }
  const manifest: Manifest = {
    format: 'sandtable-save',
    version: saveFormatVersion,
    schemaVersion,
    savedAt: new Date().toISOString(),
    game: { id: meta.id, name: meta.name },
    document: { file: documentName, sha256: await sha256Hex(state) },
    assets,
  };
  files[manifestName] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 0 });
}

/**
 * The document to write: the game itself, or, when it holds records no build could open again (a
 * counter that lost its place in a clash of edits and was never completed), a copy without them,
 * so every save file opens. What was left out is told to `onLeftOut`.
 */
function cleanCopy(doc: Y.Doc, onLeftOut: (problems: RecordProblem[]) => void): Y.Doc {
  let problems = problemsOfDoc(doc, 1000);
  if (!problems.length) return doc;
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const t = typesOf(copy);
  const leftOut: RecordProblem[] = [];
  // Leaving a record out can leave another pointing at nothing (a counter on a board left out): repeat.
  for (let pass = 0; pass < 4 && problems.some((p) => p.record); pass++) {
    leftOut.push(...problems.filter((p) => p.record));
    copy.transact(() => {
      const lines = new Set<number>();
      for (const { record } of problems) {
        if (!record) continue;
        if (record.kind === 'log') lines.add(record.key as number);
        else (t[record.kind] as Y.Map<unknown>).delete(String(record.key));
      }
      for (const i of [...lines].sort((a, b) => b - a)) t.log.delete(i, 1);
    });
    problems = problemsOfDoc(copy, 1000);
  }
  if (problems.length) throw new SaveFileError(`This game cannot be saved complete: ${describeProblems(problems)}.`);
  onLeftOut(leftOut);
  return copy;
}

/**
 * A copy of the game without its history steps, for a player who wants a small file: the table,
 * log and records as they stand, and a replay that starts at the next change.
 */
function withoutHistory(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const steps = historyOf(copy);
  copy.transact(() => steps.delete(0, steps.length));
  return copy;
}

/** A save file, checked and decoded, ready to become a game. */
export interface DecodedSave {
  meta: GameMeta;
  /** The document state, re-encoded after any migration. */
  state: Uint8Array;
  assets: { info: AssetInfo; bytes: Uint8Array }[];
}

/** Reads and checks a save file; throws `SaveFileError` with a clear message on anything wrong. */
export async function decodeSaveFile(bytes: Uint8Array, fileName = 'the file'): Promise<DecodedSave> {
  let files: Record<string, Uint8Array>;
  try {
    files = readZip(bytes);
  } catch (e) {
    throw new SaveFileError(e instanceof ZipError && !(e instanceof NotAZipError) ? `${fileName} ${e.message}.` : `${fileName} is not a Sandtable save file: it is not a zip archive, or it is truncated.`);
  }
  const manifest = readManifest(files, fileName);
  const state = files[manifest.document.file];
  if (!state) throw new SaveFileError(`${fileName} is damaged: its game document is missing.`);
  if ((await sha256Hex(state)) !== manifest.document.sha256) throw new SaveFileError(`${fileName} is damaged: its game document does not match its checksum.`);

  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state, fileOrigin);
  } catch {
    throw new SaveFileError(`${fileName} is damaged: its game document cannot be read.`);
  }
  if (doc.store.pendingStructs || doc.store.pendingDs) throw new SaveFileError(`${fileName} is damaged: its game document is incomplete.`);
  try {
    migrateDoc(doc);
  } catch (e) {
    throw new SaveFileError(e instanceof NewerSchemaError ? e.message : `${fileName} cannot be opened: ${(e as Error).message}`);
  }
  const problems = problemsOfDoc(doc);
  const table = readSnapshot(doc);
  if (problems.length) throw new SaveFileError(`${fileName} holds a game Sandtable cannot use: ${describeProblems(problems)}.`);

  const assets: DecodedSave['assets'] = [];
  for (const info of table.assets.values()) {
    const entry = manifest.assets.find((a) => a.hash === info.hash);
    const data = entry && files[entry.file];
    if (!data) throw new SaveFileError(`${fileName} is incomplete: the image "${info.name}" is missing.`);
    if ((await sha256Hex(data)) !== info.hash) throw new SaveFileError(`${fileName} is damaged: the image "${info.name}" does not match its checksum.`);
    assets.push({ info, bytes: data });
  }
  return { meta: readMeta(doc), state: Y.encodeStateAsUpdate(doc), assets };
}

function readManifest(files: Record<string, Uint8Array>, fileName: string): Manifest {
  const raw = files[manifestName];
  if (!raw) throw new SaveFileError(`${fileName} is not a Sandtable save file: it has no ${manifestName}.`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(strFromU8(raw));
  } catch {
    throw new SaveFileError(`${fileName} is damaged: its ${manifestName} is not valid JSON.`);
  }
  if (typeof manifest !== 'object' || manifest === null) throw new SaveFileError(`${fileName} is damaged: its ${manifestName} is not an object.`);
  if (manifest.format !== 'sandtable-save') throw new SaveFileError(`${fileName} is not a Sandtable save file (format ${briefly(manifest.format)}).`);
  if (!Number.isInteger(manifest.version) || (manifest.version as number) < 1) throw new SaveFileError(`${fileName} is damaged: its save-format version is missing.`);
  if ((manifest.version as number) > saveFormatVersion) {
    throw new SaveFileError(`${fileName} was saved by a newer Sandtable (save format ${manifest.version}); this one reads format ${saveFormatVersion}. Update Sandtable to open it.`);
  }
  if (typeof manifest.document?.file !== 'string' || typeof manifest.document.sha256 !== 'string' || !Array.isArray(manifest.assets)) {
    throw new SaveFileError(`${fileName} is damaged: its ${manifestName} lacks the document or asset list.`);
  }
  const bad = manifest.assets.findIndex((a) => typeof a !== 'object' || a === null || typeof a.hash !== 'string' || typeof a.file !== 'string');
  if (bad >= 0) throw new SaveFileError(`${fileName} is damaged: entry ${bad + 1} of the asset list in its ${manifestName} is not an image entry.`);
  return manifest as Manifest;
}
