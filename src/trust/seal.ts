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

/** The largest plaintext that can be sealed (64 KiB): a face is small, and a peer's record must stay bounded. */
export const maxSealedBytes = 64 * 1024;

const keyBytes = 32;
const nonceBytes = 24;
const tagBytes = 16;
const domain = utf8('sandtable/seal/v1\0');

/** Base64url length of `n` bytes (no padding). */
const b64Length = (n: number) => Math.ceil((n * 4) / 3);

function commitment(key: Uint8Array, plaintext: Uint8Array): Uint8Array {
  return hash(concatBytes(domain, key, plaintext));
}

/**
 * Seals `plaintext` (at most `maxSealedBytes`) under a fresh key. Returns the key (base64url, to be
 * given only to whoever may see the face) and the sealed form (for the shared document).
 */
export function sealContent(plaintext: Uint8Array): { key: string; sealed: Sealed } {
  if (plaintext.length > maxSealedBytes) throw new RangeError(`a sealed face holds at most ${maxSealedBytes} bytes`);
  const key = randomBytes(keyBytes);
  const nonce = randomBytes(nonceBytes);
  const ciphertext = xchacha20poly1305(key, nonce).encrypt(plaintext);
  return {
    key: toB64(key),
    sealed: { n: toB64(nonce), c: toB64(ciphertext), h: toB64(commitment(key, plaintext)) },
  };
}

/** Decodes a base64url field of exactly `n` bytes, or null. */
function exact(text: unknown, n: number): Uint8Array | null {
  if (typeof text !== 'string' || text.length !== b64Length(n)) return null;
  const bytes = fromB64(text);
  return bytes && bytes.length === n ? bytes : null;
}

/**
 * The plaintext of `sealed` under `key`, or null when anything is wrong: a malformed or oversized
 * sealed form, a malformed key, a key that does not decrypt, or one that decrypts to a plaintext
 * other than the one the sealer committed to. Never throws.
 */
export function openSealed(sealed: unknown, key: unknown): Uint8Array | null {
  if (typeof sealed !== 'object' || sealed === null || Array.isArray(sealed)) return null;
  const { n, c, h } = sealed as Record<string, unknown>;
  const keyRaw = exact(key, keyBytes);
  const nonce = exact(n, nonceBytes);
  const committed = exact(h, 32);
  if (!keyRaw || !nonce || !committed) return null;
  if (typeof c !== 'string' || c.length < b64Length(tagBytes) || c.length > b64Length(maxSealedBytes + tagBytes)) return null;
  const ciphertext = fromB64(c);
  if (!ciphertext || ciphertext.length < tagBytes) return null;
  let plaintext: Uint8Array;
  try {
    plaintext = xchacha20poly1305(keyRaw, nonce).decrypt(ciphertext);
  } catch {
    return null;
  }
  return sameBytes(commitment(keyRaw, plaintext), committed) ? plaintext : null;
}
