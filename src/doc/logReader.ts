/**
 * The log read with its proofs: each line decoded and its signature checked once (a line is an
 * immutable value in the document, so its verdict is kept by identity), and a signed line that
 * appears a second time marked as a replay. Peers' lines are never trusted for who wrote them:
 * the signature says which key did.
 */
import type * as Y from 'yjs';
import type { LogEntry } from '../model/records';
import { typesOf } from './gameDoc';
import { decodeLogLine, lineProof, type StoredLogLine } from './logLines';

/** Reads a document's log with proofs; keep one per open game so verdicts are checked once. */
export function createLogReader(doc: Y.Doc): () => LogEntry[] {
  const verdicts = new WeakMap<object, 'signed' | 'unsigned' | 'forged'>();
  return () => {
    const t = typesOf(doc);
    const game = t.meta.get('id');
    const seen = new Set<string>();
    const out: LogEntry[] = [];
    for (const stored of t.log.toArray() as unknown[]) {
      const entry = decodeLogLine(stored);
      if (!entry) continue;
      const line = stored as StoredLogLine;
      let proof = verdicts.get(line);
      if (!proof) {
        proof = lineProof(typeof game === 'string' ? game : '', line);
        verdicts.set(line, proof);
      }
      if (proof === 'unsigned') {
        out.push(entry);
        continue;
      }
      const once = `${line.a}/${line.i}`;
      const replayed = proof === 'signed' && seen.has(once);
      seen.add(once);
      out.push({ ...entry, ...(typeof line.a === 'string' ? { signer: line.a.slice(0, 43) } : {}), proof: replayed ? 'replayed' : proof });
    }
    return out;
  };
}
