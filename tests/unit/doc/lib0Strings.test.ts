import { describe, expect, it } from 'vitest';
import * as lib0Decoding from 'lib0/decoding.js';
import * as lib0Encoding from 'lib0/encoding.js';
import * as decoding from '../../../src/doc/lib0/decoding';
import * as encoding from '../../../src/doc/lib0/encoding';
import { seededRandom } from '../../../src/dice/dice';

const strings = ['', 'x', 'face', 'Blue 1st Artillery', '#9db4d0', 'ql5D2inv3u', 'Ünité', 'Ж', '𝔘nicode pair', '\u007f', '\u0080', 'a'.repeat(63), 'b'.repeat(64), 'c'.repeat(500), 'long ascii then é'.padStart(70, '.'), '\ud800 lone surrogate'];

/** Random lib0 `any` values: every kind lib0 writes, nested, with short and long, ASCII and other strings. */
function randomAny(rand: () => number, depth = 0): unknown {
  const pick = Math.floor(rand() * (depth > 2 ? 9 : 11));
  switch (pick) {
    case 0: return strings[Math.floor(rand() * strings.length)];
    case 1: return Math.floor(rand() * 2 ** 40) - 2 ** 39;
    case 2: return rand() * 1000;
    case 3: return Math.fround(rand());
    case 4: return rand() < 0.5;
    case 5: return null;
    case 6: return undefined;
    case 7: return BigInt(Math.floor(rand() * 1e12));
    case 8: return new Uint8Array([1, 2, 3, Math.floor(rand() * 256)]);
    case 9: return Array.from({ length: Math.floor(rand() * 5) }, () => randomAny(rand, depth + 1));
    default: return Object.fromEntries(Array.from({ length: Math.floor(rand() * 5) }, (_, i) => [`${strings[Math.floor(rand() * strings.length)]}${i}`, randomAny(rand, depth + 1)]));
  }
}

const bytesOf = (write: (e: lib0Encoding.Encoder) => void) => {
  const e = lib0Encoding.createEncoder();
  write(e);
  return lib0Encoding.toUint8Array(e);
};

describe('lib0 strings done in script', () => {
  it('writes every string byte for byte as lib0 does', () => {
    for (const s of strings) expect(bytesOf((e) => encoding.writeVarString(e, s))).toEqual(bytesOf((e) => lib0Encoding.writeVarString(e, s)));
  });

  it('reads back every string lib0 wrote, and leaves the reader where lib0 leaves it', () => {
    for (const s of strings) {
      const bytes = bytesOf((e) => {
        lib0Encoding.writeVarString(e, s);
        lib0Encoding.writeUint8(e, 42);
      });
      const ours = lib0Decoding.createDecoder(bytes);
      const theirs = lib0Decoding.createDecoder(bytes);
      expect(decoding.readVarString(ours)).toBe(lib0Decoding.readVarString(theirs));
      expect(ours.pos).toBe(theirs.pos);
    }
  });

  it('writes and reads 2,000 random values exactly as lib0 does', () => {
    const rand = seededRandom(7);
    for (let i = 0; i < 2000; i++) {
      const value = randomAny(rand);
      const ours = bytesOf((e) => encoding.writeAny(e, value));
      expect(ours).toEqual(bytesOf((e) => lib0Encoding.writeAny(e, value as never)));
      expect(decoding.readAny(lib0Decoding.createDecoder(ours))).toEqual(lib0Decoding.readAny(lib0Decoding.createDecoder(ours)));
    }
  });

  it('fails on cut or unknown input where lib0 fails, with the same kind of error', () => {
    const whole = bytesOf((e) => lib0Encoding.writeAny(e, { name: 'Blue 1st Artillery', at: ['0529', 'é'] }));
    for (let cut = 0; cut < whole.length; cut++) {
      const bytes = whole.subarray(0, cut);
      const failure = (read: (d: lib0Decoding.Decoder) => unknown) => {
        try {
          read(lib0Decoding.createDecoder(bytes));
          return null;
        } catch (e) {
          return (e as Error).constructor.name;
        }
      };
      expect(failure(decoding.readAny)).toBe(failure(lib0Decoding.readAny));
    }
    for (const tag of [0, 115, 128, 255]) {
      const bytes = new Uint8Array([tag, 1, 2, 3]);
      expect(() => decoding.readAny(lib0Decoding.createDecoder(bytes))).toThrow();
      expect(() => lib0Decoding.readAny(lib0Decoding.createDecoder(bytes))).toThrow();
    }
  });
});
