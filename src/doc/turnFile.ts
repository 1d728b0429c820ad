/**
 * Play by e-mail with no server at all (issue #29): a turn file carries the changes a friend has not
 * acknowledged, sealed with the game's room key (the one the relay seals with, from the share
 * link's secret), so a mail server or anyone who finds the file reads nothing but the room's name.
 *
 * Layout: the line `SANDTURN 1`, a newline, a JSON header `{ "room": "<room name>" }`, a newline,
 * then the sealed payload (AES-GCM, `seal` in src/net/roomCrypto.ts). The payload, once unsealed,
 * is JSON `{ v: 1, from: { name, key? }, sv, update }`: who sent it, the sender's state vector when
 * sending (the receiver's acknowledgement of it), and a Yjs update of everything since the state the
 * sender knew the friends had (base64). Yjs updates merge in any order and twice harmlessly, and a
 * later file holds everything an earlier unacknowledged one held, so files may arrive in any order.
 *
 * `encodeTurnFile` and `decodeTurnFile` are a pair; `applyTurn` merges one into an open game, as a
 * peer's update, through the same guard.
 */
import * as Y from 'yjs';
import { seal, unseal } from '../net/roomCrypto';
import { historyLength } from './historyRead';

/** Origin of a friend's changes merged from a turn file: not this player's, so the guard checks them like a peer's. */
export const turnFileOrigin = Symbol('turn file');

const magic = 'SANDTURN 1\n';
/** Largest turn file opened (a whole game of 50,000 counters is about 25 MB). */
export const maxTurnFileBytes = 64 * 1024 * 1024;

/** Who sent a turn: the name they play under and, when known, their public key. */
export interface TurnSender {
  name: string;
  key?: string;
}

/** What a turn file holds once unsealed. */
export interface TurnContents {
  from: TurnSender;
  /** The sender's state vector when the file was written: what they hold, so what we need not send them again. */
  stateVector: Uint8Array;
  update: Uint8Array;
}

/** Why a turn file could not be read, in words for the player. */
export class TurnFileError extends Error {}

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Whether the bytes are a turn file (its first line), before anything is decoded. */
export function isTurnFile(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.subarray(0, magic.length)) === magic;
}

/** The room a turn file belongs to, read from its header without the key; throws a `TurnFileError` when the header is damaged. */
export function turnFileRoom(bytes: Uint8Array): string {
  if (!isTurnFile(bytes)) throw new TurnFileError('This is not a Sandtable turn file.');
  if (bytes.byteLength > maxTurnFileBytes) throw new TurnFileError(`This turn file is larger than ${maxTurnFileBytes / 1024 / 1024} MB: it is not one Sandtable wrote.`);
  const end = bytes.indexOf(10, magic.length);
  if (end < 0 || end - magic.length > 1000) throw new TurnFileError('This turn file is damaged: its header is cut off.');
  try {
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(magic.length, end))) as { room?: unknown };
    if (typeof header.room === 'string' && header.room.length <= 200) return header.room;
  } catch {
    // Reported below, as for a header without a room.
  }
  throw new TurnFileError('This turn file is damaged: its header names no game.');
}

/**
 * Writes a turn file of the changes in `doc` since `since` (the state vector the friends are known
 * to hold; null: the whole game), sealed with the room's key.
 */
export async function encodeTurnFile(doc: Y.Doc, room: { name: string; key: CryptoKey }, from: TurnSender, since: Uint8Array | null): Promise<Uint8Array> {
  const payload = { v: 1, from, sv: toBase64(Y.encodeStateVector(doc)), update: toBase64(since ? Y.encodeStateAsUpdate(doc, since) : Y.encodeStateAsUpdate(doc)) };
  const sealed = await seal(room.key, new TextEncoder().encode(JSON.stringify(payload)));
  const head = new TextEncoder().encode(`${magic}${JSON.stringify({ room: room.name })}\n`);
  const out = new Uint8Array(head.byteLength + sealed.byteLength);
  out.set(head);
  out.set(sealed, head.byteLength);
  return out;
}

/** Unseals and checks a turn file with the room's key; throws a `TurnFileError` saying why it cannot be used. */
export async function decodeTurnFile(bytes: Uint8Array, key: CryptoKey): Promise<TurnContents> {
  turnFileRoom(bytes);
  const start = bytes.indexOf(10, magic.length) + 1;
  const opened = await unseal(key, bytes.subarray(start));
  if (!opened) throw new TurnFileError('This turn file could not be unsealed: it was sealed for another game, or it was changed on the way.');
  let payload: { v?: unknown; from?: { name?: unknown; key?: unknown }; sv?: unknown; update?: unknown };
  try {
    payload = JSON.parse(new TextDecoder().decode(opened));
  } catch {
    throw new TurnFileError('This turn file is damaged: its contents are not readable.');
  }
  const name = payload.from?.name;
  const sender = payload.from?.key;
  if (payload.v !== 1 || typeof name !== 'string' || !name || name.length > 200 || (sender !== undefined && (typeof sender !== 'string' || sender.length > 200)) || typeof payload.sv !== 'string' || typeof payload.update !== 'string') {
    throw new TurnFileError('This turn file was written by a newer version of Sandtable, or it is damaged.');
  }
  try {
    const stateVector = fromBase64(payload.sv);
    Y.decodeStateVector(stateVector);
    return { from: sender ? { name, key: sender } : { name }, stateVector, update: fromBase64(payload.update) };
  } catch {
    throw new TurnFileError('This turn file is damaged: its changes are not readable.');
  }
}

/**
 * Merges a friend's turn into an open game, as a peer's update (the guard checks and repairs it the
 * same way); returns how many steps of history it brought (0: everything was here already).
 */
export function applyTurn(doc: Y.Doc, turn: TurnContents): number {
  const before = historyLength(doc);
  try {
    Y.applyUpdate(doc, turn.update, turnFileOrigin);
  } catch {
    throw new TurnFileError('This turn file is damaged: its changes could not be merged.');
  }
  return historyLength(doc) - before;
}

/**
 * What the friends are all known to hold: the smallest clock per writer among their acknowledged
 * state vectors (a writer one of them lacks counts from 0). Null when no friend has acknowledged
 * anything yet, so the next file carries the whole game.
 */
export function heldByAll(acknowledged: readonly Uint8Array[]): Uint8Array | null {
  if (!acknowledged.length) return null;
  const vectors = acknowledged.map((sv) => Y.decodeStateVector(sv));
  const least = new Map<number, number>();
  for (const [client, clock] of vectors[0]) {
    const lowest = Math.min(clock, ...vectors.slice(1).map((v) => v.get(client) ?? 0));
    if (lowest > 0) least.set(client, lowest);
  }
  return Y.encodeStateVector(least);
}
