/**
 * Bounds on the live log: every line a peer appends is checked as it lands, as a save file's lines
 * are (`isSoundLogLine`). A line that is not a log line, or whose text, name or any field is beyond
 * its bound (a signed 864,000-character line), is removed before anything reads it, the removal
 * syncs to the room, and its writer is named. Checking is linear in what arrived: a line is never
 * parsed past its bound, so no line can hold a page.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { isSoundLogLine } from './logLines';

/** Origin of the guard's removals (never undone, never checked again). */
export const logRepairOrigin = Symbol('log repair');

/** The client id that wrote the item holding `value` in an array, found in the event's inserted items. */
function writersOf(event: Y.YArrayEvent<unknown>, bad: ReadonlySet<unknown>): number[] {
  const out = new Set<number>();
  for (const item of event.changes.added) {
    const content = (item.content as { getContent?(): unknown[] }).getContent?.() ?? [];
    if (content.some((v) => bad.has(v))) out.add(item.id.client);
  }
  return [...out];
}

/** Starts checking lines appended to `doc`'s log; `onRemoved` hears how many were removed and who wrote them. */
export function guardLog(doc: Y.Doc, onRemoved?: (report: { lines: number; clients: number[] }) => void): { stop(): void } {
  const log = typesOf(doc).log as Y.Array<unknown>;
  /** Positions of unsound lines found by the last event, removed once the transaction is over. */
  let pending: { at: number[]; clients: number[] } | null = null;

  const onEvent = (event: Y.YArrayEvent<unknown>, tr: Y.Transaction) => {
    if (tr.origin === logRepairOrigin) return;
    const at: number[] = [];
    const bad = new Set<unknown>();
    let index = 0;
    for (const op of event.changes.delta) {
      if (op.retain) index += op.retain;
      else if (Array.isArray(op.insert)) {
        for (const line of op.insert) {
          if (!isSoundLogLine(line)) {
            at.push(index);
            bad.add(line);
          }
          index++;
        }
      }
    }
    if (at.length) pending = { at, clients: writersOf(event, bad).filter((c) => c !== doc.clientID) };
  };
  const onAfter = (tr: Y.Transaction) => {
    if (!pending || tr.origin === logRepairOrigin) return;
    const { at, clients } = pending;
    pending = null;
    doc.transact(() => {
      for (const i of [...at].sort((a, b) => b - a)) log.delete(i, 1);
    }, logRepairOrigin);
    onRemoved?.({ lines: at.length, clients });
  };
  log.observe(onEvent);
  doc.on('afterTransaction', onAfter);
  return {
    stop() {
      log.unobserve(onEvent);
      doc.off('afterTransaction', onAfter);
    },
  };
}
