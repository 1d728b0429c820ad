/**
 * lib0's encoding, as Yjs, y-protocols and y-webrtc write every update with it, with short ASCII
 * strings written in script. lib0 hands each string to `TextEncoder.encodeInto`, whose fixed cost
 * per call outweighs writing a ten-letter string byte by byte; a game's records are mostly such
 * strings, and a host encodes its whole table for each friend who joins (and a joiner each piece
 * it applies). The bytes are exactly lib0's: any other string goes through lib0, and so does every
 * value that is not a string, an object or an array.
 *
 * The build resolves `lib0/encoding` here (`lib0Aliases` in vite.config.ts); this module reaches
 * lib0's own through its file name, which that alias leaves alone.
 */
import * as lib0 from 'lib0/encoding.js';

export * from 'lib0/encoding.js';

/** Strings of fewer UTF-16 units than this are looked at for the script path. */
const shortString = 64;

/** Whether every unit of `text` is ASCII, so its UTF-8 bytes are its char codes. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** A string (lib0's varUint byte length, then UTF-8), as lib0's `writeVarString` writes it. */
export function writeVarString(encoder: lib0.Encoder, text: string): void {
  if (text.length >= shortString || !isAscii(text)) return lib0.writeVarString(encoder, text);
  lib0.writeVarUint(encoder, text.length);
  for (let i = 0; i < text.length; i++) lib0.write(encoder, text.charCodeAt(i));
}

/** lib0's `any` type tags for the kinds that hold strings. */
const anyString = 119;
const anyObject = 118;
const anyArray = 117;

/**
 * One value in lib0's `any` encoding, as lib0's `writeAny` writes it: strings, and the plain
 * objects and arrays that hold them, here; every other kind by lib0.
 */
export function writeAny(encoder: lib0.Encoder, data: unknown): void {
  if (typeof data === 'string') {
    lib0.write(encoder, anyString);
    return writeVarString(encoder, data);
  }
  if (typeof data !== 'object' || data === null || data instanceof Uint8Array) return lib0.writeAny(encoder, data as never);
  if (Array.isArray(data)) {
    lib0.write(encoder, anyArray);
    lib0.writeVarUint(encoder, data.length);
    for (let i = 0; i < data.length; i++) writeAny(encoder, data[i]);
    return;
  }
  const record = data as Record<string, unknown>;
  const keys = Object.keys(record);
  lib0.write(encoder, anyObject);
  lib0.writeVarUint(encoder, keys.length);
  for (const key of keys) {
    writeVarString(encoder, key);
    writeAny(encoder, record[key]);
  }
}
