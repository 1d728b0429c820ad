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
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { fingerprint, type Identity } from '../../trust/identity';
import { sealSent, verifySent, type SenderProof } from '../../trust/senderProof';
import type { SyncFraming } from '../syncPacer';
import { mailboxOrigin } from './mailboxSync';

/** The sender of a change, as proved by its signature. */
export interface ProvedSender {
  /** The sender's public key. */
  key: string;
  /** Whether it sent the change as its own (else it passed on a change that reached it). */
  own: boolean;
}

/** A proved sender with the name the table shows for its key (else its key tag). */
export interface ChangeSender extends ProvedSender {
  name: string;
}

/** y-webrtc's room, as far as it is reached here: its handler sending the document's updates to peers. */
interface WebrtcRoomInternals {
  _docUpdateHandler: (update: Uint8Array, origin: unknown, doc?: Y.Doc, tr?: Y.Transaction) => void;
}

/** y-webrtc's message type for document sync (its first byte). */
const webrtcSync = 0;

/** Items whose deleter is still to be named, and who hears of it. */
interface Watch {
  items: readonly Y.ID[];
  until: number;
  found(sender: ChangeSender): void;
}

/** How long a deletion waits for its author's own signed message, and how many wait at most. */
const watchMs = 30_000;
const maxWatches = 64;
/** Messages read for a deletion at most this big (a deletion is small; a whole table is not read again). */
const maxWatchedMessage = 256 * 1024;

/** The Yjs update a sync message carries (a live update or a sync answer), or null. Never throws. */
function updateIn(message: Uint8Array, framing: SyncFraming): Uint8Array | null {
  try {
    const d = decoding.createDecoder(message);
    if (framing === 'y-webrtc' && decoding.readVarUint(d) !== 0) return null;
    const kind = decoding.readVarUint(d);
    return kind === 1 || kind === 2 ? decoding.readVarUint8Array(d) : null;
  } catch {
    return null;
  }
}

/** Whether a Yjs update deletes any of `items`. Never throws. */
function deletesAny(update: Uint8Array, items: readonly Y.ID[]): boolean {
  try {
    const { ds } = Y.decodeUpdate(update);
    return items.some((id) => Y.isDeleted(ds, id));
  } catch {
    return false;
  }
}

/** The room's record of who sends and who sent. One per room. */
export class ChangeSenders {
  private watches: Watch[] = [];
  private arriving: SenderProof | null = null;
  /** The connection the message being applied came through (a framed data channel), if known. */
  private arrivingFrom: unknown = null;
  private ownSending = false;
  /** Whether an update is being sent on right now (y-webrtc's or the relay's update handler is running). */
  private passingOn = false;
  private lastSealed: { message: Uint8Array; own: boolean; envelope: Uint8Array } | null = null;

  /**
   * @param identity signs what this browser sends; without one nothing is signed.
   * @param context the room's signing context (`<game id>@<room tag>`), so a proof counts in this room only.
   * @param nameOf the name the table shows for a key (a verified presence claim), if any.
   */
  constructor(
    private identity: Identity | undefined,
    private context: string,
    private nameOf: (key: string) => string | null = () => null,
  ) {}

  /**
   * Runs `apply` — the application of a message that arrived with `proof` (null: unsigned) — with
   * that proof held. A message its sender signed as its own change is also read for deletions
   * still waiting for their author (`watch`), before it is applied. `from` is the connection it
   * came through, so the update it makes is not sent back there (`echoesTo`).
   */
  receiving<T>(proof: SenderProof | null, apply: () => T, framing: SyncFraming = 'sync', from: unknown = null): T {
    if (proof?.own && this.watches.length) this.lookForDeleters(proof, framing);
    const [before, beforeFrom] = [this.arriving, this.arrivingFrom];
    this.arriving = proof;
    this.arrivingFrom = from;
    try {
      return apply();
    } finally {
      this.arriving = before;
      this.arrivingFrom = beforeFrom;
    }
  }

  /** Runs `send` — the sending of one document update — saying whether it carries this browser's own change. */
  sending<T>(own: boolean, send: () => T): T {
    const before = [this.ownSending, this.passingOn];
    this.ownSending = own;
    this.passingOn = true;
    try {
      return send();
    } finally {
      [this.ownSending, this.passingOn] = before;
    }
  }

  /**
   * Whether the update being sent on now is the one a message from `connection` just made, so
   * sending it there would only hand that peer back what it sent (a late joiner's whole table
   * back to its host). Answers to a peer's sync request are not updates and always go.
   */
  echoesTo(connection: unknown): boolean {
    return this.passingOn && !this.ownSending && connection !== null && connection === this.arrivingFrom;
  }

  /** Wraps a handler of `doc`'s updates that sends them on: what it sends is own exactly when the transaction was made here. */
  sendsUpdates(handler: (update: Uint8Array, origin: unknown) => void): (update: Uint8Array, origin: unknown, doc?: Y.Doc, tr?: Y.Transaction) => void {
    // A whole game from the mailbox is not sent on: the peers hold the game.
    return (update, origin, _doc, tr) => origin !== mailboxOrigin && this.sending(tr?.local === true, () => handler(update, origin));
  }

  /**
   * Has y-webrtc's room (`provider.room`) say, as it sends each update of `doc`, whether the
   * update is this browser's own change or one it passes on (it forwards every update it applies).
   */
  signUpdatesOf(doc: Y.Doc, room: unknown): void {
    const internals = room as WebrtcRoomInternals | null;
    if (!internals) return;
    const send = internals._docUpdateHandler;
    doc.off('update', send);
    // y-webrtc removes `room._docUpdateHandler` when it disconnects, so the wrapped handler is the one it keeps.
    internals._docUpdateHandler = this.sendsUpdates(send);
    doc.on('update', internals._docUpdateHandler);
  }

  /** The signed envelope of a y-webrtc message sent now: its document sync messages only (presence signs itself). */
  sealWebrtc(message: Uint8Array): Uint8Array | null {
    return message[0] === webrtcSync ? this.seal(message) : null;
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

  /**
   * Waits for the signed message that deleted `items` (ledger items a change took away, which
   * arrived unsigned, passed on, or already put right by a friend): the first message its sender
   * signed as its own change that deletes one of them names its author to `found`, once. A
   * cheater always sends its change to someone first-hand; what reaches this browser only through
   * a friend is matched when the cheater's own copy comes. Waits 30 seconds at most.
   */
  watch(items: readonly Y.ID[], found: (sender: ChangeSender) => void, now = Date.now()): void {
    if (!items.length) return;
    this.watches = this.watches.filter((w) => w.until > now).slice(-(maxWatches - 1));
    this.watches.push({ items, until: now + watchMs, found });
  }

  private lookForDeleters(proof: SenderProof, framing: SyncFraming) {
    const now = Date.now();
    this.watches = this.watches.filter((w) => w.until > now);
    if (!this.watches.length || proof.message.byteLength > maxWatchedMessage) return;
    const update = updateIn(proof.message, framing);
    if (!update) return;
    const matched = this.watches.filter((w) => deletesAny(update, w.items));
    if (!matched.length || !verifySent(this.context, proof)) return;
    this.watches = this.watches.filter((w) => !matched.includes(w));
    for (const w of matched) w.found(this.named({ key: proof.key, own: true }));
  }

  /**
   * Who sent the change being applied now (asked by the guards while they put a change right):
   * the player whose signed envelope brought it. Null outside the application of a peer's
   * message, or for a message that came unsigned, with a proof that does not hold, or from
   * another tab of this browser.
   */
  current(): ChangeSender | null {
    const proof = this.arriving;
    if (!proof || !verifySent(this.context, proof)) return null;
    return this.named({ key: proof.key, own: proof.own });
  }

  private named(sender: ProvedSender): ChangeSender {
    return { ...sender, name: this.nameOf(sender.key) ?? `the player with key ${fingerprint(sender.key)}` };
  }
}
