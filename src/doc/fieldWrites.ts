/**
 * Who wrote what into one key of a Y.Map in one transaction, read from the Yjs items themselves:
 * what a guard needs to name the writer of a value it puts back, and to tell of a value another
 * browser's repair overtook before it ever showed here (both arrived in one update).
 */
import type * as Y from 'yjs';

/** One value written by one document client. */
export interface Write {
  readonly client: number;
  readonly value: unknown;
}

/** How far back one key's history is read. */
const historyLimit = 50;

/**
 * The values other clients wrote to `key` of `map` in transaction `tr`: the one it holds now, and
 * earlier ones written over in the same transaction. An overwritten value counts only from a
 * client this document had heard from before the transaction: a late joiner's first sync brings
 * the whole history of every key at once, and a value long since replaced is nobody's write now.
 */
export function writesNow(tr: Y.Transaction, map: Y.Map<unknown>, key: string): Write[] {
  const out: Write[] = [];
  let item: Y.Item | null = map._map.get(key) ?? null;
  for (let n = 0; item && n < historyLimit; n++, item = item.left) {
    const { client, clock } = item.id;
    if (client === tr.doc.clientID || clock < (tr.beforeState.get(client) ?? 0)) continue;
    if (n > 0 && !tr.beforeState.has(client)) continue;
    if (item.deleted && n === 0) continue;
    const [value] = item.content.getContent();
    if (n === 0 || value !== undefined) out.push({ client, value });
  }
  return out;
}
