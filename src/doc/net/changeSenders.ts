/**
 * Which browser sent the change being applied, and whether it said the change was its own. The
 * room signs every document message it sends (src/trust/senderProof.ts): "own" while it sends the
 * update of a change made here, "passed on" for everything else (a friend's change y-webrtc or
 * the relay forwards, the answer to a sync). On the way in, the proof a message came with is held
 * while that message (or one of its paced pieces) is applied, so the guards, which run inside
 * that application, can ask who sent what they put right.
 *
 * A proof is checked only when asked (a tampering change is rare; every message is not worth an
 * elliptic-curve check), and a message without one names nobody.
 */
import type * as Y from 'yjs';
import type { Identity } from '../../trust/identity';
import { sealSent, verifySent, type SenderProof } from '../../trust/senderProof';

/** The sender of a change, as proved by its signature. */
export interface ProvedSender {
  /** The sender's public key. */
  key: string;
  /** Whether it sent the change as its own (else it passed on a change that reached it). */
  own: boolean;
}

/** The room's record of who sends and who sent. One per room. */
export class ChangeSenders {
  private arriving: SenderProof | null = null;
  private ownSending = false;
  private lastSealed: { message: Uint8Array; own: boolean; envelope: Uint8Array } | null = null;

  /**
   * @param identity signs what this browser sends; without one nothing is signed.
   * @param context the room's signing context (`<game id>@<room tag>`), so a proof counts in this room only.
   */
  constructor(
    private identity: Identity | undefined,
    private context: string,
  ) {}

  /** Runs `apply` — the application of a message that arrived with `proof` (null: unsigned) — with that proof held. */
  receiving<T>(proof: SenderProof | null, apply: () => T): T {
    const before = this.arriving;
    this.arriving = proof;
    try {
      return apply();
    } finally {
      this.arriving = before;
    }
  }

  /** Runs `send` — the sending of one document update — saying whether it carries this browser's own change. */
  sending<T>(own: boolean, send: () => T): T {
    const before = this.ownSending;
    this.ownSending = own;
    try {
      return send();
    } finally {
      this.ownSending = before;
    }
  }

  /** Wraps a handler of `doc`'s updates that sends them on: what it sends is own exactly when the transaction was made here. */
  sendsUpdates(handler: (update: Uint8Array, origin: unknown) => void): (update: Uint8Array, origin: unknown, doc?: Y.Doc, tr?: Y.Transaction) => void {
    return (update, origin, _doc, tr) => this.sending(tr?.local === true, () => handler(update, origin));
  }

  /**
   * The signed envelope of a document message sent now; null without an identity. The same
   * message sent to several peers at once is signed once.
   */
  seal(message: Uint8Array): Uint8Array | null {
    if (!this.identity) return null;
    const own = this.ownSending;
    const last = this.lastSealed;
    if (last && last.message === message && last.own === own) return last.envelope;
    const envelope = sealSent(this.identity, this.context, own, message);
    this.lastSealed = { message, own, envelope };
    return envelope;
  }

  /** Who sent the change being applied now, when its message carried a proof that holds; null otherwise. */
  current(): ProvedSender | null {
    const proof = this.arriving;
    if (!proof || !verifySent(this.context, proof)) return null;
    return { key: proof.key, own: proof.own };
  }
}
