/**
 * A player's identity: a long-lived Ed25519 key pair made in this browser from the platform's
 * cryptographic random source. Log lines, rolls, draws and reveals are signed with it, so a peer
 * cannot write in another player's name: a record verifies only against the key that made it.
 *
 * Signing is synchronous (@noble/curves) because it happens inside the one write path's Yjs
 * transaction, which cannot await WebCrypto. The secret key never leaves this browser: it is kept
 * in IndexedDB (src/store/identityStore.ts) and is not in the game document, awareness or files.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { canonicalJson, fromB64, hash, randomBytes, toB64, toHex, utf8 } from './bytes';
import { acceptedContexts, signingContext } from './scope';

/** This browser's key pair. `publicKey` is base64url of the 32-byte Ed25519 public key. */
export interface Identity {
  readonly publicKey: string;
  readonly secretKey: Uint8Array;
}

/** Base64url of a 32-byte public key is 43 characters. */
const publicKeyLength = 43;
/** Base64url of a 64-byte signature is 86 characters. */
export const signatureLength = 86;

/** A fresh identity. */
export function newIdentity(): Identity {
  const secretKey = randomBytes(32);
  return { secretKey, publicKey: toB64(ed25519.getPublicKey(secretKey)) };
}

/**
 * The identity of a stored secret key. The public key is derived again, never trusted from storage,
 * but on first read rather than here: the derivation (an elliptic-curve multiplication, with the
 * curve's tables built on first use) would otherwise hold up every cold open (issue #11).
 * {@link warmIdentity} derives it in idle time once the table is drawn.
 */
export function identityFromSecret(secretKey: Uint8Array): Identity {
  let publicKey: string | undefined;
  return {
    secretKey,
    get publicKey() {
      return (publicKey ??= toB64(ed25519.getPublicKey(secretKey)));
    },
  };
}

/** Derives `identity`'s public key now (and so the curve's tables a first signature needs), if not yet done. */
export function warmIdentity(identity: Identity): void {
  void identity.publicKey;
}

/** Whether a value looks like a public key (43 base64url characters); says nothing of who holds it. */
export function isPublicKey(value: unknown): value is string {
  return typeof value === 'string' && value.length === publicKeyLength && /^[A-Za-z0-9_-]+$/.test(value);
}

/**
 * A short, stable tag of a public key (8 hex characters of its SHA-256), shown beside names so two
 * players who chose the same name are told apart, and used as a key in the document's records.
 */
export function fingerprint(publicKey: string): string {
  return toHex(hash(publicKey)).slice(0, 8);
}

/** The bytes a record is signed as: its context (what kind of record, in which game) and its canonical JSON. */
function message(context: string, body: unknown): Uint8Array {
  return utf8(`sandtable/${context}\n${canonicalJson(body)}`);
}

/**
 * Signs `body` (plain data) for `context`; returns the signature as base64url. The context names
 * the record kind, the game and its room (src/trust/scope.ts), so a signature cannot be replayed
 * as another kind of record, in another game, or in another copy of the game.
 */
export function signBody(identity: Identity, context: string, body: unknown): string {
  return toB64(ed25519.sign(message(signingContext(context), body), identity.secretKey));
}

/**
 * Whether `signature` is `publicKey`'s signature of `body` in exactly `context`. Never throws: a
 * peer may send anything.
 */
export function verifyExact(publicKey: unknown, context: string, body: unknown, signature: unknown): boolean {
  if (!isPublicKey(publicKey) || typeof signature !== 'string' || signature.length !== signatureLength) return false;
  const key = fromB64(publicKey);
  const sig = fromB64(signature);
  if (!key || !sig) return false;
  try {
    // canonicalJson throws on values no honest client signs (NaN, functions): those fail too.
    return ed25519.verify(sig, message(context, body), key);
  } catch {
    return false;
  }
}

/**
 * Whether `signature` is `publicKey`'s signature of `body` in `context` — or, for a context in a
 * room, in the same context before the game was shared (src/trust/scope.ts). A signature made in
 * another room, or another game, never verifies. Never throws.
 */
export function verifyBody(publicKey: unknown, context: string, body: unknown, signature: unknown): boolean {
  return acceptedContexts(context).some((c) => verifyExact(publicKey, c, body, signature));
}

/** A record with its signer and signature. */
export type Signed<T> = T & { by: string; sig: string };

/** `body` signed by `identity`: the same fields plus `by` (the public key) and `sig`. */
export function signRecord<T extends object>(identity: Identity, context: string, body: T): Signed<T> {
  const withSigner = { ...body, by: identity.publicKey };
  return { ...withSigner, sig: signBody(identity, context, withSigner) };
}

/**
 * Verdicts already reached, by record object and context. Records read from the shared document
 * are the same immutable objects each time they are read, and protocols re-read them on every
 * change, so each is verified once. A memo only: forgetting it changes no answer.
 */
const verdicts = new WeakMap<object, Map<string, boolean>>();

/** Whether a record read from the document (anything a peer wrote) carries a good signature by its `by`. */
export function verifyRecord(context: string, record: unknown): record is Signed<Record<string, unknown>> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return false;
  const known = verdicts.get(record)?.get(context);
  if (known !== undefined) return known;
  const { sig, ...body } = record as Record<string, unknown>;
  const verdict = verifyBody(body.by, context, body, sig);
  let byContext = verdicts.get(record);
  if (!byContext) verdicts.set(record, (byContext = new Map()));
  byContext.set(context, verdict);
  return verdict;
}
