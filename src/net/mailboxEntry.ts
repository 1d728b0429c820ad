/**
 * A mailbox entry before sealing (issue #29; docs/format.md "Room mailboxes"): who sent it, whether
 * it is the whole game, and the Yjs update's bytes as they are. `encodeEntry` writes version 2, a
 * binary header of a few bytes, so a typical move's entry stays close to the update's own size;
 * `decodeEntry` reads version 2 and the version 1 JSON line that earlier browsers posted.
 *
 * Version 2: `2 ‖ flags (u8: 1 whole, 2 sender id follows) ‖ sender id (4 bytes)? ‖ name (varuint
 * length ‖ UTF-8) ‖ update`. The sender id is the player's key fingerprint (`fingerprint`, the
 * first 4 bytes of the SHA-256 of the public key), which tells a player's own entries apart from a
 * friend's of the same name; the name is carried too, for the home screen's "Bob: 7 moves".
 */
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import { fingerprint } from '../trust/identity';
import { fromUtf8, toHex } from '../trust/bytes';
import { unseal } from './roomCrypto';

/** Who posts: the player's name, and their public key when they have an identity. */
export interface EntrySender {
  name: string;
  key?: string;
}

/** An entry read back: the sender's name and key fingerprint (null when none was sent), the update, whether it is the whole game. */
export interface DecodedEntry {
  from: string;
  sender: string | null;
  update: Uint8Array;
  whole: boolean;
}

const version2 = 2;
const wholeFlag = 1;
const senderFlag = 2;
/** Longest header either version may have: anything longer is not an entry. */
const headerLimit = 1000;

/** An entry before sealing (version 2). */
export function encodeEntry(from: EntrySender, update: Uint8Array, whole = false): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeUint8(e, version2);
  encoding.writeUint8(e, (whole ? wholeFlag : 0) | (from.key ? senderFlag : 0));
  if (from.key) encoding.writeUint8Array(e, hexBytes(fingerprint(from.key)));
  encoding.writeVarString(e, from.name);
  encoding.writeUint8Array(e, update);
  return encoding.toUint8Array(e);
}

/** The pair of `encodeEntry`, reading versions 1 and 2; null for anything else. */
export function decodeEntry(bytes: Uint8Array): DecodedEntry | null {
  if (bytes[0] === version2) return decodeVersion2(bytes);
  if (bytes[0] === '{'.charCodeAt(0)) return decodeVersion1(bytes);
  return null;
}

function decodeVersion2(bytes: Uint8Array): DecodedEntry | null {
  try {
    const d = decoding.createDecoder(bytes.subarray(1));
    const flags = decoding.readUint8(d);
    const sender = flags & senderFlag ? toHex(decoding.readUint8Array(d, 4)) : null;
    const length = decoding.readVarUint(d);
    if (length > headerLimit) return null;
    const from = fromUtf8(decoding.readUint8Array(d, length));
    if (from === null) return null;
    return { from, sender, update: bytes.slice(1 + d.pos), whole: (flags & wholeFlag) !== 0 };
  } catch {
    return null;
  }
}

/** Version 1: the JSON line `{ "v": 1, "from": { "name", "key"? }, "whole"? }`, a newline, the update. */
function decodeVersion1(bytes: Uint8Array): DecodedEntry | null {
  const end = bytes.indexOf(10);
  if (end < 0 || end > headerLimit) return null;
  try {
    const head = JSON.parse(new TextDecoder().decode(bytes.subarray(0, end))) as { v?: unknown; from?: { name?: unknown; key?: unknown }; whole?: unknown };
    if (head.v !== 1 || typeof head.from?.name !== 'string') return null;
    const key = head.from.key;
    return { from: head.from.name, sender: typeof key === 'string' ? fingerprint(key) : null, update: bytes.slice(end + 1), whole: head.whole === true };
  } catch {
    return null;
  }
}

function hexBytes(text: string): Uint8Array {
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/**
 * Fetched entries unsealed with the room key (all at once: WebCrypto works them in parallel) and
 * decoded, in their order; null for one that does not unseal or decode.
 */
export async function openEntries(key: CryptoKey, entries: readonly { bytes: Uint8Array }[]): Promise<(DecodedEntry | null)[]> {
  const opened = await Promise.all(entries.map((e) => unseal(key, e.bytes)));
  return opened.map((bytes) => bytes && decodeEntry(bytes));
}
