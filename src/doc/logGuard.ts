/**
 * The live log, kept append-only and bounded. Every line a peer appends is checked as it lands, as
 * a save file's lines are (`isSoundLogLine`): a line that is not a log line, or whose text, name or
 * any field is beyond its bound (a signed 864,000-character line), is removed before anything reads
 * it. A sound line a peer deletes is put back where it stood: nobody's line is taken out of the
 * game's record, by every browser that sees it go: two friends putting back one line at once leave
 * two copies, which the reader shows once (`logReader.ts`), so no honest browser ever deletes a
 * line and a deletion always names a cheat. Both repairs sync to the room, and the writer is named
 * where that can be told.
 *
 * Checking is linear in what arrived: a line is never parsed past its bound, and the log is walked
 * only when a change deleted something from it (which no honest client does).
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { isSoundLogLine } from './logLines';

/** Origin of the guard's repairs (never undone, never checked again). */
export const logRepairOrigin = Symbol('log repair');

/** What one change needed put right: unsound lines removed, sound lines a peer deleted put back. */
export interface LogRepair {
  removed: number;
  restored: number;
  /** Document client ids that wrote the unsound lines (a deletion carries no writer). */
  clients: number[];
  /** The ids of the deleted items this browser put back: the signed message that deleted them names its author. */
  items: Y.ID[];
}

/** The parts of a Yjs item the walk reads. */
interface LogItem {
  right: LogItem | null;
  deleted: boolean;
  countable: boolean;
  id: Y.ID;
  content: { getContent(): unknown[] };
}

/** What a change did to the log, noted while its event is read and repaired once it is over. */
interface Pending {
  deleted: Set<LogItem>;
  unsound: Set<unknown>;
}

type Step = { kind: 'remove'; at: number } | { kind: 'restore'; at: number; line: unknown; item: Y.ID };

/** What an append-only array keeps: which values are sound, and what a deleted one is put back as. */
interface AppendOnly {
  array: Y.Array<unknown>;
  isSound(value: unknown): boolean;
  /** The value put back for one a peer deleted from item `item` (by default the value itself). */
  restored?(value: unknown, item: Y.ID): unknown;
  origin: symbol;
}

/**
 * The repairs of one change, in order, each at the index it applies to once the ones before it are
 * made: a walk of the log's items keeping the count of lines that stay.
 */
function stepsFor(log: Y.Array<unknown>, pending: Pending, isSound: (value: unknown) => boolean): { steps: Step[]; clients: Set<number> } {
  const steps: Step[] = [];
  const clients = new Set<number>();
  let at = 0;
  for (let item = (log as unknown as { _start: LogItem | null })._start; item; item = item.right) {
    if (!item.countable) continue;
    const lines = item.content.getContent();
    if (item.deleted) {
      if (!pending.deleted.has(item)) continue;
      for (const line of lines) if (isSound(line)) steps.push({ kind: 'restore', at: at++, line, item: item.id });
      continue;
    }
    for (const line of lines) {
      if (!pending.unsound.has(line)) at++;
      else {
        steps.push({ kind: 'remove', at });
        clients.add(item.id.client);
      }
    }
  }
  return { steps, clients };
}

/** Starts keeping `doc`'s log; `onRepaired` hears what was put right in each change, and by whom. */
export function guardLog(doc: Y.Doc, onRepaired?: (report: LogRepair) => void): { stop(): void } {
  return guardAppendOnly(doc, { array: typesOf(doc).log as Y.Array<unknown>, isSound: isSoundLogLine, origin: logRepairOrigin }, onRepaired);
}

/**
 * Keeps a shared array append-only and sound, as the log is kept: unsound values a peer appends are
 * removed, sound values a peer deletes are put back where they stood (the game's history steps are
 * kept the same way, src/doc/historyGuard.ts).
 */
export function guardAppendOnly(doc: Y.Doc, kept: AppendOnly, onRepaired?: (report: LogRepair) => void): { stop(): void } {
  const { array, isSound, origin } = kept;
  const restored = kept.restored ?? ((value: unknown) => value);
  let pending: Pending | null = null;

  const onEvent = (event: Y.YArrayEvent<unknown>, tr: Y.Transaction) => {
    if (tr.origin === origin) return;
    const unsound = new Set<unknown>();
    for (const op of event.changes.delta) {
      if (Array.isArray(op.insert)) for (const value of op.insert) if (!isSound(value)) unsound.add(value);
    }
    // This browser's own code never deletes a value; a deletion in a peer's change is put back.
    const deleted = tr.local ? new Set<LogItem>() : (event.changes.deleted as unknown as Set<LogItem>);
    if (unsound.size || deleted.size) pending = { deleted, unsound };
  };
  const onAfter = (tr: Y.Transaction) => {
    if (!pending || tr.origin === origin) return;
    const { steps, clients } = stepsFor(array, pending, isSound);
    pending = null;
    if (!steps.length) return;
    doc.transact(() => {
      for (const step of steps) {
        if (step.kind === 'remove') array.delete(step.at, 1);
        else array.insert(step.at, [restored(step.line, step.item)]);
      }
    }, origin);
    const items = steps.flatMap((s) => (s.kind === 'restore' ? [s.item] : []));
    onRepaired?.({ removed: steps.length - items.length, restored: items.length, clients: [...clients].filter((c) => c !== doc.clientID), items });
  };
  array.observe(onEvent);
  doc.on('afterTransaction', onAfter);
  return {
    stop() {
      array.unobserve(onEvent);
      doc.off('afterTransaction', onAfter);
    },
  };
}
