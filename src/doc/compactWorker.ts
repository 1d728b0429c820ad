/**
 * The compaction worker (see compaction.ts): receives a game's stored records in order, answers
 * with the folded snapshot and its state vector, or with an error. One job per worker.
 */
import { foldRecords } from './compaction';

const scope = self as unknown as { onmessage: ((e: MessageEvent<Uint8Array[]>) => void) | null; postMessage(message: unknown, transfer?: Transferable[]): void };

scope.onmessage = (e) => {
  try {
    const folded = foldRecords(e.data);
    scope.postMessage(folded, [folded.state.buffer, folded.vector.buffer]);
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
