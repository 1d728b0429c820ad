/**
 * Yjs sync and presence over the relay, for peers we have no direct connection to. It speaks the
 * standard y-protocols sync (step 1, step 2, update) and awareness messages, sealed by the relay.
 */
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import { relayKinds, type Relay } from '../../net/relay';

/** Origin of changes that arrived through the relay (not this player's, so never in their undo). */
export const relayOrigin = Symbol('relay');

/** Wraps one peer's sync handler so a big message (a whole table) is applied in pieces, one task each (src/doc/syncPacer.ts). */
export type SyncPacing = (deliver: (message: Uint8Array) => void, framing: 'sync') => (message: Uint8Array) => void;

/** Relay peers whose sync messages are paced at once; past that the longest known gives way (a new pacer for it keeps nothing back). */
const pacedPeers = 64;

/**
 * Keeps `doc` and `awareness` in step with relay peers while `active()` says the relay is needed.
 * With `pace`, each peer's sync messages go through a pacer of its own, so a joiner over the
 * relay receives a big table as a joiner over WebRTC does: in pieces, in order, without a freeze.
 */
export function relaySync(doc: Y.Doc, awareness: awarenessProtocol.Awareness, relay: Pick<Relay, 'send'>, active: () => boolean, pace?: SyncPacing) {
  const sendSync = (write: (e: encoding.Encoder) => void, to = '') => {
    const e = encoding.createEncoder();
    write(e);
    return relay.send(relayKinds.sync, encoding.toUint8Array(e), to);
  };
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === relayOrigin || !active()) return;
    void sendSync((e) => syncProtocol.writeUpdate(e, update));
  };
  const onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === relayOrigin || !active()) return;
    const changed = [...added, ...updated, ...removed];
    void relay.send(relayKinds.awareness, awarenessProtocol.encodeAwarenessUpdate(awareness, changed));
  };
  doc.on('update', onUpdate);
  awareness.on('update', onAwareness);

  /** Reads one sync message from a relay peer into the document and answers it (step 1 gets step 2). */
  const readSync = (from: string, payload: Uint8Array) => {
    try {
      const reply = encoding.createEncoder();
      syncProtocol.readSyncMessage(decoding.createDecoder(payload), reply, doc, relayOrigin);
      if (encoding.length(reply) > 0) void relay.send(relayKinds.sync, encoding.toUint8Array(reply), from);
    } catch {
      // A malformed message from a peer with the key: drop it, keep the game.
    }
  };
  const pacers = new Map<string, (message: Uint8Array) => void>();
  const syncFrom = (from: string) => {
    let paced = pacers.get(from);
    if (!paced) {
      if (pacers.size >= pacedPeers) pacers.delete(pacers.keys().next().value!);
      paced = pace ? pace((message) => readSync(from, message), 'sync') : (message) => readSync(from, message);
      pacers.set(from, paced);
    }
    return paced;
  };

  return {
    /** Starts a sync with one peer (or all): our state vector, their missing updates in reply, and our presence. */
    greet(to = '') {
      void sendSync((e) => syncProtocol.writeSyncStep1(e, doc), to);
      void relay.send(relayKinds.awareness, awarenessProtocol.encodeAwarenessUpdate(awareness, [...awareness.getStates().keys()]), to);
    },
    /** Handles a sync or awareness message from a relay peer. */
    receive(from: string, kind: number, payload: Uint8Array) {
      try {
        if (kind === relayKinds.sync) syncFrom(from)(payload);
        else if (kind === relayKinds.awareness) awarenessProtocol.applyAwarenessUpdate(awareness, payload, relayOrigin);
      } catch {
        // A malformed message from a peer with the key: drop it, keep the game.
      }
    },
    destroy() {
      doc.off('update', onUpdate);
      awareness.off('update', onAwareness);
    },
  };
}
