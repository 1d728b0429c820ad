/**
 * Who sent a change, provably. Yjs says who wrote a value but not who deleted one, and every
 * browser passes on what it receives, so the peer a change arrived from is not always its author.
 * Each document message a browser sends is therefore signed with its identity, with one bit more:
 * whether the message carries only this browser's own change (a live update of a change made
 * here) or something it passes on (a friend's change, the answer to a late joiner's sync). A
 * receiver can then name the author of a change it had to put right — "Mallory deleted…" — and,
 * for a change passed on, name only the browser it came through, never as its author.
 *
 * The signature covers the room (its context), the bit and a SHA-256 of the message, so it
 * cannot be moved to another room, another message, or from "passed on" to "own". Replaying a
 * signed message changes nothing: Yjs applies a change once. A message without a proof (an older
 * version, or a client that strips it) is still applied, and names nobody.
 *
 * Envelope: [version u8 = 1][own u8][public key 32][signature 64][message…]. Pure: no Yjs, no DOM.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { concatBytes, fromB64, hash, toB64, utf8 } from './bytes';
import type { Identity } from './identity';

const version = 1;
const keyBytes = 32;
const sigBytes = 64;
const headerBytes = 2 + keyBytes + sigBytes;

/** What a signed message says of its sender, as received (not yet checked: see `verifySent`). */
export interface SenderProof {
  /** Whether the sender says the message carries only its own change. */
  readonly own: boolean;
  /** The sender's public key (base64url). */
  readonly key: string;
  readonly sig: Uint8Array;
  /** The whole message signed (a big one is applied in pieces; the proof covers them all). */
  readonly message: Uint8Array;
}

/** The bytes signed: the room's context, the bit, and a digest of the message (one pass over a big one). */
function signedBytes(context: string, own: boolean, message: Uint8Array): Uint8Array {
  return concatBytes(utf8(`sandtable/${context}/sent\n`), new Uint8Array([own ? 1 : 0]), hash(message));
}

/** `message` in an envelope signed by `identity` for the room `context`; `own` when it carries only this browser's change. */
export function sealSent(identity: Identity, context: string, own: boolean, message: Uint8Array): Uint8Array {
  const key = fromB64(identity.publicKey)!;
  const sig = ed25519.sign(signedBytes(context, own, message), identity.secretKey);
  const out = new Uint8Array(headerBytes + message.byteLength);
  out[0] = version;
  out[1] = own ? 1 : 0;
  out.set(key, 2);
  out.set(sig, 2 + keyBytes);
  out.set(message, headerBytes);
  return out;
}

/** The message in an envelope and what it says of its sender; null when it is no envelope this version reads. Never throws. */
export function openSent(envelope: Uint8Array): { message: Uint8Array; proof: SenderProof } | null {
  if (envelope.byteLength < headerBytes || envelope[0] !== version || envelope[1] > 1) return null;
  const message = envelope.subarray(headerBytes);
  const proof: SenderProof = {
    own: envelope[1] === 1,
    key: toB64(envelope.subarray(2, 2 + keyBytes)),
    sig: envelope.subarray(2 + keyBytes, headerBytes),
    message,
  };
  return { message, proof };
}

/** Verdicts reached, by proof: a proof is checked once, and only when a change it brought needs naming. */
const verdicts = new WeakMap<SenderProof, Map<string, boolean>>();

/** Whether `proof` is its key's signature of its message in the room `context`. Never throws. */
export function verifySent(context: string, proof: SenderProof): boolean {
  const known = verdicts.get(proof)?.get(context);
  if (known !== undefined) return known;
  let verdict = false;
  try {
    const key = fromB64(proof.key);
    verdict = !!key && key.byteLength === keyBytes && ed25519.verify(proof.sig, signedBytes(context, proof.own, proof.message), key);
  } catch {
    verdict = false;
  }
  const byContext = verdicts.get(proof) ?? new Map<string, boolean>();
  byContext.set(context, verdict);
  verdicts.set(proof, byContext);
  return verdict;
}
