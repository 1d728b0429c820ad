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
import { openSent, type SenderProof } from '../../trust/senderProof';
import { mailboxOrigin } from './mailboxSync';

/** Origin of changes that arrived through the relay (not this player's, so never in their undo). */
export const relayOrigin = Symbol('relay');

/** Wraps one peer's sync handler so a big message (a whole table) is applied in pieces, one task each (src/doc/syncPacer.ts). */
export type SyncPacing = (deliver: (message: Uint8Array, proof?: SenderProof | null) => void, framing: 'sync') => (message: Uint8Array, proof?: SenderProof | null) => void;

/** Signs what is sent and holds the proof of what is applied (src/doc/net/changeSenders.ts). */
export interface SyncSigning {
  seal(message: Uint8Array): Uint8Array | null;
  receiving<T>(proof: SenderProof | null, apply: () => T): T;
  sending<T>(own: boolean, send: () => T): T;
}

/** Relay peers whose sync messages are paced at once; past that the longest known gives way (a new pacer for it keeps nothing back). */
const pacedPeers = 64;

/**
 * Keeps `doc` and `awareness` in step with relay peers while `active()` says the relay is needed.
 * With `pace`, each peer's sync messages go through a pacer of its own, so a joiner over the
 * relay receives a big table as a joiner over WebRTC does: in pieces, in order, without a freeze.
 */
export function relaySync(doc: Y.Doc, awareness: awarenessProtocol.Awareness, relay: Pick<Relay, 'send'>, active: () => boolean, pace?: SyncPacing, signing?: SyncSigning) {
  /** Sends one sync message, in a signed envelope when this browser signs. */
  const sendBytes = (message: Uint8Array, to = '') => {
    const sealed = signing?.seal(message) ?? null;
    return sealed ? relay.send(relayKinds.signedSync, sealed, to) : relay.send(relayKinds.sync, message, to);
  };
  const sendSync = (write: (e: encoding.Encoder) => void, to = '') => {
    const e = encoding.createEncoder();
    write(e);
    return sendBytes(encoding.toUint8Array(e), to);
  };
  // An update is this browser's own change exactly when its transaction was made here; the rest is passed on.
  const onUpdate = (update: Uint8Array, origin: unknown, _doc: Y.Doc, tr: Y.Transaction) => {
    // A whole game from the mailbox is not sent on: the peers hold the game.
    if (origin === relayOrigin || origin === mailboxOrigin || !active()) return;
    const send = () => void sendSync((e) => syncProtocol.writeUpdate(e, update));
    if (signing) signing.sending(tr.local, send);
    else send();
  };
  const onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === relayOrigin || !active()) return;
    const changed = [...added, ...updated, ...removed];
    void relay.send(relayKinds.awareness, awarenessProtocol.encodeAwarenessUpdate(awareness, changed));
  };
  doc.on('update', onUpdate);
  awareness.on('update', onAwareness);

  /** Reads one sync message from a relay peer into the document, as sent by whoever `proof` names, and answers it (step 1 gets step 2). */
  const readSync = (from: string, payload: Uint8Array, proof: SenderProof | null) => {
    try {
      const reply = encoding.createEncoder();
      const read = () => syncProtocol.readSyncMessage(decoding.createDecoder(payload), reply, doc, relayOrigin);
      if (signing) signing.receiving(proof, read);
      else read();
      if (encoding.length(reply) > 0) void sendBytes(encoding.toUint8Array(reply), from);
    } catch {
      // A malformed message from a peer with the key: drop it, keep the game.
    }
  };
  const pacers = new Map<string, (message: Uint8Array, proof?: SenderProof | null) => void>();
  const syncFrom = (from: string) => {
    let paced = pacers.get(from);
    if (!paced) {
      if (pacers.size >= pacedPeers) pacers.delete(pacers.keys().next().value!);
      const deliver = (message: Uint8Array, proof?: SenderProof | null) => readSync(from, message, proof ?? null);
      paced = pace ? pace(deliver, 'sync') : deliver;
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
    /**
     * Asks every relay peer for what this browser lacks (our state vector; each answers with the
     * missing updates only). Sent now and then while the relay is in use: an update sent while a
     * peer was briefly unheard (the relay idle for it) or lost on the way is fetched by the next
     * ask, from both sides, as each side asks in turn.
     */
    resync() {
      void sendSync((e) => syncProtocol.writeSyncStep1(e, doc));
    },
    /** Handles a sync or awareness message from a relay peer. */
    receive(from: string, kind: number, payload: Uint8Array) {
      try {
        if (kind === relayKinds.sync) syncFrom(from)(payload, null);
        else if (kind === relayKinds.signedSync) {
          const opened = openSent(payload);
          if (opened) syncFrom(from)(opened.message, opened.proof);
        } else if (kind === relayKinds.awareness) awarenessProtocol.applyAwarenessUpdate(awareness, payload, relayOrigin);
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
