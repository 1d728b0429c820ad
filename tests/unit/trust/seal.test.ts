import { describe, expect, it } from 'vitest';
import { xchacha20, xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { concatBytes, fromB64, hash, randomBytes, toB64, utf8 } from '../../../src/trust/bytes';
import { maxSealedBytes, openSealed, padContent, paddedLength, sealClasses, sealContent, unpadContent } from '../../../src/trust/seal';

const face = utf8('{"front":"7th Panzer","strength":6}');

/** Little-endian bytes as a number, and back. */
const le = (bytes: Uint8Array) => bytes.reduceRight((n, b) => (n << 8n) | BigInt(b), 0n);
const toLe = (n: bigint, length: number) => Uint8Array.from({ length }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));
const mod = (a: bigint, m: bigint) => ((a % m) + m) % m;
function inverse(a: bigint, m: bigint): bigint {
  let [r0, r1, t0, t1] = [mod(a, m), m, 1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1, t0, t1] = [r1, r0 - q * r1, t1, t0 - q * t1];
  }
  return mod(t0, m);
}

/**
 * A ciphertext that XChaCha20-Poly1305 accepts under two different keys (a "partitioning" pair):
 * Poly1305 is linear in the ciphertext blocks, so one free 16-byte block can make the two keys'
 * tags collide. This is exactly the forgery the commitment in `Sealed` exists to refuse.
 */
function twoKeyCiphertext(): { nonce: Uint8Array; keys: [Uint8Array, Uint8Array]; ciphertext: Uint8Array } {
  const p = (1n << 130n) - 5n;
  const two128 = 1n << 128n;
  const clamp = 0x0ffffffc0ffffffc0ffffffc0fffffffn;
  const lengths = toLe(16n << 64n, 16);
  const b2 = le(lengths) + two128;
  for (;;) {
    const nonce = randomBytes(24);
    const keys: [Uint8Array, Uint8Array] = [randomBytes(32), randomBytes(32)];
    const [[r1, s1], [r2, s2]] = keys.map((key) => {
      const polyKey = xchacha20(key, nonce, new Uint8Array(32));
      return [le(polyKey.subarray(0, 16)) & clamp, le(polyKey.subarray(16, 32))];
    });
    const x = mod((s2 - s1 - b2 * (r1 - r2)) * inverse(r1 * r1 - r2 * r2, p) - two128, p);
    if (x >= two128) continue;
    const acc = (r: bigint) => mod((x + two128) * r * r + b2 * r, p);
    const tag1 = mod(acc(r1) + s1, two128);
    if (tag1 !== mod(acc(r2) + s2, two128)) continue;
    return { nonce, keys, ciphertext: concatBytes(toLe(x, 16), toLe(tag1, 16)) };
  }
}

describe('sealContent and openSealed', () => {
  it('open a sealed face with its key to the same bytes', () => {
    const { key, sealed } = sealContent(face);
    expect(openSealed(sealed, key)).toEqual(face);
    expect(JSON.stringify(sealed)).not.toContain('Panzer');
  });

  it('give null for another key, a malformed key or a malformed sealed form, without throwing', () => {
    const { sealed } = sealContent(face);
    const other = sealContent(face).key;
    expect(openSealed(sealed, other)).toBeNull();
    for (const key of [null, 7, '', 'short', other + 'A', { key: other }]) expect(openSealed(sealed, key)).toBeNull();
    const { key } = sealContent(face);
    for (const bad of [null, 'text', [], { ...sealed, n: 'AAAA' }, { ...sealed, c: 5 }, { ...sealed, h: undefined }]) {
      expect(openSealed(bad, key)).toBeNull();
    }
  });

  it('refuse a tampered ciphertext, nonce or commitment', () => {
    const { key, sealed } = sealContent(face);
    const flip = (text: string) => {
      const bytes = fromB64(text)!;
      bytes[0] ^= 1;
      return toB64(bytes);
    };
    expect(openSealed({ ...sealed, c: flip(sealed.c) }, key)).toBeNull();
    expect(openSealed({ ...sealed, n: flip(sealed.n) }, key)).toBeNull();
    expect(openSealed({ ...sealed, h: flip(sealed.h) }, key)).toBeNull();
  });

  it("refuse a ciphertext and key that decrypt cleanly but not to the plaintext committed to", () => {
    const a = sealContent(face);
    const b = sealContent(utf8('{"front":"dummy","strength":0}'));
    expect(openSealed({ ...b.sealed, h: a.sealed.h }, b.key)).toBeNull();
  });

  it('refuse a second key crafted to decrypt the same ciphertext to another face', () => {
    const { nonce, keys, ciphertext } = twoKeyCiphertext();
    const [first, second] = keys.map((key) => xchacha20poly1305(key, nonce).decrypt(ciphertext));
    expect(first).not.toEqual(second);
    const commitment = hash(concatBytes(utf8('sandtable/seal/v1\0'), keys[0], first));
    const sealed = { n: toB64(nonce), c: toB64(ciphertext), h: toB64(commitment) };
    expect(openSealed(sealed, toB64(keys[0]))).toEqual(first);
    expect(openSealed(sealed, toB64(keys[1]))).toBeNull();
  });

  it('refuse to seal more than the size cap', () => {
    expect(() => sealContent(new Uint8Array(maxSealedBytes + 1))).toThrow(RangeError);
    const { key, sealed } = sealContent(new Uint8Array(maxSealedBytes));
    expect(openSealed(sealed, key)?.length).toBe(maxSealedBytes);
  });
});

/** A box sealed as the previous version sealed it: the plaintext unpadded, committed under seal/v1. */
function legacyBox(plaintext: Uint8Array): { key: string; sealed: { n: string; c: string; h: string } } {
  const key = randomBytes(32);
  const nonce = randomBytes(24);
  const c = xchacha20poly1305(key, nonce).encrypt(plaintext);
  return { key: toB64(key), sealed: { n: toB64(nonce), c: toB64(c), h: toB64(hash(concatBytes(utf8('sandtable/seal/v1\0'), key, plaintext))) } };
}

/** A box whose plaintext is `padded` exactly as given, committed under seal/v2. */
function paddedBox(padded: Uint8Array): { key: string; sealed: { n: string; c: string; h: string } } {
  const key = randomBytes(32);
  const nonce = randomBytes(24);
  const c = xchacha20poly1305(key, nonce).encrypt(padded);
  return { key: toB64(key), sealed: { n: toB64(nonce), c: toB64(c), h: toB64(hash(concatBytes(utf8('sandtable/seal/v2\0'), key, padded))) } };
}

describe('padding sealed boxes to size classes', () => {
  it('seals contents of very different lengths to boxes of one length, so the length tells nothing within a class', () => {
    const lengths = [0, 1, 35, 400, 700, 1020].map((n) => sealContent(randomBytes(n)).sealed.c.length);
    expect(new Set(lengths).size).toBe(1);
    expect(sealContent(randomBytes(1021)).sealed.c.length).toBeGreaterThan(lengths[0]);
  });

  it('opens a padded box to its content alone, without the padding', () => {
    for (const n of [0, 5, 1020, 1021, 5000]) {
      const content = randomBytes(n);
      const { key, sealed } = sealContent(content);
      expect(openSealed(sealed, key)).toEqual(content);
    }
  });

  it('puts every content in the smallest class that holds it with its length', () => {
    expect(sealClasses).toEqual([1024, 2048, 4096, 8192, 16384, 32768, 65536]);
    expect(paddedLength(0)).toBe(1024);
    expect(paddedLength(1020)).toBe(1024);
    expect(paddedLength(1021)).toBe(2048);
    expect(paddedLength(maxSealedBytes)).toBe(65536);
    expect(() => paddedLength(maxSealedBytes + 1)).toThrow(RangeError);
  });

  it('still opens a box sealed before padding, to the plaintext it held', () => {
    const { key, sealed } = legacyBox(face);
    expect(openSealed(sealed, key)).toEqual(face);
  });

  it('reads a padded plaintext one way only: a length that does not fit, bytes after the content or a length off the classes is refused', () => {
    const good = padContent(face);
    expect(unpadContent(good)).toEqual(face);
    const trailing = good.slice();
    trailing[trailing.length - 1] = 1;
    const tooLong = good.slice();
    new DataView(tooLong.buffer).setUint32(0, 5000);
    for (const bad of [trailing, tooLong, good.slice(0, 1000), new Uint8Array(0)]) {
      expect(unpadContent(bad)).toBeNull();
      const { key, sealed } = paddedBox(bad);
      expect(openSealed(sealed, key)).toBeNull();
    }
  });
});
