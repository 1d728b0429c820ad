/**
 * Where a signature counts: one game, in one room. Every record a player signs names, in its
 * signing context, the game's id and — once the game is shared — a digest of its room key (the
 * room tag). A line or record signed in another copy of the game (one joined under another key)
 * then verifies nowhere else: its context names another room.
 *
 * A scope is written `<game id>@<room tag>`, or `<game id>` alone for a game that was never
 * shared. Records signed before a game was shared (and by versions before rooms were bound) carry
 * the room-less scope; they still count in the game's room, since nothing signed alone can have
 * come from another room. A game moved to another room (a save file opened elsewhere and shared
 * again) keeps counting what was signed in the rooms it moved out of. Game ids and room tags are
 * base64url, so `@`, `~` and `/` never occur in them.
 *
 * Pure: no Yjs, no DOM.
 */
import { hash, toB64, utf8 } from './bytes';

const tagDomain = 'sandtable/room-tag/v1\n';
const tagPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * The room tag of a room key: 22 base64url characters (132 bits) of a SHA-256 over the key. It
 * names the room without revealing the key, so it can sit in the shared document and save files.
 */
export function roomTagOf(secret: string): string {
  return toB64(hash(utf8(`${tagDomain}${secret}`))).slice(0, 22);
}

/** Whether a value is a room tag as `roomTagOf` makes them. */
export function isRoomTag(value: unknown): value is string {
  return typeof value === 'string' && tagPattern.test(value);
}

/** Most rooms a game remembers having moved out of (a save file opened elsewhere and shared again, each time). */
export const maxEarlierRooms = 16;

/**
 * The scope of a game: its id, its room tag once shared, and the tags of the rooms it moved out of
 * (`<game id>@<room>~<earlier>~<earlier>`). Records are signed in the present room only; the
 * earlier rooms' records still verify (`acceptedContexts`).
 */
export function scopeString(gameId: string, room: string | null | undefined, earlier: readonly string[] = []): string {
  if (!room) return gameId;
  return `${gameId}@${room}${earlier.map((tag) => `~${tag}`).join('')}`;
}

/** A context split into its game id, its present room, its earlier rooms and the rest (`/log`). */
function partsOf(context: string): { game: string; room: string | null; earlier: string[]; rest: string } {
  const slash = context.indexOf('/');
  const scope = slash < 0 ? context : context.slice(0, slash);
  const rest = context.slice(scope.length);
  const at = scope.indexOf('@');
  if (at < 0) return { game: scope, room: null, earlier: [], rest };
  const [room, ...earlier] = scope.slice(at + 1).split('~');
  return { game: scope.slice(0, at), room, earlier: earlier.slice(0, maxEarlierRooms), rest };
}

/**
 * The contexts a signature made for `context` may carry and still count: the present room's, each
 * earlier room's, and the room-less one (signed before the game was shared). A context of a room the
 * game was never in is never among them. The first is the one to sign in.
 */
export function acceptedContexts(context: string): readonly string[] {
  const { game, room, earlier, rest } = partsOf(context);
  if (room === null) return [context];
  return [`${game}@${room}${rest}`, ...earlier.map((tag) => `${game}@${tag}${rest}`), `${game}${rest}`];
}

/** The context a new signature is made in: the present room's. */
export function signingContext(context: string): string {
  return acceptedContexts(context)[0];
}
