/**
 * A VASSAL log (.vlog) kept with the game it opened as: its start and its steps as VASSAL's
 * command text, the step the table shows now, and each piece's record to bring it back when a
 * step back undoes its removal. All in the `vassal` shared type (see vassalOrigin.ts), so every
 * browser of a shared game steps the same log. Stepping is one named operation writing the
 * difference between the table and the position the step gives.
 */
import * as Y from 'yjs';
import type { Piece } from '../model/records';
import { isRecordId } from '../model/validate';
import { runOperation, writePiece, type Actor } from './operations';
import { appendStoredUpdate, loadStoredGame } from './persistence';
import { readSnapshot } from './snapshot';

/** What a piece needs besides its place to be put back on the table. */
export type PieceTemplate = Pick<Piece, 'name' | 'kind' | 'faces' | 'size' | 'attrs'>;

/** The log as kept: the start's command text, each step's (one `LOG`/`UNDO` command each), the step shown. */
export interface KeptLog {
  start: string;
  steps: string[];
  at: number;
}

/** Longest text of one entry; the start is kept in pieces of this size. */
export const logChunk = 60_000;
/** Most steps a kept log holds. */
export const maxLogSteps = 20_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, most: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= most;

function isTemplate(v: unknown): v is PieceTemplate {
  if (!isObject(v) || typeof v.name !== 'string' || v.name.length > 200 || (v.kind !== 'unit' && v.kind !== 'marker')) return false;
  if (!Array.isArray(v.faces) || !v.faces.length || v.faces.length > 64 || !v.faces.every(isRecordId)) return false;
  return typeof v.size === 'number' && v.size > 0 && v.size <= 10_000 && isObject(v.attrs) && Object.keys(v.attrs).length <= 100;
}

/** Whether `key` is a log entry of the `vassal` map, and `value` a sound one; undefined when the key is not the log's. */
export function isSoundLogEntry(key: string, value: unknown): boolean | undefined {
  if (key === 'logAt') return isCount(value, maxLogSteps);
  if (key === 'logSteps') return isCount(value, maxLogSteps);
  if (key === 'logStart') return isCount(value, 1000);
  if (/^(s|l):\d+$/.test(key)) return typeof value === 'string' && value.length <= logChunk;
  if (key.startsWith('t:')) return isRecordId(key.slice(2)) && isTemplate(value);
  return undefined;
}

/** The kept log, or null when the game has none (or it is damaged: a missing piece of it). */
export function readKeptLog(doc: Y.Doc): KeptLog | null {
  const map = doc.getMap('vassal');
  const [steps, chunks, at] = [map.get('logSteps'), map.get('logStart'), map.get('logAt')];
  if (!isCount(steps, maxLogSteps) || !isCount(chunks, 1000)) return null;
  const text = (key: string) => {
    const v = map.get(key);
    return typeof v === 'string' && v.length <= logChunk ? v : null;
  };
  const start = Array.from({ length: chunks }, (_, i) => text(`s:${i}`));
  const kept = Array.from({ length: steps }, (_, i) => text(`l:${i}`));
  if (start.includes(null) || kept.includes(null)) return null;
  return { start: start.join(''), steps: kept as string[], at: isCount(at, steps) ? (at as number) : 0 };
}

/** Whether the game keeps a VASSAL log (so the log panel is shown). */
export const hasKeptLog = (doc: Y.Doc) => doc.getMap('vassal').has('logSteps');

/** The records kept to bring pieces back, by our piece id. */
export function readTemplates(doc: Y.Doc): Map<string, PieceTemplate> {
  const out = new Map<string, PieceTemplate>();
  doc.getMap('vassal').forEach((value, key) => {
    if (key.startsWith('t:') && isSoundLogEntry(key, value)) out.set(key.slice(2), value as PieceTemplate);
  });
  return out;
}

/** Calls `listener` whenever the kept log changes (a step by anyone); returns a function that stops. */
export function watchKeptLog(doc: Y.Doc, listener: () => void): () => void {
  const map = doc.getMap('vassal');
  map.observe(listener);
  return () => map.unobserve(listener);
}

/** Keeps a log with the game (just made from the log's start), with a record of each of its pieces: one named operation. */
export function keepLog(actor: Actor, start: string, steps: readonly string[]): void {
  const pieces = [...readSnapshot(actor.doc).pieces.values()];
  runOperation(actor, 'keepVassalLog', `keep a VASSAL log of ${steps.length} steps`, (t) => {
    const chunks = Math.max(1, Math.ceil(start.length / logChunk));
    for (let i = 0; i < chunks; i++) t.vassal.set(`s:${i}`, start.slice(i * logChunk, (i + 1) * logChunk));
    steps.forEach((step, i) => t.vassal.set(`l:${i}`, step));
    t.vassal.set('logStart', chunks);
    t.vassal.set('logSteps', steps.length);
    t.vassal.set('logAt', 0);
    for (const p of pieces) t.vassal.set(`t:${p.id}`, { name: p.name, kind: p.kind, faces: p.faces, size: p.size, attrs: p.attrs });
  });
}

/** Keeps a log with a stored (closed) game, as one more stored update. */
export async function keepStoredLog(gameId: string, author: string, start: string, steps: readonly string[]): Promise<void> {
  const doc = new Y.Doc();
  await loadStoredGame(gameId, doc);
  const before = Y.encodeStateVector(doc);
  keepLog({ doc, name: author }, start, steps);
  await appendStoredUpdate(gameId, Y.encodeStateAsUpdate(doc, before));
}

/** What one step writes: pieces placed, turned, brought (back) onto the table and taken off. */
export interface StepWrite {
  place: { id: string; at: Piece['at'] }[];
  turn: { id: string; face: number; rot: number }[];
  create: Piece[];
  remove: string[];
}

/** Shows step `k` of the kept log: writes the difference in one operation, logged with the step's text. */
export function showLogStep(actor: Actor, k: number, write: StepWrite, text: string): void {
  runOperation(actor, 'stepVassalLog', text, (t) => {
    for (const id of write.remove) t.pieces.delete(id);
    for (const piece of write.create) {
      writePiece(t, piece);
      t.vassal.set(`t:${piece.id}`, { name: piece.name, kind: piece.kind, faces: piece.faces, size: piece.size, attrs: piece.attrs });
    }
    for (const { id, at } of write.place) t.pieces.get(id)?.set('at', at);
    for (const { id, face, rot } of write.turn) {
      t.pieces.get(id)?.set('face', face);
      t.pieces.get(id)?.set('rot', rot);
    }
    t.vassal.set('logAt', k);
  });
}
