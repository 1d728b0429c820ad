import { describe, expect, it } from 'vitest';
import { crc32 } from '../../../src/model/checksum';

/** CRC-32 (IEEE, reflected 0xEDB88320) one bit at a time: slow, plainly the definition. */
function crc32ByBits(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

describe('the CRC-32 of stored records', () => {
  it('gives the standard check value and the CRC of nothing', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('agrees with the bitwise definition at every length and alignment around its eight-byte steps', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 0xff;
    const backing = Uint8Array.from({ length: 200 }, random);
    for (let offset = 0; offset < 8; offset++) {
      for (let length = 0; length <= 40; length++) {
        const bytes = backing.subarray(offset, offset + length);
        expect(crc32(bytes), `offset ${offset}, length ${length}`).toBe(crc32ByBits(bytes));
      }
    }
    expect(crc32(backing)).toBe(crc32ByBits(backing));
  });

  it('notices a single flipped bit', () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 31) & 0xff);
    const sum = crc32(bytes);
    bytes[517] ^= 0x10;
    expect(crc32(bytes)).not.toBe(sum);
  });

  it('continues over slices: the CRC of two slices read one after the other is the CRC of both', () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 37) & 0xff);
    for (const cut of [0, 1, 7, 8, 500, 999, 1000]) expect(crc32(bytes.subarray(cut), crc32(bytes.subarray(0, cut))), `cut at ${cut}`).toBe(crc32(bytes));
  });
});
