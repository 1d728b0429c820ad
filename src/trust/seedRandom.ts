/**
 * A random source drawn from a fair roll's seed, so every browser that agrees on the seed rolls
 * the same dice. Numbers are 53-bit floats in [0, 1); `randomInt` and `rollDice` in
 * src/dice/dice.ts turn them into faces without modulo bias. Pure: the stream depends on the seed
 * alone.
 */
import { concatBytes, hash, utf8 } from './bytes';
import type { Random } from '../dice/dice';

const streamDomain = utf8('sandtable/roll/stream/v1');
const two53 = 2 ** 53;
/** Numbers taken from each 32-byte block: four 8-byte words. */
const wordsPerBlock = 4;

/** Block `counter` of the stream: SHA-256 of the domain, the seed and the counter (8 bytes, big-endian). */
function block(seed: Uint8Array, counter: number): DataView {
  const count = new Uint8Array(8);
  new DataView(count.buffer).setBigUint64(0, BigInt(counter));
  const digest = hash(concatBytes(streamDomain, seed, count));
  return new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
}

/** The top 53 bits of the 8-byte word at `offset`, as a number in [0, 1). */
function unitFloat(view: DataView, offset: number): number {
  const high = view.getUint32(offset) >>> 11;
  const low = view.getUint32(offset + 4);
  return (high * 4294967296 + low) / two53;
}

/**
 * A deterministic random source from `seed` (a roll's 32-byte seed): the same seed always gives
 * the same numbers, and different seeds give unrelated ones.
 */
export function seedRandom(seed: Uint8Array): Random {
  const key = Uint8Array.from(seed);
  let drawn = 0;
  let current = block(key, 0);
  return () => {
    const word = drawn % wordsPerBlock;
    if (word === 0 && drawn > 0) current = block(key, drawn / wordsPerBlock);
    drawn++;
    return unitFloat(current, word * 8);
  };
}
