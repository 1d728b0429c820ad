/**
 * Holds a friend's live change back until everything it builds on is here, so it is applied whole.
 *
 * Yjs applies an update's deletions at once, even when the values that replace them must wait for
 * an earlier change still on its way (sent down the other path, relay or direct, or built on a
 * change this browser never got). For that moment a moved counter has no place at all, and the
 * document guard, seeing a counter that lost its place, would put the old one back, over the
 * friend's move, for everyone. Held here, the change waits whole and is applied in one go once
 * what it builds on has arrived, by any path; a sync answer (what a friend holds whole) and
 * anything this gate cannot read pass at once, as before.
 *
 * What waits is bounded: past `maxHeldBytes` the oldest is applied anyway and Yjs holds it, as it
 * would without this gate.
 */
import type * as Y from 'yjs';
import { nextTask, type Scheduler } from './slicedSnapshot';
import { liveUpdateOf, type SyncFraming } from './syncPacer';
import { holdsAllNeeded, updateNeeds, type UpdateNeeds } from './updateNeeds';

interface Held {
  needs: UpdateNeeds;
  bytes: number;
  apply(): void;
}

/** One game's gate, shared by every path its changes arrive by. */
export interface WholeUpdateGate {
  /** Applies a sync message now (by `apply`) when all it builds on is here, else once it is. */
  offer(message: Uint8Array, framing: SyncFraming, apply: () => void): void;
  /** How many changes wait. */
  waiting(): number;
  stop(): void;
}

export interface GateOptions {
  maxHeldBytes?: number;
  schedule?: Scheduler;
}

/** Starts a gate for `doc`'s incoming changes. */
export function gateWholeUpdates(doc: Y.Doc, { maxHeldBytes = 8 * 1024 * 1024, schedule = nextTask }: GateOptions = {}): WholeUpdateGate {
  const held: Held[] = [];
  let heldBytes = 0;
  let releasing = false;
  let releaseQueued = false;

  const take = (index: number) => {
    const [h] = held.splice(index, 1);
    heldBytes -= h.bytes;
    h.apply();
  };
  /** Applies every held change that can now be applied whole, oldest first, until none can. */
  const release = () => {
    if (releasing) return;
    releasing = true;
    try {
      for (let i = held.findIndex((h) => holdsAllNeeded(doc, h.needs)); i >= 0; i = held.findIndex((h) => holdsAllNeeded(doc, h.needs))) take(i);
    } finally {
      releasing = false;
    }
  };
  // A change that came another way (storage, a turn file, a sync answer applied by Yjs alone) may be what one waits for.
  const onUpdate = () => {
    if (!held.length || releasing || releaseQueued) return;
    releaseQueued = true;
    schedule(() => {
      releaseQueued = false;
      release();
    });
  };
  doc.on('update', onUpdate);

  return {
    offer(message, framing, apply) {
      const update = liveUpdateOf(message, framing);
      const needs = update && updateNeeds(update);
      if (!needs || holdsAllNeeded(doc, needs)) {
        apply();
        release();
        return;
      }
      held.push({ needs, bytes: message.length, apply });
      heldBytes += message.length;
      while (heldBytes > maxHeldBytes && held.length > 1) take(0);
    },
    waiting: () => held.length,
    stop() {
      doc.off('update', onUpdate);
      held.length = 0;
      heldBytes = 0;
    },
  };
}
