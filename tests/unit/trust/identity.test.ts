import { describe, expect, it } from 'vitest';
import { canonicalJson, concatBytes, fromB64, fromUtf8, hash, randomBytes, sameBytes, toB64, toHex, utf8 } from '../../../src/trust/bytes';
import {
  fingerprint,
  identityFromSecret,
  isPublicKey,
  newIdentity,
  signBody,
  signRecord,
  verifyBody,
  verifyRecord,
} from '../../../src/trust/identity';

const alice = identityFromSecret(hash('alice'));
const bob = identityFromSecret(hash('bob'));
const context = 'game-1/log';

describe('base64url', () => {
  it('writes the same text as Node for every length from 0 to 64 bytes', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = randomBytes(n);
      expect(toB64(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });

  it('reads back what it wrote, and what Node wrote', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = randomBytes(n);
      expect(sameBytes(fromB64(toB64(bytes))!, bytes)).toBe(true);
      expect(sameBytes(fromB64(Buffer.from(bytes).toString('base64url'))!, bytes)).toBe(true);
    }
  });

  it('refuses text that is not base64url instead of guessing', () => {
    for (const bad of ['a', 'ab+c', 'ab/c', 'abc=', 'é', 'ab c', 12, null, undefined, {}, ['ab']]) {
      expect(fromB64(bad)).toBeNull();
    }
  });
});

describe('bytes helpers', () => {
  it('round-trips UTF-8 and refuses broken UTF-8', () => {
    expect(fromUtf8(utf8('héllo ✈'))).toBe('héllo ✈');
    expect(fromUtf8(new Uint8Array([0xff, 0xfe]))).toBeNull();
  });

  it('hashes text and its UTF-8 bytes alike, matching the known SHA-256 of "abc"', () => {
    expect(toHex(hash('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sameBytes(hash('abc'), hash(utf8('abc')))).toBe(true);
  });

  it('compares bytes by every byte and by length', () => {
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
    expect([...concatBytes(new Uint8Array([1]), new Uint8Array([2, 3]))]).toEqual([1, 2, 3]);
  });
});

describe('canonicalJson', () => {
  it('gives the same text whatever order the keys were written in, at every level', () => {
    const a = { b: 1, a: { y: [1, { q: 2, p: 1 }], x: 'x' } };
    const b = { a: { x: 'x', y: [1, { p: 1, q: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"x":"x","y":[1,{"p":1,"q":2}]},"b":1}');
  });

  it('leaves out undefined fields and keeps the order of arrays', () => {
    expect(canonicalJson({ a: undefined, b: [3, 1, 2] })).toBe('{"b":[3,1,2]}');
  });

  it('refuses values JSON cannot carry faithfully', () => {
    expect(() => canonicalJson(NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ a: Infinity })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});

describe('identity', () => {
  it('makes public keys of 43 base64url characters, and fingerprints of 8 hex characters', () => {
    const fresh = newIdentity();
    expect(isPublicKey(fresh.publicKey)).toBe(true);
    expect(identityFromSecret(fresh.secretKey).publicKey).toBe(fresh.publicKey);
    expect(fingerprint(alice.publicKey)).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint(alice.publicKey)).not.toBe(fingerprint(bob.publicKey));
    expect(isPublicKey('x'.repeat(42))).toBe(false);
    expect(isPublicKey('+'.repeat(43))).toBe(false);
  });

  it('signs with a stored key before its public half is read, and the signature verifies under it', () => {
    const carol = identityFromSecret(hash('carol'));
    const sig = signBody(carol, context, { text: 'first move' });
    expect(verifyBody(carol.publicKey, context, { text: 'first move' }, sig)).toBe(true);
    expect(carol.publicKey).toBe(identityFromSecret(hash('carol')).publicKey);
  });

  it('verifies a signed record whatever order its keys are in', () => {
    const record = signRecord(alice, context, { kind: 'line', text: 'hello', n: 1 });
    expect(record.by).toBe(alice.publicKey);
    expect(verifyRecord(context, record)).toBe(true);
    const reordered = { sig: record.sig, n: 1, by: record.by, text: 'hello', kind: 'line' };
    expect(verifyRecord(context, reordered)).toBe(true);
  });

  it('rejects a record with a changed field, an added field, another signer or another context', () => {
    const record = signRecord(alice, context, { kind: 'line', text: 'hello', n: 1 });
    expect(verifyRecord(context, { ...record, text: 'hellO' })).toBe(false);
    expect(verifyRecord(context, { ...record, n: 2 })).toBe(false);
    expect(verifyRecord(context, { ...record, extra: true })).toBe(false);
    expect(verifyRecord(context, { ...record, by: bob.publicKey })).toBe(false);
    expect(verifyRecord('game-2/log', record)).toBe(false);
    expect(verifyRecord('game-1/roll', record)).toBe(false);
  });

  it('verifies a body signature only against the key and context that made it', () => {
    const sig = signBody(alice, context, { a: 1 });
    expect(verifyBody(alice.publicKey, context, { a: 1 }, sig)).toBe(true);
    expect(verifyBody(bob.publicKey, context, { a: 1 }, sig)).toBe(false);
    expect(verifyBody(alice.publicKey, context, { a: 2 }, sig)).toBe(false);
  });

  it('never throws on garbage signatures, keys or records, and never accepts them', () => {
    const record = signRecord(alice, context, { text: 'hi' });
    const garbage: unknown[] = [null, undefined, 0, 'x', 'A'.repeat(86), '-'.repeat(86), 'A'.repeat(43), {}, [], { toString: 1 }, 'x'.repeat(1_000_000)];
    for (const g of garbage) {
      expect(verifyRecord(context, { ...record, sig: g })).toBe(false);
      expect(verifyRecord(context, { ...record, by: g })).toBe(false);
      expect(verifyBody(g, context, { text: 'hi' }, record.sig)).toBe(false);
      expect(verifyRecord(context, g)).toBe(false);
    }
    expect(verifyRecord(context, [record])).toBe(false);
    expect(verifyRecord(context, { ...record, n: NaN })).toBe(false);
    expect(verifyRecord(context, JSON.parse(`{"__proto__":{"x":1},"by":"${record.by}","sig":"${record.sig}","text":"hi"}`))).toBe(false);
  });
});
