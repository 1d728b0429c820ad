/**
 * The arithmetic under the deck protocol: scalars and points of ristretto255 (a prime-order group,
 * so every non-identity point generates it and there are no small-subgroup tricks), item points
 * hashed from secret seeds, sealing an item's content under a key derived from its point, and the
 * Chaum–Pedersen proof that a lock step multiplied by the scalar it claims.
 *
 * Secret-dependent multiplications use `multiply` (constant-time ladder); checks of public values
 * use `multiplyUnsafe` and Pippenger's multi-scalar multiplication, which are faster.
 */
import { pippenger } from '@noble/curves/abstract/curve.js';
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, fromB64, hash, randomBytes, toB64, utf8 } from '../bytes';

/** A ristretto255 group element. */
export type Point = InstanceType<typeof ristretto255.Point>;
const Group = ristretto255.Point;
const Fn = Group.Fn;
/** The generator G. */
export const G: Point = Group.BASE;

/** Bytes of an encoded point or scalar, and the length of their base64url text. */
export const elementBytes = 32;
export const elementB64 = 43;

/** Base64url length of `n` bytes (no padding). */
export const b64Length = (n: number) => Math.ceil((n * 4) / 3);

const le = (bytes: Uint8Array) => bytes.reduceRight((n, b) => (n << 8n) | BigInt(b), 0n);

/** A uniformly random non-zero scalar (64 random bytes reduced, so the bias is below 2^-250). */
export function randomScalar(): bigint {
  for (;;) {
    const s = Fn.create(le(randomBytes(64)));
    if (s !== 0n) return s;
  }
}

/** A scalar from a domain-separated hash (Fiat–Shamir challenges). */
export function hashToScalar(...parts: Uint8Array[]): bigint {
  return Fn.create(le(sha512(concatBytes(...parts))));
}

/** The product of two scalars. */
export const mulScalar = (a: bigint, b: bigint) => Fn.mul(a, b);

/** A scalar as base64url of its 32 little-endian bytes. */
export const encodeScalar = (s: bigint) => toB64(Fn.toBytes(s));
/** A point as base64url of its canonical 32-byte encoding. */
export const encodePoint = (p: Point) => toB64(p.toBytes());

/** A canonical non-zero scalar from bytes, or null. */
export function scalarFromBytes(bytes: Uint8Array): bigint | null {
  if (bytes.length !== elementBytes) return null;
  try {
    const s = Fn.fromBytes(bytes);
    return s === 0n ? null : s;
  } catch {
    return null;
  }
}

/** A canonical non-identity point from bytes, or null (ristretto255 decoding refuses non-canonical bytes). */
export function pointFromBytes(bytes: Uint8Array): Point | null {
  if (bytes.length !== elementBytes) return null;
  try {
    const p = Group.fromBytes(bytes);
    return p.is0() ? null : p;
  } catch {
    return null;
  }
}

/** A base64url scalar (non-zero, canonical), or null. */
export function decodeScalar(text: unknown): bigint | null {
  if (typeof text !== 'string' || text.length !== elementB64) return null;
  const bytes = fromB64(text);
  return bytes ? scalarFromBytes(bytes) : null;
}

/** A base64url point (canonical, not the identity), or null. */
export function decodePoint(text: unknown): Point | null {
  if (typeof text !== 'string' || text.length !== elementB64) return null;
  const bytes = fromB64(text);
  return bytes ? pointFromBytes(bytes) : null;
}

/** A uniformly random integer in [0, n) from the cryptographic source (rejection sampling). */
function randomBelow(n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const b = randomBytes(4);
    const v = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
    if (v < limit) return v % n;
  }
}

/** A copy of `items` in a uniformly random order (Fisher–Yates over the cryptographic source). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const itemDst = 'sandtable-deck-item-v1';
const tagDomain = utf8('sandtable/deck/tag\0');
const keyDomain = utf8('sandtable/deck/key\0');

/**
 * The point of an item: hashed to the group from its secret seed, so that nobody (the creator
 * included) knows the discrete logarithm of one item point to another. Were the creator to pick
 * P_i = r_i·G, the ratios r_a/r_b would let it read the whole shuffled order off the last shuffle
 * list, whose cards all share one multiplier.
 */
export const itemPoint = (seed: Uint8Array): Point => ristretto255_hasher.hashToCurve(seed, { DST: itemDst });

/** The public tag of an item point: what a fully opened card is looked up by. */
export const itemTag = (p: Point) => hash(concatBytes(tagDomain, p.toBytes()));

/** The tag of a published item (its first 32 bytes) as base64url text, the key of the tag lookup. */
export const toTagText = (item: Uint8Array) => toB64(item.subarray(0, 32));

/** Bytes of one published item: tag, nonce, then the sealed payload. */
export const itemOverhead = 32 + 24 + 16 + 32 + 4;

/**
 * One item as published: its tag and its payload (seed, length, content, zero padding to
 * `padTo`) sealed under a key derived from the item point. Every item of a deck is padded to the
 * same length so ciphertext sizes say nothing about which item is which.
 */
export function sealItem(seed: Uint8Array, p: Point, content: Uint8Array, padTo: number): Uint8Array {
  const payload = new Uint8Array(32 + 4 + padTo);
  payload.set(seed, 0);
  new DataView(payload.buffer).setUint32(32, content.length);
  payload.set(content, 36);
  const nonce = randomBytes(24);
  const sealed = xchacha20poly1305(hash(concatBytes(keyDomain, p.toBytes())), nonce).encrypt(payload);
  return concatBytes(itemTag(p), nonce, sealed);
}

/**
 * The content of a published item opened with its point, or why not: `bad` when it does not
 * decrypt or its length is wrong, `seed` when the seed inside does not hash to the point (the
 * creator did not make its item points as the protocol says).
 */
export function openItem(item: Uint8Array, p: Point): { content: Uint8Array; seed: Uint8Array } | 'bad' | 'seed' {
  if (item.length < itemOverhead) return 'bad';
  let payload: Uint8Array;
  try {
    payload = xchacha20poly1305(hash(concatBytes(keyDomain, p.toBytes())), item.subarray(32, 56)).decrypt(item.subarray(56));
  } catch {
    return 'bad';
  }
  const length = new DataView(payload.buffer, payload.byteOffset).getUint32(32);
  if (length > payload.length - 36) return 'bad';
  const seed = payload.slice(0, 32);
  if (!itemPoint(seed).equals(p)) return 'seed';
  return { content: payload.slice(36, 36 + length), seed };
}

/** Bytes of one lock entry: Y, K', T1, T2 (points) and s (scalar). */
export const lockEntryBytes = 5 * elementBytes;

const dleqDomain = utf8('sandtable/deck/dleq/v1\0');

/** Cards as points and as their canonical encodings (kept, as encoding a point costs nearly a decoding). */
export interface Cards {
  readonly points: readonly Point[];
  readonly bytes: readonly Uint8Array[];
}

/**
 * The Fiat–Shamir challenge of one lock proof, bound to the deck, signer and step (`bind`), the
 * card's position and every element of the statement and commitment: X, K, then Y, K', T1, T2.
 */
function challenge(bind: Uint8Array, card: number, x: Uint8Array, K: Uint8Array, entry: Uint8Array): bigint {
  const index = new Uint8Array(4);
  new DataView(index.buffer).setUint32(0, card);
  return hashToScalar(dleqDomain, bind, index, x, K, entry.subarray(0, 4 * elementBytes));
}

/**
 * A lock of card `card` (point `x`): with witness m, Y = m·X and K' = m·K (K = k·G the locker's
 * shuffle key, so K' = (m·k)·G is the card's own key), and a Chaum–Pedersen proof that both used
 * the same m. Multiples of K are computed as multiples of G (faster), the prover knowing k.
 */
export function proveLock(bind: Uint8Array, card: number, x: Point, xBytes: Uint8Array, k: bigint, K: Point, m: bigint): Uint8Array {
  const w = randomScalar();
  const entry = new Uint8Array(lockEntryBytes);
  [x.multiply(m), G.multiply(Fn.mul(m, k)), x.multiply(w), G.multiply(Fn.mul(w, k))].forEach((p, i) => entry.set(p.toBytes(), i * elementBytes));
  const e = challenge(bind, card, xBytes, K.toBytes(), entry);
  entry.set(Fn.toBytes(Fn.add(w, Fn.mul(e, m))), 4 * elementBytes);
  return entry;
}

/** A decoded lock entry, with its bytes. */
export interface LockEntry {
  readonly y: Point;
  readonly cardKey: Point;
  readonly t1: Point;
  readonly t2: Point;
  readonly s: bigint;
  readonly bytes: Uint8Array;
}

/** A lock entry from its bytes, or null when an element does not decode. */
export function decodeLockEntry(bytes: Uint8Array): LockEntry | null {
  if (bytes.length !== lockEntryBytes) return null;
  const [y, cardKey, t1, t2] = [0, 1, 2, 3].map((i) => pointFromBytes(bytes.subarray(i * elementBytes, (i + 1) * elementBytes)));
  let s: bigint;
  try {
    s = Fn.fromBytes(bytes.subarray(4 * elementBytes));
  } catch {
    return null;
  }
  return y && cardKey && t1 && t2 ? { y, cardKey, t1, t2, s, bytes } : null;
}

/** The cards a lock step outputs: its Y's. */
export const lockedCards = (entries: readonly LockEntry[]): Cards => ({
  points: entries.map((e) => e.y),
  bytes: entries.map((e) => e.bytes.subarray(0, elementBytes)),
});

/**
 * Whether every lock proof of one step holds, checked at once: for random weights z_c, u_c,
 * Σ z_c(s_c·X_c − T1_c − e_c·Y_c) + u_c(s_c·K − T2_c − e_c·K'_c) must be the identity. A forged
 * proof passes with probability about 2^-128 (the weights are secret from the prover).
 */
export function verifyLocks(bind: Uint8Array, inputs: Cards, K: Point, entries: readonly LockEntry[]): boolean {
  if (inputs.points.length !== entries.length) return false;
  const KBytes = K.toBytes();
  const points: Point[] = [K];
  const scalars: bigint[] = [0n];
  entries.forEach((entry, c) => {
    const e = challenge(bind, c, inputs.bytes[c], KBytes, entry.bytes);
    const z = le(randomBytes(16)) + 1n;
    const u = le(randomBytes(16)) + 1n;
    points.push(inputs.points[c], entry.t1, entry.y, entry.t2, entry.cardKey);
    scalars.push(Fn.mul(z, entry.s), Fn.neg(z), Fn.neg(Fn.mul(z, e)), Fn.neg(u), Fn.neg(Fn.mul(u, e)));
    scalars[0] = Fn.add(scalars[0], Fn.mul(u, entry.s));
  });
  try {
    return pippenger(Group, points, scalars).is0();
  } catch {
    return false;
  }
}

/** A card's point with every per-card key removed: card·(Π keys)^-1 (constant-time: the opener's own key is secret). */
export function unlock(card: Point, keys: readonly bigint[]): Point {
  return card.multiply(Fn.inv(keys.reduce((a, k) => Fn.mul(a, k), 1n)));
}

/** Whether `k` is the discrete logarithm of `K` (a released key checked against its public point). */
export const isKeyOf = (k: bigint, K: Point) => G.multiply(k).equals(K);

/** The encodings of `k·p` for each point, sorted: to compare a shuffle's input and output as sets. */
export function multipliedSet(points: readonly Point[], k: bigint): string[] {
  return points.map((p) => encodePoint(p.multiplyUnsafe(k))).sort();
}
