/**
 * Makes a hide reach the document's memory, not only its current state. Yjs keeps a deleted value's
 * content while an undo manager may restore it, and sends it to anyone who joins later (in
 * `encodeStateAsUpdate`, which is what a late joiner receives and stores): a counter renamed, given
 * attributes or drawn before it was hidden would hand its old name, factors and faces to a player
 * who never saw them. A hide clears every player's undo history (it is in `chanceOps`), which only
 * stops keeping those values; this then lets Yjs collect them, as it collects any deleted value no
 * undo keeps, so neither this browser's live document nor what it sends holds them any more.
 */
import * as Y from 'yjs';
import { isSealedPiece, typesOf } from './gameDoc';

/** Whether a transaction hid a counter: a piece's `sealed` key now holds a hidden counter's box. */
function hidSomething(tr: Y.Transaction, pieces: Y.Map<unknown>): boolean {
  for (const [type, keys] of tr.changed) {
    if (!(type instanceof Y.Map) || type.parent !== pieces || !keys.has('sealed')) continue;
    const sealed = type.get('sealed');
    if (isSealedPiece(sealed) && 'box' in sealed) return true;
  }
  return false;
}

/** Collects the content of every deleted value that nothing keeps (what Yjs does for a transaction's own deletions). */
export function collectDeleted(doc: Y.Doc): void {
  if (!doc.gc) return;
  Y.tryGc(Y.createDeleteSetFromStructStore(doc.store), doc.store, doc.gcFilter);
}

/**
 * After any transaction that hides a counter — this player's or a peer's — collects what no undo
 * keeps any more, once the transaction is over and undo has let go. Register after the undo manager.
 */
export function forgetWhatHidingRemoved(doc: Y.Doc): { stop(): void } {
  const pieces = typesOf(doc).pieces as unknown as Y.Map<unknown>;
  let pending = false;
  let stopped = false;
  const onAfter = (tr: Y.Transaction) => {
    if (pending || !hidSomething(tr, pieces)) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      if (!stopped) collectDeleted(doc);
    });
  };
  doc.on('afterTransaction', onAfter);
  return {
    stop: () => {
      stopped = true;
      doc.off('afterTransaction', onAfter);
    },
  };
}
