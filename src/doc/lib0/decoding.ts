/**
 * lib0's decoding, as Yjs, y-protocols and y-webrtc read every update with it, with short ASCII
 * strings read in script. lib0 hands each string to `TextDecoder`, whose fixed cost per call is
 * about four times the whole read of a ten-letter string in script; a game's records are mostly
 * such strings (keys, ids, colours, names), some 900,000 of them in a 20,000-counter table, so a
 * joiner spent more time there than on anything else. Everything else is lib0's own, and what is
 * read is exactly what lib0 reads: any other string, and any error, goes through lib0.
 *
 * The build resolves `lib0/decoding` here (`lib0Aliases` in vite.config.ts); this module reaches
 * lib0's own through its file name, which that alias leaves alone.
 */
import * as lib0 from 'lib0/decoding.js';

export * from 'lib0/decoding.js';

/** Strings of fewer bytes than this are looked at for the script path; longer ones are cheap enough in TextDecoder. */
const shortString = 64;

/** A string (lib0's varUint byte length, then UTF-8), as lib0's `readVarString` reads it. */
export function readVarString(decoder: lib0.Decoder): string {
  const start = decoder.pos;
  const length = lib0.readVarUint(decoder);
  const bytes = decoder.arr;
  const from = decoder.pos;
  const to = from + length;
  if (length < shortString && to <= bytes.length) {
    let at = from;
    while (at < to && bytes[at] < 0x80) at++;
    if (at === to) {
      decoder.pos = to;
      return length === 0 ? '' : String.fromCharCode.apply(null, bytes.subarray(from, to) as unknown as number[]);
    }
  }
  decoder.pos = start;
  return lib0.readVarString(decoder);
}

/** lib0's `any` type tags (lib0/encoding writeAny) for the kinds that hold strings. */
const anyString = 119;
const anyObject = 118;
const anyArray = 117;

/**
 * One lib0 `any` value, as lib0's `readAny` reads it: strings, and the objects and arrays that
 * hold them, here; every other kind (and a bad tag) by lib0.
 */
export function readAny(decoder: lib0.Decoder): unknown {
  const tag = decoder.arr[decoder.pos];
  if (tag === anyString) {
    decoder.pos++;
    return readVarString(decoder);
  }
  if (tag === anyObject) {
    decoder.pos++;
    const entries = lib0.readVarUint(decoder);
    const object: Record<string, unknown> = {};
    for (let i = 0; i < entries; i++) {
      const key = readVarString(decoder);
      object[key] = readAny(decoder);
    }
    return object;
  }
  if (tag === anyArray) {
    decoder.pos++;
    const items = lib0.readVarUint(decoder);
    const array: unknown[] = [];
    for (let i = 0; i < items; i++) array.push(readAny(decoder));
    return array;
  }
  return lib0.readAny(decoder);
}
