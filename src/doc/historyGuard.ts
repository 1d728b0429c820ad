/**
 * The history kept append-only and sound, as the log is (logGuard.ts): a step a peer appends in a
 * shape no build writes is removed as it lands, and a step a peer deletes is put back where it
 * stood, so nobody can take a part of the game's past out of the replay. A step put back is a new
 * item written by this browser; it carries `c`, the client that wrote it first, so it still finds
 * the log line its writer wrote with it.
 */
import type * as Y from 'yjs';
import { guardAppendOnly, type LogRepair } from './logGuard';
import { checkStep } from './historyRead';
import { historyOf } from './historySteps';

/** Origin of the history guard's repairs. */
export const historyRepairOrigin = Symbol('history repair');

/** Starts keeping `doc`'s history; `onRepaired` hears what was put right in each change. */
export function guardHistory(doc: Y.Doc, onRepaired?: (report: LogRepair) => void): { stop(): void } {
  return guardAppendOnly(
    doc,
    {
      array: historyOf(doc) as Y.Array<unknown>,
      isSound: (value) => checkStep(value) !== null,
      restored: (value, item) => ({ c: item.client, ...(value as object) }),
      origin: historyRepairOrigin,
    },
    onRepaired,
  );
}
