/**
 * Reads the game's history (historySteps.ts) as plain steps for the replay: each stored step
 * checked for shape and bounds, paired with the log line it points to. The order is the array's
 * own, which every browser shares: concurrent steps are ordered by Yjs's rule for concurrent
 * appends (by client), never by anyone's clock, and a step always comes after every step its
 * writer had seen.
 */
import type * as Y from 'yjs';
import { recordKinds, type HistoryStep, type PieceFields, type RecordKind } from '../model/history';
import type { LogEntry } from '../model/records';
import { typesOf } from './gameDoc';
import { decodeLogLine } from './logLines';
import { historyOf, stepBounds, type StoredStep } from './historySteps';

export type { HistoryStep };

type Linked = { _start: Y.Item | null };

/** Calls `visit` with each live value of a shared array and the id of the item holding it. */
function eachWithId(array: Y.Array<unknown>, visit: (value: unknown, client: number, clock: number) => void): void {
  for (let item = (array as unknown as Linked)._start; item; item = item.right as Y.Item | null) {
    if (item.deleted || !item.countable) continue;
    const values = item.content.getContent();
    for (let i = 0; i < values.length; i++) visit(values[i], item.id.client, item.id.clock + i);
  }
}

const isFields = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Longest text any recorded value holds (a name, a face's text, an image's hash): far above any real one. */
const maxText = 64 * 1024;

/** Whether a recorded value stays within its bounds: no text beyond `maxText`, no nesting deeper than a board's areas. */
function bounded(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.length <= maxText;
  if (typeof value !== 'object' || value === null) return true;
  if (depth > 12) return false;
  for (const v of Array.isArray(value) ? value : Object.values(value)) if (!bounded(v, depth + 1)) return false;
  return true;
}

/** A stored step checked for shape, or null when it is not one (a peer may write anything). */
export function checkStep(value: unknown): StoredStep | null {
  if (!isFields(value)) return null;
  const { o, g, c, p, w } = value;
  if (typeof o !== 'string' || !o || o.length > stepBounds.opName) return null;
  if (g !== undefined && !(Number.isSafeInteger(g) && (g as number) >= 0)) return null;
  if (c !== undefined && !(Number.isSafeInteger(c) && (c as number) >= 0)) return null;
  let count = 0;
  const counted = (n: number) => (count += n) <= stepBounds.changes;
  if (p !== undefined && !(isFields(p) && counted(Object.keys(p).length) && Object.values(p).every((f) => f === null || isFields(f)))) return null;
  if (w !== undefined && !(isFields(w) && counted(Object.keys(w).length) && Object.values(w).every(isFields))) return null;
  for (const short of Object.keys(recordKinds) as RecordKind[]) {
    const changes = value[short];
    if (changes !== undefined && !(isFields(changes) && counted(Object.keys(changes).length))) return null;
  }
  return bounded(value) ? (value as unknown as StoredStep) : null;
}

/** A checked stored step as the replay reads it; its log line is decoded when first asked for (most steps never are). */
function stepFrom(step: StoredStep, index: number, storedLine: (() => unknown) | null): HistoryStep {
  const changed = new Map<string, PieceFields>();
  const added = new Set<string>();
  for (const [id, fields] of Object.entries(step.p ?? {})) {
    if (fields === null) added.add(id);
    else changed.set(id, fields);
  }
  const records: HistoryStep['records'] = {};
  for (const short of Object.keys(recordKinds) as RecordKind[]) {
    const before = step[short];
    if (before) records[short] = new Map(Object.entries(before));
  }
  let line: LogEntry | null | undefined;
  return {
    index,
    op: step.o,
    get line() {
      if (line === undefined) {
        const stored = storedLine?.();
        line = stored === undefined ? null : decodeLogLine(stored);
      }
      return line;
    },
    changed,
    added,
    removed: new Map(Object.entries(step.w ?? {})),
    records,
  };
}

/**
 * Reads the history, oldest first, leaving out steps that fail their check. `from` skips the
 * first stored steps unread (the unseen steps after those a player saw); indexes then count from it.
 */
export function readHistory(doc: Y.Doc, from = 0): HistoryStep[] {
  // The log's lines by item id, read only once a step's line is first asked for.
  let lines: Map<string, unknown> | null = null;
  const lineOf = (client: number, clock: number) => {
    if (!lines) {
      const found = new Map<string, unknown>();
      eachWithId(typesOf(doc).log as Y.Array<unknown>, (line, c, k) => found.set(`${c}:${k}`, line));
      lines = found;
    }
    return lines.get(`${client}:${clock}`);
  };
  const out: HistoryStep[] = [];
  let skip = from;
  eachWithId(historyOf(doc) as Y.Array<unknown>, (value, client) => {
    if (skip > 0) return void skip--;
    const step = checkStep(value);
    // A step a guard put back names the client that wrote it first.
    if (step) out.push(stepFrom(step, from + out.length, step.g === undefined ? null : () => lineOf(step.c ?? client, step.g!)));
  });
  return out;
}

/** How many steps the history holds (cheap: no step is read). */
export function historyLength(doc: Y.Doc): number {
  return historyOf(doc).length;
}
