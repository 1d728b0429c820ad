/**
 * A face hidden from everyone but its holder: bytes sealed under a fresh random key, so the
 * sealed form can sit in the shared document while only whoever is given the key can read it.
 *
 * XChaCha20-Poly1305 alone is not key-committing: one ciphertext can be made to decrypt, tag and
 * all, under two different keys to two different plaintexts. A holder who later "releases the key"
 * could then show different peers different faces. So the sealed form carries a commitment
 * `h = SHA-256(domain ‖ key ‖ plaintext)` and `openSealed` refuses any key whose plaintext does not
 * match it: once sealed, the released key can open the face to exactly one plaintext.
 *
 * A ciphertext is as long as its plaintext, so a box's length would tell which of the counters a
 * player could have hidden it is ("2 of 3 hidden units picked out among 35 by length", issue #26).
 * Content is therefore padded to one of a few size classes before sealing (`sealClasses`): every
 * counter a player makes today seals to the same length, 1 KiB. The padded form is
 * `length (4 bytes, big-endian) ‖ content ‖ zero bytes`, committed to whole under the domain
 * `sandtable/seal/v2`, so the padding is as fixed as the content. Boxes sealed before padding
 * (domain `v1`, plaintext unpadded) still open, to their plaintext as it was.
 *
 * Pure and synchronous; never throws on what a peer sends.
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { concatBytes, fromB64, hash, randomBytes, sameBytes, toB64, utf8 } from './bytes';

/** A sealed face as kept in the document: base64url nonce (24 bytes), ciphertext and commitment (32 bytes). */
export interface Sealed {
  readonly n: string;
  readonly c: string;
  readonly h: string;
}

/**
 * The lengths a padded plaintext takes, smallest first: powers of two from 1 KiB to 64 KiB. A
 * counter of the demos or the Counter maker (a name, two drawn faces, a few attributes) is 150–700
 * bytes and seals into the first class; only counters with many faces or attributes reach the next.
 */
export const sealClasses: readonly number[] = [1, 2, 4, 8, 16, 32, 64].map((k) => k * 1024);

const lengthBytes = 4;
/** The largest content that can be sealed: a face is small, and a peer's record must stay bounded. */
export const maxSealedBytes = sealClasses[sealClasses.length - 1] - lengthBytes;

const keyBytes = 32;
const nonceBytes = 24;
const tagBytes = 16;
/** Commitment domains: `v1` unpadded plaintexts (read only), `v2` padded ones. */
const legacyDomain = utf8('sandtable/seal/v1\0');
const paddedDomain = utf8('sandtable/seal/v2\0');
/** The longest plaintext a box may hold, padded or not (a v1 box held up to 64 KiB of content). */
const maxPlaintextBytes = 64 * 1024;

/** Base64url length of `n` bytes (no padding). */
const b64Length = (n: number) => Math.ceil((n * 4) / 3);

function commitment(domain: Uint8Array, key: Uint8Array, plaintext: Uint8Array): Uint8Array {
  return hash(concatBytes(domain, key, plaintext));
}

/** The padded length of `n` bytes of content: the smallest class that holds it with its length prefix. */
export function paddedLength(n: number): number {
  const found = sealClasses.find((size) => size - lengthBytes >= n);
  if (found === undefined) throw new RangeError(`a sealed face holds at most ${maxSealedBytes} bytes`);
  return found;
}

/** `content` as a padded plaintext: its length, itself, then zeros up to its class. */
export function padContent(content: Uint8Array): Uint8Array {
  const out = new Uint8Array(paddedLength(content.length));
  new DataView(out.buffer).setUint32(0, content.length);
  out.set(content, lengthBytes);
  return out;
}

/** The content of a padded plaintext, or null unless it is exactly one: a class length, a length that fits, zeros after. */
export function unpadContent(padded: Uint8Array): Uint8Array | null {
  if (!sealClasses.includes(padded.length)) return null;
  const length = new DataView(padded.buffer, padded.byteOffset, padded.length).getUint32(0);
  if (length > padded.length - lengthBytes) return null;
  for (let i = lengthBytes + length; i < padded.length; i++) if (padded[i] !== 0) return null;
  return padded.slice(lengthBytes, lengthBytes + length);
}

/**
 * Seals `content` (at most `maxSealedBytes`), padded to its size class, under a fresh key. Returns
 * the key (base64url, to be given only to whoever may see the face) and the sealed form (for the
 * shared document), whose length tells only the class.
 */
export function sealContent(content: Uint8Array): { key: string; sealed: Sealed } {
  const plaintext = padContent(content);
  const key = randomBytes(keyBytes);
  const nonce = randomBytes(nonceBytes);
  const ciphertext = xchacha20poly1305(key, nonce).encrypt(plaintext);
  return {
    key: toB64(key),
    sealed: { n: toB64(nonce), c: toB64(ciphertext), h: toB64(commitment(paddedDomain, key, plaintext)) },
  };
}

/** Decodes a base64url field of exactly `n` bytes, or null. */
function exact(text: unknown, n: number): Uint8Array | null {
  if (typeof text !== 'string' || text.length !== b64Length(n)) return null;
  const bytes = fromB64(text);
  return bytes && bytes.length === n ? bytes : null;
}

/**
 * The content of `sealed` under `key`, or null when anything is wrong: a malformed or oversized
 * sealed form, a malformed key, a key that does not decrypt, or one that decrypts to a plaintext
 * other than the one the sealer committed to. A padded box gives its content without the padding;
 * a box sealed before padding (v1) gives its plaintext. Never throws.
 */
export function openSealed(sealed: unknown, key: unknown): Uint8Array | null {
  if (typeof sealed !== 'object' || sealed === null || Array.isArray(sealed)) return null;
  const { n, c, h } = sealed as Record<string, unknown>;
  const keyRaw = exact(key, keyBytes);
  const nonce = exact(n, nonceBytes);
  const committed = exact(h, 32);
  if (!keyRaw || !nonce || !committed) return null;
  if (typeof c !== 'string' || c.length < b64Length(tagBytes) || c.length > b64Length(maxPlaintextBytes + tagBytes)) return null;
  const ciphertext = fromB64(c);
  if (!ciphertext || ciphertext.length < tagBytes) return null;
  let plaintext: Uint8Array;
  try {
    plaintext = xchacha20poly1305(keyRaw, nonce).decrypt(ciphertext);
  } catch {
    return null;
  }
  if (sameBytes(commitment(paddedDomain, keyRaw, plaintext), committed)) return unpadContent(plaintext);
  return sameBytes(commitment(legacyDomain, keyRaw, plaintext), committed) ? plaintext : null;
}
